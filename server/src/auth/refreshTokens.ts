import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, gt, min, ne } from 'drizzle-orm';
import { refreshTokens, users } from '../db/schema';
import type { Db } from '../db/types';
import { tokenVersionOf } from './sessions';

/** Refresh tokens live 7 days; each use spends them (rotation). */
const TTL_MS = 7 * 24 * 3600 * 1000;

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

/** Issues a new opaque refresh token (only its hash is stored), in a new or given family. */
export async function issueRefreshToken(
  db: Db,
  userId: number,
  now: Date,
  family: string = randomUUID(),
): Promise<string> {
  const [user] = await db.select({ tokenVersion: users.tokenVersion }).from(users).where(eq(users.id, userId));
  const token = randomBytes(32).toString('base64url');
  await db.insert(refreshTokens).values({
    userId,
    tokenHash: hash(token),
    family,
    tokenVersion: user?.tokenVersion ?? 0,
    expiresAt: new Date(now.getTime() + TTL_MS),
    createdAt: now,
  });
  return token;
}

type Row = typeof refreshTokens.$inferSelect;

async function findLive(db: Db, token: string, now: Date): Promise<{ row: Row | null; spent: boolean }> {
  const [row] = await db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hash(token)));
  if (!row || row.revoked || row.expiresAt.getTime() <= now.getTime()) return { row: null, spent: false };
  if (row.used) return { row: null, spent: true };
  if ((await tokenVersionOf(db, row.userId)) !== row.tokenVersion) return { row: null, spent: false };
  return { row, spent: false };
}

const revokeFamily = (db: Db, family: string) =>
  db.update(refreshTokens).set({ revoked: true }).where(eq(refreshTokens.family, family));

/** The user id a live token belongs to, without spending it (GET /auth/me). */
export async function peekRefreshToken(db: Db, token: string, now: Date): Promise<number | null> {
  return (await findLive(db, token, now)).row?.userId ?? null;
}

/**
 * Spends the token and returns its successor. A token presented twice means it leaked (or was
 * replayed): the whole family is revoked so neither holder can go on.
 */
export async function rotateRefreshToken(
  db: Db,
  token: string,
  now: Date,
): Promise<{ userId: number; token: string } | null> {
  const { row, spent } = await findLive(db, token, now);
  if (!row) {
    if (spent) {
      const [used] = await db
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, hash(token)));
      if (used) await revokeFamily(db, used.family);
    }
    return null;
  }
  const claimed = await db
    .update(refreshTokens)
    .set({ used: true })
    .where(and(eq(refreshTokens.id, row.id), eq(refreshTokens.used, false)))
    .returning({ id: refreshTokens.id });
  if (claimed.length === 0) {
    await revokeFamily(db, row.family);
    return null;
  }
  return { userId: row.userId, token: await issueRefreshToken(db, row.userId, now, row.family) };
}

/**
 * Logout: the presented token's family ends; the user it belonged to (null when unknown), and
 * whether a later sign-in of that user is still live, which superseded this session (spec 1 §4:
 * a second sign-in ends the first; that copy then logs out of itself).
 */
export async function revokeRefreshToken(
  db: Db,
  token: string,
): Promise<{ userId: number; superseded: boolean } | null> {
  const [row] = await db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hash(token)));
  if (!row) return null;
  const [first] = await db
    .select({ id: min(refreshTokens.id) })
    .from(refreshTokens)
    .where(eq(refreshTokens.family, row.family));
  const [later] = await db
    .select({ id: refreshTokens.id })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.userId, row.userId),
        ne(refreshTokens.family, row.family),
        eq(refreshTokens.revoked, false),
        gt(refreshTokens.id, first?.id ?? row.id),
      ),
    )
    .limit(1);
  await revokeFamily(db, row.family);
  return { userId: row.userId, superseded: later !== undefined };
}
