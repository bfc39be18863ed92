import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Conf from 'conf';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeLog, fakeStore } from '../testing/fakes';
import { createLocalStore } from './localStore';
import { MIGRATIONS, migrateFile, migrateStore, STORE_VERSION, type Migration } from './migrations';
import { openStore } from './openStore';
import { PERSISTED_DEFAULTS, readSection, type Persisted } from './schema';

/** What 0.1.0 wrote: no version, backend, vault, theme and a volume. */
const V0_IN_USE = {
  backend: 'http://127.0.0.1:8080',
  vault: { 'http://127.0.0.1:8080': 'Y2lwaGVy' },
  global: { theme: 'dark', language: 'es' },
  scoped: { 'http://127.0.0.1:8080|1|2': { volume: 0.4 } },
};

describe('MIGRATIONS', () => {
  it('has one migration per version, 1 to STORE_VERSION', () => {
    expect(Object.keys(MIGRATIONS).map(Number)).toEqual(Array.from({ length: STORE_VERSION }, (_, i) => i + 1));
  });

  it('1: stamps the 0.1.0 layout and replaces sections of the wrong shape by their defaults', () => {
    expect(MIGRATIONS[1]({ backend: 5, vault: 'x', global: [], scoped: { a: 1 }, window: 'big' })).toEqual({
      version: 0,
      backend: null,
      vault: {},
      window: null,
      global: {},
      scoped: {},
    });
    expect(MIGRATIONS[1](V0_IN_USE)).toMatchObject(V0_IN_USE);
  });

  it('2: an installation in use keeps closing (quitting) on close; a fresh one gets the tray default', () => {
    expect((MIGRATIONS[2](V0_IN_USE).global as Record<string, unknown>).closeToTray).toBe(false);
    expect(MIGRATIONS[2]({ backend: null, vault: {}, global: {}, scoped: {} })).toEqual({ backend: null, vault: {}, global: {}, scoped: {} });
    // A choice already made is kept.
    const chosen = { ...V0_IN_USE, global: { closeToTray: true } };
    expect(MIGRATIONS[2](chosen)).toBe(chosen);
  });
});

describe('migrateFile', () => {
  it('runs each migration once, in order, from the file version, and stamps the target', () => {
    const order: number[] = [];
    const steps: Record<number, Migration> = {
      1: (f) => (order.push(1), { ...f, a: 1 }),
      2: (f) => (order.push(2), { ...f, b: (f.a as number) + 1 }),
      3: (f) => (order.push(3), { ...f, c: (f.b as number) + 1 }),
    };
    expect(migrateFile({}, fakeLog(), steps, 3)).toEqual({ file: { a: 1, b: 2, c: 3, version: 3 }, from: 0, changed: true });
    order.length = 0;
    expect(migrateFile({ version: 2, b: 10 }, fakeLog(), steps, 3).file).toEqual({ version: 3, b: 10, c: 11 });
    expect(order).toEqual([3]);
  });

  it('leaves a current file alone, and a newer one too (a downgrade reads it through defaults)', () => {
    const log = fakeLog();
    expect(migrateFile({ version: STORE_VERSION, global: {} }, log)).toMatchObject({ changed: false });
    expect(migrateFile({ version: STORE_VERSION + 5 }, log)).toEqual({ file: { version: STORE_VERSION + 5 }, from: STORE_VERSION + 5, changed: false });
    expect(log.lines).toEqual([`warn: local store is version ${STORE_VERSION + 5}, newer than this build's ${STORE_VERSION}: read as it is`]);
  });

  it('treats a damaged version as 0', () => {
    expect(migrateFile({ version: 'two' }, fakeLog()).from).toBe(0);
    expect(migrateFile({ version: -1 }, fakeLog()).from).toBe(0);
  });

  it('fails loudly when a step is missing (openStore then sets the file aside)', () => {
    expect(() => migrateFile({}, fakeLog(), { 1: (f) => f }, 2)).toThrow('no migration to local store version 2');
  });
});

describe('migrateStore', () => {
  it('brings a 0.1.0 file to the current version, keeping the user data', () => {
    const store = fakeStore(V0_IN_USE);
    expect(migrateStore(store, fakeLog())).toMatchObject({ from: 0, changed: true });
    const file = JSON.parse(store.raw());
    expect(file).toMatchObject({ ...V0_IN_USE, version: STORE_VERSION });
    expect(file.global).toEqual({ theme: 'dark', language: 'es', closeToTray: false });
    // Read back through the local store: the values the user had, and the migrated setting.
    const local = createLocalStore(store);
    expect(local.get({ key: 'language' })).toBe('es');
    expect(local.get({ key: 'volume', scope: 'http://127.0.0.1:8080|1|2' })).toBe(0.4);
    expect(local.get({ key: 'closeToTray' })).toBe(false);
    expect(migrateStore(store, fakeLog()).changed).toBe(false);
  });

  it('a fresh file only gets its version: closing to the tray stays the default', () => {
    const store = fakeStore({ ...PERSISTED_DEFAULTS });
    migrateStore(store, fakeLog());
    expect(JSON.parse(store.raw())).toEqual({ ...PERSISTED_DEFAULTS, version: STORE_VERSION });
    expect(createLocalStore(store).get({ key: 'closeToTray' })).toBe(true);
  });
});

describe('opening, migrating, and setting aside a corrupt file', () => {
  const dirs: string[] = [];
  afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  const open = (cwd: string, onSetAside?: (aside: string) => void) =>
    openStore(
      () => {
        const conf = new Conf<Persisted>({ cwd, configName: 'balcao', defaults: PERSISTED_DEFAULTS, accessPropertiesByDotNotation: false });
        migrateStore({ get: (k) => conf.get(k as keyof Persisted), set: (k, v) => conf.set(k as keyof Persisted, v as never) }, fakeLog());
        return conf;
      },
      join(cwd, 'balcao.json'),
      fakeLog(),
      () => new Date('2025-01-02T03:04:05.678Z'),
      onSetAside,
    );

  it('migrates a real 0.1.0 file on disk as electron-store opens it', () => {
    const cwd = mkdtempSync(join(tmpdir(), 'balcao-migrate-'));
    dirs.push(cwd);
    writeFileSync(join(cwd, 'balcao.json'), JSON.stringify(V0_IN_USE));
    const store = open(cwd);
    expect(store.get('version')).toBe(STORE_VERSION);
    expect(JSON.parse(readFileSync(join(cwd, 'balcao.json'), 'utf8'))).toMatchObject({ version: STORE_VERSION, backend: 'http://127.0.0.1:8080' });
  });

  it('a corrupt file is set aside, the app starts clean and the caller is told (for the notice)', () => {
    const cwd = mkdtempSync(join(tmpdir(), 'balcao-migrate-'));
    dirs.push(cwd);
    writeFileSync(join(cwd, 'balcao.json'), '{"backend": "http://x", "vault": {');
    const asides: string[] = [];
    const store = open(cwd, (aside) => asides.push(aside));
    expect(asides).toEqual([join(cwd, 'balcao.json.corrupt-2025-01-02T03-04-05-678Z')]);
    expect(readSection({ get: (k) => store.get(k as keyof Persisted), set: () => undefined }, 'backend')).toBeNull();
    expect(store.get('version')).toBe(STORE_VERSION);
  });

  it('a readable file is not reported', () => {
    const cwd = mkdtempSync(join(tmpdir(), 'balcao-migrate-'));
    dirs.push(cwd);
    const asides: string[] = [];
    open(cwd, (aside) => asides.push(aside));
    open(cwd, (aside) => asides.push(aside));
    expect(asides).toEqual([]);
  });
});
