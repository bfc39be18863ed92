import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';

export interface FolderStats {
  /** Bytes of the company's files. */
  folderSize: number;
  numberFileFolder: number;
  /** When a file was last written there (ISO), null for an empty folder. */
  updatedAtFolder: string | null;
}

/**
 * What the companies page shows of a company's media folder (spec 3 §3 "Companies": folder size,
 * total files, last folder update): the store keeps each company's uploads under `<dir>/<companyId>/`
 * (mediaStore.ts), a folder per file beside its `.json` record, so only the files inside those
 * folders are counted.
 */
export async function companyFolderStats(mediaDir: string, companyId: number): Promise<FolderStats> {
  const root = join(mediaDir, String(companyId));
  let folderSize = 0;
  let numberFileFolder = 0;
  let latest = 0;
  const entries = await readdir(root, { withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    if (!entry.isDirectory()) continue;
    const files = await readdir(join(root, entry.name), { withFileTypes: true }).catch(() => []);
    for (const file of files) {
      if (!file.isFile()) continue;
      const s = await stat(join(root, entry.name, file.name)).catch(() => null);
      if (!s) continue;
      folderSize += s.size;
      numberFileFolder += 1;
      latest = Math.max(latest, s.mtimeMs);
    }
  }
  return { folderSize, numberFileFolder, updatedAtFolder: latest ? new Date(latest).toISOString() : null };
}
