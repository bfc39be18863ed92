import { z } from 'zod';
import { flagSchema, inputIdSchema, okReplySchema, pageNumberSchema, searchParamSchema } from '../input';
import { quickMessageListSchema, quickMessagePageSchema, quickMessageSchema } from '../quickMessage';
import { route } from '../route';

const params = z.object({ id: inputIdSchema });
const shortcode = z.string({ error: 'Obrigatório' }).trim().min(1, 'Obrigatório').max(100);

export const quickMessageCreateBodySchema = z.object({
  shortcode,
  message: z.string().max(4096).default(''),
  geral: flagSchema.default(false),
  visao: flagSchema.default(true),
  status: flagSchema.default(true),
});

/** Quick replies (spec 2 "Quick replies"). */
export const quickMessageRoutes = {
  /** The composer's picker: a plain array. companyId/userId of the query are the token's. */
  list: route({
    method: 'GET',
    path: '/quick-messages/list',
    query: z.object({ companyId: z.unknown().optional(), userId: z.unknown().optional() }),
    reply: quickMessageListSchema,
  }),
  page: route({
    method: 'GET',
    path: '/quick-messages',
    query: z.object({ searchParam: searchParamSchema, pageNumber: pageNumberSchema }),
    reply: quickMessagePageSchema,
  }),
  one: route({ method: 'GET', path: '/quick-messages/:id', params, reply: quickMessageSchema }),
  create: route({ method: 'POST', path: '/quick-messages', body: quickMessageCreateBodySchema, reply: quickMessageSchema }),
  update: route({
    method: 'PUT',
    path: '/quick-messages/:id',
    params,
    body: z.object({
      shortcode: shortcode.optional(),
      message: z.string().max(4096).optional(),
      geral: flagSchema.optional(),
      visao: flagSchema.optional(),
      status: flagSchema.optional(),
    }),
    reply: quickMessageSchema,
  }),
  remove: route({ method: 'DELETE', path: '/quick-messages/:id', params, reply: okReplySchema }),
  /** Multipart `file` (any type); replaces the previous one. */
  uploadMedia: route({
    method: 'POST',
    path: '/quick-messages/:id/media-upload',
    params,
    multipart: 'only',
    reply: quickMessageSchema,
  }),
  removeMedia: route({ method: 'DELETE', path: '/quick-messages/:id/media-upload', params, reply: quickMessageSchema }),
};
