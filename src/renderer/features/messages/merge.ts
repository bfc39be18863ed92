import { LIMITS } from '@shared/domain/constants';
import type { Message } from '@shared/api/message';
import type { OutgoingMessage, OutgoingStatus } from './outgoing';

/**
 * Each message's time, parsed once: a page merged into a long conversation sorts it all again, and
 * parsing two dates per comparison was most of a 5,000-message conversation's paging (issue 18).
 * Messages are never changed in place (a change is a new object), so the time stays right.
 */
const times = new WeakMap<Message, number>();
function timeOf(message: Message): number {
  let time = times.get(message);
  if (time === undefined) {
    time = Date.parse(message.createdAt);
    times.set(message, time);
  }
  return time;
}

/** Text ids in "numeric" order; one collator, not one per comparison as `localeCompare` with options builds. */
let textIds: Intl.Collator | null = null;

/** Oldest first; ties by id (numeric ids in number order). */
export function orderMessages(a: Message, b: Message): number {
  const byTime = timeOf(a) - timeOf(b);
  if (byTime !== 0) return byTime;
  if (typeof a.id === 'number' && typeof b.id === 'number') return a.id - b.id;
  textIds ??= new Intl.Collator(undefined, { numeric: true });
  return textIds.compare(String(a.id), String(b.id));
}

const stamp = (m: Message) => (m.updatedAt ? Date.parse(m.updatedAt) : NaN);

/**
 * One message from two copies. A copy older than the one held (by updatedAt) does not win: a
 * page fetched before an ack event must not bring the old ack back. Events often carry less than
 * pages (no quoted message, no contact): what the newer copy lacks is kept from the older.
 */
export function mergeMessage(held: Message | undefined, incoming: Message): Message {
  if (!held) return incoming;
  if (stamp(incoming) < stamp(held)) return held;
  return {
    ...held,
    ...incoming,
    quotedMsg: incoming.quotedMsg ?? held.quotedMsg,
    contact: incoming.contact ?? held.contact,
  };
}

/** Upsert by id, kept in order, each id once. */
export function mergeMessageLists(held: readonly Message[], incoming: readonly Message[]): Message[] {
  const byId = new Map(held.map((m) => [String(m.id), m]));
  for (const message of incoming) byId.set(String(message.id), mergeMessage(byId.get(String(message.id)), message));
  return [...byId.values()].sort(orderMessages);
}

/**
 * Whether a stored message (from a backend that does not echo client ids) is the server's copy of
 * an outgoing one, by the fields the backend stores: the same privacy; a contact card for a card;
 * for a file, its caption or, without one, the file name the family stores as the body; otherwise
 * the same text.
 */
function sameContent(o: OutgoingMessage, message: Message): boolean {
  if (message.isPrivate !== o.isPrivate) return false;
  const body = message.body.trim();
  if (o.vCard) return message.mediaType === 'contactMessage' || body.startsWith('BEGIN:VCARD');
  if (o.media) return Boolean(message.mediaUrl) && (body === o.body.trim() || (!o.body.trim() && (body === '' || body === o.media.name)));
  return !message.mediaUrl && body === o.body.trim();
}

/**
 * Statuses whose message may already be stored. A deployed backend emits the `create` of a sent
 * message before it answers the POST (CONTRACT.md "Errors"), so a copy can come while the entry is
 * still 'sending': whichever of the two arrives first settles it.
 */
const ON_ITS_WAY: ReadonlySet<OutgoingStatus> = new Set(['sending', 'sent']);

/**
 * Outgoing copies the server's messages replace: by clientId on a backend that keeps it, else
 * (a backend that ignores it) the oldest copy on its way with the same content. Only a message the
 * conversation did not hold yet (`held`: ids before this merge) can be that copy: a page repeating
 * an older identical text must not settle a message whose POST may still fail.
 */
export function settleOutgoing(
  outgoing: readonly OutgoingMessage[],
  ticketId: number,
  incoming: readonly Message[],
  held: ReadonlySet<string> = new Set(),
): OutgoingMessage[] {
  let rest = [...outgoing];
  for (const message of incoming) {
    if (!message.fromMe) continue;
    const match = message.clientId
      ? rest.find((o) => o.clientId === message.clientId)
      : held.has(String(message.id))
        ? undefined
        : rest.find((o) => o.ticketId === ticketId && ON_ITS_WAY.has(o.status) && sameContent(o, message));
    if (match) rest = rest.filter((o) => o !== match);
  }
  return rest;
}

/**
 * The server page holding the next older message. Pages count from the newest, 20 each; the
 * `known` newest messages are held, so the next older one sits at offset `known`. Counting rather
 * than remembering page numbers keeps paging right when messages arrived since (they shift every
 * page by one): a page may then repeat a few known ones, merged away, but never skips one.
 */
export function olderPageNumber(known: number): number {
  return Math.floor(known / LIMITS.messagesPageSize) + 1;
}

/** Whether a fetched page reaches back to a message already held (a resync can stop there). */
export function reachesKnown(page: readonly Message[], knownIds: ReadonlySet<string>): boolean {
  return page.some((m) => knownIds.has(String(m.id)));
}
