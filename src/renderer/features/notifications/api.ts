import { ticketRoutes } from '@shared/api/routes/tickets';
import { call } from '@renderer/api';

/**
 * GET /tickets?withUnreadMessages=true: the tickets with unread messages (spec 1 §7), 40 a page.
 * No status: the reply mixes the user's open tickets and the queues' pending ones, as the deployed
 * notifications popover asks; the client then keeps what the notification rule admits.
 */
export function fetchUnreadTickets(pageNumber: number, signal?: AbortSignal) {
  return call(ticketRoutes.page, {
    signal,
    query: { withUnreadMessages: 'true', pageNumber, showAll: 'false' },
  });
}
