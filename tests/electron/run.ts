// `npm run test:electron`: lists the Electron suite (so a suite that no longer loads fails here,
// binary or not), installs the Electron binary when it is missing, then builds the app and runs
// the suite. Where no binary can be had it says why in one line, with how many tests were not
// run, and succeeds: nothing here is broken.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { ensureElectron } from '../../scripts/electronBinary';

const require = createRequire(import.meta.url);
const root = resolve(import.meta.dirname, '../..');
const playwright = require.resolve('@playwright/test/cli');
const config = ['-c', 'tests/electron/playwright.config.ts'];

const listed = spawnSync(process.execPath, [playwright, 'test', ...config, '--list', ...process.argv.slice(2)], {
  cwd: root,
  encoding: 'utf8',
});
const count = /Total: (\d+) tests?/.exec(listed.stdout)?.[1];
if (listed.status !== 0 || count === undefined) {
  process.stdout.write(listed.stdout);
  process.stderr.write(listed.stderr);
  console.error('Electron suite: listing its tests failed (above).');
  process.exit(listed.status || 1);
}

const electron = await ensureElectron();
if (electron.binary === null) {
  console.log(`Electron suite skipped: ${count} tests not run — ${electron.reason}.`);
  process.exit(0);
}

const run = (script: string, args: string[]): number =>
  spawnSync(process.execPath, [script, ...args], { cwd: root, stdio: 'inherit' }).status ?? 1;

const built = run(join(dirname(require.resolve('electron-vite/package.json')), 'bin', 'electron-vite.js'), ['build']);
if (built !== 0) process.exit(built);
process.exit(run(playwright, ['test', ...config, ...process.argv.slice(2)]));
