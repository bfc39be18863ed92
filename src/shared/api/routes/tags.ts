import { z } from 'zod';
import { contactSchema } from '../contact';
import { idSchema } from '../common';
import { inputIdSchema, okReplySchema, pageNumberSchema, searchParamSchema } from '../input';
import { route } from '../route';
import { tagPageSchema, tagRecordSchema, tagSchema } from '../tag';

// The spec's inline rule (spec 1 §5 'Tag muito curta!'): at least 3 characters.
const name = z.string().trim().min(3, 'Too Short!').max(100, 'Too Long!');
const color = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'must be #rrggbb');
const kanban = z.coerce.number<number | string>().int().min(0).max(1);
const tagParams = z.object({ tagId: inputIdSchema });

/** Tags of the company, and tags on tickets and contacts, as the Whaticket family names them. */
export const tagRoutes = {
  list: route({
    method: 'GET',
    path: '/tags/list',
    query: z.object({ kanban: kanban.optional() }),
    reply: z.array(tagSchema),
  }),
  /** The tags page and the tag-column manager (kanban 1): searched by name, 20 a page, with counts. */
  page: route({
    method: 'GET',
    path: '/tags',
    query: z.object({ searchParam: searchParamSchema, pageNumber: pageNumberSchema, kanban: kanban.optional() }),
    reply: tagPageSchema,
  }),
  one: route({ method: 'GET', path: '/tags/:tagId', params: tagParams, reply: tagRecordSchema }),
  /** A tag without a colour gets a random one (spec 2 §3). */
  create: route({
    method: 'POST',
    path: '/tags',
    body: z.object({ name, color: z.union([color, z.literal('')]).nullish(), kanban: kanban.default(0) }),
    reply: tagSchema,
  }),
  update: route({
    method: 'PUT',
    path: '/tags/:tagId',
    params: tagParams,
    body: z.object({ name: name.optional(), color: color.optional(), kanban: kanban.optional() }),
    reply: tagSchema,
  }),
  remove: route({ method: 'DELETE', path: '/tags/:tagId', params: tagParams, reply: okReplySchema }),
  /** Adds one tag to a ticket (idempotent); 201 as deployed. */
  tagTicket: route({
    method: 'PUT',
    path: '/ticket-tags/:ticketId/:tagId',
    params: z.object({ ticketId: inputIdSchema, tagId: inputIdSchema }),
    reply: z.object({ ticketId: idSchema, tagId: idSchema }).loose(),
  }),
  /** Removes EVERY tag of the ticket (the client re-adds the ones it keeps). */
  untagTicket: route({
    method: 'DELETE',
    path: '/ticket-tags/:ticketId',
    params: z.object({ ticketId: inputIdSchema }),
    reply: okReplySchema,
  }),
  /** Sets a contact's tags to exactly the given list; replies with the contact. */
  syncContact: route({
    method: 'POST',
    path: '/tags/sync',
    body: z.object({ contactId: inputIdSchema, tags: z.array(z.object({ id: inputIdSchema }).loose()).max(200) }),
    reply: contactSchema,
  }),
  /** Whether the contact has any tag (what deployed clients read for requiredTag). */
  contactHasTags: route({
    method: 'GET',
    path: '/contactTags/:contactId',
    params: z.object({ contactId: inputIdSchema }),
    reply: z.object({ tags: z.boolean() }).loose(),
  }),
  untagContact: route({
    method: 'DELETE',
    path: '/tags-contacts/:tagId/:contactId',
    params: z.object({ tagId: inputIdSchema, contactId: inputIdSchema }),
    reply: okReplySchema,
  }),
};
