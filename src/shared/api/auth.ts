import { z } from 'zod';
import { userSchema } from './user';

/** Reply of POST /auth/login and POST /auth/refresh_token. */
export const sessionReplySchema = z.object({
  token: z.string().min(1),
  user: userSchema,
});
export type SessionReply = z.infer<typeof sessionReplySchema>;

export const loginBodySchema = z.object({
  email: z.string().trim().min(1),
  password: z.string().min(1),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

/** Payload of the access JWT (note the backend's own spelling `usarname`). */
export const accessTokenPayloadSchema = z.object({
  usarname: z.string().optional(),
  profile: z.string(),
  id: z.coerce.number(),
  companyId: z.coerce.number(),
});
export type AccessTokenPayload = z.infer<typeof accessTokenPayloadSchema>;
