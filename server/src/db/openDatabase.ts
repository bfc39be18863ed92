import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { readSnapshot, writeSnapshot } from './pgliteSnapshot';
import * as schema from './schema';
import type { Db } from './types';

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

export interface OpenedDatabase {
  db: Db;
  close(): Promise<void>;
}

/**
 * Opens PostgreSQL when databaseUrl is set, else embedded PGlite in dataDir ('memory://' for an
 * in-memory one), and applies the generated migrations so an empty database is ready to seed.
 */
export async function openDatabase(opts: { databaseUrl?: string; dataDir: string }): Promise<OpenedDatabase> {
  if (opts.databaseUrl) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new pg.Pool({ connectionString: opts.databaseUrl });
    // An idle connection the database ends (a restart, a dropped link, an administrator's
    // termination) is reported on the pool; unheard, node would crash the whole server on it. The
    // pool replaces the connection on its next use.
    pool.on('error', (err) => console.error('PostgreSQL: an idle connection failed:', err.message));
    const db = drizzle({ client: pool, schema });
    await migrate(db, { migrationsFolder });
    return { db: db as unknown as Db, close: () => pool.end() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const inMemory = opts.dataDir.startsWith('memory://');
  if (!inMemory) mkdirSync(opts.dataDir, { recursive: true });
  let snapshot = inMemory ? await readSnapshot(migrationsFolder) : null;
  let client = snapshot ? new PGlite({ loadDataDir: snapshot }) : new PGlite(opts.dataDir);
  try {
    await client.waitReady;
  } catch {
    // An unreadable snapshot only costs the slow path.
    snapshot = null;
    client = new PGlite(opts.dataDir);
  }
  const db = drizzle({ client, schema });
  await migrate(db, { migrationsFolder });
  if (inMemory && !snapshot) await writeSnapshot(migrationsFolder, await client.dumpDataDir('gzip'));
  return { db: db as unknown as Db, close: () => client.close() };
}
