import { z } from 'zod';
import { idSchema, pageMeta } from '../common';
import { contactSchema } from '../contact';
import {
  flagTextSchema,
  inputIdSchema,
  jsonIdsSchema,
  okReplySchema,
  pageNumberSchema,
  searchParamSchema,
} from '../input';
import { route } from '../route';

const params = z.object({ contactId: inputIdSchema });

/** POST and PUT /contacts: the whole record (a PUT without extraInfo leaves it as it is). */
export const contactBodySchema = z.object({
  name: z.string().trim().min(2, 'Too Short!').max(250, 'Too Long!'),
  number: z.string().trim().min(8).max(50),
  email: z.union([z.email('Invalid email'), z.literal('')]).optional(),
  extraInfo: z.array(z.object({ name: z.string().trim().min(1).max(100), value: z.string().max(1000) })).optional(),
});
export type ContactBody = z.input<typeof contactBodySchema>;

export const contactRoutes = {
  page: route({
    method: 'GET',
    path: '/contacts',
    query: z.object({
      searchParam: searchParamSchema,
      pageNumber: pageNumberSchema,
      /** Page size (the export asks for 20, spec 1 §9); deployed backends may ignore it. */
      limit: z.coerce.number<number | string>().int().min(1).max(100).optional(),
      contactTag: jsonIdsSchema.optional(),
      channel: z.enum(['whatsapp', 'whatsappapi', 'facebook', 'instagram']).optional(),
      isGroup: flagTextSchema.optional(),
    }),
    reply: z.object({ contacts: z.array(contactSchema), ...pageMeta }),
  }),
  list: route({
    method: 'GET',
    path: '/contacts/list',
    reply: z.array(z.object({ id: idSchema, name: z.string().catch('') }).loose()),
  }),
  one: route({ method: 'GET', path: '/contacts/:contactId', params, reply: contactSchema }),
  /** The number kept as its digits, unique in the company (400 ERR_DUPLICATED_CONTACT). */
  create: route({ method: 'POST', path: '/contacts', body: contactBodySchema, reply: contactSchema }),
  update: route({ method: 'PUT', path: '/contacts/:contactId', params, body: contactBodySchema, reply: contactSchema }),
  /** contacts-page:deleteContact (admins); the contact's tickets and messages go with it. */
  remove: route({ method: 'DELETE', path: '/contacts/:contactId', params, reply: okReplySchema }),
  /** Block (`active: false`) or unblock; a blocked contact cannot get a new ticket (spec 1 §4). */
  block: route({
    method: 'PUT',
    path: '/contacts/block/:contactId',
    params,
    body: z.object({ active: z.boolean() }),
    reply: contactSchema,
  }),
  toggleAcceptAudio: route({
    method: 'PUT',
    path: '/contacts/toggleAcceptAudio/:contactId',
    params,
    reply: contactSchema,
  }),
  toggleDisableBot: route({
    method: 'PUT',
    path: '/contacts/toggleDisableBot/:contactId',
    params,
    reply: contactSchema,
  }),
};
