import { lazy } from 'react';
import type { User } from '@shared/api/user';
import { loadTicketView } from './loadTicketView';

/**
 * The inbox's chunk; the router asks for it beside the signed-in layout's when a session resumes
 * on /tickets, and for the conversation's too when a ticket is in the route.
 */
export const loadTicketsPage = (pathname = '/tickets') => {
  if (/^\/tickets\/[^/]+/.test(pathname)) void loadTicketView();
  return import('./TicketsPage');
};
export const TicketsPage = lazy(() => loadTicketsPage());
/** For the router: the inbox's list asked for as soon as its code is in, before the layout renders. */
export const startInboxList = (user: User) => import('./startShownList').then((m) => m.startShownList(user));

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
