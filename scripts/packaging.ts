// Packages the app for Linux into a folder (electron-builder's `dir` target) with a stand-in for
// the Electron binary, which cannot be downloaded here (STACK.md). Enough to check what a real
// package would hold: the asar's contents, the extra resources, and the fuses, which
// @electron/fuses flips in the stand-in exactly as in a real binary because the stand-in carries
// Electron's fuse wire. Used by tests/packaging/packaging.test.ts.
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';

const require = createRequire(import.meta.url);
export const root = resolve(import.meta.dirname, '..');

/** @electron/fuses finds the fuse wire after this marker (it is in every Electron ≥ 12 binary). */
const FUSE_SENTINEL = 'dL7pKGdnNz796PbbjQWNKmHXBZaB9tsX';
/**
 * Electron 45's own fuse wire: version 1, eight fuses, '1' on / '0' off, in @electron/fuses order
 * (runAsNode, cookieEncryption, nodeOptions, nodeCliInspect, asarIntegrity, onlyLoadAppFromAsar,
 * browserV8Snapshot, grantFileProtocolExtraPrivileges).
 */
export const ELECTRON_DEFAULT_FUSES = '10110001';

/** The electron-builder configuration (electron-builder.yml), as electron-builder reads it. */
export function builderConfig(): Record<string, unknown> {
  const yaml = require('js-yaml') as { load(text: string): unknown };
  return yaml.load(readFileSync(join(root, 'electron-builder.yml'), 'utf8')) as Record<string, unknown>;
}

/** A folder holding an `electron` executable that is a shell script with Electron's fuse wire. */
export function writeElectronStandIn(dir: string): string {
  mkdirSync(dir, { recursive: true });
  const executable = join(dir, 'electron');
  writeFileSync(
    executable,
    Buffer.concat([
      Buffer.from('#!/bin/sh\necho "stand-in for Electron (packaging test)"\nexit 0\n'),
      Buffer.from(FUSE_SENTINEL, 'ascii'),
      Buffer.from([1, ELECTRON_DEFAULT_FUSES.length]),
      Buffer.from(ELECTRON_DEFAULT_FUSES, 'ascii'),
    ]),
  );
  chmodSync(executable, 0o755);
  return dir;
}

function run(script: string, args: string[], env: NodeJS.ProcessEnv = {}): void {
  const result = spawnSync(process.execPath, [script, ...args], {
    cwd: root,
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`${script} ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
}

export interface PackagedApp {
  appOutDir: string;
  asar: string;
  executable: string;
}

/**
 * electron-vite build into `work/out`, then electron-builder --linux dir with the repository's
 * configuration, its files taken from that build, into `work/dist`.
 */
export function packageLinuxDir(work: string): PackagedApp {
  const out = join(work, 'out');
  run(join(dirname(require.resolve('electron-vite/package.json')), 'bin', 'electron-vite.js'), ['build', '--logLevel', 'warn'], {
    BALCAO_BUILD_DIR: out,
  });
  const config = {
    ...builderConfig(),
    files: [
      { from: join(out, 'main'), to: 'out/main' },
      { from: join(out, 'preload'), to: 'out/preload' },
      { from: join(out, 'renderer'), to: 'out/renderer' },
      'package.json',
    ],
    directories: { ...(builderConfig().directories as object), output: join(work, 'dist') },
    electronDist: writeElectronStandIn(join(work, 'electron')),
  };
  const configFile = join(work, 'electron-builder.json');
  writeFileSync(configFile, JSON.stringify(config, null, 2));
  run(join(dirname(require.resolve('electron-builder/package.json')), 'cli.js'), ['--linux', 'dir', '--config', configFile]);
  const appOutDir = join(work, 'dist', 'linux-unpacked');
  return { appOutDir, asar: join(appOutDir, 'resources', 'app.asar'), executable: join(appOutDir, 'balcao') };
}
