import type { Ticket } from '@shared/api/ticket';
import { fetchUnreadTickets } from './api';
import { applyTicket, patchUnread, removeUnread, useUnread } from './store';

/** Bumped by each reload: an older page that answers late is dropped. */
let generation = 0;
/** Live changes seen while page 1 is being fetched again; re-applied over its reply. */
let duringReload: Map<number, Ticket | null> | null = null;

/** Loads the next page (pages from 1), when the list is scrolled near its end. */
export async function loadNextUnreadPage(): Promise<void> {
  const state = useUnread.getState();
  if (state.loading || !state.hasMore) return;
  const started = generation;
  patchUnread({ loading: true, error: false });
  try {
    const page = await fetchUnreadTickets(state.page + 1);
    if (started !== generation) return;
    page.tickets.forEach(applyTicket);
    patchUnread({
      page: state.page + 1,
      hasMore: page.hasMore,
      serverCount: page.count,
      fetched: state.fetched + page.tickets.length,
      loading: false,
    });
  } catch {
    if (started === generation) patchUnread({ loading: false, error: true });
  }
}

/**
 * Fetches page 1 again and starts over from it: at sign-in and after every reconnect (socket.io
 * keeps no history, so what was read or received meanwhile is only known over HTTP).
 */
export async function reloadUnread(): Promise<void> {
  const started = ++generation;
  duringReload = new Map();
  patchUnread({ loading: true, error: false });
  try {
    const page = await fetchUnreadTickets(1);
    if (started !== generation) return;
    useUnread.setState({
      byId: Object.fromEntries(page.tickets.filter((t) => t.unreadMessages > 0).map((t) => [t.id, t])),
      page: 1,
      hasMore: page.hasMore,
      serverCount: page.count,
      fetched: page.tickets.length,
      loading: false,
    });
    for (const [id, ticket] of duringReload) {
      if (ticket) applyTicket(ticket);
      else removeUnread(id);
    }
  } catch {
    if (started === generation) patchUnread({ loading: false, error: true });
  } finally {
    if (started === generation) duringReload = null;
  }
}

/** A ticket as a live event shows it. */
export function liveTicket(ticket: Ticket): void {
  duringReload?.set(ticket.id, ticket);
  applyTicket(ticket);
}

/** A ticket read, deleted or gone from the user's sight. */
export function liveRemoval(id: number): void {
  duringReload?.set(id, null);
  removeUnread(id);
}

/** Signing out: a reply still under way must not fill the next user's list. */
export function abandonLoads(): void {
  generation++;
  duringReload = null;
}
