import { describe, expect, it } from 'vitest';
import { CIPHER_MARK, fakeLog, fakeSafeStorage, fakeStore } from './testing/fakes';
import { createVault } from './vault';

const ORIGIN = 'http://127.0.0.1:8080';
const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.refresh-token-of-ana.sig';

describe('createVault', () => {
  it('writes only ciphertext produced by safeStorage, never the token', () => {
    const store = fakeStore();
    const safeStorage = fakeSafeStorage();
    const vault = createVault({ safeStorage, store, log: fakeLog(), platform: 'linux' });
    vault.set(ORIGIN, TOKEN);

    expect(safeStorage.encrypted).toBe(1);
    const raw = store.raw();
    expect(raw).not.toContain(TOKEN);
    expect(raw).not.toContain(Buffer.from(TOKEN).toString('base64'));
    const stored = (JSON.parse(raw) as { vault: Record<string, string> }).vault[ORIGIN];
    expect(Buffer.from(stored, 'base64').toString('utf8').startsWith(CIPHER_MARK)).toBe(true);
  });

  it('reads the token back after a restart (a new vault on the same store)', () => {
    const store = fakeStore();
    createVault({ safeStorage: fakeSafeStorage(), store, log: fakeLog() }).set(ORIGIN, TOKEN);
    const again = createVault({ safeStorage: fakeSafeStorage(), store, log: fakeLog() });
    expect(again.get(ORIGIN)).toBe(TOKEN);
    expect(again.get('http://other:1')).toBeNull();
  });

  it('keeps tokens per origin and deletes one without touching the others', () => {
    const store = fakeStore();
    const vault = createVault({ safeStorage: fakeSafeStorage(), store, log: fakeLog() });
    vault.set(ORIGIN, 'a');
    vault.set('https://crm.example.com', 'b');
    vault.delete(ORIGIN);
    expect(vault.get(ORIGIN)).toBeNull();
    expect(vault.get('https://crm.example.com')).toBe('b');
    expect(Object.keys((JSON.parse(store.raw()) as { vault: object }).vault)).toEqual(['https://crm.example.com']);
  });

  it.each([
    ['encryption is unavailable', fakeSafeStorage({ available: false }), 'darwin'],
    ['Linux fell back to basic_text', fakeSafeStorage({ backend: 'basic_text' }), 'linux'],
  ] as const)('when %s: keeps the token in memory only and writes nothing', (_case, safeStorage, platform) => {
    const store = fakeStore();
    const log = fakeLog();
    const vault = createVault({ safeStorage, store, log, platform });
    vault.set(ORIGIN, TOKEN);
    expect(vault.get(ORIGIN)).toBe(TOKEN);
    expect(vault.persists()).toBe(false);
    expect(store.raw()).not.toContain(TOKEN);
    expect(store.raw()).toBe('{}');
    expect(log.lines.filter((line) => line.includes('memory only'))).toHaveLength(1);
    expect(createVault({ safeStorage, store, log, platform }).get(ORIGIN)).toBeNull();
  });

  it('forgets a ciphertext it cannot decrypt (keychain changed)', () => {
    const store = fakeStore({ vault: { [ORIGIN]: Buffer.from('garbage').toString('base64') } });
    const log = fakeLog();
    const vault = createVault({ safeStorage: fakeSafeStorage(), store, log });
    expect(vault.get(ORIGIN)).toBeNull();
    expect(JSON.parse(store.raw())).toEqual({ vault: {} });
    expect(log.lines.join()).toMatch(/could not be decrypted/);
  });
});
