import { ticketPageSchema, ticketSchema, type TicketStatus, type TicketUpdateBody } from '@shared/api/ticket';
import { api } from '@renderer/api';

export type TicketTab = 'open' | 'pending';

export interface TicketQuery {
  status: TicketTab;
  pageNumber: number;
  queueIds: readonly number[];
  showAll: boolean;
  searchParam?: string;
}

/** GET /tickets: 40 per page, list filters as JSON arrays in the query (CONTRACT.md "Lists"). */
export function fetchTickets(query: TicketQuery, signal?: AbortSignal) {
  return api().get('tickets', {
    schema: ticketPageSchema,
    signal,
    query: {
      status: query.status,
      pageNumber: query.pageNumber,
      showAll: String(query.showAll),
      queueIds: JSON.stringify(query.queueIds),
      searchParam: query.searchParam,
      sortTickets: 'DESC',
    },
  });
}

export function fetchTicketByUuid(uuid: string) {
  return api().get(`tickets/u/${encodeURIComponent(uuid)}`, { schema: ticketSchema });
}

export function fetchTicketById(id: number) {
  return api().get(`tickets/${id}`, { schema: ticketSchema });
}

/** PUT /tickets/{id}: every transition of spec 1 §4. Replies with the updated ticket. */
export function updateTicket(id: number, body: TicketUpdateBody) {
  return api().put(`tickets/${id}`, { json: body, schema: ticketSchema.optional() });
}

export type { TicketStatus };
