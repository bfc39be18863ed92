import { z } from 'zod';
import { loginBodySchema, sessionReplySchema } from '../auth';
import { route } from '../route';
import { userSchema } from '../user';

/** Sign-in and session (CONTRACT.md "Session"): all before the bearer guard. */
export const authRoutes = {
  login: route({
    method: 'POST',
    path: '/auth/login',
    body: loginBodySchema,
    reply: sessionReplySchema,
    anonymous: true,
  }),
  /** The refresh cookie `jrt` is the credential. */
  refreshToken: route({ method: 'POST', path: '/auth/refresh_token', reply: sessionReplySchema, anonymous: true }),
  me: route({ method: 'GET', path: '/auth/me', reply: z.object({ user: userSchema }), anonymous: true }),
  /** Answers 200 with an empty body. */
  logout: route({ method: 'DELETE', path: '/auth/logout', anonymous: true }),
};
