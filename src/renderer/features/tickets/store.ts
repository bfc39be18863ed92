import { create } from 'zustand';
import type { Ticket, TicketStatus } from '@shared/api/ticket';
import { TICKET_LISTS, type TicketListName, type Viewer } from '@shared/domain/visibility';
import { NO_FILTERS, SEARCH_FILTER_KEYS, searchFilterCount, type ListScope, type SortOrder, type TicketFilters } from './list/filters';
import { dropFromLists, emptyList, placeTickets, type Incoming, type ListState, type Lists } from './list/membership';
import { timeOf } from './list/order';

export type { ListState } from './list/membership';
/** The icon tabs of the panel. */
export type PanelTab = 'open' | 'closed' | 'search';
/** The tabs inside "open": assigned, pending, group. */
export type OpenTab = 'open' | 'pending' | 'group';

export interface TicketsState {
  /** One source of truth: every ticket known, by id, whichever list shows it. */
  byId: Record<number, Ticket>;
  /** Each list: the ids it shows in order, and its paging. */
  lists: Lists;
  /** The last `updatedAt` (ms) of tickets removed for good: an older copy arriving late stays out. */
  tombstones: Record<number, number>;
  scope: ListScope;
  tab: PanelTab;
  openTab: OpenTab;
  /** The panel width chosen in this session (null: the user's saved width). */
  panelWidth: number | null;
}

const emptyLists = (previous?: Lists): Lists =>
  Object.fromEntries(TICKET_LISTS.map((name) => [name, emptyList(previous ? previous[name].generation + 1 : 0)])) as Lists;

const initial = (): TicketsState => ({
  byId: {},
  lists: emptyLists(),
  tombstones: {},
  scope: { viewer: null, filters: NO_FILTERS, sort: 'DESC', showAll: false },
  tab: 'open',
  openTab: 'open',
  panelWidth: null,
});

export const useTickets = create<TicketsState>(initial);

/** Upserts tickets from replies and live events: newer `updatedAt` wins, lists follow. */
export function upsertTickets(tickets: readonly Ticket[]): void {
  applyTickets(tickets.map((ticket) => ({ ticket })));
}

export function applyTickets(incoming: readonly Incoming[]): void {
  if (incoming.length === 0) return;
  useTickets.setState((s) => placeTickets(s, s.scope, incoming));
}

/** A server page of `list`, unless the list was reset since it was asked for. */
export function applyPage(
  list: TicketListName,
  generation: number,
  tickets: readonly Ticket[],
  meta: { page?: number; hasMore?: boolean; count: number },
): boolean {
  const state = useTickets.getState();
  if (state.lists[list].generation !== generation) return false;
  const placed = placeTickets(state, state.scope, tickets.map((ticket) => ({ ticket })), list);
  const before = placed.lists[list];
  const done: ListState = {
    ...before,
    page: meta.page ?? before.page,
    hasMore: meta.hasMore ?? before.hasMore,
    count: Math.max(meta.count, before.ids.length),
    loading: meta.page === undefined ? before.loading : false,
    error: meta.page === undefined ? before.error : null,
  };
  useTickets.setState({ byId: placed.byId, lists: { ...placed.lists, [list]: done } });
  return true;
}

export function patchList(list: TicketListName, patch: Partial<ListState>, generation?: number): void {
  useTickets.setState((s) => {
    if (generation !== undefined && s.lists[list].generation !== generation) return s;
    return { lists: { ...s.lists, [list]: { ...s.lists[list], ...patch } } };
  });
}

/** Takes tickets out of the lists, keeping their copies (a `delete` that may be a tab change). */
export function unlistTickets(ids: readonly number[]): void {
  if (ids.length === 0) return;
  useTickets.setState((s) => {
    const lists = dropFromLists(s.lists, s.byId, ids, s.scope);
    return lists === s.lists ? s : { lists };
  });
}

/**
 * Forgets tickets for good (deleted, or no longer the user's to see). `seen` gives the newest copy
 * seen of each (e.g. the update that took it out of sight): no copy up to it comes back.
 */
export function removeTickets(ids: readonly number[], seen: readonly Ticket[] = []): void {
  if (ids.length === 0) return;
  useTickets.setState((s) => {
    const lists = dropFromLists(s.lists, s.byId, ids, s.scope);
    const byId = { ...s.byId };
    const tombstones = { ...s.tombstones };
    for (const id of ids) {
      const times = [byId[id], ...seen.filter((t) => t.id === id)].filter((t) => t !== undefined).map(timeOf);
      if (times.length > 0) tombstones[id] = Math.max(tombstones[id] ?? -Infinity, ...times);
      delete byId[id];
    }
    return { byId, lists, tombstones };
  });
}

const viewerKey = (v: Viewer | null) =>
  v && JSON.stringify([v.id, v.profile, v.queueIds, v.allTicket, v.allowGroup, v.allUserChat, v.allHistoric]);

/**
 * Who is looking. Another user empties the store; the same user with other queues or flags
 * reloads the lists; an identical viewer (a refreshed session) changes nothing.
 */
export function setViewer(viewer: Viewer): void {
  const s = useTickets.getState();
  if (viewerKey(s.scope.viewer) === viewerKey(viewer)) return;
  if (s.scope.viewer?.id !== viewer.id) {
    useTickets.setState({ ...initial(), lists: emptyLists(s.lists), scope: { ...initial().scope, viewer } });
    return;
  }
  useTickets.setState({ lists: emptyLists(s.lists), scope: { ...s.scope, viewer, filters: { ...s.scope.filters, queueIds: null } } });
}

function resetLists(names: readonly TicketListName[], scope: Partial<ListScope>): void {
  useTickets.setState((s) => {
    const lists = { ...s.lists };
    for (const name of names) lists[name] = emptyList(s.lists[name].generation + 1);
    return { lists, scope: { ...s.scope, ...scope } };
  });
}

const sameIds = (a: readonly unknown[] | null, b: readonly unknown[] | null) =>
  a === b || (a !== null && b !== null && a.length === b.length && a.every((v, i) => v === b[i]));

/** Changes filters: the queue filter reloads every list, the others the search list only. */
export function setFilters(patch: Partial<TicketFilters>): void {
  const { filters } = useTickets.getState().scope;
  const next = { ...filters, ...patch };
  const queuesChanged = !sameIds(filters.queueIds, next.queueIds);
  const searchChanged = SEARCH_FILTER_KEYS.some((key) =>
    key === 'searchParam' ? filters.searchParam !== next.searchParam : !sameIds(filters[key], next[key]),
  );
  if (queuesChanged) resetLists(TICKET_LISTS, { filters: next });
  else if (searchChanged) resetLists(['search'], { filters: next });
}

export function setSort(sort: SortOrder): void {
  if (useTickets.getState().scope.sort !== sort) resetLists(TICKET_LISTS, { sort });
}

export function setShowAll(showAll: boolean): void {
  if (useTickets.getState().scope.showAll !== showAll) resetLists(['open', 'pending', 'group'], { showAll });
}

export function setPanelTab(tab: PanelTab): void {
  useTickets.setState({ tab });
}

export function setOpenTab(openTab: OpenTab): void {
  useTickets.setState({ tab: 'open', openTab });
}

/**
 * Shows the list of a ticket status: open, pending and group in the "open" tab, closed in
 * "Resolvidos". For the ticket actions: after accepting or opening a ticket, its tab is shown.
 */
export function selectTicketTab(status: TicketStatus): void {
  if (status === 'open' || status === 'pending' || status === 'group') setOpenTab(status);
  else if (status === 'closed') setPanelTab('closed');
}

export function setPanelWidth(panelWidth: number): void {
  useTickets.setState({ panelWidth });
}

export function resetTickets(): void {
  useTickets.setState({ ...initial(), lists: emptyLists(useTickets.getState().lists) });
}

/**
 * Applies the search text or search filters, as Whaticket does: something to look for shows the
 * search tab; clearing everything goes back to the open tab.
 */
export function applySearch(patch: Partial<TicketFilters>): void {
  setFilters(patch);
  const { filters } = useTickets.getState().scope;
  const looking = filters.searchParam.trim() !== '' || searchFilterCount(filters) > 0;
  if (looking) setPanelTab('search');
  else if (useTickets.getState().tab === 'search') setPanelTab('open');
}
