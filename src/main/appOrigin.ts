/**
 * Where the app itself lives. It is served from a custom standard scheme (`app://balcao/…`) rather
 * than file://, so it has a real origin: CSP 'self', permission checks and the IPC sender check
 * can all name it. In development electron-vite serves the renderer over http instead, and that
 * one origin is trusted too.
 */
export const APP_SCHEME = 'app';
export const APP_HOST = 'balcao';
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`;

export interface AppOrigin {
  /** What the main window loads: the inbox (spec 1 §2: sign-in lands there; `/` is the dashboard, a 403 for attendants). */
  readonly entryUrl: string;
  /** Whether a URL (or bare origin) belongs to the app: the custom scheme, or the dev server. */
  isAppUrl(url: string | null | undefined): boolean;
}

export function createAppOrigin(devServerUrl?: string): AppOrigin {
  const devOrigin = devServerUrl ? new URL(devServerUrl).origin : null;
  return {
    entryUrl: new URL('/tickets', devServerUrl ?? `${APP_ORIGIN}/`).href,
    isAppUrl(url) {
      if (!url) return false;
      let parsed: URL;
      try {
        parsed = new URL(url);
      } catch {
        return false;
      }
      if (parsed.username || parsed.password) return false;
      // Node's URL reports origin 'null' for schemes it does not know, so compare the parts.
      if (parsed.protocol === `${APP_SCHEME}:`) return parsed.host === APP_HOST;
      return devOrigin !== null && parsed.origin === devOrigin;
    },
  };
}
