import bcrypt from 'bcryptjs';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { authRoutes as r } from '@shared/api/routes/auth';
import { bearerOf, signAccessToken, verifyAccessToken } from '../auth/accessToken';
import { installLoginThrottle } from '../auth/loginThrottle';
import { issueRefreshToken, peekRefreshToken, revokeRefreshToken, rotateRefreshToken } from '../auth/refreshTokens';
import { endSessions, tokenVersionOf } from '../auth/sessions';
import type { AppContext } from '../context';
import { serve } from '../http/route';
import { users } from '../db/schema';
import { HttpError } from '../http/HttpError';
import { rooms } from '../services/ticketVisibility';
import { loginUserView, refreshUserView } from '../services/sessionView';
import { loadUserView } from '../services/userView';
import { isWithinWorkHours } from '../services/workHours';

export const COOKIE = 'jrt';
// As deployed: HttpOnly, Path=/, no SameSite and no Secure attribute, session cookie.
export const cookieOptions = { path: '/', httpOnly: true, sameSite: false } as const;

const expired = () => new HttpError(401, 'ERR_SESSION_EXPIRED');

/** A bcrypt hash of nothing, compared against when the email is unknown so timing does not tell. */
const DUMMY_HASH = bcrypt.hashSync('balcao-no-such-user', 10);

export async function registerAuthRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const throttle = await installLoginThrottle(app, ctx.options.loginThrottle);
  const session = async (reply: FastifyReply, userId: number, refresh: string, shape: 'login' | 'refresh') => {
    const user = await (shape === 'login' ? loginUserView : refreshUserView)(ctx.db, userId);
    const tokenVersion = await tokenVersionOf(ctx.db, userId);
    if (!user || tokenVersion === null) throw expired();
    const token = await signAccessToken(ctx.keys, { ...user, tokenVersion });
    reply.setCookie(COOKIE, refresh, cookieOptions);
    return { token, user };
  };
  const cookieOf = (req: FastifyRequest) => req.cookies[COOKIE] ?? null;

  serve(app, ctx, r.login, async ({ req, reply, body: { email, password } }) => {
    // Too many failures for this email or from this address: 429, even for the right password.
    const { u } = await throttle.attempt(req, async () => {
      const [u] = await ctx.db
        .select()
        .from(users)
        .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
      const ok = await bcrypt.compare(password, u?.passwordHash ?? DUMMY_HASH);
      return { u: ok ? u : undefined, ok: !!u && ok };
    });
    if (!u) throw new HttpError(401, 'ERR_INVALID_CREDENTIALS');
    // Said only after the right password, so it tells nothing to someone guessing.
    if ((await tokenVersionOf(ctx.db, u.id)) === null) throw new HttpError(401, 'ERR_COMPANY_INACTIVE');
    const now = ctx.now();
    if (!isWithinWorkHours(u, now, ctx.options.timezone)) throw new HttpError(401, 'ERR_OUT_OF_HOURS');
    await ctx.db.update(users).set({ lastLogin: now, online: true }).where(eq(users.id, u.id));
    const refresh = await issueRefreshToken(ctx.db, u.id, now);
    const reply200 = await session(reply, u.id, refresh, 'login');
    // Another session of the same user learns it was superseded (spec 1 §4 "Session").
    ctx.emitter.emit(u.companyId, [rooms.user(u.id)], 'auth', { action: 'update', user: { id: u.id } });
    return reply200;
  });

  serve(app, ctx, r.refreshToken, async ({ req, reply }) => {
    const presented = cookieOf(req);
    if (!presented) throw expired();
    const rotated = await rotateRefreshToken(ctx.db, presented, ctx.now());
    if (!rotated) {
      reply.clearCookie(COOKIE, cookieOptions);
      throw expired();
    }
    return session(reply, rotated.userId, rotated.token, 'refresh');
  });

  serve(app, ctx, r.me, async ({ req }) => {
    const presented = cookieOf(req);
    const userId = presented ? await peekRefreshToken(ctx.db, presented, ctx.now()) : null;
    const user = userId ? await loadUserView(ctx.db, userId) : null;
    if (!user) throw expired();
    return { user };
  });

  // Logout ends the user's sessions everywhere at once (auth/sessions.ts): its other devices'
  // tokens are refused and its sockets disconnected. The user is the refresh cookie's, else the
  // bearer's when it is still valid.
  serve(app, ctx, r.logout, async ({ req, reply }) => {
    const presented = cookieOf(req);
    const revoked = presented ? await revokeRefreshToken(ctx.db, presented) : null;
    // A copy a later sign-in superseded (spec 1 §4) logs out of itself alone: ending every session
    // here would end the one that replaced it, signing the user out where they just signed in.
    let userId = revoked?.superseded ? null : (revoked?.userId ?? null);
    if (revoked === null) {
      const bearer = bearerOf(req.headers.authorization);
      const claims = bearer ? await verifyAccessToken(ctx.keys, bearer) : null;
      userId = claims?.id ?? null;
    }
    if (userId !== null) await endSessions(ctx, userId);
    reply.clearCookie(COOKIE, cookieOptions);
    return reply.status(200).send();
  });
}
