import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
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
    const db = drizzle({ client: pool, schema });
    await migrate(db, { migrationsFolder });
    return { db: db as unknown as Db, close: () => pool.end() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  if (!opts.dataDir.startsWith('memory://')) mkdirSync(opts.dataDir, { recursive: true });
  const client = new PGlite(opts.dataDir);
  const db = drizzle({ client, schema });
  await migrate(db, { migrationsFolder });
  return { db: db as unknown as Db, close: () => client.close() };
}
