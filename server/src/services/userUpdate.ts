import { z } from 'zod';
import { LIMITS } from '../../../src/shared/domain/constants';

const sw = z.enum(['enabled', 'disabled']);
const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be HH:mm');

/** What a user may change about themselves (spec 1 §5 user form bounds). Other keys are dropped. */
export const selfUpdateSchema = z.object({
  name: z.string().trim().min(2, 'Too Short!').max(50, 'Too Long!').optional(),
  email: z
    .email('Invalid email')
    .transform((e) => e.toLowerCase())
    .optional(),
  password: z
    .string()
    .min(5)
    .max(50)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  defaultTheme: z.enum(['light', 'dark']).optional(),
  defaultMenu: z.enum(['open', 'closed']).optional(),
  profileImage: z.string().max(500).nullable().optional(),
});

/** What an admin may change about any user of the company. */
export const adminUpdateSchema = selfUpdateSchema.extend({
  profile: z.enum(['admin', 'user']).optional(),
  super: z.boolean().optional(),
  startWork: hhmm.optional(),
  endWork: hhmm.optional(),
  farewellMessage: z.string().max(1000).nullable().optional(),
  allTicket: sw.optional(),
  allowGroup: z.boolean().optional(),
  allHistoric: sw.optional(),
  allUserChat: sw.optional(),
  userClosePendingTicket: sw.optional(),
  showDashboard: sw.optional(),
  allowRealTime: sw.optional(),
  allowConnections: sw.optional(),
  whatsappId: z.coerce.number().int().nullable().optional(),
  queueIds: z.array(z.coerce.number().int()).optional(),
  color: z.string().max(20).nullable().optional(),
  defaultTicketsManagerWidth: z.coerce
    .number()
    .int()
    .min(LIMITS.ticketsPanelWidth.min)
    .max(LIMITS.ticketsPanelWidth.max)
    .optional(),
});
export type AdminUpdate = z.infer<typeof adminUpdateSchema>;

export const widthBodySchema = z.object({
  defaultTicketsManagerWidth: z.coerce
    .number()
    .int()
    .min(LIMITS.ticketsPanelWidth.min)
    .max(LIMITS.ticketsPanelWidth.max),
});
