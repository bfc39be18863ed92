import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { serverMeta } from '../db/schema';
import type { Db } from '../db/types';

const KEY = 'jwtSecret';

/**
 * The HS256 key. Generated once per database and kept there, so sessions survive a restart of
 * the same data folder while two data folders never share a key.
 */
export async function loadJwtSecret(db: Db, configured?: string): Promise<Uint8Array> {
  if (configured) return new TextEncoder().encode(configured);
  const [row] = await db.select().from(serverMeta).where(eq(serverMeta.key, KEY));
  if (row) return new TextEncoder().encode(row.value);
  const value = randomBytes(48).toString('base64url');
  await db.insert(serverMeta).values({ key: KEY, value }).onConflictDoNothing();
  // Another process may have won the insert: read back what is stored.
  const [stored] = await db.select().from(serverMeta).where(eq(serverMeta.key, KEY));
  return new TextEncoder().encode(stored.value);
}
