import { z } from 'zod';
import { jsonIdsSchema, pageNumberSchema } from '../input';
import { kanbanLanesSchema } from '../kanban';
import { route } from '../route';
import { ticketPageSchema } from '../ticket';
import { dayFilterSchema } from './tickets';

/**
 * Query of GET /ticket/kanban (spec 2 §7): `queueIds` a JSON array as the ticket list's, the days
 * of creation from `startDate` to `endDate` (inclusive, in the company's time zone; either may be
 * left out), pages of 400 numbered from 1.
 */
export const kanbanTicketsQuerySchema = z
  .object({
    queueIds: jsonIdsSchema.optional(),
    startDate: dayFilterSchema.optional(),
    endDate: dayFilterSchema.optional(),
    pageNumber: pageNumberSchema,
  })
  .refine((q) => !q.startDate || !q.endDate || q.startDate <= q.endDate, {
    path: ['endDate'],
    message: 'before startDate',
  });
export type KanbanTicketsQuery = z.output<typeof kanbanTicketsQuerySchema>;

/** The kanban board (spec 2 "Kanban board"): its lanes and its tickets. Moves use tags.tagTicket/untagTicket. */
export const kanbanRoutes = {
  lanes: route({ method: 'GET', path: '/tag/kanban/', reply: kanbanLanesSchema }),
  tickets: route({ method: 'GET', path: '/ticket/kanban', query: kanbanTicketsQuerySchema, reply: ticketPageSchema }),
};
