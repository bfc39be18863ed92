import { createBackendSetting } from '../../src/main/backend';
import { createHttp } from '../../src/main/http';
import { registerHandlers, type IpcMainLike } from '../../src/main/ipc/handle';
import { createHandlers } from '../../src/main/ipc/handlers';
import { IpcError } from '../../src/main/ipc/ipcError';
import type { SenderEvent } from '../../src/main/ipc/trustedSender';
import type { Log } from '../../src/main/log';
import type { KeyValueStore } from '../../src/main/store/schema';
import { createLocalStore } from '../../src/main/store/localStore';
import { createVault } from '../../src/main/vault';
import type { IpcRendererLike } from '../../src/preload/buildDesk';

/** One request main made for the renderer and what the backend answered (reasons quote them). */
export interface Exchange {
  method: string;
  path: string;
  status: number;
}

/**
 * Failures reach the kit as errors of the calls themselves (main turns them into the bridge's
 * envelope), so main's own log lines would only repeat them around the table.
 */
const quiet: Log = { info: () => {}, warn: () => {}, error: () => {} };

/** No OS keychain: main's vault then keeps the refresh cookie in memory only, as on such a machine. */
const noKeychain = {
  isEncryptionAvailable: () => false,
  encryptString: (): Buffer => {
    throw new Error('no keychain in the contract kit');
  },
  decryptString: (): string => {
    throw new Error('no keychain in the contract kit');
  },
};

const unavailable = (what: string) => (): never => {
  throw new IpcError('FAILED', `${what} is not available in the contract kit`);
};

/**
 * The desktop app's main process in this Node process: its own modules for the backend address,
 * the HTTP calls (only to that origin, the `jrt` refresh cookie kept in the vault and never shown
 * to the renderer) and the local store, behind its own IPC handlers (arguments and results parsed
 * with the bridge contract). Only Electron is missing: the windows, and the IPC transport itself,
 * which is a direct call here. The kit talks to it through `ipc`, as the preload does.
 */
export function createInProcessMain(backendUrl: string, baseFetch: typeof fetch = fetch) {
  const memory = new Map<string, unknown>();
  const store: KeyValueStore = { get: (key) => memory.get(key), set: (key, value) => void memory.set(key, value) };
  const backend = createBackendSetting({ store, log: quiet, envUrl: backendUrl });
  const vault = createVault({ safeStorage: noKeychain, store, log: quiet });
  const exchanges: Exchange[] = [];

  // Node's fetch, noting each exchange: the client turns some failures into quiet fallbacks (a
  // logout that fails, settings read column by column) and the kit must still say what happened.
  const noting: typeof fetch = async (input, init) => {
    const response = await baseFetch(input, init);
    const url = new URL(input instanceof Request ? input.url : String(input));
    exchanges.push({ method: init?.method ?? 'GET', path: url.pathname, status: response.status });
    return response;
  };

  const handlers = createHandlers({
    appVersion: () => 'contract-kit',
    backend,
    http: createHttp({ backendOrigin: backend.origin, vault, log: quiet, fetch: noting }),
    vault,
    localStore: createLocalStore(store),
    externalOpener: { open: unavailable('Opening links') },
    notifier: { show: unavailable('Notifications') },
    files: { save: unavailable('Saving files'), open: unavailable('Opening files') },
    mediaAccess: { request: unavailable('The microphone and camera') },
    pdf: { export: unavailable('PDF export') },
    badge: { update: unavailable('The badge') },
    deepLinks: { take: () => ({ ticketUuid: null }) },
  });

  const registered = new Map<string, (event: SenderEvent, ...args: unknown[]) => Promise<unknown>>();
  const ipcMain: IpcMainLike = {
    handle: (channel, listener) => void registered.set(channel, listener),
    removeHandler: (channel) => void registered.delete(channel),
  };
  // Every call comes from the kit itself: there is no window whose sender could be untrusted.
  registerHandlers(ipcMain, () => true, handlers, quiet);
  const sender: SenderEvent = { sender: { id: 1 }, senderFrame: null };

  const ipc: IpcRendererLike = {
    invoke: async (channel, ...args) => {
      const handler = registered.get(channel);
      if (!handler) throw new Error(`No handler for ${channel}`);
      return handler(sender, ...args);
    },
    // Main → renderer events (focus, notification clicks, resume) come from windows: none here.
    on: () => undefined,
    removeListener: () => undefined,
  };

  const origin = new URL(backendUrl).origin;
  return {
    ipc,
    exchanges,
    /** The refresh cookie main holds for the backend, or null. */
    refreshCookie: () => vault.get(origin),
    /** Puts a refresh cookie back into the vault (the kit re-presents one after logout). */
    keepRefreshCookie: (token: string) => vault.set(origin, token),
    /** The last exchange with this method whose path ends with `path` (a backend may sit under a prefix). */
    last: (method: string, path: string) => exchanges.findLast((e) => e.method === method && e.path.endsWith(path)),
  };
}

export type InProcessMain = ReturnType<typeof createInProcessMain>;
