import { describe, expect, it } from 'vitest';
import { ParseError } from '@shared/parse';
import { fakeStore } from '../testing/fakes';
import { createLocalStore } from './localStore';

const SCOPE = 'http://127.0.0.1:8080|1|2';

describe('createLocalStore', () => {
  it('answers the schema default for a missing key', () => {
    const local = createLocalStore(fakeStore());
    expect(local.get({ key: 'theme' })).toBe('system');
    expect(local.get({ key: 'language' })).toBe('pt-BR');
    expect(local.get({ key: 'volume', scope: SCOPE })).toBe(1);
    expect(local.get({ key: 'panelWidth', scope: SCOPE })).toBeNull();
  });

  it('keeps global and scoped values apart, each scope its own', () => {
    const store = fakeStore();
    const local = createLocalStore(store);
    local.set({ key: 'theme', value: 'dark' });
    local.set({ key: 'volume', scope: SCOPE, value: 0.3 });
    local.set({ key: 'panelWidth', scope: SCOPE, value: 500 });
    expect(local.get({ key: 'theme' })).toBe('dark');
    expect(local.get({ key: 'volume', scope: SCOPE })).toBe(0.3);
    expect(local.get({ key: 'panelWidth', scope: SCOPE })).toBe(500);
    expect(local.get({ key: 'volume', scope: 'http://other|1|2' })).toBe(1);
    expect(JSON.parse(store.raw())).toEqual({
      global: { theme: 'dark' },
      scoped: { [SCOPE]: { volume: 0.3, panelWidth: 500 } },
    });
  });

  it('refuses a value its key does not allow, instead of storing the default', () => {
    const local = createLocalStore(fakeStore());
    expect(() => local.set({ key: 'theme', value: 'purple' })).toThrow(ParseError);
    expect(() => local.set({ key: 'volume', scope: SCOPE, value: 2 })).toThrow(/value of volume/);
    expect(() => local.set({ key: 'volume', scope: SCOPE, value: undefined })).toThrow(ParseError);
    expect(local.get({ key: 'volume', scope: SCOPE })).toBe(1);
  });

  it('reads a stored value that no longer fits its schema as the default', () => {
    const local = createLocalStore(fakeStore({ global: { theme: 'sepia' }, scoped: { [SCOPE]: { volume: 'loud' } } }));
    expect(local.get({ key: 'theme' })).toBe('system');
    expect(local.get({ key: 'volume', scope: SCOPE })).toBe(1);
  });

  it('reads what is readable of a damaged drafts record: one bad entry costs that entry only', () => {
    const local = createLocalStore(fakeStore({ scoped: { [SCOPE]: { drafts: { '5': 42, '6': 'guardado' } } } }));
    expect(local.get({ scope: SCOPE, key: 'drafts' })).toEqual({ '6': 'guardado' });
  });

  it('cannot be steered into prototypes by a hostile scope', () => {
    const local = createLocalStore(fakeStore());
    local.set({ key: 'volume', scope: '__proto__', value: 0.2 });
    expect(({} as Record<string, unknown>).volume).toBeUndefined();
    expect(local.get({ key: 'volume', scope: 'constructor' })).toBe(1);
  });

  it('keeps the composer drafts (a record per ticket id) and the signature toggle, refusing a malformed record', () => {
    const local = createLocalStore(fakeStore());
    expect(local.get({ key: 'drafts', scope: SCOPE })).toEqual({});
    expect(local.get({ key: 'signature', scope: SCOPE })).toBe(true);
    local.set({ key: 'drafts', scope: SCOPE, value: { '12': 'Olá, tudo bem?', '7': 'linha 1\nlinha 2' } });
    local.set({ key: 'signature', scope: SCOPE, value: false });
    expect(local.get({ key: 'drafts', scope: SCOPE })).toEqual({ '12': 'Olá, tudo bem?', '7': 'linha 1\nlinha 2' });
    expect(local.get({ key: 'signature', scope: SCOPE })).toBe(false);
    expect(() => local.set({ key: 'drafts', scope: SCOPE, value: { abc: 'x' } })).toThrow(ParseError);
    expect(() => local.set({ key: 'drafts', scope: SCOPE, value: { '1': 5 } })).toThrow(ParseError);
    const tooMany = Object.fromEntries(Array.from({ length: 201 }, (_, i) => [String(i + 1), 'x']));
    expect(() => local.set({ key: 'drafts', scope: SCOPE, value: tooMany })).toThrow(/at most 200 drafts/);
    expect(local.get({ key: 'drafts', scope: SCOPE })).toEqual({ '12': 'Olá, tudo bem?', '7': 'linha 1\nlinha 2' });
  });
});
