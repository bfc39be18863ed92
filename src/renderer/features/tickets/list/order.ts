import type { Ticket } from '@shared/api/ticket';
import type { SortOrder } from './filters';

type Keyed = Pick<Ticket, 'id' | 'updatedAt'>;

// Ticket copies are immutable, so the parsed time of each is computed once.
const times = new WeakMap<Keyed, number>();

/** updatedAt in milliseconds (a bad timestamp sorts as the oldest). */
export function timeOf(ticket: Keyed): number {
  let ms = times.get(ticket);
  if (ms === undefined) {
    ms = Date.parse(ticket.updatedAt);
    if (Number.isNaN(ms)) ms = 0;
    times.set(ticket, ms);
  }
  return ms;
}

/** The server's order (updatedAt, then id, both ASC or both DESC): negative when `a` comes first. */
export function compareTickets(a: Keyed, b: Keyed, sort: SortOrder): number {
  const d = timeOf(a) - timeOf(b) || a.id - b.id;
  return sort === 'ASC' ? d : -d;
}

/** Where `ticket` goes in `ids` (sorted by `sort`), by binary search. */
export function insertionIndex(ids: readonly number[], ticket: Keyed, byId: Record<number, Keyed>, sort: SortOrder): number {
  let lo = 0;
  let hi = ids.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (compareTickets(byId[ids[mid]], ticket, sort) < 0) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Index of `ticket` (the copy the list was sorted with) in `ids`, or -1. */
export function positionOf(ids: readonly number[], ticket: Keyed, byId: Record<number, Keyed>, sort: SortOrder): number {
  const at = insertionIndex(ids, ticket, byId, sort);
  if (ids[at] === ticket.id) return at;
  // Not where its copy says (should not happen): fall back to a scan rather than lose it.
  return ids.indexOf(ticket.id);
}
