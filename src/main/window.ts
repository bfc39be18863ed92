import type { BrowserWindow, BrowserWindowConstructorOptions } from 'electron';
import { send } from './ipc/handle';
import type { Log } from './log';

/** The parts of BrowserWindow used here, so tests can pass a fake class. */
export type WindowLike = Pick<
  BrowserWindow,
  'once' | 'on' | 'show' | 'focus' | 'restore' | 'isMinimized' | 'loadURL' | 'maximize' | 'setFullScreen'
> & {
  webContents: Pick<BrowserWindow['webContents'], 'send' | 'isDestroyed'>;
};
export type WindowClass<W extends WindowLike> = new (options: BrowserWindowConstructorOptions) => W;

export interface MainWindowOptions<W extends WindowLike> {
  BrowserWindow: WindowClass<W>;
  options: BrowserWindowConstructorOptions;
  url: string;
  log: Log;
  /** How the user left it last time (windowState.ts). */
  state?: { maximized: boolean; fullScreen: boolean };
}

/**
 * Creates the main window: shown once its first paint is ready (maximised or full screen again if
 * it was left so), and telling the renderer when it gains or loses focus (the notification policy
 * depends on it). The renderer is untrusted whatever `options` says: the isolation settings are
 * written here, at the one place a window is made, so no caller can weaken them (and
 * Electronegativity reads them where the window is constructed).
 */
export function createMainWindow<W extends WindowLike>({ BrowserWindow, options, url, log, state }: MainWindowOptions<W>): W {
  const window = new BrowserWindow({
    ...options,
    webPreferences: {
      ...options.webPreferences,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      experimentalFeatures: false,
      // A middle click must not open a link in a new window (window.open is denied anyway).
      disableBlinkFeatures: 'Auxclick',
    },
  });
  window.once('ready-to-show', () => {
    if (state?.maximized) window.maximize();
    window.show();
    if (state?.fullScreen) window.setFullScreen(true);
  });
  window.on('focus', () => send(window.webContents, 'window:focusChanged', { focused: true }, log));
  window.on('blur', () => send(window.webContents, 'window:focusChanged', { focused: false }, log));
  window.loadURL(url).catch((error: unknown) => log.error(`could not load ${url}`, error));
  return window;
}

/** Brings a window to the front (a second launch, a notification click, the tray). */
export function focusWindow(window: Pick<WindowLike, 'isMinimized' | 'restore' | 'show' | 'focus'>): void {
  if (window.isMinimized()) window.restore();
  window.show();
  window.focus();
}
