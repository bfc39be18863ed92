import { z } from 'zod';
import { idSchema, switchSchema, textSchema } from './common';
import { companySchema } from './company';
import { queueSchema } from './queue';

export const profileSchema = z.enum(['admin', 'user']).catch('user');
export type Profile = z.infer<typeof profileSchema>;

/** The signed-in user as /auth/login and /auth/refresh_token return it (CONTRACT.md "Session"). */
export const userSchema = z.object({
  id: idSchema,
  name: z.string(),
  email: z.string(),
  profile: profileSchema,
  companyId: idSchema,
  super: z.boolean().catch(false),
  queues: z.array(queueSchema).catch([]),
  startWork: z
    .string()
    .nullish()
    .transform((v) => v || '00:00'),
  endWork: z
    .string()
    .nullish()
    .transform((v) => v || '23:59'),
  allTicket: switchSchema,
  whatsappId: idSchema.nullish().transform((v) => v ?? null),
  profileImage: textSchema,
  /** Null when the backend has none: the system preference decides then. */
  defaultTheme: z.enum(['light', 'dark']).nullable().catch(null),
  defaultMenu: z.enum(['open', 'closed']).catch('open'),
  allHistoric: switchSchema,
  allUserChat: switchSchema,
  userClosePendingTicket: switchSchema,
  showDashboard: switchSchema,
  allowGroup: z.boolean().catch(false),
  allowRealTime: switchSchema,
  allowConnections: switchSchema,
  defaultTicketsManagerWidth: z.coerce
    .number()
    .nullish()
    .transform((v) => v ?? null),
  farewellMessage: textSchema,
  company: companySchema.nullish().transform((c) => c ?? null),
});
export type User = z.infer<typeof userSchema>;

/** The smaller user shape embedded in tickets, messages and events. */
export const userRefSchema = z.object({
  id: idSchema,
  name: z.string(),
  color: z.string().nullish(),
  profileImage: textSchema.optional(),
});
export type UserRef = z.infer<typeof userRefSchema>;

/**
 * A user as GET /users/ and /users/list list it: what every viewer gets (the transfer dialog's
 * fields), and for admins the email and queues the users page shows; unknown fields kept.
 */
export const userRowSchema = userRefSchema
  .extend({
    email: z.string().optional().catch(undefined),
    profile: profileSchema,
    super: z.boolean().optional().catch(undefined),
    queues: z
      .array(z.object({ id: idSchema, name: z.string().catch(''), color: z.string().nullish() }).loose())
      .catch([]),
  })
  .loose();
export type UserRow = z.infer<typeof userRowSchema>;
