import { z } from 'zod';
import { idSchema } from '@shared/api/common';
import { queueSchema } from '@shared/api/queue';
import { settingRoutes } from '@shared/api/routes/settings';
import { tagRoutes } from '@shared/api/routes/tags';
import { ticketRoutes } from '@shared/api/routes/tickets';
import { userRoutes } from '@shared/api/routes/users';
import { ApiError, call } from '@renderer/api';

/** DELETE /tickets/{id} (ticket-options:deleteTicket). */
export function deleteTicket(id: number) {
  return call(ticketRoutes.remove, { params: { ticketId: id }, reply: 'ignore' });
}

/** POST /tickets/closeAll: closes every ticket of a status in the chosen queues (admins). */
export function closeAllTickets(body: { status: 'open' | 'pending'; selectedQueueIds: readonly number[] }) {
  return call(ticketRoutes.closeAll, { body: { ...body, selectedQueueIds: [...body.selectedQueueIds] }, reply: 'ignore' });
}

/** GET /tickets-log/{ticketId}: the ticket's history, oldest first. */
export function fetchTicketLog(ticketId: number, signal?: AbortSignal) {
  return call(ticketRoutes.log, { params: { ticketId }, signal });
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
  return call(ticketRoutes.create, { body });
}

/** GET /queue: the company's queues (a plain array). */
export function fetchQueues(signal?: AbortSignal) {
  return call(settingRoutes.queues, { signal });
}

/** GET /whatsapp: the company's connections (a plain array). */
export function fetchConnections(signal?: AbortSignal) {
  return call(settingRoutes.connections, { signal });
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
    const page = await call(userRoutes.page, {
      query: { searchParam: term, pageNumber: 1 },
      signal,
      reply: z.object({ users: z.array(userOptionSchema) }),
    });
    return page.users;
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 404)) throw error;
    const all = await call(userRoutes.list, { signal, reply: z.array(userOptionSchema) });
    const needle = term.trim().toLocaleLowerCase();
    return all.filter((u) => u.name.toLocaleLowerCase().includes(needle));
  }
}

/**
 * Replaces a ticket's tags: DELETE /ticket-tags/{ticketId} then PUT /ticket-tags/{ticketId}/{tagId}
 * for each tag kept (the backend family has no "set all" call).
 */
export async function setTicketTags(ticketId: number, tagIds: readonly number[]) {
  await call(tagRoutes.untagTicket, { params: { ticketId }, reply: 'ignore' });
  for (const tagId of tagIds) await call(tagRoutes.tagTicket, { params: { ticketId, tagId }, reply: 'ignore' });
}
