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
 * no limit). The first page tells how many there are; the others are asked for together. A backend
 * that ignores pageNumber sends the same tickets again, which count once.
 */
export async function fetchBoardTickets(
  range: { startDate: string; endDate: string },
  signal?: AbortSignal,
): Promise<Ticket[]> {
  const page = (pageNumber: number) =>
    call(routes.kanban.tickets, {
      query: { startDate: range.startDate || undefined, endDate: range.endDate || undefined, pageNumber },
      signal,
    });
  const first = await page(1);
  const byId = new Map<number, Ticket>();
  const keep = (tickets: Ticket[]) => tickets.forEach((ticket) => byId.set(ticket.id, ticket));
  keep(first.tickets);
  if (!first.hasMore) return [...byId.values()];
  if (first.count > KANBAN_PAGE_SIZE) {
    const pages = Math.min(MAX_PAGES, Math.ceil(first.count / KANBAN_PAGE_SIZE));
    const rest = await Promise.all(Array.from({ length: pages - 1 }, (_, i) => page(i + 2)));
    rest.forEach((reply) => keep(reply.tickets));
    return [...byId.values()];
  }
  // No count to go by: page after page while there is more and it brings something new.
  for (let pageNumber = 2; pageNumber <= MAX_PAGES; pageNumber++) {
    const before = byId.size;
    const reply = await page(pageNumber);
    keep(reply.tickets);
    if (!reply.hasMore || byId.size === before) break;
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
