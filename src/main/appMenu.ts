import type { MenuItemConstructorOptions } from 'electron';
import type { MainTexts } from './texts';

export interface AppMenuOptions {
  texts: MainTexts;
  platform: NodeJS.Platform;
  /** Developer tools only in an unpackaged (development) build. */
  isPackaged: boolean;
  /** Help → About (macOS has the standard About item in the app menu instead). */
  about(): void;
  /** A real quit (the window's close may only hide it in the tray). */
  quit(): void;
}

/**
 * The application menu (issue 5): the usual shortcuts through Electron's roles (their
 * accelerators are the platform's own), labels in the interface language. Rebuilt when the
 * language changes.
 */
export function appMenuTemplate({ texts, platform, isPackaged, about, quit }: AppMenuOptions): MenuItemConstructorOptions[] {
  const t = texts.menu;
  const mac = platform === 'darwin';
  const quitItem: MenuItemConstructorOptions = { label: t.quit, accelerator: 'CmdOrCtrl+Q', click: () => quit() };
  return [
    ...(mac
      ? [
          {
            label: t.app,
            submenu: [
              { role: 'about', label: t.about },
              { type: 'separator' },
              { role: 'services' },
              { type: 'separator' },
              { role: 'hide' },
              { role: 'hideOthers' },
              { role: 'unhide' },
              { type: 'separator' },
              quitItem,
            ],
          } satisfies MenuItemConstructorOptions,
        ]
      : [{ label: t.file, submenu: [{ role: 'close', label: t.close }, { type: 'separator' }, quitItem] } satisfies MenuItemConstructorOptions]),
    {
      label: t.edit,
      submenu: [
        { role: 'undo', label: t.undo },
        { role: 'redo', label: t.redo },
        { type: 'separator' },
        { role: 'cut', label: t.cut },
        { role: 'copy', label: t.copy },
        { role: 'paste', label: t.paste },
        { role: 'selectAll', label: t.selectAll },
      ],
    },
    {
      label: t.view,
      submenu: [
        { role: 'reload', label: t.reload },
        ...(isPackaged ? [] : [{ role: 'toggleDevTools', label: t.devTools } satisfies MenuItemConstructorOptions]),
        { type: 'separator' },
        { role: 'resetZoom', label: t.resetZoom },
        { role: 'zoomIn', label: t.zoomIn },
        { role: 'zoomOut', label: t.zoomOut },
        { type: 'separator' },
        { role: 'togglefullscreen', label: t.fullScreen },
      ],
    },
    {
      label: t.window,
      submenu: [
        { role: 'minimize', label: t.minimize },
        ...(mac ? [{ role: 'zoom' } satisfies MenuItemConstructorOptions, { role: 'front' } satisfies MenuItemConstructorOptions] : []),
        { role: 'close', label: t.close },
      ],
    },
    {
      role: 'help',
      label: t.help,
      submenu: mac ? [] : [{ label: t.about, click: () => about() }],
    },
  ];
}
