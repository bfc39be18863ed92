// The route groups, not the whole table (@shared/api/routes): the inbox's list is asked for at
// start-up from this module, and the table builds every schema of the contract (issue 18).
import { settingRoutes } from '@shared/api/routes/settings';
import { tagRoutes } from '@shared/api/routes/tags';
import { ticketRoutes } from '@shared/api/routes/tickets';
import { userRoutes } from '@shared/api/routes/users';
import type { TicketStatus, TicketUpdateBody } from '@shared/api/ticket';
import type { TicketListName } from '@shared/domain/visibility';
import { call } from '@renderer/api';

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
  return call(ticketRoutes.page, {
    signal,
    query: {
      status: query.status,
      pageNumber: query.pageNumber,
      showAll: query.showAll ? 'true' : 'false',
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
  return call(ticketRoutes.byUuid, { params: { uuid } });
}

export function fetchTicketById(id: number) {
  return call(ticketRoutes.one, { params: { ticketId: id } });
}

/** PUT /tickets/{id}: every transition of spec 1 §4. Replies with the updated ticket (some backends: nothing). */
export function updateTicket(id: number, body: TicketUpdateBody) {
  return call(ticketRoutes.update, {
    params: { ticketId: id },
    body,
    reply: ticketRoutes.update.reply.optional(),
  });
}

/** Filter options: the company's tags (GET /tags/list, normal tags and kanban lanes alike). */
export function fetchTagOptions() {
  return call(tagRoutes.list, {});
}

/** Filter options: the company's connections (GET /whatsapp). */
export function fetchConnectionOptions() {
  return call(settingRoutes.connections, {});
}

/** Filter options for admins: the company's users (GET /users/list). */
export function fetchUserOptions() {
  return call(userRoutes.list, {});
}

/**
 * PUT /users/toggleChangeWidht/{userId} (sic): the panel width kept per user. This call changes
 * that one field on deployed backends too; PUT /users/{id} would reset the user's queues.
 */
export function saveTicketsPanelWidth(userId: number, defaultTicketsManagerWidth: number) {
  return call(userRoutes.panelWidth, {
    params: { userId },
    body: { defaultTicketsManagerWidth },
    reply: 'ignore',
  });
}

export type { TicketStatus };
