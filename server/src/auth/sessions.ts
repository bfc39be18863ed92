import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import { companies, users } from '../db/schema';
import type { DbOrTx } from '../db/types';
import { sessionStamp, verifyAccessToken, type VerifiedAccessToken } from './accessToken';

/**
 * The current tokenVersion of a user; null when it has no session to have: the user is gone, or
 * its company is inactive (a company switched off ends its users' sessions, services/companyStatus.ts).
 */
export async function tokenVersionOf(db: DbOrTx, userId: number): Promise<number | null> {
  const [u] = await db
    .select({ tokenVersion: users.tokenVersion, active: companies.status })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, userId));
  return u?.active ? u.tokenVersion : null;
}

/** Whether a verified token's session stamp still matches the user's tokenVersion. */
export async function isSessionCurrent(ctx: AppContext, claims: Pick<VerifiedAccessToken, 'id' | 'sv'>) {
  const version = await tokenVersionOf(ctx.db, claims.id);
  return version !== null && sessionStamp(ctx.keys.secret, claims.id, version) === claims.sv;
}

/** verifyAccessToken plus the session check: null for a token of an ended session. */
export async function verifySession(ctx: AppContext, token: string): Promise<VerifiedAccessToken | null> {
  const claims = await verifyAccessToken(ctx.keys, token);
  return claims && (await isSessionCurrent(ctx, claims)) ? claims : null;
}

/**
 * Ends every session of a user at once (logout, password change): bumps its tokenVersion, which
 * refuses its outstanding access tokens (403) and refresh tokens (auth/refreshTokens.ts), and
 * disconnects its open sockets. Call after the transaction that made the change has committed.
 * `when` may hold the disconnect back (until a reply carrying a new refresh cookie is sent).
 * Deletion and a company switched off take the session away instead (tokenVersionOf turns null,
 * services/deleteUser.ts and companyStatus.ts).
 */
export async function endSessions(
  ctx: AppContext,
  userId: number,
  when: (disconnect: () => void) => void = (disconnect) => disconnect(),
): Promise<void> {
  const [u] = await ctx.db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, userId))
    .returning({ companyId: users.companyId });
  if (u) when(() => ctx.emitter.disconnectUser(u.companyId, userId));
}
