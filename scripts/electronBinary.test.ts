import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  electronPackageDir,
  ensureElectron,
  installFailureReason,
  nodeTooOld,
  runElectronInstaller,
  type Installer,
} from './electronBinary';

const temps: string[] = [];
afterEach(() => {
  for (const dir of temps.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A copy of the installed `electron` package with no binary, in a folder of the test's own. */
function bareElectronPackage(): string {
  const dir = mkdtempSync(join(tmpdir(), 'balcao-electron-pkg-'));
  temps.push(dir);
  for (const file of ['package.json', 'install.js', 'index.js', 'checksums.json'])
    copyFileSync(join(electronPackageDir(), file), join(dir, file));
  return dir;
}

/** What Electron's installer leaves behind on Linux: dist/electron and path.txt. */
function installInto(dir: string) {
  mkdirSync(join(dir, 'dist'));
  writeFileSync(join(dir, 'dist', 'electron'), '#!/bin/sh\n', { mode: 0o755 });
  writeFileSync(join(dir, 'path.txt'), 'electron');
}

describe('ensureElectron', () => {
  it('uses an installed binary without running the installer', async () => {
    const dir = bareElectronPackage();
    installInto(dir);
    const install = vi.fn<Installer>();
    expect(await ensureElectron({ packageDir: dir, install, log: () => {} })).toEqual({
      binary: join(dir, 'dist', 'electron'),
    });
    expect(install).not.toHaveBeenCalled();
  });

  it('installs a missing binary, then starts with it', async () => {
    const dir = bareElectronPackage();
    const install = vi.fn<Installer>(async (packageDir) => {
      installInto(packageDir);
      return { ok: true };
    });
    const log = vi.fn();
    expect(await ensureElectron({ packageDir: dir, install, log })).toEqual({ binary: join(dir, 'dist', 'electron') });
    expect(install).toHaveBeenCalledWith(dir);
    expect(log.mock.calls.flat().join('\n')).toMatch(/installing the Electron 45\.\d+\.\d+ binary/);
  });

  it('says in one line why when the installer fails offline', async () => {
    const install: Installer = async () => ({
      ok: false,
      output:
        'TypeError: fetch failed\n    at node:internal/deps/undici\n  [cause]: Error: getaddrinfo ENOTFOUND github.com',
    });
    const result = await ensureElectron({ packageDir: bareElectronPackage(), install, log: () => {} });
    expect(result).toEqual({ binary: null, reason: expect.stringMatching(/could not reach its server \(offline/) });
    expect(result.binary === null && result.reason).not.toMatch(/\n/);
  });

  it('refuses an installer that succeeded but left no executable', async () => {
    const result = await ensureElectron({
      packageDir: bareElectronPackage(),
      install: async () => ({ ok: true }),
      log: () => {},
    });
    expect(result).toEqual({ binary: null, reason: expect.stringMatching(/left no executable/) });
  });
});

describe('installFailureReason', () => {
  it('tells a registry that serves no binaries from no network and from a bad download', () => {
    expect(
      installFailureReason(
        'HTTPError: Response code 404 (Not Found) for https://mirror/v45.4.1/electron-v45.4.1-linux-x64.zip',
      ),
    ).toMatch(/HTTP 404: it serves no Electron binaries/);
    expect(installFailureReason('Error: connect ECONNREFUSED 127.0.0.1:9')).toMatch(/could not reach/);
    expect(
      installFailureReason('Error: Generated checksum for "electron.zip" did not match expected checksum.'),
    ).toMatch(/failed its checksum/);
    expect(installFailureReason('Error: disk full\n    at write (fs.js:1:1)')).toBe(
      "Electron's installer failed: Error: disk full",
    );
  });
});

describe('nodeTooOld', () => {
  it('accepts 20.19 and newer, refuses older with the version in the sentence', () => {
    expect(nodeTooOld('20.19.0')).toBeNull();
    expect(nodeTooOld('22.12.0')).toBeNull();
    expect(nodeTooOld('20.18.3')).toBe('Balcão needs Node 20.19 or newer; this is Node 20.18.3.');
    expect(nodeTooOld('18.20.4')).toMatch(/needs Node 20\.19/);
  });
});

/** A zip of one executable file, stored (no compression), as Electron's release zips unpack. */
function zipOf(name: string, content: Buffer): Buffer {
  const nameBytes = Buffer.from(name);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt32LE(crc32(content), 14);
  local.writeUInt32LE(content.length, 18);
  local.writeUInt32LE(content.length, 22);
  local.writeUInt16LE(nameBytes.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE((3 << 8) | 20, 4); // made by Unix, so the mode below is honoured
  central.writeUInt16LE(20, 6);
  central.writeUInt32LE(crc32(content), 16);
  central.writeUInt32LE(content.length, 20);
  central.writeUInt32LE(content.length, 24);
  central.writeUInt16LE(nameBytes.length, 28);
  central.writeUInt32LE((0o100755 << 16) >>> 0, 38);
  const localSize = local.length + nameBytes.length + content.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + nameBytes.length, 12);
  end.writeUInt32LE(localSize, 16);
  return Buffer.concat([local, nameBytes, content, central, nameBytes, end]);
}

/** A release mirror on loopback serving one Electron zip and its SHASUMS256.txt. */
async function mirror(files: Record<string, Buffer>): Promise<{ url: string; server: Server }> {
  const server = createServer((req, res) => {
    const file = files[req.url ?? ''];
    res.writeHead(file ? 200 : 404).end(file);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return { url: `http://127.0.0.1:${address.port}/`, server };
}

describe.runIf(process.platform === 'linux' && process.arch === 'x64')(
  "Electron's own installer, through a mirror on loopback",
  () => {
    const version = JSON.parse(readFileSync(join(electronPackageDir(), 'package.json'), 'utf8')).version as string;
    const zipName = `electron-v${version}-linux-x64.zip`;

    const installerEnv = (mirrorUrl: string, cache: string): NodeJS.ProcessEnv => ({
      ...process.env,
      ELECTRON_MIRROR: mirrorUrl,
      electron_use_remote_checksums: '1',
      electron_config_cache: cache,
      ELECTRON_OVERRIDE_DIST_PATH: '',
      // The package copy lives outside node_modules: its installer finds @electron/get through here.
      NODE_PATH: join(electronPackageDir(), '..'),
    });

    it('downloads, checks and unpacks the binary, which is then found', async () => {
      const zip = zipOf('electron', Buffer.from('#!/bin/sh\necho stand-in electron\n'));
      const sums = `${createHash('sha256').update(zip).digest('hex')} *${zipName}\n`;
      const { url, server } = await mirror({
        [`/v${version}/${zipName}`]: zip,
        [`/v${version}/SHASUMS256.txt`]: Buffer.from(sums),
      });
      const dir = bareElectronPackage();
      const cache = mkdtempSync(join(tmpdir(), 'balcao-electron-cache-'));
      temps.push(cache);
      try {
        const result = await ensureElectron({
          packageDir: dir,
          install: (d) => runElectronInstaller(d, installerEnv(url, cache)),
          log: () => {},
        });
        expect(result).toEqual({ binary: join(dir, 'dist', 'electron') });
        expect(existsSync(join(dir, 'dist', 'electron'))).toBe(true);
      } finally {
        server.close();
      }
    });

    it('names a mirror that serves no binaries', async () => {
      const { url, server } = await mirror({});
      const cache = mkdtempSync(join(tmpdir(), 'balcao-electron-cache-'));
      temps.push(cache);
      try {
        const result = await ensureElectron({
          packageDir: bareElectronPackage(),
          install: (d) => runElectronInstaller(d, installerEnv(url, cache)),
          log: () => {},
        });
        expect(result).toEqual({
          binary: null,
          reason: expect.stringMatching(/HTTP 404: it serves no Electron binaries/),
        });
      } finally {
        server.close();
      }
    });
  },
);
