import { ticketVisibleTo, type Viewer } from '@shared/domain/visibility';
import type { Ticket } from '@shared/api/ticket';
import { fetchTicketById, fetchTickets, type TicketTab } from './api';
import { patchTab, removeTickets, upsertTickets, useTickets } from './store';

/** The server query that matches a tab for this viewer (showAll off: the user's own view). */
function queryFor(tab: TicketTab, viewer: Viewer, pageNumber: number) {
  return { status: tab, pageNumber, queueIds: viewer.queueIds, showAll: false };
}

/** Loads the next page of a tab (pages from 1). */
export async function loadNextPage(tab: TicketTab, viewer: Viewer): Promise<void> {
  const state = useTickets.getState().tabs[tab];
  if (state.loading || !state.hasMore) return;
  patchTab(tab, { loading: true, error: null });
  try {
    const page = await fetchTickets(queryFor(tab, viewer, state.page + 1));
    upsertTickets(page.tickets);
    patchTab(tab, { page: state.page + 1, hasMore: page.hasMore, loading: false });
  } catch (error) {
    patchTab(tab, { loading: false, error: error instanceof Error ? error.message : String(error) });
  }
}

/**
 * After a reconnect: fetch page 1 again. A ticket the store shows in this tab that is at least
 * as recent as the page's oldest but missing from it has left the tab while we were away.
 */
export async function resyncTab(tab: TicketTab, viewer: Viewer): Promise<void> {
  if (useTickets.getState().tabs[tab].page === 0) return;
  const page = await fetchTickets(queryFor(tab, viewer, 1));
  const fresh = new Set(page.tickets.map((t) => t.id));
  const oldest = page.tickets.reduce((min, t) => Math.min(min, Date.parse(t.updatedAt)), Infinity);
  const gone = Object.values(useTickets.getState().byId)
    .filter((t) => t.status === tab && !fresh.has(t.id))
    .filter((t) => !page.hasMore || Date.parse(t.updatedAt) >= oldest)
    .map((t) => t.id);
  removeTickets(gone);
  upsertTickets(page.tickets);
}

/** A `delete` event may be a tab change or a real deletion, and may arrive late: ask the server. */
export async function verifyTicket(id: number): Promise<void> {
  try {
    upsertTickets([await fetchTicketById(id)]);
  } catch {
    // gone (404) or not ours to see: it stays removed
  }
}

/** The tickets of one tab for this viewer, newest first. */
export function selectTab(byId: Record<number, Ticket>, tab: TicketTab, viewer: Viewer): Ticket[] {
  return Object.values(byId)
    .filter((t) => t.status === tab && ticketVisibleTo(t, viewer))
    .sort((a, b) => Date.parse(b.updatedAt) - Date.parse(a.updatedAt));
}
