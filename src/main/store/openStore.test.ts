import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// electron-store is Conf plus Electron's paths; Conf itself reads and writes the same file.
import Conf from 'conf';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeLog } from '../testing/fakes';
import { openStore } from './openStore';
import { PERSISTED_DEFAULTS, readSection, type Persisted } from './schema';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function folder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'balcao-store-'));
  dirs.push(dir);
  return dir;
}

const create = (cwd: string) => () =>
  new Conf<Persisted>({
    cwd,
    configName: 'balcao',
    defaults: PERSISTED_DEFAULTS,
    accessPropertiesByDotNotation: false,
  });

describe('openStore', () => {
  it('opens a fresh store with the defaults', () => {
    const cwd = folder();
    const store = openStore(create(cwd), join(cwd, 'balcao.json'), fakeLog());
    expect(readSection(store, 'vault')).toEqual({});
    expect(readSection(store, 'backend')).toBeNull();
  });

  it('sets a corrupt file aside, logs it and starts clean', () => {
    const cwd = folder();
    const file = join(cwd, 'balcao.json');
    writeFileSync(file, '{"backend": "http://x", "vault": {');
    const log = fakeLog();
    const store = openStore(create(cwd), file, log, () => new Date('2025-01-02T03:04:05.678Z'));
    expect(readSection(store, 'backend')).toBeNull();
    const aside = join(cwd, 'balcao.json.corrupt-2025-01-02T03-04-05-678Z');
    expect(readFileSync(aside, 'utf8')).toBe('{"backend": "http://x", "vault": {');
    expect(log.lines.join('\n')).toMatch(/could not be read; set aside/);
    store.set('backend', 'http://127.0.0.1:8080');
    expect(JSON.parse(readFileSync(file, 'utf8')).backend).toBe('http://127.0.0.1:8080');
  });

  it('rethrows when there is no file to blame', () => {
    const cwd = folder();
    expect(() =>
      openStore(
        () => {
          throw new Error('no disk');
        },
        join(cwd, 'balcao.json'),
        fakeLog(),
      ),
    ).toThrow('no disk');
    expect(readdirSync(cwd)).toEqual([]);
  });

  it('reads a section of the wrong shape as its default', () => {
    const cwd = folder();
    const file = join(cwd, 'balcao.json');
    writeFileSync(file, JSON.stringify({ backend: 5, vault: 'x', global: [], scoped: { a: 1 } }));
    const store = openStore(create(cwd), file, fakeLog());
    expect(existsSync(file)).toBe(true);
    expect(readSection(store, 'backend')).toBeNull();
    expect(readSection(store, 'vault')).toEqual({});
    expect(readSection(store, 'scoped')).toEqual({});
  });
});
