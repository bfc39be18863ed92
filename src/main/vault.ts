import type { SafeStorage } from 'electron';
import type { Log } from './log';
import { readSection, writeSection, type KeyValueStore } from './store/schema';

/** The part of Electron's safeStorage the vault uses (faked in tests). */
export type SafeStorageLike = Pick<SafeStorage, 'isEncryptionAvailable' | 'encryptString' | 'decryptString'> &
  Partial<Pick<SafeStorage, 'getSelectedStorageBackend'>>;

/** The refresh token (`jrt` cookie) of each backend origin. Lives only in main. */
export interface Vault {
  get(origin: string): string | null;
  set(origin: string, token: string): void;
  delete(origin: string): void;
  /** Whether tokens survive a restart (false: memory only, see createVault). */
  persists(): boolean;
}

export interface VaultOptions {
  safeStorage: SafeStorageLike;
  store: KeyValueStore;
  log: Log;
  platform?: NodeJS.Platform;
}

/**
 * Keeps each backend's refresh token encrypted with the OS keychain (safeStorage) in the store.
 *
 * When encryption is not available — or on Linux when Chromium fell back to `basic_text`, whose
 * key is a constant compiled into every Chromium, so "encrypted" is only obfuscation — the token
 * is kept in memory for this session only and nothing is written: the user logs in again after a
 * restart rather than having a usable refresh token lying on disk. Decrypted tokens are cached in
 * memory so each request does not go back to the keychain.
 */
export function createVault({ safeStorage, store, log, platform = process.platform }: VaultOptions): Vault {
  const memory = new Map<string, string>();
  let warned = false;

  const persists = (): boolean => {
    const secure =
      safeStorage.isEncryptionAvailable() &&
      !(platform === 'linux' && safeStorage.getSelectedStorageBackend?.() === 'basic_text');
    if (!secure && !warned) {
      warned = true;
      log.warn('no OS keychain encryption available: the session is kept in memory only and ends with the app');
    }
    return secure;
  };

  const removePersisted = (origin: string): void => {
    const vault = readSection(store, 'vault');
    if (!Object.hasOwn(vault, origin)) return;
    const { [origin]: _removed, ...rest } = vault;
    writeSection(store, 'vault', rest);
  };

  return {
    persists,
    get(origin) {
      const cached = memory.get(origin);
      if (cached !== undefined) return cached;
      const vault = readSection(store, 'vault');
      if (!Object.hasOwn(vault, origin) || !persists()) return null;
      try {
        const token = safeStorage.decryptString(Buffer.from(vault[origin], 'base64'));
        memory.set(origin, token);
        return token;
      } catch (error) {
        // Keychain changed or entry damaged: the token is unusable, so forget it (the user logs in).
        log.warn(`refresh token for ${origin} could not be decrypted; forgetting it`, error);
        removePersisted(origin);
        return null;
      }
    },
    set(origin, token) {
      memory.set(origin, token);
      if (!persists()) {
        removePersisted(origin); // an older ciphertext would be stale now
        return;
      }
      const ciphertext = safeStorage.encryptString(token).toString('base64');
      writeSection(store, 'vault', { ...readSection(store, 'vault'), [origin]: ciphertext });
    },
    delete(origin) {
      memory.delete(origin);
      removePersisted(origin);
    },
  };
}
