import { localScope } from '@shared/local/schema';
import { useSession } from '@renderer/session';
import { getPlatform } from '@renderer/platform';
import { flushOutbox } from './outbox';
import { fileKey, outboxFiles, scopePrefix } from './outboxFiles';
import { fromPersisted, toPersisted } from './outboxStorage';
import { resetMessages, restoreOutgoing, setDedupes, useMessages } from './store';

let started = false;

function scopeOf(): string | null {
  const { backendUrl, user } = useSession.getState();
  if (!backendUrl || !user) return null;
  return localScope(new URL(backendUrl).origin, user.companyId, user.id);
}

/**
 * The outbox's life around the session: restores the unsent messages kept for this backend,
 * company and user, keeps them on the machine as they change, and sends what is queued when the
 * page comes back online and after every socket (re)connect. Idempotent: the conversation and
 * sendOutgoing start it; the app shell may start it at sign-in so a restored outbox goes out on
 * any screen.
 */
export function startOutbox(): void {
  if (started) return;
  started = true;
  let scope: string | null = null;
  /** The scope's saved outbox has been read: before that, writing would overwrite it. */
  let ready = false;
  /** Writes are chained so an older snapshot never lands after a newer one. */
  let writing: Promise<unknown> = Promise.resolve();
  let offResync: (() => void) | null = null;

  /** Keys of the file bytes stored (this run's writes and what the scope held when it was read). */
  const storedFiles = new Set<string>();

  /**
   * The bytes of unsent files first, then the outbox that names them; bytes no longer named go.
   * Works from `storedFiles`, so a save touches the file store only when something changed.
   */
  const saveFiles = async (target: string, keep: { clientId: string; file: Blob }[]) => {
    const files = outboxFiles();
    for (const { clientId, file } of keep) {
      const key = fileKey(target, clientId);
      if (storedFiles.has(key)) continue;
      await files.put(key, file);
      storedFiles.add(key);
    }
    const wanted = new Set(keep.map(({ clientId }) => fileKey(target, clientId)));
    for (const key of [...storedFiles])
      if (key.startsWith(scopePrefix(target)) && !wanted.has(key)) {
        await files.delete(key);
        storedFiles.delete(key);
      }
  };

  const persist = () => {
    if (!scope || !ready) return;
    const target = scope;
    const { outgoing, dedupes } = useMessages.getState();
    const value = toPersisted(outgoing, dedupes);
    const named = new Set(value.messages.filter((m) => m.media).map((m) => m.clientId));
    const keep = outgoing.flatMap((o) => (o.media && named.has(o.clientId) ? [{ clientId: o.clientId, file: o.media.file }] : []));
    writing = writing
      .then(() => saveFiles(target, keep).catch((error: unknown) => console.warn('outbox files not saved', error)))
      .then(() => getPlatform().setScoped(target, 'outbox', value))
      .catch((error: unknown) => {
        console.warn('outbox not saved', error);
      });
  };

  /** The stored bytes of the files the saved outbox names (all the scope holds is remembered, to be cleaned). */
  const loadFiles = async (target: string, saved: { messages: { clientId: string; media?: unknown }[] }) => {
    const found = new Map<string, Blob>();
    const held = await outboxFiles()
      .keys(scopePrefix(target))
      .catch(() => []);
    held.forEach((key) => storedFiles.add(key));
    for (const m of saved.messages) {
      if (!m.media) continue;
      const key = fileKey(target, m.clientId);
      const file = await outboxFiles()
        .get(key)
        .catch(() => null);
      if (file) {
        found.set(m.clientId, file);
        storedFiles.add(key);
      }
    }
    return found;
  };

  const onScope = async () => {
    const next = scopeOf();
    if (next === scope) return;
    if (scope) resetMessages();
    scope = next;
    ready = false;
    if (!next) return;
    const saved = await getPlatform()
      .getScoped(next, 'outbox')
      .catch(() => null);
    const files = await loadFiles(next, saved ?? { messages: [] });
    if (scope !== next) return;
    ready = true;
    if (saved) {
      if (saved.dedupes) setDedupes(true);
      restoreOutgoing(fromPersisted(saved, files));
    }
    persist();
    flushOutbox();
  };

  const onRealtime = () => {
    offResync?.();
    offResync = useSession.getState().realtime?.onResync(() => flushOutbox()) ?? null;
  };

  useSession.subscribe((state, previous) => {
    if (state.user !== previous.user || state.backendUrl !== previous.backendUrl) void onScope();
    if (state.realtime !== previous.realtime) onRealtime();
  });
  useMessages.subscribe((state, previous) => {
    if (state.outgoing !== previous.outgoing || state.dedupes !== previous.dedupes) persist();
  });
  if (typeof window !== 'undefined') window.addEventListener('online', () => flushOutbox());
  void onScope();
  onRealtime();
}
