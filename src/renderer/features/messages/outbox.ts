import type { Message } from '@shared/api/message';
import { sendMedia, sendMessage } from './api';
import {
  classifySendFailure,
  retryDelayMs,
  statusAfterFailure,
  type OutgoingMedia,
  type OutgoingMessage,
  type QuotedRef,
} from './outgoing';
import { clearReplyTo, getReplyTo } from './replyTo';
import { addOutgoing, updateOutgoing, useMessages } from './store';

/** What the composer hands over to be sent. */
export interface OutgoingInput {
  ticketId: number;
  /** The text, or a file's caption (may be empty with a file). */
  body: string;
  isPrivate?: boolean;
  /**
   * The message answered. Left out: the ticket's current reply-to (useReplyTo), cleared once the
   * message is in the conversation. `null`: no quote whatever the reply-to says.
   */
  quotedMsg?: Message | QuotedRef | null;
  /** One file (multipart `medias`); several files are several calls. */
  media?: OutgoingMedia | null;
  /** A contact card, sent as the family's JSON `vCard` field. */
  vCard?: unknown;
}

/** How sendOutgoing ends: accepted by the server, or held in the outbox (queued or failed, visible, retryable). */
export type SendOutcome = 'sent' | 'queued';

interface Waiter {
  resolve(outcome: SendOutcome): void;
  reject(error: unknown): void;
}
const waiters = new Map<string, Waiter>();
/** One drain per ticket at a time, so a ticket's messages leave in the order they were typed. */
const drains = new Map<number, Promise<void>>();
let retryTimer: ReturnType<typeof setTimeout> | null = null;

const isOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false;

function settle(clientId: string, outcome: SendOutcome | { error: unknown }) {
  const waiter = waiters.get(clientId);
  if (!waiter) return;
  waiters.delete(clientId);
  if (typeof outcome === 'string') waiter.resolve(outcome);
  else waiter.reject(outcome.error);
}

/** Whether an entry is still in the outbox (the server's copy settles it, maybe before the POST's reply). */
const isHeld = (clientId: string) => useMessages.getState().outgoing.some((o) => o.clientId === clientId);

/** Everything still queued for a ticket is, for its sender, safely held: 'queued'. */
function settleQueued(ticketId: number) {
  for (const o of useMessages.getState().outgoing) {
    if (o.ticketId === ticketId && o.status === 'queued') settle(o.clientId, 'queued');
  }
}

function post(entry: OutgoingMessage) {
  const quoted = entry.quotedMsg ? { quotedMsg: entry.quotedMsg } : {};
  if (entry.media) {
    return sendMedia(entry.ticketId, entry.media, {
      body: entry.body,
      isPrivate: entry.isPrivate,
      clientId: entry.clientId,
      quotedMsgId: entry.quotedMsg?.id,
    });
  }
  return sendMessage(entry.ticketId, {
    body: entry.body,
    clientId: entry.clientId,
    ...(entry.isPrivate ? { isPrivate: 'true' as const } : {}),
    ...quoted,
    ...(entry.vCard != null ? { vCard: entry.vCard } : {}),
  });
}

function scheduleRetry(attempts: number) {
  if (retryTimer) return;
  retryTimer = setTimeout(() => {
    retryTimer = null;
    flushOutbox();
  }, retryDelayMs(attempts));
}

/** Sends a ticket's queued messages oldest first; stops at the first that cannot go (the connection is the problem). */
async function drain(ticketId: number): Promise<void> {
  for (;;) {
    const entry = useMessages.getState().outgoing.find((o) => o.ticketId === ticketId && o.status === 'queued');
    if (!entry) return;
    if (!isOnline()) return settleQueued(ticketId);
    const attempts = entry.attempts + 1;
    updateOutgoing(entry.clientId, { status: 'sending', attempts });
    try {
      await post(entry);
      // The server's copy may have come over the socket before this reply: then the entry is gone.
      if (isHeld(entry.clientId)) updateOutgoing(entry.clientId, { status: 'sent', error: null });
      settle(entry.clientId, 'sent');
    } catch (error) {
      // Its copy came first (deployed backends emit before they answer): it is stored, whatever this reply says.
      if (!isHeld(entry.clientId)) {
        settle(entry.clientId, 'sent');
        continue;
      }
      const next = statusAfterFailure(classifySendFailure(error), useMessages.getState().dedupes, attempts);
      if (next === 'refused') {
        updateOutgoing(entry.clientId, null);
        settle(entry.clientId, { error });
        continue;
      }
      updateOutgoing(entry.clientId, { status: next, error });
      settle(entry.clientId, 'queued');
      settleQueued(ticketId);
      if (next === 'queued') scheduleRetry(attempts);
      return;
    }
  }
}

/** Starts (or joins) the drain of a ticket's queue. */
function flushTicket(ticketId: number): Promise<void> {
  const previous = drains.get(ticketId) ?? Promise.resolve();
  const next = previous.then(() => drain(ticketId));
  const tail = next.catch(() => undefined);
  drains.set(ticketId, tail);
  void tail.then(() => {
    if (drains.get(ticketId) === tail) drains.delete(ticketId);
  });
  return next;
}

/** Sends every queued message (back online, socket reconnected, retry timer). */
export function flushOutbox(): void {
  const tickets = new Set(useMessages.getState().outgoing.filter((o) => o.status === 'queued').map((o) => o.ticketId));
  for (const ticketId of tickets) void flushTicket(ticketId);
}

/**
 * Sends a message typed here. It shows at once in the conversation, carries a client id (so a
 * retry cannot post it twice on a backend that keeps it, the reference server) and is replaced
 * by the server's copy when that arrives.
 *
 * Resolves 'sent' once the server accepted it, or 'queued' when it is held in the outbox instead
 * (offline, no connection, or a failure that may or may not have reached the server: shown as
 * queued or failed, with Retry): either way the message is safe and the composer may clear its
 * text. Rejects only on a definitive refusal (a 4xx): the message leaves the conversation and the
 * composer keeps the text and shows the error.
 */
export function sendOutgoing(input: OutgoingInput): Promise<SendOutcome> {
  const quotedMsg = input.quotedMsg === undefined ? getReplyTo(input.ticketId) : input.quotedMsg;
  const entry: OutgoingMessage = {
    clientId: crypto.randomUUID(),
    ticketId: input.ticketId,
    body: input.body,
    isPrivate: input.isPrivate ?? false,
    quotedMsg: quotedMsg ?? null,
    media: input.media ?? null,
    vCard: input.vCard ?? null,
    createdAt: new Date().toISOString(),
    status: 'queued',
    attempts: 0,
    error: null,
  };
  const outcome = new Promise<SendOutcome>((resolve, reject) => waiters.set(entry.clientId, { resolve, reject }));
  addOutgoing(entry);
  if (input.quotedMsg === undefined && quotedMsg) clearReplyTo(input.ticketId);
  void flushTicket(entry.ticketId);
  return outcome;
}

/** The user's Retry on a queued or failed message: it goes out again with the same client id. */
export function retryOutgoing(clientId: string): void {
  const entry = useMessages.getState().outgoing.find((o) => o.clientId === clientId);
  if (!entry || entry.status === 'sending' || entry.status === 'sent') return;
  updateOutgoing(clientId, { status: 'queued', attempts: 0 });
  void flushTicket(entry.ticketId);
}

/** The user gives up a message that was not accepted. */
export function discardOutgoing(clientId: string): void {
  const entry = useMessages.getState().outgoing.find((o) => o.clientId === clientId);
  if (!entry || entry.status === 'sending' || entry.status === 'sent') return;
  updateOutgoing(clientId, null);
}

/** Tests: forget timers and waiters. */
export function resetOutboxRuntime(): void {
  if (retryTimer) clearTimeout(retryTimer);
  retryTimer = null;
  waiters.clear();
  drains.clear();
}
