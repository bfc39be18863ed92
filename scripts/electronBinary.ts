import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** Folder of the installed `electron` npm package. */
export function electronPackageDir(): string {
  return dirname(createRequire(import.meta.url).resolve('electron/package.json'));
}

/**
 * The Electron executable, or null when none is installed. Reads what `require('electron')`
 * reads, without requiring it: that require would start a download of its own, with a stack
 * trace where we want one line.
 */
export function electronBinary(packageDir = electronPackageDir()): string | null {
  const pathFile = join(packageDir, 'path.txt');
  const relative = existsSync(pathFile) ? readFileSync(pathFile, 'utf8').trim() : null;
  const override = process.env.ELECTRON_OVERRIDE_DIST_PATH;
  if (!override && !relative) return null;
  const executable = join(override ?? join(packageDir, 'dist'), relative ?? 'electron');
  return existsSync(executable) ? executable : null;
}

/** What an installer run ended with: its error output is kept to say why it failed. */
export type InstallOutcome = { ok: true } | { ok: false; output: string };
/** Runs Electron's installer for the package in `packageDir` (faked in the unit tests). */
export type Installer = (packageDir: string) => Promise<InstallOutcome>;

/**
 * One line saying why Electron's installer failed, from what it printed: no network, a
 * registry or mirror that does not serve Electron's binaries, a corrupt download, or else the
 * installer's own last error line.
 */
export function installFailureReason(output: string): string {
  if (/ENOTFOUND|EAI_AGAIN|ECONNREFUSED|ENETUNREACH|EHOSTUNREACH|ETIMEDOUT|ECONNRESET|fetch failed/i.test(output)) {
    return 'the download of the Electron binary could not reach its server (offline, or the network blocks it)';
  }
  const status = /Response code (\d{3})/.exec(output)?.[1];
  if (status)
    return `the download server answered HTTP ${status}: it serves no Electron binaries (check ELECTRON_MIRROR)`;
  if (/checksum|sha256/i.test(output)) return 'the downloaded Electron binary failed its checksum';
  if (/timed out after/i.test(output)) return 'the download of the Electron binary took too long and was stopped';
  const lines = output
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('at '));
  return `Electron's installer failed: ${lines.at(-1) ?? 'no output'}`;
}

export type EnsureResult = { binary: string } | { binary: null; reason: string };

/**
 * The Electron executable, installing it first when it is missing (Electron 45 downloads its
 * binary on first use, never at `npm install`). On failure, the reason in one line.
 */
export async function ensureElectron({
  packageDir = electronPackageDir(),
  install = runElectronInstaller,
  log = (line: string) => console.log(line),
}: { packageDir?: string; install?: Installer; log?: (line: string) => void } = {}): Promise<EnsureResult> {
  const present = electronBinary(packageDir);
  if (present) return { binary: present };
  const version = (JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as { version: string }).version;
  log(`Balcão: installing the Electron ${version} binary (once, about 100 MB)…`);
  const outcome = await install(packageDir);
  if (!outcome.ok) return { binary: null, reason: installFailureReason(outcome.output) };
  const installed = electronBinary(packageDir);
  if (!installed) return { binary: null, reason: "Electron's installer finished but left no executable" };
  log('Balcão: Electron installed.');
  return { binary: installed };
}

const INSTALL_TIMEOUT_MS = 15 * 60_000;

/**
 * Electron's own installer (`node install.js` in its package) with its error output kept: its
 * progress bar needs a terminal it no longer has, so a line with the time spent is printed every
 * 10 s instead. `env` lets a test point it at a mirror on loopback.
 */
export function runElectronInstaller(
  packageDir: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<InstallOutcome> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [join(packageDir, 'install.js')], {
      cwd: packageDir,
      env,
      stdio: ['ignore', 'inherit', 'pipe'],
    });
    let output = '';
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const started = Date.now();
    const ticker = setInterval(
      () => console.log(`Balcão: still downloading Electron… ${Math.round((Date.now() - started) / 1000)} s`),
      10_000,
    );
    const timeout = setTimeout(() => {
      output += `\ninstaller timed out after ${INSTALL_TIMEOUT_MS / 60_000} minutes`;
      child.kill();
    }, INSTALL_TIMEOUT_MS);
    const done = (outcome: InstallOutcome) => {
      clearInterval(ticker);
      clearTimeout(timeout);
      resolve(outcome);
    };
    child.on('error', (error) => done({ ok: false, output: `${output}\n${error.message}` }));
    child.on('exit', (code) => done(code === 0 ? { ok: true } : { ok: false, output }));
  });
}

/** Lowest Node that runs the app's scripts and Electron's installer (it needs require(esm), 20.19+). */
export const MIN_NODE = [20, 19] as const;

/** A one-line complaint when `version` (process.versions.node) is older than MIN_NODE, else null. */
export function nodeTooOld(version: string): string | null {
  const [major, minor] = version.split('.').map(Number);
  if (major > MIN_NODE[0] || (major === MIN_NODE[0] && minor >= MIN_NODE[1])) return null;
  return `Balcão needs Node ${MIN_NODE.join('.')} or newer; this is Node ${version}.`;
}
