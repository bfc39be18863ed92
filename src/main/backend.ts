import { backendUrlSchema } from '@shared/ipc/contract';
import { parse, tryParse } from '@shared/parse';
import type { Log } from './log';
import { readSection, writeSection, type KeyValueStore } from './store/schema';

export interface BackendSetting {
  /** The backend address (may carry a path prefix), or null before the first-run screen. */
  get(): string | null;
  /** Its origin: what http:request allows, the vault's key and the CSP's backend source. */
  origin(): string | null;
  set(url: string): string;
}

export interface BackendOptions {
  store: KeyValueStore;
  log: Log;
  /** BALCAO_BACKEND_URL: `npm start` and the Electron tests point the app at their own server. */
  envUrl?: string;
  /** Called when the origin changes (the window must reload for its CSP to name the new one). */
  onOriginChange?: (origin: string) => void;
}

const originOf = (url: string | null): string | null => (url === null ? null : new URL(url).origin);

/**
 * backend:get / backend:set. The address given in the environment wins for this run (and is not
 * written, so a later plain launch is back to the user's choice); otherwise the stored one. Refresh
 * tokens stay filed per origin in the vault, so switching backends and back needs no new login.
 */
export function createBackendSetting({ store, log, envUrl, onOriginChange }: BackendOptions): BackendSetting {
  const stored = tryParse(backendUrlSchema, readSection(store, 'backend'));
  let current: string | null = stored.ok ? stored.data : null;
  if (envUrl) {
    const fromEnv = tryParse(backendUrlSchema, envUrl, 'BALCAO_BACKEND_URL');
    if (fromEnv.ok) current = fromEnv.data;
    else log.warn(`ignoring ${fromEnv.error.message}`);
  }
  return {
    get: () => current,
    origin: () => originOf(current),
    set(url) {
      const next = parse(backendUrlSchema, url, 'backend address');
      const before = originOf(current);
      current = next;
      writeSection(store, 'backend', next);
      const after = originOf(next);
      if (after !== null && after !== before) onOriginChange?.(after);
      return next;
    },
  };
}
