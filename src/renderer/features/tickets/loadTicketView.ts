import { preloadable } from '@renderer/ui';

/**
 * The conversation pane, in its own chunk: TicketsPage shows it, and asks for it once the first
 * screen is shown; the app asks for it at start-up when a ticket is in the route.
 */
export const TicketView = preloadable(() => import('./TicketView').then((m) => m.TicketView));
export const loadTicketView = () => TicketView.preload();
