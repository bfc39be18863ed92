/**
 * Where the outbox keeps the bytes of files not sent yet, so a photo, a recording or a document
 * queued while offline survives a reload or a restart like a text does (issue 4: nothing lost).
 * The local store holds the outbox's JSON; the bytes go to the renderer's IndexedDB (in the
 * desktop app it lives in the profile folder), keyed by scope and client id.
 */
export interface OutboxFiles {
  put(key: string, file: Blob): Promise<void>;
  get(key: string): Promise<Blob | null>;
  /** Every key starting with `prefix`. */
  keys(prefix: string): Promise<string[]>;
  delete(key: string): Promise<void>;
}

export const fileKey = (scope: string, clientId: string) => `${scope}\u0000${clientId}`;
export const scopePrefix = (scope: string) => `${scope}\u0000`;

/** An in-memory store: where IndexedDB is missing (or refused), and in tests. */
export function memoryOutboxFiles(): OutboxFiles {
  const files = new Map<string, Blob>();
  return {
    put: async (key, file) => void files.set(key, file),
    get: async (key) => files.get(key) ?? null,
    keys: async (prefix) => [...files.keys()].filter((k) => k.startsWith(prefix)),
    delete: async (key) => void files.delete(key),
  };
}

const DB = 'balcao-outbox';
const STORE = 'files';

function request<T>(r: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    r.onsuccess = () => resolve(r.result);
    r.onerror = () => reject(r.error ?? new Error('IndexedDB request failed'));
  });
}

/** The IndexedDB store, or the in-memory one where the page has no IndexedDB. */
export function indexedDbOutboxFiles(idb: IDBFactory | undefined = globalThis.indexedDB): OutboxFiles {
  if (!idb) return memoryOutboxFiles();
  let opened: Promise<IDBDatabase> | null = null;
  const db = () =>
    (opened ??= new Promise<IDBDatabase>((resolve, reject) => {
      const open = idb.open(DB, 1);
      open.onupgradeneeded = () => open.result.createObjectStore(STORE);
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error ?? new Error('IndexedDB unavailable'));
    }));
  const run = async <T>(mode: IDBTransactionMode, op: (s: IDBObjectStore) => IDBRequest<T>): Promise<T> =>
    request(op((await db()).transaction(STORE, mode).objectStore(STORE)));
  return {
    put: async (key, file) => void (await run('readwrite', (s) => s.put(file, key))),
    get: async (key) => ((await run('readonly', (s) => s.get(key))) as Blob | undefined) ?? null,
    keys: async (prefix) =>
      ((await run('readonly', (s) => s.getAllKeys(IDBKeyRange.bound(prefix, `${prefix}\uffff`)))) as string[]).filter(
        (k) => typeof k === 'string',
      ),
    delete: async (key) => void (await run('readwrite', (s) => s.delete(key))),
  };
}

let current: OutboxFiles | null = null;
export function outboxFiles(): OutboxFiles {
  return (current ??= indexedDbOutboxFiles());
}
/** Tests put an in-memory store in place. */
export function setOutboxFiles(files: OutboxFiles | null): void {
  current = files;
}
