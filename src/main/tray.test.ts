import type { MenuItemConstructorOptions } from 'electron';
import { describe, expect, it, vi } from 'vitest';
import { MAIN_TEXTS } from './texts';
import { createTray, trayStatus } from './tray';

/** Electron's Tray and Menu, faked: the tray remembers what it shows, the menu is its template. */
function setup(options: { platform?: NodeJS.Platform; dnd?: boolean } = {}) {
  let dnd = options.dnd ?? false;
  const trays: FakeTray[] = [];
  class FakeTray {
    image: unknown;
    tooltip = '';
    menu: MenuItemConstructorOptions[] = [];
    clicks: (() => void)[] = [];
    destroyed = false;
    constructor(image: unknown) {
      this.image = image;
      trays.push(this);
    }
    setImage(image: unknown) {
      this.image = image;
    }
    setToolTip(text: string) {
      this.tooltip = text;
    }
    setContextMenu(menu: MenuItemConstructorOptions[]) {
      this.menu = menu;
    }
    on(_event: 'click', listener: () => void) {
      this.clicks.push(listener);
    }
    destroy() {
      this.destroyed = true;
    }
  }
  let language: keyof typeof MAIN_TEXTS = 'pt-BR';
  const open = vi.fn();
  const quit = vi.fn();
  const setDoNotDisturb = vi.fn((on: boolean) => (dnd = on));
  const tray = createTray({
    Tray: FakeTray,
    Menu: { buildFromTemplate: (template) => template },
    icons: { normal: 'icon-normal', attention: 'icon-attention', expired: 'icon-expired' },
    texts: () => MAIN_TEXTS[language],
    doNotDisturb: () => dnd,
    setDoNotDisturb,
    open,
    quit,
    platform: options.platform ?? 'linux',
  });
  const item = (label: string) => trays[0].menu.find((entry) => entry.label === label);
  return { tray, fake: () => trays[0], open, quit, setDoNotDisturb, item, setLanguage: (l: typeof language) => (language = l) };
}

describe('createTray', () => {
  it('starts idle, with Open, Do not disturb and Quit', () => {
    const { fake } = setup();
    expect(fake().image).toBe('icon-normal');
    expect(fake().tooltip).toBe('Balcão — Nada pendente');
    expect(fake().menu.map((entry) => entry.label ?? entry.type)).toEqual([
      'Nada pendente',
      'separator',
      'Abrir o Balcão',
      'Não perturbe',
      'separator',
      'Sair',
    ]);
    expect(fake().menu[0].enabled).toBe(false);
  });

  it('names both counts apart in the tooltip and the menu, and marks the icon', () => {
    const { tray, fake } = setup();
    tray.update({ waiting: 2, unread: 5, sessionExpired: false });
    expect(fake().tooltip).toBe('Balcão — 2 atendimentos aguardando · 5 mensagens não lidas');
    expect(fake().menu[0].label).toBe('2 atendimentos aguardando · 5 mensagens não lidas');
    expect(fake().image).toBe('icon-attention');
    tray.update({ waiting: 0, unread: 1, sessionExpired: false });
    expect(fake().tooltip).toBe('Balcão — 1 mensagem não lida');
    tray.update({ waiting: 1, unread: 0, sessionExpired: false });
    expect(fake().tooltip).toBe('Balcão — 1 atendimento aguardando');
    tray.update({ waiting: 0, unread: 0, sessionExpired: false });
    expect(fake().image).toBe('icon-normal');
  });

  it('shows an expired session distinctly', () => {
    const { tray, fake } = setup();
    tray.update({ waiting: 0, unread: 0, sessionExpired: true });
    expect(fake().image).toBe('icon-expired');
    expect(fake().tooltip).toBe('Balcão — Sessão expirada: entre novamente');
  });

  it('toggles do not disturb from its checkbox, and shows the state after a refresh', () => {
    const { tray, fake, item, setDoNotDisturb } = setup();
    expect(item('Não perturbe')).toMatchObject({ type: 'checkbox', checked: false });
    (item('Não perturbe')?.click as () => void)();
    expect(setDoNotDisturb).toHaveBeenCalledWith(true);
    tray.refresh();
    expect(item('Não perturbe')?.checked).toBe(true);
    expect(fake().menu).toHaveLength(6);
  });

  it('opens the window from the menu and from a click on the icon; quits for real from Quit', () => {
    const { fake, item, open, quit } = setup();
    (item('Abrir o Balcão')?.click as () => void)();
    fake().clicks.forEach((click) => click());
    expect(open).toHaveBeenCalledTimes(2);
    (item('Sair')?.click as () => void)();
    expect(quit).toHaveBeenCalledTimes(1);
  });

  it('leaves the click to the menu on macOS', () => {
    expect(setup({ platform: 'darwin' }).fake().clicks).toHaveLength(0);
  });

  it('speaks the interface language after a refresh', () => {
    const { tray, fake, setLanguage } = setup();
    setLanguage('en');
    tray.update({ waiting: 3, unread: 0, sessionExpired: false });
    expect(fake().tooltip).toBe('Balcão — 3 tickets waiting');
    expect(fake().menu.map((entry) => entry.label).filter(Boolean)).toEqual([
      '3 tickets waiting',
      'Open Balcão',
      'Do not disturb',
      'Quit',
    ]);
  });
});

describe('trayStatus', () => {
  it.each(Object.keys(MAIN_TEXTS) as (keyof typeof MAIN_TEXTS)[])('has texts in %s', (language) => {
    const texts = MAIN_TEXTS[language];
    expect(trayStatus({ waiting: 2, unread: 3, sessionExpired: false }, texts)).toMatch(/2.*3/);
    expect(trayStatus({ waiting: 0, unread: 0, sessionExpired: true }, texts)).toBe(texts.tray.sessionExpired);
    // Unread internal-chat messages are a figure of their own (issue 15).
    expect(trayStatus({ waiting: 0, unread: 3, sessionExpired: false, chats: 4 }, texts)).toBe(
      `${texts.tray.unread(3)} · ${texts.tray.chats(4)}`,
    );
    expect(trayStatus({ waiting: 0, unread: 0, sessionExpired: false, chats: 0 }, texts)).toBe(texts.tray.idle);
  });
});
