// Packaging, proven (issue 5): electron-builder.yml's values, and a real packaging run for Linux
// with a stand-in Electron: what the asar holds, the extra resources, the fuses flipped.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builderConfig, ELECTRON_DEFAULT_FUSES, packageLinuxDir, root, type PackagedApp } from '../../scripts/packaging';

const require = createRequire(import.meta.url);
const asar = require('@electron/asar') as { listPackage(file: string): string[]; extractFile(file: string, path: string): Buffer };
const fuses = require('@electron/fuses') as {
  getCurrentFuseWire(file: string): Promise<Record<string, number | string>>;
  FuseV1Options: Record<string, number>;
};

const config = builderConfig();
const packageJson = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};

/** The fuses issue 5 asks for, by @electron/fuses' names. */
const FUSES = {
  runAsNode: false,
  enableNodeOptionsEnvironmentVariable: false,
  enableNodeCliInspectArguments: false,
  enableCookieEncryption: true,
  enableEmbeddedAsarIntegrityValidation: true,
  onlyLoadAppFromAsar: true,
};

/** Packages a development build must never carry. */
const DEV_ONLY = [
  'react',
  'react-dom',
  '@mantine/core',
  '@tabler/icons-react',
  'vite',
  'vitest',
  'electron',
  'electron-builder',
  'electron-vite',
  '@playwright/test',
  'playwright',
  'typescript',
  'eslint',
  'fastify',
  '@electric-sql/pglite',
  'i18next',
  'socket.io-client',
  'wavesurfer.js',
];

describe('electron-builder.yml', () => {
  it('names the app', () => {
    expect(config).toMatchObject({ appId: 'app.balcao.desktop', productName: 'Balcão', asar: true });
  });

  it('sets the fuses (and grants file:// nothing extra)', () => {
    expect(config.electronFuses).toEqual({ ...FUSES, grantFileProtocolExtraPrivileges: false });
  });

  it('builds AppImage and deb, NSIS, DMG, each with its icon present in resources/', () => {
    expect(config).toMatchObject({
      linux: { target: ['AppImage', 'deb'], icon: 'resources/icons' },
      win: { target: ['nsis'], icon: 'resources/icon.ico' },
      mac: { target: ['dmg'], icon: 'resources/icon.icns' },
    });
    for (const icon of ['resources/icons/256x256.png', 'resources/icon.ico', 'resources/icon.icns', 'resources/icon.png'])
      expect(existsSync(join(root, icon)), icon).toBe(true);
    expect(readFileSync(join(root, 'resources/icon.ico')).subarray(0, 4)).toEqual(Buffer.from([0, 0, 1, 0]));
    expect(readFileSync(join(root, 'resources/icon.icns')).subarray(0, 4).toString('ascii')).toBe('icns');
  });

  it('registers balcao:// and ships the tray icons', () => {
    expect(config.protocols).toEqual([{ name: 'Balcão', schemes: ['balcao'] }]);
    for (const name of ['tray', 'tray-attention', 'tray-expired'])
      for (const suffix of ['', '@2x']) expect(existsSync(join(root, 'resources/tray', `${name}${suffix}.png`))).toBe(true);
  });

  it('keeps in `dependencies` only what the main process loads at run time', () => {
    expect(Object.keys(packageJson.dependencies).sort()).toEqual(['electron-store', 'zod']);
    for (const name of DEV_ONLY) expect(packageJson.dependencies[name], name).toBeUndefined();
  });
});

describe('a packaged Linux build (stand-in Electron)', () => {
  let work: string;
  let packaged: PackagedApp;

  beforeAll(() => {
    work = mkdtempSync(join(tmpdir(), 'balcao-packaging-'));
    packaged = packageLinuxDir(work);
  }, 240_000);
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('holds the main, preload and renderer bundles and package.json in app.asar', () => {
    const files = asar.listPackage(packaged.asar).map((file) => file.replace(/\\/g, '/'));
    for (const file of ['/out/main/index.js', '/out/preload/index.cjs', '/out/renderer/index.html', '/package.json'])
      expect(files, file).toContain(file);
    expect(files.some((file) => /^\/out\/renderer\/assets\/index-[\w-]+\.js$/.test(file))).toBe(true);
    expect(files.filter((file) => file.startsWith('/out/web'))).toEqual([]);
    expect(JSON.parse(asar.extractFile(packaged.asar, 'package.json').toString('utf8'))).toMatchObject({ main: 'out/main/index.js' });
  });

  it('carries the runtime dependencies and no development-only package', () => {
    const modules = new Set(
      asar
        .listPackage(packaged.asar)
        .map((file) => file.replace(/\\/g, '/'))
        .map((file) => /^\/node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(file)?.[1])
        .filter((name): name is string => !!name),
    );
    expect(modules).toContain('electron-store');
    expect(modules).toContain('zod');
    for (const name of DEV_ONLY) expect(modules.has(name), name).toBe(false);
    for (const name of modules) expect(packageJson.devDependencies[name], `${name} is a devDependency`).toBeUndefined();
  });

  it('puts the icon and the tray pictures beside the asar', () => {
    expect(existsSync(join(packaged.appOutDir, 'resources', 'icon.png'))).toBe(true);
    expect(existsSync(join(packaged.appOutDir, 'resources', 'tray', 'tray-expired@2x.png'))).toBe(true);
  });

  it('flips the fuses in the packaged executable', async () => {
    const wire = await fuses.getCurrentFuseWire(packaged.executable);
    // Each fuse is a byte: '1' on, '0' off.
    const state = (option: string) => String.fromCharCode(Number(wire[fuses.FuseV1Options[option]]));
    const names: Record<keyof typeof FUSES, string> = {
      runAsNode: 'RunAsNode',
      enableCookieEncryption: 'EnableCookieEncryption',
      enableNodeOptionsEnvironmentVariable: 'EnableNodeOptionsEnvironmentVariable',
      enableNodeCliInspectArguments: 'EnableNodeCliInspectArguments',
      enableEmbeddedAsarIntegrityValidation: 'EnableEmbeddedAsarIntegrityValidation',
      onlyLoadAppFromAsar: 'OnlyLoadAppFromAsar',
    };
    for (const [fuse, on] of Object.entries(FUSES)) expect(state(names[fuse as keyof typeof FUSES]), fuse).toBe(on ? '1' : '0');
    expect(state('GrantFileProtocolExtraPrivileges')).toBe('0');
    // The stand-in started with Electron's defaults, so each of these was really flipped.
    expect(ELECTRON_DEFAULT_FUSES).toBe('10110001');
  });
});
