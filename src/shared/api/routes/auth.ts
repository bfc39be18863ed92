import { z } from 'zod';
import { loginBodySchema, sessionReplySchema } from '../auth';
import { route } from '../route';
import { sessionAddresses } from './sessionAddresses';
import { userSchema } from '../user';

/** Sign-in and session (CONTRACT.md "Session"): all before the bearer guard. */
export const authRoutes = {
  login: route({ ...sessionAddresses.login, body: loginBodySchema, reply: sessionReplySchema }),
  refreshToken: route({ ...sessionAddresses.refreshToken, reply: sessionReplySchema }),
  me: route({ method: 'GET', path: '/auth/me', reply: z.object({ user: userSchema }), anonymous: true }),
  logout: route({ ...sessionAddresses.logout }),
};
