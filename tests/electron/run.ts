// `npm run test:electron`: builds the app and runs the Playwright Electron suite, or says in one
// line why it cannot run on this machine (and succeeds: nothing here is broken).
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { electronBinary } from '../../scripts/electronBinary';

if (!electronBinary()) {
  console.log('Electron suite skipped: no Electron binary installed (node_modules/electron/dist is missing).');
  process.exit(0);
}

const require = createRequire(import.meta.url);
const root = resolve(import.meta.dirname, '../..');
const run = (script: string, args: string[]): number =>
  spawnSync(process.execPath, [script, ...args], { cwd: root, stdio: 'inherit' }).status ?? 1;

const built = run(join(dirname(require.resolve('electron-vite/package.json')), 'bin', 'electron-vite.js'), ['build']);
if (built !== 0) process.exit(built);
process.exit(
  run(require.resolve('@playwright/test/cli'), [
    'test',
    '-c',
    'tests/electron/playwright.config.ts',
    ...process.argv.slice(2),
  ]),
);
