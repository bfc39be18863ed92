import type { FastifyReply, FastifyRequest } from 'fastify';
import { bearerOf } from '../auth/accessToken';
import { verifySession } from '../auth/sessions';
import type { AppContext } from '../context';
import { loadActor, type Actor } from '../services/actor';
import { HttpError } from './HttpError';

declare module 'fastify' {
  interface FastifyRequest {
    actor: Actor | null;
  }
}

/**
 * The bearer check of CONTRACT.md "Session": no header → 401 ERR_SESSION_EXPIRED (the client
 * goes to /login); a bad or expired token → 403 (the client refreshes once and retries).
 */
export function authGuard(ctx: AppContext) {
  return async (req: FastifyRequest, _reply: FastifyReply): Promise<void> => {
    const header = req.headers.authorization;
    if (!header) throw new HttpError(401, 'ERR_SESSION_EXPIRED');
    const token = bearerOf(header);
    // Also refused: a token of an ended session (logout, password change: auth/sessions.ts).
    const payload = token ? await verifySession(ctx, token) : null;
    if (!payload) throw new HttpError(403, "Invalid token. We'll try to assign a new one on next request");
    // The user may have been deleted or moved since the token was signed.
    const actor = await loadActor(ctx.db, payload.id, payload.companyId);
    if (!actor) throw new HttpError(403, 'Invalid token: the user no longer exists');
    req.actor = actor;
  };
}

/** The signed-in user of an authenticated route. */
export function actorOf(req: FastifyRequest): Actor {
  if (!req.actor) throw new HttpError(401, 'ERR_SESSION_EXPIRED');
  return req.actor;
}

/**
 * The signed-in platform super user, or 403: what is the platform's rather than a company's
 * (help entries, announcements, plans; spec 2 §6, spec 3 §6) is theirs alone to write.
 */
export function superOf(req: FastifyRequest): Actor {
  const actor = actorOf(req);
  if (!actor.super) throw new HttpError(403, 'ERR_NO_PERMISSION');
  return actor;
}
