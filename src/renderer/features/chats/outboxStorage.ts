import { DRAFT_MAX_CHARS, OUTBOX_MAX, type ScopedValue } from '@shared/local/schema';
import { statusAfterRestart } from '@renderer/features/messages';
import { getPlatform } from '@renderer/platform';
import { flushChatOutbox } from './outbox';
import { useChats, type ChatOutgoing } from './store';

type Saved = ScopedValue<'chatOutbox'>;

/** What of the outbox goes to the machine: every entry not yet accepted ('sent' ones wait only for their copy). */
export function toSaved(outgoing: readonly ChatOutgoing[], dedupes: boolean): Saved {
  const messages = outgoing
    .filter((o): o is ChatOutgoing & { status: 'queued' | 'sending' | 'failed' } => o.status !== 'sent')
    .filter((o) => o.message.length <= DRAFT_MAX_CHARS)
    .slice(-OUTBOX_MAX)
    .map(({ clientId, chatId, message, createdAt, status }) => ({ clientId, chatId, message, createdAt, status }));
  return { dedupes, messages };
}

/**
 * Keeps the chat outbox on the machine for this backend, company and user (scope), as the ticket
 * outbox is kept: restores what the last run left unsent (one that was on its way is queued again
 * where the backend dedupes, failed otherwise), writes every change, and sends what is queued.
 * Returns the stop.
 */
export function keepChatOutbox(scope: string): () => void {
  let ready = false;
  let stopped = false;
  let writing: Promise<unknown> = Promise.resolve();
  const persist = () => {
    if (!ready || stopped) return;
    const { outgoing, dedupes } = useChats.getState();
    const value = toSaved(outgoing, dedupes);
    writing = writing
      .then(() => getPlatform().setScoped(scope, 'chatOutbox', value))
      .catch((error: unknown) => console.warn('chat outbox not saved', error));
  };
  const off = useChats.subscribe((state, previous) => {
    if (state.outgoing !== previous.outgoing || state.dedupes !== previous.dedupes) persist();
  });
  void getPlatform()
    .getScoped(scope, 'chatOutbox')
    .catch((): Saved => ({ dedupes: false, messages: [] }))
    .then((saved) => {
      if (stopped) return;
      useChats.setState((s) => {
        const held = new Set(s.outgoing.map((o) => o.clientId));
        const restored = saved.messages
          .filter((m) => !held.has(m.clientId))
          .map((m) => ({ ...m, status: statusAfterRestart(m.status, saved.dedupes), attempts: 0, error: null }));
        return { outgoing: [...restored, ...s.outgoing], dedupes: s.dedupes || saved.dedupes };
      });
      ready = true;
      persist();
      flushChatOutbox();
    });
  return () => {
    stopped = true;
    off();
    // Saved for this scope already; another user must not inherit it.
    useChats.setState({ outgoing: [], dedupes: false });
  };
}
