import { z } from 'zod';
import { ticketPageSchema, ticketSchema, type TicketStatus, type TicketUpdateBody } from '@shared/api/ticket';
import { tagSchema } from '@shared/api/tag';
import { userRefSchema } from '@shared/api/user';
import type { PanelWidthBody } from '@shared/api/userUpdate';
import { connectionSchema } from '@shared/api/whatsapp';
import type { TicketListName } from '@shared/domain/visibility';
import { api } from '@renderer/api';

/** The lists of the panel, as the `status` of GET /tickets. */
export type TicketTab = TicketListName;

export interface TicketQuery {
  status: TicketListName;
  pageNumber: number;
  queueIds: readonly number[];
  showAll: boolean;
  sortTickets: 'ASC' | 'DESC';
  searchParam?: string;
  tags?: readonly number[];
  users?: readonly number[];
  whatsapps?: readonly number[];
  statusFilter?: readonly TicketStatus[];
}

const jsonList = (values: readonly (number | string)[] | undefined) => (values && values.length > 0 ? JSON.stringify(values) : undefined);

/** GET /tickets: 40 per page, list filters as JSON arrays in the query (CONTRACT.md "Lists"). */
export function fetchTickets(query: TicketQuery, signal?: AbortSignal) {
  const searchParam = query.searchParam?.trim() || undefined;
  return api().get('tickets', {
    schema: ticketPageSchema,
    signal,
    query: {
      status: query.status,
      pageNumber: query.pageNumber,
      showAll: String(query.showAll),
      queueIds: JSON.stringify(query.queueIds),
      sortTickets: query.sortTickets,
      searchParam,
      // The search box also finds tickets by what was said (spec 1 §2).
      searchOnMessages: searchParam ? 'true' : undefined,
      tags: jsonList(query.tags),
      users: jsonList(query.users),
      whatsapps: jsonList(query.whatsapps),
      statusFilter: jsonList(query.statusFilter),
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

/** Filter options: the company's tags (GET /tags/list, normal tags and kanban lanes alike). */
export function fetchTagOptions() {
  return api().get('tags/list', { schema: z.array(tagSchema) });
}

/** Filter options: the company's connections (GET /whatsapp). */
export function fetchConnectionOptions() {
  return api().get('whatsapp', { schema: z.array(connectionSchema) });
}

/** Filter options for admins: the company's users (GET /users/list). */
export function fetchUserOptions() {
  return api().get('users/list', { schema: z.array(userRefSchema.loose()) });
}

/**
 * PUT /users/toggleChangeWidht/{userId} (sic): the panel width kept per user. This call changes
 * that one field on deployed backends too; PUT /users/{id} would reset the user's queues.
 */
export function saveTicketsPanelWidth(userId: number, defaultTicketsManagerWidth: number) {
  const body: PanelWidthBody = { defaultTicketsManagerWidth };
  return api().put(`users/toggleChangeWidht/${userId}`, { json: body });
}

export type { TicketStatus };
