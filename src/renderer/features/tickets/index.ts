import { lazy } from 'react';
import type { User } from '@shared/api/user';
import { preloadable } from '@renderer/ui';
import { loadTicketView } from './loadTicketView';

/** The inbox; renders without a fallback once `loadTicketsPage` has brought its chunk. */
export const TicketsPage = preloadable(() => import('./TicketsPage').then((m) => m.default));

let startShown: ((user: User) => Promise<void>) | null = null;
// One promise: a user known before the chunk is in starts the list on the same resolution that
// lets the first screen render, ahead of it (a second import() resolved a task later, after it).
let shownListChunk: Promise<(user: User) => Promise<void>> | null = null;
const loadShownList = () =>
  (shownListChunk ??= import('./startShownList').then(
    (m) => (startShown = m.startShownList),
    (error: unknown) => {
      shownListChunk = null; // not read (offline): the next call tries again
      throw error;
    },
  ));

/**
 * The inbox's chunks; the app asks for them at start-up when a session resumes on /tickets, with
 * the conversation's when a ticket is in the route.
 */
export const loadTicketsPage = (pathname = '/tickets') => {
  if (/^\/tickets\/[^/]+/.test(pathname)) void loadTicketView();
  // Both awaited: the list must be asked for before React renders the layout, which takes the main
  // thread for tens of ms (a request sent from a promise then left only after that render).
  return Promise.all([TicketsPage.preload(), loadShownList()]);
};
/**
 * For the app: the inbox's list asked for as soon as the user is known. Once its chunk is in, at
 * once, so the request leaves before React renders the signed-in layout (issue 18). Resolves once
 * its first page is in or failed, or when its code could not be read (offline: the inbox, whose
 * chunk fails too, says so itself); never rejects.
 */
export const startInboxList = (user: User): Promise<void> =>
  startShown ? startShown(user) : loadShownList().then((start) => start(user), () => {});

// For the other features: the one ticket store (read it with a selector; write through these).
export { useTickets, upsertTickets, selectTicketTab, type TicketsState } from './store';
export { LIST_SHORTCUTS } from './list/shortcuts';
// For the kanban board: a card's move sets the ticket's tags the one way the backends allow.
export { setTicketTags } from './actions/api';
// For the signed-in layout: the ticket store live on every screen (and the pending count for the badge).
export { useTicketsLive } from './live';
// For the contacts page (handed to it by the router, since contacts sits below tickets): a new ticket with a chosen contact.
// Lazy: the router that hands it over is in the entry chunk, the dialog (and the contact search,
// the phone-number library) load with the contacts page that opens it.
export const StartTicketDialog = lazy(() =>
  import('./actions/StartTicketDialog').then((m) => ({ default: m.StartTicketDialog })),
);
// For the reports page (handed to it by the router, since reports must not reach into tickets): a
// ticket's history (GET /tickets-log/{id}). Lazy: it loads with the dialog, not with the entry.
export const TicketLogModal = lazy(() =>
  import('./actions/TicketLogModal').then((m) => ({ default: m.TicketLogModal })),
);
