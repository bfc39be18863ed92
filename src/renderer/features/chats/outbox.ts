import { classifySendFailure, retryDelayMs, statusAfterFailure } from '@renderer/features/messages';
import { sendChatMessage } from './api';
import { addChatOutgoing, mergeChatMessages, updateChatOutgoing, useChats } from './store';

/**
 * The internal chat's outbox, with the ticket conversation's guarantees and its send policy
 * (features/messages outgoing.ts): a message shows at once, carries a client id, leaves in the
 * order typed (one drain per chat), waits 'queued' while there is no connection and goes by
 * itself when it is back (reconnect, online, retry timer), and is 'failed' with Retry when it may
 * or may not have arrived on a backend that does not recognise client ids. A 4xx refuses it: it
 * leaves and the composer gets its text back.
 */
const drains = new Map<number, Promise<void>>();
let retryTimer: ReturnType<typeof setTimeout> | null = null;

const isOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false;
const isHeld = (clientId: string) => useChats.getState().outgoing.some((o) => o.clientId === clientId);

function scheduleRetry(attempts: number) {
  if (retryTimer) return;
  retryTimer = setTimeout(() => {
    retryTimer = null;
    flushChatOutbox();
  }, retryDelayMs(attempts));
}

async function drain(chatId: number, onRefused: (text: string, error: unknown) => void): Promise<void> {
  for (;;) {
    const entry = useChats.getState().outgoing.find((o) => o.chatId === chatId && o.status === 'queued');
    if (!entry || !isOnline()) return;
    const attempts = entry.attempts + 1;
    updateChatOutgoing(entry.clientId, { status: 'sending', attempts });
    try {
      const stored = await sendChatMessage(chatId, entry.message, entry.clientId);
      // The reply is the stored copy: it takes the entry's place (the event may have done so first).
      mergeChatMessages(chatId, [{ ...stored, clientId: stored.clientId ?? entry.clientId }]);
    } catch (error) {
      if (!isHeld(entry.clientId)) continue;
      const next = statusAfterFailure(classifySendFailure(error), useChats.getState().dedupes, attempts);
      if (next === 'refused') {
        updateChatOutgoing(entry.clientId, null);
        onRefused(entry.message, error);
        continue;
      }
      updateChatOutgoing(entry.clientId, { status: next, error });
      if (next === 'queued') scheduleRetry(attempts);
      return;
    }
  }
}

let refusedHandler: (text: string, error: unknown) => void = () => undefined;

function flushChat(chatId: number): Promise<void> {
  const previous = drains.get(chatId) ?? Promise.resolve();
  const next = previous.then(() => drain(chatId, (text, error) => refusedHandler(text, error)));
  const tail = next.catch(() => undefined);
  drains.set(chatId, tail);
  return next;
}

/** Sends every queued chat message (socket reconnected, back online, retry timer). */
export function flushChatOutbox(): void {
  const chats = new Set(
    useChats
      .getState()
      .outgoing.filter((o) => o.status === 'queued')
      .map((o) => o.chatId),
  );
  for (const chatId of chats) void flushChat(chatId);
}

/** A refused message (4xx) gives its text back to whoever shows the composer. */
export function onChatMessageRefused(handler: (text: string, error: unknown) => void): () => void {
  refusedHandler = handler;
  return () => {
    if (refusedHandler === handler) refusedHandler = () => undefined;
  };
}

export function sendChatOutgoing(chatId: number, message: string): void {
  addChatOutgoing({
    clientId: crypto.randomUUID(),
    chatId,
    message,
    createdAt: new Date().toISOString(),
    status: 'queued',
    attempts: 0,
    error: null,
  });
  void flushChat(chatId);
}

export function retryChatOutgoing(clientId: string): void {
  const entry = useChats.getState().outgoing.find((o) => o.clientId === clientId);
  if (!entry || entry.status === 'sending' || entry.status === 'sent') return;
  updateChatOutgoing(clientId, { status: 'queued', attempts: 0 });
  void flushChat(entry.chatId);
}

export function discardChatOutgoing(clientId: string): void {
  const entry = useChats.getState().outgoing.find((o) => o.clientId === clientId);
  if (entry && entry.status !== 'sending') updateChatOutgoing(clientId, null);
}

if (typeof window !== 'undefined') window.addEventListener('online', () => flushChatOutbox());

/** Tests: forget timers and drains. */
export function resetChatOutboxRuntime(): void {
  if (retryTimer) clearTimeout(retryTimer);
  retryTimer = null;
  drains.clear();
  refusedHandler = () => undefined;
}
