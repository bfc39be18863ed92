import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * The Electron executable, or null when none is installed. Reads what `require('electron')`
 * reads, without requiring it: that require would try to download the binary.
 */
export function electronBinary(): string | null {
  const packageDir = dirname(createRequire(import.meta.url).resolve('electron/package.json'));
  const pathFile = join(packageDir, 'path.txt');
  const relative = existsSync(pathFile) ? readFileSync(pathFile, 'utf8').trim() : null;
  const override = process.env.ELECTRON_OVERRIDE_DIST_PATH;
  if (!override && !relative) return null;
  const executable = join(override ?? join(packageDir, 'dist'), relative ?? 'electron');
  return existsSync(executable) ? executable : null;
}
