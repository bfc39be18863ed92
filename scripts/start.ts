// `npm start`: the reference server plus the desktop app pointed at it. Electron downloads its
// binary on first use, so a missing one is installed here (with Electron's own installer); only
// when that fails does it say why in one line and name the browser-mode command instead.
import { spawn, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { ensureElectron, nodeTooOld } from './electronBinary';

const tooOld = nodeTooOld(process.versions.node);
if (tooOld) {
  console.error(tooOld);
  process.exit(1);
}

const require = createRequire(import.meta.url);
const root = resolve(import.meta.dirname, '..');

const electron = await ensureElectron();
if (electron.binary === null) {
  console.error(`Balcão: no desktop app — ${electron.reason}. Use \`npm run start:web\` for the browser app.`);
  process.exit(1);
}

const built = spawnSync(
  process.execPath,
  [join(dirname(require.resolve('electron-vite/package.json')), 'bin', 'electron-vite.js'), 'build'],
  {
    cwd: root,
    stdio: 'inherit',
  },
);
if (built.status !== 0) process.exit(built.status ?? 1);

// Loaded only now: the server pulls in PGlite and the whole backend, worth nothing if the app
// cannot start.
const { startServerFromEnv } = await import('./serverFromEnv');
const server = await startServerFromEnv();
console.log(
  `Reference server: ${server.url} — demo accounts ana@demo.local, bruno@demo.local, admin@demo.local, super@demo.local (password demo1234)`,
);

const env: NodeJS.ProcessEnv = { ...process.env, BALCAO_BACKEND_URL: server.url };
delete env.ELECTRON_RUN_AS_NODE; // would start Electron as plain Node
const app = spawn(electron.binary, [root], { cwd: root, stdio: 'inherit', env });

let stopping = false;
const stop = async (code: number) => {
  if (stopping) return;
  stopping = true;
  if (app.exitCode === null) app.kill();
  await server.close();
  process.exit(code);
};
app.on('exit', (code) => void stop(code ?? 0));
app.on('error', (error) => {
  console.error(`Balcão: could not launch Electron (${error.message}).`);
  void stop(1);
});
process.on('SIGINT', () => void stop(130));
process.on('SIGTERM', () => void stop(143));
