import { z } from 'zod';
import {
  flagTextSchema,
  inputIdSchema,
  jsonIdsSchema,
  jsonStringsSchema,
  okReplySchema,
  pageNumberSchema,
} from '../input';
import { route } from '../route';
import { ticketPageSchema, ticketSchema, ticketUpdateBodySchema } from '../ticket';
import { ticketLogSchema } from '../ticketLog';
import { ticketNoteListSchema, ticketNoteSchema } from '../ticketNote';

/** A day `YYYY-MM-DD` (a full ISO timestamp is cut to its date); an empty value means no filter. */
export const dayFilterSchema = z
  .string()
  .transform((s) => s.slice(0, 10))
  .pipe(z.union([z.literal(''), z.iso.date()]))
  .transform((s) => s || undefined);

/** Query of GET /tickets (spec 1 §7); list filters are JSON arrays. Unknown keys are ignored, as deployed. */
export const ticketListQuerySchema = z.object({
  status: z.enum(['open', 'pending', 'closed', 'group', 'search']).optional(),
  pageNumber: pageNumberSchema,
  showAll: flagTextSchema.optional(),
  queueIds: jsonIdsSchema.optional(),
  tags: jsonIdsSchema.optional(),
  users: jsonIdsSchema.optional(),
  whatsapps: jsonIdsSchema.optional(),
  statusFilter: jsonStringsSchema.optional(),
  searchParam: z.string().max(200).optional(),
  searchOnMessages: flagTextSchema.optional(),
  sortTickets: z
    .string()
    .transform((s) => s.toUpperCase())
    .pipe(z.enum(['ASC', 'DESC']))
    .optional(),
  withUnreadMessages: flagTextSchema.optional(),
  isGroup: flagTextSchema.optional(),
  date: dayFilterSchema.optional(),
  updatedAt: dayFilterSchema.optional(),
});
export type TicketListQuery = z.output<typeof ticketListQuerySchema>;

/** Body of POST /tickets (spec 1 §7); companyId is read from the token, never from the body. */
export const createTicketBodySchema = z.object({
  contactId: z.coerce.number<number | string>().int().positive(),
  userId: z.coerce.number<number | string>().int().nullish(),
  status: z.enum(['open', 'pending']).default('open'),
  queueId: z.coerce.number<number | string>().int().nullish(),
  whatsappId: z.coerce.number<number | string>().int().nullish(),
  companyId: z.unknown().optional(),
});
export type CreateTicketBody = z.output<typeof createTicketBodySchema>;

/** Body of POST /tickets/closeAll (spec 1 §7). No selectedQueueIds (or []) means every queue. */
export const closeAllBodySchema = z.object({
  status: z.enum(['open', 'pending', 'group']),
  selectedQueueIds: z.array(z.coerce.number<number | string>().int()).optional(),
});
export type CloseAllBody = z.output<typeof closeAllBodySchema>;

const params = z.object({ ticketId: inputIdSchema });

export const ticketRoutes = {
  page: route({ method: 'GET', path: '/tickets', query: ticketListQuerySchema, reply: ticketPageSchema }),
  /** A conversation the attendant starts (conflict: ERR_OTHER_OPEN_TICKET, spec 1 §8). */
  create: route({ method: 'POST', path: '/tickets', body: createTicketBodySchema, reply: ticketSchema }),
  closeAll: route({
    method: 'POST',
    path: '/tickets/closeAll',
    body: closeAllBodySchema,
    reply: z.object({ closed: z.coerce.number().catch(0) }).loose(),
  }),
  /** Opening a conversation by its uuid is an 'access' in the ticket's log. */
  byUuid: route({
    method: 'GET',
    path: '/tickets/u/:uuid',
    params: z.object({ uuid: z.string().min(1).max(64) }),
    reply: ticketSchema,
  }),
  one: route({ method: 'GET', path: '/tickets/:ticketId', params, reply: ticketSchema }),
  /** Every transition of spec 1 §4; replies with the updated ticket. */
  update: route({
    method: 'PUT',
    path: '/tickets/:ticketId',
    params,
    body: ticketUpdateBodySchema,
    reply: ticketSchema,
  }),
  remove: route({ method: 'DELETE', path: '/tickets/:ticketId', params, reply: okReplySchema }),
  log: route({ method: 'GET', path: '/tickets-log/:ticketId', params, reply: ticketLogSchema }),
  addNote: route({
    method: 'POST',
    path: '/ticket-notes',
    // Spec 1 §5: note required, at least 2 characters.
    body: z.object({
      note: z.string().trim().min(2, 'Too Short!').max(5000, 'Too Long!'),
      ticketId: inputIdSchema,
      contactId: inputIdSchema,
    }),
    reply: ticketNoteSchema,
  }),
  /** Newest first, as the contact drawer shows them. */
  notes: route({
    method: 'GET',
    path: '/ticket-notes/list',
    query: z.object({ ticketId: inputIdSchema, contactId: inputIdSchema.optional() }),
    reply: ticketNoteListSchema,
  }),
  removeNote: route({
    method: 'DELETE',
    path: '/ticket-notes/:noteId',
    params: z.object({ noteId: inputIdSchema }),
    reply: okReplySchema,
  }),
};
