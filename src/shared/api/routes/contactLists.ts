import { z } from 'zod';
import {
  contactListItemPageSchema,
  contactListItemSchema,
  contactListPageSchema,
  contactListSchema,
} from '../contactList';
import { inputIdSchema, okReplySchema, pageNumberSchema, searchParamSchema } from '../input';
import { route } from '../route';

// Spec 3 §5: names 2–50 ('Too Short!', 'Too Long!', 'Required'); number 8–50; email valid ('Invalid email').
const name = z.string({ error: 'Required' }).trim().min(1, 'Required').min(2, 'Too Short!').max(50, 'Too Long!');

export const contactListBodySchema = z.object({ name });

export const contactListItemBodySchema = z.object({
  name,
  number: z
    .string({ error: 'Required' })
    .trim()
    .min(1, 'Required')
    .transform((v) => v.replace(/\D/g, ''))
    .pipe(z.string().min(8, 'Too Short!').max(50, 'Too Long!')),
  email: z
    .union([z.literal(''), z.email('Invalid email').max(200)])
    .nullish()
    .transform((v) => v ?? ''),
  contactListId: inputIdSchema,
});
export type ContactListItemBody = z.input<typeof contactListItemBodySchema>;

const listParams = z.object({ contactListId: inputIdSchema });
const itemParams = z.object({ itemId: inputIdSchema });

/** Contact lists and their entries (spec 3 "Contact lists", §7), plan useCampaigns. */
export const contactListRoutes = {
  page: route({
    method: 'GET',
    path: '/contact-lists',
    query: z.object({ searchParam: searchParamSchema, pageNumber: pageNumberSchema }),
    reply: contactListPageSchema,
  }),
  /** Every list by name, for the campaign dialog's select. */
  list: route({ method: 'GET', path: '/contact-lists/list', reply: z.array(contactListSchema) }),
  one: route({ method: 'GET', path: '/contact-lists/:contactListId', params: listParams, reply: contactListSchema }),
  create: route({ method: 'POST', path: '/contact-lists', body: contactListBodySchema, reply: contactListSchema }),
  update: route({
    method: 'PUT',
    path: '/contact-lists/:contactListId',
    params: listParams,
    body: contactListBodySchema,
    reply: contactListSchema,
  }),
  remove: route({
    method: 'DELETE',
    path: '/contact-lists/:contactListId',
    params: listParams,
    reply: okReplySchema,
  }),
  itemPage: route({
    method: 'GET',
    path: '/contact-list-items',
    query: z.object({
      searchParam: searchParamSchema,
      pageNumber: pageNumberSchema,
      contactListId: inputIdSchema,
      /** Sent by deployed clients; the company is the token's. */
      companyId: z.unknown().optional(),
    }),
    reply: contactListItemPageSchema,
  }),
  itemOne: route({
    method: 'GET',
    path: '/contact-list-items/:itemId',
    params: itemParams,
    reply: contactListItemSchema,
  }),
  itemCreate: route({
    method: 'POST',
    path: '/contact-list-items',
    body: contactListItemBodySchema,
    reply: contactListItemSchema,
  }),
  itemUpdate: route({
    method: 'PUT',
    path: '/contact-list-items/:itemId',
    params: itemParams,
    body: contactListItemBodySchema,
    reply: contactListItemSchema,
  }),
  itemRemove: route({
    method: 'DELETE',
    path: '/contact-list-items/:itemId',
    params: itemParams,
    reply: okReplySchema,
  }),
};
