import { describe, expect, it, vi } from 'vitest';
import { ParseError } from '@shared/parse';
import { createBackendSetting } from './backend';
import { fakeLog, fakeStore } from './testing/fakes';

describe('createBackendSetting', () => {
  it('starts with no backend (the first-run screen asks for one)', () => {
    const backend = createBackendSetting({ store: fakeStore(), log: fakeLog() });
    expect(backend.get()).toBeNull();
    expect(backend.origin()).toBeNull();
  });

  it('stores a valid address, normalised, and reports its origin', () => {
    const store = fakeStore();
    const backend = createBackendSetting({ store, log: fakeLog() });
    expect(backend.set(' https://crm.example.com/api/ ')).toBe('https://crm.example.com/api');
    expect(backend.origin()).toBe('https://crm.example.com');
    expect(createBackendSetting({ store, log: fakeLog() }).get()).toBe('https://crm.example.com/api');
  });

  it('refuses an address that is not an http(s) origin without credentials', () => {
    const backend = createBackendSetting({ store: fakeStore(), log: fakeLog() });
    for (const url of ['file:///etc', 'javascript:alert(1)', 'http://user:pw@host', 'http://host/?q=1', 'ftp://host']) {
      expect(() => backend.set(url), url).toThrow(ParseError);
    }
    expect(backend.get()).toBeNull();
  });

  it('uses BALCAO_BACKEND_URL for this run without writing it', () => {
    const store = fakeStore({ backend: 'https://crm.example.com' });
    const backend = createBackendSetting({ store, log: fakeLog(), envUrl: 'http://127.0.0.1:8080' });
    expect(backend.get()).toBe('http://127.0.0.1:8080');
    expect(JSON.parse(store.raw()).backend).toBe('https://crm.example.com');
  });

  it('ignores an invalid BALCAO_BACKEND_URL, saying so', () => {
    const log = fakeLog();
    const backend = createBackendSetting({ store: fakeStore(), log, envUrl: 'not a url' });
    expect(backend.get()).toBeNull();
    expect(log.lines.join()).toMatch(/BALCAO_BACKEND_URL/);
  });

  it('announces an origin change (the window reloads for its CSP) but not a path change', () => {
    const onOriginChange = vi.fn();
    const backend = createBackendSetting({ store: fakeStore(), log: fakeLog(), onOriginChange });
    backend.set('http://127.0.0.1:8080');
    backend.set('http://127.0.0.1:8080/v2');
    backend.set('https://crm.example.com');
    expect(onOriginChange.mock.calls).toEqual([['http://127.0.0.1:8080'], ['https://crm.example.com']]);
  });
});
