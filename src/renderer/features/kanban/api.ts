import { KANBAN_PAGE_SIZE } from '@shared/api/kanban';
import { routes } from '@shared/api/routes';
import type { Tag } from '@shared/api/tag';
import type { Ticket } from '@shared/api/ticket';
import { call } from '@renderer/api';
import { setTicketTags } from '@renderer/features/tickets';

/** GET /tag/kanban/: the lanes, in the backend's order. */
export async function fetchLanes(signal?: AbortSignal): Promise<Tag[]> {
  return (await call(routes.kanban.lanes, { signal })).lista.filter((tag) => tag.kanban === 1);
}

/** Pages read at most: 4,000 cards (a backend that ignores pageNumber must not loop forever). */
const MAX_PAGES = 10;

/**
 * GET /ticket/kanban: every page of the board's tickets (400 a page) for the days chosen (empty:
 * no limit). A page that brings nothing new ends the reading.
 */
export async function fetchBoardTickets(
  range: { startDate: string; endDate: string },
  signal?: AbortSignal,
): Promise<Ticket[]> {
  const byId = new Map<number, Ticket>();
  for (let pageNumber = 1; pageNumber <= MAX_PAGES; pageNumber++) {
    const page = await call(routes.kanban.tickets, {
      query: { startDate: range.startDate || undefined, endDate: range.endDate || undefined, pageNumber },
      signal,
    });
    const before = byId.size;
    for (const ticket of page.tickets) byId.set(ticket.id, ticket);
    if (!page.hasMore || byId.size === before || page.tickets.length < KANBAN_PAGE_SIZE) break;
  }
  return [...byId.values()];
}

/**
 * Gives a ticket exactly these tags, the Whaticket way (spec 2 §4 "Kanban card move"): every tag
 * off (DELETE /ticket-tags/{id}), then each kept one and the target lane's back on, in order.
 */
export const moveTags = (ticketId: number, tags: readonly Tag[]) =>
  setTicketTags(
    ticketId,
    tags.map((tag) => tag.id),
  );

export function fetchTicket(ticketId: number, signal?: AbortSignal) {
  return call(routes.tickets.one, { params: { ticketId }, signal });
}
