import { z } from 'zod';
import { announcementPageSchema, announcementSchema } from '../announcement';
import { flagSchema, inputIdSchema, okReplySchema, pageNumberSchema, searchParamSchema } from '../input';
import { route } from '../route';

const params = z.object({ id: inputIdSchema });

/** What the announcement dialog saves (spec 3 §5: title and text required, 'Obrigatório'). */
export const announcementBodySchema = z.object({
  title: z.string({ error: 'Obrigatório' }).trim().min(1, 'Obrigatório').max(200, 'Too Long!'),
  text: z.string({ error: 'Obrigatório' }).trim().min(1, 'Obrigatório').max(10_000, 'Too Long!'),
  priority: z.coerce.number<number | string>().int().min(1).max(3).default(3),
  status: flagSchema.default(true),
});
export type AnnouncementBody = z.input<typeof announcementBodySchema>;

/**
 * Announcements (spec 3 §7): the platform's super user writes them; every signed-in user reads the
 * active ones (the top bar's popover); the super user's page lists every one.
 */
export const announcementRoutes = {
  page: route({
    method: 'GET',
    path: '/announcements',
    query: z.object({ searchParam: searchParamSchema, pageNumber: pageNumberSchema }),
    reply: announcementPageSchema,
  }),
  one: route({ method: 'GET', path: '/announcements/:id', params, reply: announcementSchema }),
  create: route({ method: 'POST', path: '/announcements', body: announcementBodySchema, reply: announcementSchema }),
  update: route({
    method: 'PUT',
    path: '/announcements/:id',
    params,
    body: announcementBodySchema,
    reply: announcementSchema,
  }),
  remove: route({ method: 'DELETE', path: '/announcements/:id', params, reply: okReplySchema }),
  /** Multipart `file`: a png or jpeg image (spec 3 §5); replaces the previous one. */
  uploadMedia: route({
    method: 'POST',
    path: '/announcements/:id/media-upload',
    params,
    multipart: 'only',
    reply: announcementSchema,
  }),
  removeMedia: route({ method: 'DELETE', path: '/announcements/:id/media-upload', params, reply: announcementSchema }),
};
