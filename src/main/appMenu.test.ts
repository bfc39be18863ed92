import type { MenuItemConstructorOptions } from 'electron';
import { describe, expect, it, vi } from 'vitest';
import { appMenuTemplate } from './appMenu';
import { MAIN_TEXTS } from './texts';

const menu = (over: Partial<Parameters<typeof appMenuTemplate>[0]> = {}) =>
  appMenuTemplate({ texts: MAIN_TEXTS['pt-BR'], platform: 'linux', isPackaged: true, about: vi.fn(), quit: vi.fn(), ...over });

const submenu = (template: MenuItemConstructorOptions[], label: string) =>
  (template.find((entry) => entry.label === label)?.submenu ?? []) as MenuItemConstructorOptions[];
const roles = (items: MenuItemConstructorOptions[]) => items.map((item) => item.role ?? item.type ?? item.label);

describe('appMenuTemplate', () => {
  it('has the usual menus, translated', () => {
    expect(menu().map((entry) => entry.label)).toEqual(['Arquivo', 'Editar', 'Exibir', 'Janela', 'Ajuda']);
    expect(menu({ texts: MAIN_TEXTS.en }).map((entry) => entry.label)).toEqual(['File', 'Edit', 'View', 'Window', 'Help']);
    expect(menu({ texts: MAIN_TEXTS.es })[1].label).toBe('Editar');
    expect(menu({ texts: MAIN_TEXTS.tr })[1].label).toBe('Düzen');
  });

  it('Edit: undo, redo, cut, copy, paste, select all, through roles (the platform shortcuts)', () => {
    const edit = submenu(menu(), 'Editar');
    expect(roles(edit)).toEqual(['undo', 'redo', 'separator', 'cut', 'copy', 'paste', 'selectAll']);
    expect(edit.find((item) => item.role === 'copy')?.label).toBe('Copiar');
  });

  it('View: reload, zoom, full screen; developer tools only unpackaged', () => {
    expect(roles(submenu(menu(), 'Exibir'))).toEqual([
      'reload',
      'separator',
      'resetZoom',
      'zoomIn',
      'zoomOut',
      'separator',
      'togglefullscreen',
    ]);
    expect(roles(submenu(menu({ isPackaged: false }), 'Exibir'))).toContain('toggleDevTools');
  });

  it('Help → About, and a quit that really quits', () => {
    const about = vi.fn();
    const quit = vi.fn();
    const template = menu({ about, quit });
    (submenu(template, 'Ajuda')[0].click as () => void)();
    expect(about).toHaveBeenCalled();
    const quitItem = submenu(template, 'Arquivo').find((item) => item.label === 'Sair do Balcão');
    expect(quitItem?.accelerator).toBe('CmdOrCtrl+Q');
    (quitItem?.click as () => void)();
    expect(quit).toHaveBeenCalled();
  });

  it('on macOS: the app menu with About, Hide and Quit first', () => {
    const template = menu({ platform: 'darwin' });
    expect(template[0].label).toBe('Balcão');
    expect(roles(template[0].submenu as MenuItemConstructorOptions[])).toEqual([
      'about',
      'separator',
      'services',
      'separator',
      'hide',
      'hideOthers',
      'unhide',
      'separator',
      'Sair do Balcão',
    ]);
    expect(template.map((entry) => entry.label)).not.toContain('Arquivo');
  });
});
