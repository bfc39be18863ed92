import type { TicketListName } from '@shared/domain/visibility';
import { ApiError } from '@renderer/api';
import { fetchTicketById, fetchTickets, type TicketQuery } from './api';
import { selectedQueues, showAllFor, type ListScope } from './list/filters';
import { compareTickets } from './list/order';
import { applyPage, patchList, removeTickets, unlistTickets, upsertTickets, useTickets } from './store';

/** The server query of a list under the current scope. */
export function queryFor(list: TicketListName, scope: ListScope, pageNumber: number): TicketQuery {
  const query: TicketQuery = {
    status: list,
    pageNumber,
    queueIds: selectedQueues(scope),
    showAll: showAllFor(list, scope),
    sortTickets: scope.sort,
  };
  if (list !== 'search') return query;
  const { filters } = scope;
  return {
    ...query,
    searchParam: filters.searchParam,
    tags: filters.tags,
    // Only admins filter by user (spec 1 §6).
    users: scope.viewer?.profile === 'admin' ? filters.users : [],
    whatsapps: filters.whatsapps,
    statusFilter: filters.statuses,
  };
}

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Loads the next page of a list (pages from 1); a reply to a list reset meanwhile is dropped. */
export async function loadNextPage(list: TicketListName): Promise<void> {
  const { lists, scope } = useTickets.getState();
  const state = lists[list];
  if (!scope.viewer || state.loading || !state.hasMore) return;
  const { generation } = state;
  const pageNumber = state.page + 1;
  patchList(list, { loading: true, error: null });
  try {
    const reply = await fetchTickets(queryFor(list, scope, pageNumber));
    applyPage(list, generation, reply.tickets, { page: pageNumber, hasMore: reply.hasMore, count: reply.count });
  } catch (error) {
    patchList(list, { loading: false, error: reason(error) }, generation);
  }
}

/** The lists the panel needs now that have not loaded their first page. */
export function loadFirstPages(names: readonly TicketListName[]): Promise<void> {
  const { lists, scope } = useTickets.getState();
  if (!scope.viewer) return Promise.resolve();
  const loads: Promise<void>[] = [];
  for (const name of names) {
    const list = lists[name];
    if (list.page === 0 && !list.loading && !list.error) loads.push(loadNextPage(name));
  }
  return Promise.all(loads).then(() => {});
}

/**
 * After a reconnect (or coming back to the screen): page 1 again. A ticket the list shows, as
 * recent as that page's last one, that the page no longer has left the list while we were away;
 * its copy is checked with the server.
 */
export async function resyncList(list: TicketListName): Promise<void> {
  const { lists, scope } = useTickets.getState();
  const state = lists[list];
  if (state.page === 0 || !scope.viewer) return;
  try {
    const reply = await fetchTickets(queryFor(list, scope, 1));
    const now = useTickets.getState();
    if (now.lists[list].generation !== state.generation) return;
    const fresh = new Set(reply.tickets.map((t) => t.id));
    const last = reply.tickets[reply.tickets.length - 1];
    const gone = now.lists[list].ids.filter((id) => {
      if (fresh.has(id)) return false;
      return !reply.hasMore || (last !== undefined && compareTickets(now.byId[id], last, scope.sort) <= 0);
    });
    unlistTickets(gone);
    applyPage(list, state.generation, reply.tickets, { count: reply.count });
    gone.forEach((id) => void verifyTicket(id));
  } catch {
    // offline again: the next connect resyncs
  }
}

/**
 * A `delete` event may be a tab change (its `update` follows) or a real deletion, and may arrive
 * late: the ticket leaves the lists at once, and the server says what became of it.
 */
export async function verifyTicket(id: number): Promise<void> {
  try {
    upsertTickets([await fetchTicketById(id)]);
  } catch (error) {
    // 404 (deleted), 403/400 (no longer ours to see): gone for good. Offline: leave it be.
    if (error instanceof ApiError && error.kind === 'http') removeTickets([id]);
  }
}
