import { createHash } from 'node:crypto';
import { mkdir, readFile, readdir, rename, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

/**
 * A fresh in-memory PGlite spends seconds in initdb; tests and e2e runs start many. The first
 * start keeps a dump of the freshly migrated, still empty database in node_modules/.cache, keyed
 * by the migrations and the PGlite version, and later starts load it instead (about 1 s).
 * Seeding still runs on every start, so seeded timestamps follow the server's clock.
 */
const nodeModules = new URL('../../../node_modules/', import.meta.url);
const cacheDir = fileURLToPath(new URL('.cache/balcao-server', nodeModules));

async function snapshotKey(migrationsFolder: string): Promise<string> {
  const hash = createHash('sha256');
  const pkg = fileURLToPath(new URL('@electric-sql/pglite/package.json', nodeModules));
  hash.update(JSON.parse(await readFile(pkg, 'utf8')).version);
  const walk = async (dir: string): Promise<void> => {
    for (const entry of (await readdir(dir, { withFileTypes: true })).sort((a, b) => a.name.localeCompare(b.name))) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) await walk(path);
      else hash.update(entry.name).update(await readFile(path));
    }
  };
  await walk(migrationsFolder);
  return hash.digest('hex').slice(0, 24);
}

export async function readSnapshot(migrationsFolder: string): Promise<Blob | null> {
  try {
    const file = join(cacheDir, `${await snapshotKey(migrationsFolder)}.tar.gz`);
    return new Blob([await readFile(file)]);
  } catch {
    return null;
  }
}

/** Best effort: a read-only node_modules just means no snapshot. */
export async function writeSnapshot(migrationsFolder: string, dump: Blob): Promise<void> {
  try {
    await mkdir(cacheDir, { recursive: true });
    const file = join(cacheDir, `${await snapshotKey(migrationsFolder)}.tar.gz`);
    const tmp = `${file}.${process.pid}.tmp`;
    await writeFile(tmp, Buffer.from(await dump.arrayBuffer()));
    await rename(tmp, file);
  } catch {
    // no cache this time
  }
}
