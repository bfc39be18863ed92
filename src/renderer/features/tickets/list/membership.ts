import type { Ticket } from '@shared/api/ticket';
import { TICKET_LISTS, type TicketListName } from '@shared/domain/visibility';
import { fitsList, textMatches, type ListScope } from './filters';
import { compareTickets, insertionIndex, positionOf, timeOf } from './order';

export interface ListState {
  /** The ids shown, in the list's order (the scope's sort): maintained as tickets arrive. */
  ids: readonly number[];
  /** Last page loaded (pages from 1); 0 before the first load. */
  page: number;
  hasMore: boolean;
  loading: boolean;
  error: string | null;
  /** The server's count of the list, kept roughly right by live changes until the next page. */
  count: number;
  /** Bumped on every reset, so a reply to an older query is dropped. */
  generation: number;
}

export const emptyList = (generation = 0): ListState => ({
  ids: [],
  page: 0,
  hasMore: true,
  loading: false,
  error: null,
  count: 0,
  generation,
});

export type Lists = Record<TicketListName, ListState>;

export interface Placed {
  byId: Record<number, Ticket>;
  lists: Lists;
}

/** One ticket arriving; `text` is the body of a message that came with it (live search matching). */
export interface Incoming {
  ticket: Ticket;
  text?: string;
}

/**
 * Whether a ticket not yet listed falls inside what the list has loaded: a list that has more on
 * the server shows only down to its last loaded row; anything beyond comes with a later page.
 */
function withinWindow(list: ListState, ids: readonly number[], ticket: Ticket, byId: Record<number, Ticket>, scope: ListScope): boolean {
  if (!list.hasMore) return true;
  if (ids.length === 0) return false;
  return compareTickets(ticket, byId[ids[ids.length - 1]], scope.sort) <= 0;
}

/**
 * Applies tickets to the store: upsert by id (the newer `updatedAt` wins, a removed ticket does
 * not come back older), then for every loaded list, drop, move or insert the ticket where it now
 * belongs. `page` names the list whose server page these tickets are: the server's word places
 * them there (the client cannot search message history), unless the store already holds a newer copy.
 */
export function placeTickets(
  state: Placed & { tombstones: Record<number, number> },
  scope: ListScope,
  incoming: readonly Incoming[],
  page?: TicketListName,
): Placed {
  let byId = state.byId;
  const drafts: Partial<Record<TicketListName, ListState & { ids: number[] }>> = {};
  const idsOf = (name: TicketListName) => drafts[name]?.ids ?? state.lists[name].ids;
  const draft = (name: TicketListName) => (drafts[name] ??= { ...state.lists[name], ids: [...state.lists[name].ids] });

  for (const { ticket, text } of incoming) {
    const tomb = state.tombstones[ticket.id];
    if (tomb !== undefined && timeOf(ticket) <= tomb) continue;
    const old = byId[ticket.id];
    const fresh = !old || timeOf(ticket) >= timeOf(old);
    if (!fresh && page === undefined) continue;
    const current = fresh ? ticket : old;

    for (const name of TICKET_LISTS) {
      const list = state.lists[name];
      if (list.page === 0 && name !== page) continue;
      const ids = idsOf(name);
      const at = old ? positionOf(ids, old, byId, scope.sort) : -1;
      const member = at >= 0;
      const listedByServer = name === page && fresh;
      const fits =
        listedByServer ||
        (fitsList(current, name, scope) &&
          (name !== 'search' || member || name === page || textMatches(current, scope.filters.searchParam, text)));
      if (!member && !fits) continue;
      if (member && fits && !fresh) continue;
      const d = draft(name);
      if (member) d.ids.splice(at, 1);
      if (fits && (member || name === page || withinWindow(list, d.ids, current, byId, scope))) {
        d.ids.splice(insertionIndex(d.ids, current, byId, scope.sort), 0, current.id);
        if (!member && name !== page) d.count += 1;
      } else if (member) {
        d.count = Math.max(d.ids.length, d.count - 1);
      }
    }
    if (fresh) {
      if (byId === state.byId) byId = { ...byId };
      byId[ticket.id] = ticket;
    }
  }

  if (byId === state.byId && Object.keys(drafts).length === 0) return { byId, lists: state.lists };
  return { byId, lists: { ...state.lists, ...drafts } };
}

/** Takes tickets out of every list (a `delete` event: left a tab, or gone); the store keeps their copies. */
export function dropFromLists(lists: Lists, byId: Record<number, Ticket>, ids: readonly number[], scope: ListScope): Lists {
  let out = lists;
  for (const name of TICKET_LISTS) {
    let next: number[] | null = null;
    for (const id of ids) {
      const ticket = byId[id];
      if (!ticket) continue;
      const at = positionOf(next ?? lists[name].ids, ticket, byId, scope.sort);
      if (at < 0) continue;
      next ??= [...lists[name].ids];
      next.splice(at, 1);
    }
    if (next) {
      if (out === lists) out = { ...lists };
      const removed = lists[name].ids.length - next.length;
      out[name] = { ...lists[name], ids: next, count: Math.max(next.length, lists[name].count - removed) };
    }
  }
  return out;
}
