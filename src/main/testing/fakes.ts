// Fakes of the Electron objects the main-process modules take, for unit tests under plain Node.
import type { Log } from '../log';
import type { IpcMainLike } from '../ipc/handle';
import type { SenderEvent } from '../ipc/trustedSender';
import type { KeyValueStore } from '../store/schema';
import type { SafeStorageLike } from '../vault';

/** A log that remembers its lines. */
export function fakeLog(): Log & { lines: string[] } {
  const lines: string[] = [];
  const push = (level: string) => (message: string) => void lines.push(`${level}: ${message}`);
  return { lines, info: push('info'), warn: push('warn'), error: push('error') };
}

/** An in-memory electron-store that keeps what a real one would write: JSON text. */
export function fakeStore(initial: Record<string, unknown> = {}): KeyValueStore & { raw(): string } {
  let text = JSON.stringify(initial);
  return {
    get: (key) => (JSON.parse(text) as Record<string, unknown>)[key],
    set: (key, value) => {
      text = JSON.stringify({ ...(JSON.parse(text) as Record<string, unknown>), [key]: value });
    },
    raw: () => text,
  };
}

/** Marks what it encrypts so a test can tell ciphertext was produced by encryptString. */
export const CIPHER_MARK = 'fake-keychain:';

/**
 * A safeStorage whose "ciphertext" is the mark plus the reversed hex of the text: unreadable at a
 * glance and containing no substring of the plaintext, yet decryptable.
 */
export function fakeSafeStorage(options: { available?: boolean; backend?: string } = {}): SafeStorageLike & {
  encrypted: number;
} {
  const fake = {
    encrypted: 0,
    isEncryptionAvailable: () => options.available ?? true,
    getSelectedStorageBackend: () => (options.backend ?? 'gnome_libsecret') as never,
    encryptString(text: string): Buffer {
      fake.encrypted++;
      const hex = Buffer.from(text, 'utf8').toString('hex').split('').reverse().join('');
      return Buffer.from(CIPHER_MARK + hex, 'utf8');
    },
    decryptString(data: Buffer): string {
      const text = data.toString('utf8');
      if (!text.startsWith(CIPHER_MARK))
        throw new Error('Error while decrypting the ciphertext provided to safeStorage.decryptString.');
      return Buffer.from(text.slice(CIPHER_MARK.length).split('').reverse().join(''), 'hex').toString('utf8');
    },
  };
  return fake;
}

type Listener = (event: SenderEvent, ...args: unknown[]) => Promise<unknown>;

/** An ipcMain that lets a test invoke a channel as a given sender would. */
export function fakeIpcMain(): IpcMainLike & {
  channels(): string[];
  invoke(channel: string, event: SenderEvent, ...args: unknown[]): Promise<unknown>;
} {
  const listeners = new Map<string, Listener>();
  return {
    handle: (channel, listener) => {
      if (listeners.has(channel)) throw new Error(`second handler for ${channel}`);
      listeners.set(channel, listener);
    },
    removeHandler: (channel) => void listeners.delete(channel),
    channels: () => [...listeners.keys()],
    invoke: (channel, event, ...args) => {
      const listener = listeners.get(channel);
      if (!listener) throw new Error(`No handler registered for '${channel}'`);
      return listener(event, ...args);
    },
  };
}

/** An IPC event from a window's top frame showing `url`. */
export function senderEvent(url: string, webContentsId = 1): SenderEvent {
  const frame = { url, processId: 4, routingId: 1 };
  return { sender: { id: webContentsId, mainFrame: frame }, senderFrame: { ...frame } };
}
