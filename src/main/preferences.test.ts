import { describe, expect, it, vi } from 'vitest';
import { followPreferences } from './preferences';
import { createLocalStore } from './store/localStore';
import { fakeStore } from './testing/fakes';

function setup() {
  const effects = {
    refreshTray: vi.fn(),
    rebuildMenu: vi.fn(),
    spellcheck: vi.fn(),
    startAtLogin: vi.fn(),
    reloadWindows: vi.fn(),
    broadcast: vi.fn(),
  };
  const local = createLocalStore(fakeStore(), followPreferences(effects));
  return { effects, local };
}

describe('followPreferences', () => {
  it('a language change reaches the spellchecker, the menus and the windows', () => {
    const { effects, local } = setup();
    local.set({ key: 'language', value: 'es' });
    expect(effects.spellcheck).toHaveBeenCalledWith('es');
    expect(effects.rebuildMenu).toHaveBeenCalled();
    expect(effects.refreshTray).toHaveBeenCalled();
    expect(effects.broadcast).toHaveBeenCalledWith('language', 'es');
  });

  it('do not disturb, whoever sets it, redraws the tray and tells the windows', () => {
    const { effects, local } = setup();
    local.set({ key: 'doNotDisturb', value: true });
    expect(effects.refreshTray).toHaveBeenCalledTimes(1);
    expect(effects.broadcast).toHaveBeenCalledWith('doNotDisturb', true);
    expect(effects.spellcheck).not.toHaveBeenCalled();
  });

  it("a new flow builder address reloads the windows (their CSP names it), the same one doesn't", () => {
    const { effects, local } = setup();
    local.set({ key: 'flowBuilderUrl', value: 'https://typebot.loja.com.br/' });
    expect(effects.reloadWindows).toHaveBeenCalledTimes(1);
    local.set({ key: 'flowBuilderUrl', value: 'https://typebot.loja.com.br/' });
    expect(effects.reloadWindows).toHaveBeenCalledTimes(1);
    expect(() => local.set({ key: 'flowBuilderUrl', value: 'http://typebot.loja.com.br/' })).toThrow();
    expect(effects.reloadWindows).toHaveBeenCalledTimes(1);
  });

  it('start at login reaches the OS', () => {
    const { effects, local } = setup();
    local.set({ key: 'startAtLogin', value: true });
    expect(effects.startAtLogin).toHaveBeenCalledWith(true);
  });

  it('writing the same value again changes nothing, and scoped values are not broadcast', () => {
    const { effects, local } = setup();
    local.set({ key: 'theme', value: 'dark' });
    local.set({ key: 'theme', value: 'dark' });
    local.set({ key: 'volume', scope: 'http://b|1|2', value: 0.5 });
    expect(effects.broadcast.mock.calls).toEqual([['theme', 'dark']]);
  });

  it('a refused value changes nothing', () => {
    const { effects, local } = setup();
    expect(() => local.set({ key: 'doNotDisturb', value: 'yes' })).toThrow();
    expect(effects.broadcast).not.toHaveBeenCalled();
  });
});
