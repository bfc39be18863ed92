import { z } from 'zod';
import { idSchema } from '@shared/api/common';
import { queueListSchema, queueSchema } from '@shared/api/queue';
import { ticketSchema } from '@shared/api/ticket';
import { ticketLogSchema } from '@shared/api/ticketLog';
import { connectionSchema } from '@shared/api/whatsapp';
import { api, ApiError } from '@renderer/api';

/** DELETE /tickets/{id} (ticket-options:deleteTicket). */
export function deleteTicket(id: number) {
  return api().delete(`tickets/${id}`);
}

/** POST /tickets/closeAll: closes every ticket of a status in the chosen queues (admins). */
export function closeAllTickets(body: { status: 'open' | 'pending'; selectedQueueIds: readonly number[] }) {
  return api().post('tickets/closeAll', { json: body });
}

/** GET /tickets-log/{ticketId}: the ticket's history, oldest first. */
export function fetchTicketLog(ticketId: number, signal?: AbortSignal) {
  return api().get(`tickets-log/${ticketId}`, { schema: ticketLogSchema, signal });
}

export interface NewTicketBody {
  contactId: number;
  userId: number;
  status: 'open';
  queueId: number;
  whatsappId: number;
}

/** POST /tickets: a conversation the attendant starts (conflict: ERR_OTHER_OPEN_TICKET, spec 1 §8). */
export function createTicket(body: NewTicketBody) {
  return api().post('tickets', { json: body, schema: ticketSchema });
}

/** GET /queue: the company's queues (a plain array). */
export function fetchQueues(signal?: AbortSignal) {
  return api().get('queue', { schema: queueListSchema, signal });
}

/** GET /whatsapp: the company's connections (a plain array). */
export function fetchConnections(signal?: AbortSignal) {
  return api().get('whatsapp', { schema: z.array(connectionSchema), signal });
}

const userOptionSchema = z.object({
  id: idSchema,
  name: z.string(),
  profile: z.string().optional(),
  queues: z.array(queueSchema).catch([]),
});
export type UserOption = z.infer<typeof userOptionSchema>;

/**
 * Users whose name matches (transfer dialog). GET /users/?searchParam as Whaticket does; a
 * backend without that route (404) is served from GET /users/list filtered here.
 */
export async function searchUsers(term: string, signal?: AbortSignal): Promise<UserOption[]> {
  try {
    const page = await api().get('users/', {
      schema: z.object({ users: z.array(userOptionSchema) }),
      query: { searchParam: term, pageNumber: 1 },
      signal,
    });
    return page.users;
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 404)) throw error;
    const all = await api().get('users/list', { schema: z.array(userOptionSchema), signal });
    const needle = term.trim().toLocaleLowerCase();
    return all.filter((u) => u.name.toLocaleLowerCase().includes(needle));
  }
}

/**
 * Replaces a ticket's tags: DELETE /ticket-tags/{ticketId} then PUT /ticket-tags/{ticketId}/{tagId}
 * for each tag kept (the backend family has no "set all" call).
 */
export async function setTicketTags(ticketId: number, tagIds: readonly number[]) {
  await api().delete(`ticket-tags/${ticketId}`);
  for (const tagId of tagIds) await api().put(`ticket-tags/${ticketId}/${tagId}`);
}
