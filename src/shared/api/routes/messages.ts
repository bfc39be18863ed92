import { z } from 'zod';
import { inputIdSchema, pageNumberSchema } from '../input';
import { forwardMessageBodySchema, messagePageSchema, messageSchema, sendMessageBodySchema, vCardInputSchema } from '../message';
import { route } from '../route';
import { ticketSchema } from '../ticket';

const ticketParams = z.object({ ticketId: inputIdSchema });
const messageParams = z.object({ messageId: inputIdSchema });

const vCard = vCardInputSchema.extend({
  name: z.string().trim().min(1, 'required').max(200),
  number: z
    .string()
    .transform((s) => s.replace(/\D/g, ''))
    .pipe(z.string().regex(/^\d{8,20}$/, 'must be 8 to 20 digits')),
});

/** JSON body of POST /messages/{ticketId}: Whaticket clients send `body: null` with a vCard; text needs a body that is not blank. */
export const sendMessageRequestSchema = sendMessageBodySchema
  .extend({
    body: z.string().max(4096).nullish(),
    quotedMsg: z.object({ id: inputIdSchema }).loose().nullish(),
    vCard: vCard.nullish(),
  })
  .refine((b) => b.vCard || (b.body ?? '').trim().length > 0, { path: ['body'], message: 'must not be blank' });

export type SendMessageRequest = z.input<typeof sendMessageRequestSchema>;

/** POST /messages/edit/{messageId}. */
export const editMessageRequestSchema = z.object({
  body: z
    .string()
    .max(4096)
    .refine((s) => s.trim().length > 0, 'must not be blank'),
});

export const messageRoutes = {
  /** One page of 20: page 1 the newest, each page oldest → newest; reading marks the ticket read. */
  page: route({
    method: 'GET',
    path: '/messages/:ticketId',
    params: ticketParams,
    query: z.object({ pageNumber: pageNumberSchema, selectedQueues: z.string().optional() }),
    reply: messagePageSchema.extend({ ticket: ticketSchema.optional().catch(undefined) }),
  }),
  /**
   * JSON `{body…}` / `{vCard}`, or multipart `medias` (one message per file, read by the
   * handler). 200 with an empty body once the events are out (CONTRACT.md).
   */
  send: route({
    method: 'POST',
    path: '/messages/:ticketId',
    params: ticketParams,
    body: sendMessageRequestSchema,
    multipart: 'or-json',
  }),
  /** Own text messages, within 15 minutes of sending. */
  edit: route({
    method: 'POST',
    path: '/messages/edit/:messageId',
    params: messageParams,
    body: editMessageRequestSchema,
    reply: messageSchema,
  }),
  /** The row stays with isDeleted; the reply is the message so marked. */
  remove: route({ method: 'DELETE', path: '/messages/:messageId', params: messageParams, reply: messageSchema }),
  forward: route({
    method: 'POST',
    path: '/message/forward',
    body: forwardMessageBodySchema,
    reply: z.object({ message: messageSchema.nullable().catch(null), ticket: ticketSchema.nullish() }).loose(),
  }),
};
