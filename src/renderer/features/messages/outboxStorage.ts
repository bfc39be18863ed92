import { OUTBOX_MAX, type ScopedValue } from '@shared/local/schema';
import { statusAfterRestart, type OutgoingMessage } from './outgoing';

type Persisted = ScopedValue<'outbox'>;

/**
 * What of the outbox is kept on the machine: text messages not accepted yet. Media stay in
 * memory only (a file picked in a dialog cannot be read again after a restart); accepted ones
 * ('sent') are the server's now.
 */
export function toPersisted(outgoing: readonly OutgoingMessage[], dedupes: boolean): Persisted {
  const messages = outgoing
    .filter((o) => o.media === null && o.vCard == null && o.status !== 'sent')
    .slice(-OUTBOX_MAX)
    .map((o) => ({
      clientId: o.clientId,
      ticketId: o.ticketId,
      body: o.body,
      isPrivate: o.isPrivate,
      quotedMsg: o.quotedMsg
        ? { id: o.quotedMsg.id, body: o.quotedMsg.body ?? '', fromMe: o.quotedMsg.fromMe ?? false, mediaType: o.quotedMsg.mediaType ?? 'chat' }
        : null,
      createdAt: o.createdAt,
      status: o.status as 'queued' | 'sending' | 'failed',
    }));
  return { dedupes, messages };
}

/** The outbox found after a restart: a message that was on its way may have arrived (statusAfterRestart). */
export function fromPersisted(value: Persisted): OutgoingMessage[] {
  return value.messages.map((m) => ({
    ...m,
    media: null,
    vCard: null,
    status: statusAfterRestart(m.status, value.dedupes),
    attempts: 0,
    error: null,
  }));
}
