import { z } from 'zod';
import { inputIdSchema } from '../http/inputId';

const flag = z.enum(['true', 'false']).transform((v) => v === 'true');

/** `queueIds=[1,2]`: list filters travel as JSON-encoded arrays (CONTRACT.md "Lists"). */
export const jsonIds = z
  .string()
  .transform((s, ctx) => {
    try {
      return JSON.parse(s) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'must be a JSON array, e.g. [1,2]' });
      return z.NEVER;
    }
  })
  .pipe(z.array(inputIdSchema));

const jsonStrings = z
  .string()
  .transform((s, ctx) => {
    try {
      return JSON.parse(s) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'must be a JSON array' });
      return z.NEVER;
    }
  })
  .pipe(z.array(z.string()));

/** A day `YYYY-MM-DD` (a full ISO timestamp is cut to its date); an empty value means no filter. */
const day = z
  .string()
  .transform((s) => s.slice(0, 10))
  .pipe(z.union([z.literal(''), z.iso.date()]))
  .transform((s) => s || undefined);

/** Query of GET /tickets (spec 1 §7). Unknown keys are accepted and ignored, as deployed. */
export const ticketListQuerySchema = z.object({
  status: z.enum(['open', 'pending', 'closed', 'group', 'search']).optional(),
  pageNumber: z.coerce.number().int().min(1).default(1),
  showAll: flag.optional(),
  queueIds: jsonIds.optional(),
  tags: jsonIds.optional(),
  users: jsonIds.optional(),
  whatsapps: jsonIds.optional(),
  statusFilter: jsonStrings.optional(),
  searchParam: z.string().max(200).optional(),
  searchOnMessages: flag.optional(),
  sortTickets: z
    .string()
    .transform((s) => s.toUpperCase())
    .pipe(z.enum(['ASC', 'DESC']))
    .optional(),
  withUnreadMessages: flag.optional(),
  isGroup: flag.optional(),
  date: day.optional(),
  updatedAt: day.optional(),
});
export type TicketListQuery = z.infer<typeof ticketListQuerySchema>;
