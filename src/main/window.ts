import type { BrowserWindow, BrowserWindowConstructorOptions } from 'electron';
import { send } from './ipc/handle';
import type { Log } from './log';

/** The parts of BrowserWindow used here, so tests can pass a fake class. */
export type WindowLike = Pick<
  BrowserWindow,
  'once' | 'on' | 'show' | 'focus' | 'restore' | 'isMinimized' | 'loadURL'
> & {
  webContents: Pick<BrowserWindow['webContents'], 'send' | 'isDestroyed'>;
};
export type WindowClass<W extends WindowLike> = new (options: BrowserWindowConstructorOptions) => W;

export interface MainWindowOptions<W extends WindowLike> {
  BrowserWindow: WindowClass<W>;
  options: BrowserWindowConstructorOptions;
  url: string;
  log: Log;
}

/**
 * Creates the main window: shown once its first paint is ready, and telling the renderer when it
 * gains or loses focus (the notification policy depends on it).
 */
export function createMainWindow<W extends WindowLike>({ BrowserWindow, options, url, log }: MainWindowOptions<W>): W {
  const window = new BrowserWindow(options);
  window.once('ready-to-show', () => window.show());
  window.on('focus', () => send(window.webContents, 'window:focusChanged', { focused: true }, log));
  window.on('blur', () => send(window.webContents, 'window:focusChanged', { focused: false }, log));
  window.loadURL(url).catch((error: unknown) => log.error(`could not load ${url}`, error));
  return window;
}

/** Brings a window to the front (a second launch of the app lands here). */
export function focusWindow(window: Pick<WindowLike, 'isMinimized' | 'restore' | 'show' | 'focus'>): void {
  if (window.isMinimized()) window.restore();
  window.show();
  window.focus();
}
