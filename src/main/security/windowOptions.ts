import type { BrowserWindowConstructorOptions, Rectangle } from 'electron';

export interface WindowOptionsInput {
  /** Absolute path of the built preload (out/preload/index.cjs). */
  preloadPath: string;
  iconPath?: string;
  /** Where the window was left (windowState.ts); the default size otherwise. */
  bounds?: Partial<Rectangle>;
}

export const DEFAULT_WINDOW_SIZE = { width: 1280, height: 800 };

/**
 * The main window's options. The renderer is treated as untrusted (DESIGN.md, rule 2): isolated
 * from the preload, sandboxed, no Node, web security on, no <webview>. Shown only when ready so
 * the user never sees a white frame.
 */
export function mainWindowOptions({ preloadPath, iconPath, bounds }: WindowOptionsInput): BrowserWindowConstructorOptions {
  return {
    ...DEFAULT_WINDOW_SIZE,
    ...bounds,
    minWidth: 960,
    minHeight: 600,
    show: false,
    title: 'Balcão',
    ...(iconPath ? { icon: iconPath } : {}),
    webPreferences: {
      preload: preloadPath,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      experimentalFeatures: false,
      navigateOnDragDrop: false,
      safeDialogs: true,
      spellcheck: true,
      disableBlinkFeatures: 'Auxclick',
    },
  };
}
