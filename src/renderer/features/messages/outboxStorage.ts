import { OUTBOX_MAX, type ScopedValue } from '@shared/local/schema';
import { statusAfterRestart, type OutgoingMessage } from './outgoing';

type Persisted = ScopedValue<'outbox'>;
type Card = { name: string; number: string };

const isCard = (v: unknown): v is Card =>
  typeof v === 'object' && v !== null && typeof (v as Card).name === 'string' && typeof (v as Card).number === 'string';

/**
 * What of the outbox is kept on the machine: every message not accepted yet ('sent' ones are the
 * server's now). A file is described here ({name, type}); its bytes are kept apart
 * (outboxFiles.ts) under its client id. A contact card is kept whole.
 */
export function toPersisted(outgoing: readonly OutgoingMessage[], dedupes: boolean): Persisted {
  const messages = outgoing
    .filter((o) => o.status !== 'sent' && (o.vCard == null || isCard(o.vCard)))
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
      media: o.media ? { name: o.media.name, type: o.media.file.type } : null,
      vCard: isCard(o.vCard) ? { name: o.vCard.name, number: o.vCard.number } : null,
    }));
  return { dedupes, messages };
}

/**
 * The outbox found after a restart: a message that was on its way may have arrived
 * (statusAfterRestart). `files` holds the bytes found for each client id; a file message whose
 * bytes are gone cannot be sent again and is left out.
 */
export function fromPersisted(value: Persisted, files: ReadonlyMap<string, Blob> = new Map()): OutgoingMessage[] {
  return value.messages.flatMap((m) => {
    const file = m.media ? files.get(m.clientId) : undefined;
    if (m.media && !file) return [];
    return [
      {
        clientId: m.clientId,
        ticketId: m.ticketId,
        body: m.body,
        isPrivate: m.isPrivate,
        quotedMsg: m.quotedMsg,
        createdAt: m.createdAt,
        media: m.media && file ? { file, name: m.media.name } : null,
        vCard: m.vCard ?? null,
        status: statusAfterRestart(m.status, value.dedupes),
        attempts: 0,
        error: null,
      },
    ];
  });
}
