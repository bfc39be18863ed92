import type { Message } from '@shared/api/message';
import { ApiError } from '@renderer/api';

/** The message being answered, as much of it as a quote needs (a restored outbox keeps only this). */
export type QuotedRef = Pick<Message, 'id'> & Partial<Pick<Message, 'body' | 'fromMe' | 'mediaType' | 'contact' | 'mediaUrl' | 'mediaName'>>;

/** A file sent with a message: one file per message (the composer sends several as several). */
export interface OutgoingMedia {
  file: Blob;
  name: string;
}

/**
 * A message typed here, from the moment it is handed over until the server's copy replaces it.
 * - `queued`: not sent yet (offline, or the connection failed before any reply); sent by itself
 *   when the connection is back.
 * - `sending`: a request is on its way.
 * - `failed`: the server may or may not have it (a 5xx or a timeout on a backend that does not
 *   recognise the client id): the user decides with Retry.
 * - `sent`: accepted; waiting for the server's copy (socket or page) to take its place.
 */
export type OutgoingStatus = 'queued' | 'sending' | 'failed' | 'sent';

export interface OutgoingMessage {
  clientId: string;
  ticketId: number;
  body: string;
  isPrivate: boolean;
  quotedMsg: QuotedRef | null;
  media: OutgoingMedia | null;
  /** A contact card sent as the family's `vCard` field. */
  vCard: unknown;
  createdAt: string;
  status: OutgoingStatus;
  attempts: number;
  /** The last failure, as translated text for the bubble's tooltip. */
  error: unknown;
}

/** How a failed send ended, as far as can be known. */
export type FailureClass =
  /** The server refused it for good (4xx): the composer keeps the text. */
  | 'refused'
  /** No reply at all (the connection failed, the page is offline): it surely did not arrive. */
  | 'unsent'
  /** A reply that is no answer (5xx) or none in time: it may have arrived. */
  | 'uncertain';

/** Statuses a server answers when it did not process the request: safe to send again. */
const NOT_PROCESSED = new Set([408, 425, 429]);

export function classifySendFailure(error: unknown): FailureClass {
  if (error instanceof ApiError) {
    if (error.kind === 'network') return /timed? ?out/i.test(error.message) ? 'uncertain' : 'unsent';
    if (error.kind === 'http' && error.status !== null) {
      if (NOT_PROCESSED.has(error.status)) return 'unsent';
      if (error.status >= 500) return 'uncertain';
      return 'refused';
    }
    if (error.kind === 'platform') return 'refused';
  }
  return 'uncertain';
}

/** An automatic retry of a message that may have arrived happens only this often, then the user decides. */
export const MAX_AUTOMATIC_ATTEMPTS = 5;

/**
 * The status after a failed attempt. On a backend that dedupes by client id (it echoes our
 * clientId back: the reference server) a retry can never post twice, so everything that was
 * not refused is retried automatically (a few times). On any other backend only what surely did
 * not arrive is; what may have arrived waits for the user (failed, with Retry).
 */
export function statusAfterFailure(failure: FailureClass, dedupes: boolean, attempts: number): OutgoingStatus | 'refused' {
  if (failure === 'refused') return 'refused';
  if (failure === 'unsent') return 'queued';
  return dedupes && attempts < MAX_AUTOMATIC_ATTEMPTS ? 'queued' : 'failed';
}

/** A persisted entry found after a restart: one that was on its way may have arrived. */
export function statusAfterRestart(status: 'queued' | 'sending' | 'failed', dedupes: boolean): OutgoingStatus {
  if (status === 'sending') return dedupes ? 'queued' : 'failed';
  return status;
}

/** Delay before the next automatic attempt: 2 s, doubling, at most 30 s. */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000, 2000 * 2 ** Math.max(0, attempts - 1));
}
