import { backendUrlSchema } from '@shared/ipc/backendUrl';
import { readStoredValue } from '@shared/local/read';
import { globalStateSchema, scopedStateSchema, type GlobalKey, type ScopedKey } from '@shared/local/schema';
import { parse } from '@shared/parse';
import type { Platform } from './types';
import { BACKEND_KEY, storedBackendUrl } from './webBackend';
import { onBrowserResume, onStorageChanged, pickFiles } from './webExtras';
import { createWebNotifications } from './webNotifications';

const globalKey = (key: string) => `balcao.${key}`;
/**
 * The to-do list lives under 'tasks', unscoped, as spec 3 says and as the deployed web client keeps
 * it (same shape), so a user moving between the two clients in one browser keeps their list. A
 * browser profile is one person's in practice; the desktop app scopes it per user (docs/TODO.md).
 */
const scopedKey = (scope: string, key: string) => (key === 'todo' ? 'tasks' : `balcao.${scope}.${key}`);

/**
 * Reads a key's value: what is readable of it is kept (readStoredValue), and losing anything the
 * user wrote is reported once per key and page (the app shows a notice, App.tsx).
 */
function readKey(storageKey: string, key: GlobalKey | ScopedKey): unknown {
  let raw: unknown;
  let unreadable = false;
  const text = localStorage.getItem(storageKey);
  try {
    raw = text === null ? undefined : JSON.parse(text);
  } catch {
    unreadable = true; // not JSON: nothing of it can be read
  }
  const read = readStoredValue(key, raw, unreadable);
  if (read.damaged && text !== null) {
    // What was kept replaces it, so the next start does not report it again; the damaged text is
    // set aside next to it, for whoever wants to look (as the desktop app keeps its damaged file).
    try {
      localStorage.setItem(`${storageKey}.damaged`, text);
      localStorage.setItem(storageKey, JSON.stringify(read.value));
    } catch {
      // Storage full: it is read (and reported) again next time.
    }
    damage.report(key);
  }
  return read.value;
}

/** Damage found before anyone listens (the outbox is read at start) waits for the first listener. */
const damage = (() => {
  const reported = new Set<string>();
  const listeners = new Set<(key: string) => void>();
  const pending: string[] = [];
  return {
    report(key: string) {
      if (reported.has(key)) return;
      reported.add(key);
      if (listeners.size === 0) pending.push(key);
      listeners.forEach((l) => l(key));
    },
    listen(listener: (key: string) => void): () => void {
      listeners.add(listener);
      pending.splice(0).forEach((key) => listener(key));
      return () => listeners.delete(listener);
    },
  };
})();

const OPENABLE = /^(https?:|mailto:)/i;

/** The browser implementation: localStorage, the page's fetch with cookies, window focus, Web Notifications. */
export function createWebPlatform(): Platform {
  const notifications = createWebNotifications();
  return {
    kind: 'web',
    version: async () => import.meta.env.VITE_APP_VERSION ?? '0.0.0',
    getBackendUrl: async () => storedBackendUrl(),
    setBackendUrl: async (url) => {
      const clean = parse(backendUrlSchema, url, 'backend address');
      localStorage.setItem(BACKEND_KEY, clean);
      return clean;
    },
    // The refresh cookie is httpOnly and set by the backend: send it with every call. A resumed
    // session's first calls may have gone out before the app loaded (earlyCalls.ts).
    fetch: async (input, init) =>
      (await window.balcaoEarly?.take(input, init)) ?? fetch(input, { ...init, credentials: 'include' }),
    clearSession: async () => {},
    getLocal: async (key) => readKey(globalKey(key), key) as never,
    setLocal: async (key, value) => {
      localStorage.setItem(globalKey(key), JSON.stringify(parse(globalStateSchema[key], value, key)));
    },
    getScoped: async (scope, key) => readKey(scopedKey(scope, key), key) as never,
    setScoped: async (scope, key, value) => {
      localStorage.setItem(scopedKey(scope, key), JSON.stringify(parse(scopedStateSchema[key], value, key)));
    },
    openExternal: async (url) => {
      if (!OPENABLE.test(url)) return false;
      // With noopener, window.open answers null even when the tab did open: nothing to check.
      window.open(url, '_blank', 'noopener,noreferrer');
      return true;
    },
    onFocusChanged: (listener) => {
      const onFocus = () => listener(true);
      const onBlur = () => listener(false);
      window.addEventListener('focus', onFocus);
      window.addEventListener('blur', onBlur);
      return () => {
        window.removeEventListener('focus', onFocus);
        window.removeEventListener('blur', onBlur);
      };
    },
    notificationPermission: notifications.notificationPermission,
    requestNotificationPermission: notifications.requestNotificationPermission,
    notify: notifications.notify,
    onNotificationClick: notifications.onNotificationClick,
    saveFile: async ({ defaultName, data }) => {
      const url = URL.createObjectURL(new Blob([data as BlobPart]));
      const link = Object.assign(document.createElement('a'), { href: url, download: defaultName, rel: 'noopener' });
      document.body.appendChild(link);
      link.click();
      link.remove();
      // The download has started from the blob; release it once the click has been handled.
      setTimeout(() => URL.revokeObjectURL(url), 0);
      return true;
    },
    // The browser asks the user within getUserMedia itself.
    requestMediaAccess: async () => true,
    openFiles: (kind, options = {}) => pickFiles(kind, options.multiple),
    // The print dialog, where the user picks "Save as PDF" (the page's print stylesheet applies).
    exportPdf: async () => {
      window.print();
      return true;
    },
    updateBadge: async ({ unread }) => {
      // Only installed web apps have a badge; elsewhere the window title carries the count.
      try {
        if (unread > 0) await navigator.setAppBadge?.(unread);
        else await navigator.clearAppBadge?.();
      } catch {
        // Not allowed here: nothing to show.
      }
    },
    onLocalChanged: (listener) => onStorageChanged(listener),
    onLocalDamaged: (listener) => damage.listen(listener),
    // A browser opens ticket links as addresses: nothing arrives from outside.
    onOpenTicketLink: () => () => {},
    onResume: (listener) => onBrowserResume(listener),
  };
}
