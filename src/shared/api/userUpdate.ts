import { z } from 'zod';
import { LIMITS } from '../domain/constants';
import { idSchema } from './common';

const sw = z.enum(['enabled', 'disabled']);
const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be HH:mm');
const panelWidth = z.coerce.number().int().min(LIMITS.ticketsPanelWidth.min).max(LIMITS.ticketsPanelWidth.max);

/**
 * Body of PUT /users/{id} (spec 1 §5 user form bounds). It is NOT a patch on deployed backends:
 * a field left out is reset (USER_UPDATE_RESETS), so clients send the whole record as read
 * (`userUpdateBody`). Fields a given version adds pass through to it; the reference server reads
 * only these.
 */
export const userUpdateBodySchema = z.object({
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
  companyId: idSchema.optional(),
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
  defaultTheme: z.enum(['light', 'dark']).optional(),
  defaultMenu: z.enum(['open', 'closed']).optional(),
  profileImage: z.string().max(500).nullable().optional(),
  defaultTicketsManagerWidth: panelWidth.optional(),
});
export type UserUpdateBody = z.infer<typeof userUpdateBodySchema>;

/**
 * Body of POST /users (spec 2 §5 "User"): the update's fields, with name, email and a password
 * required. `companyId` is the admin's own whatever the body says (tenancy), so it is read and ignored.
 */
export const userCreateBodySchema = userUpdateBodySchema.extend({
  name: z.string().trim().min(2, 'Too Short!').max(50, 'Too Long!'),
  email: z.email('Invalid email').transform((e) => e.toLowerCase()),
  password: z.string().min(5, 'Too Short!').max(50, 'Too Long!'),
});
export type UserCreateBody = z.infer<typeof userCreateBodySchema>;

/** Body of PUT /users/toggleChangeWidht/{id} (sic): the one call that changes a single field of a user. */
export const panelWidthBodySchema = z.object({ defaultTicketsManagerWidth: panelWidth });
export type PanelWidthBody = z.infer<typeof panelWidthBodySchema>;

/**
 * What a deployed Whaticket 4.8 writes for each of these when the body leaves it out
 * (UpdateUserService: `queueIds = []`, `whatsappId || null`, `defaultTicketsManagerWidth = 550`).
 * Other omitted fields are kept there, and by the reference server, which resets these alike.
 */
export const USER_UPDATE_RESETS = {
  queueIds: [] as number[],
  whatsappId: null,
  defaultTicketsManagerWidth: LIMITS.ticketsPanelWidth.default,
} as const;

/**
 * A user as GET /users/{id} returns it, every field kept (those of a later version too) so that it
 * can go back whole. The queues are required: a reply without them must not become `queueIds: []`.
 */
export const userRecordSchema = z
  .object({
    id: idSchema,
    companyId: idSchema,
    queues: z.array(z.object({ id: idSchema }).loose()),
    whatsappId: idSchema.nullish(),
    whatsapp: z.object({ id: idSchema }).loose().nullish(),
  })
  .loose();
export type UserRecord = z.infer<typeof userRecordSchema>;

/** Server-owned fields of a record that a write must not carry back (an old tokenVersion would revive revoked sessions). */
const NOT_WRITTEN = new Set(['id', 'createdAt', 'updatedAt', 'tokenVersion', 'passwordHash', 'password']);

/**
 * The PUT /users/{id} body that changes only `changes`: every plain field of the record as read
 * (nested objects and lists left out), its queues as `queueIds`, its connection as `whatsappId`,
 * then the changes. A password goes only when one is given.
 */
export function userUpdateBody(record: UserRecord, changes: UserUpdateBody): UserUpdateBody & Record<string, unknown> {
  const plain: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(record)) {
    if (NOT_WRITTEN.has(key) || (typeof value === 'object' && value !== null)) continue;
    plain[key] = value;
  }
  const whatsappId = record.whatsappId ?? record.whatsapp?.id ?? null;
  const body: Record<string, unknown> = { ...plain, whatsappId, queueIds: record.queues.map((q) => q.id) };
  for (const [key, value] of Object.entries(changes)) if (value !== undefined) body[key] = value;
  if (!body.password) delete body.password;
  return body;
}
