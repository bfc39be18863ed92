import { z } from 'zod';
import { pageMeta } from '../common';
import { okReplySchema, pageNumberSchema, searchParamSchema } from '../input';
import { route } from '../route';
import { userRowSchema } from '../user';
import { panelWidthBodySchema, userCreateBodySchema, userRecordSchema, userUpdateBodySchema } from '../userUpdate';

const params = z.object({ userId: z.coerce.number<number | string>().int().positive() });
/** Admins read every public field, others what the transfer dialog needs. */
const listedUser = userRowSchema;

export const userRoutes = {
  /** Plain array of the company's users (transfer dialogs, filters). */
  list: route({ method: 'GET', path: '/users/list', reply: z.array(listedUser) }),
  /** One page of 20 (`GET /users/?searchParam=&pageNumber=`). */
  page: route({
    method: 'GET',
    path: '/users',
    query: z.object({ searchParam: searchParamSchema, pageNumber: pageNumberSchema }),
    reply: z.object({ users: z.array(listedUser), ...pageMeta }),
  }),
  one: route({ method: 'GET', path: '/users/:userId', params, reply: userRecordSchema }),
  /** An admin adds a user to the company (spec 2 "Users"); the reply is the stored record. */
  create: route({ method: 'POST', path: '/users', body: userCreateBodySchema, reply: userRecordSchema }),
  /** Not a patch: omitted queues, connection and width are reset (userUpdate.ts). */
  update: route({ method: 'PUT', path: '/users/:userId', params, body: userUpdateBodySchema, reply: userRecordSchema }),
  remove: route({ method: 'DELETE', path: '/users/:userId', params, reply: okReplySchema }),
  /** (sic) The panel width alone, which PUT /users/{id} would reset with the queues. */
  panelWidth: route({
    method: 'PUT',
    path: '/users/toggleChangeWidht/:userId',
    params,
    body: panelWidthBodySchema,
    reply: userRecordSchema,
  }),
  /**
   * A user's picture (spec 2 §7): multipart `userId`, `typeArch` 'user' and the file as
   * `profileImage`. Deployed backends answer differently; the client reads the user again.
   */
  uploadPicture: route({
    method: 'POST',
    path: '/users/:userId/media-upload',
    params,
    multipart: 'only',
    reply: userRecordSchema,
  }),
  /**
   * The picture's bytes, where deployed backends serve it (their static `public` folder), to
   * anyone: an <img> sends no token. `file` is the user's `profileImage`.
   */
  picture: route({
    method: 'GET',
    path: '/public/company:companyId/user/:file',
    params: z.object({
      companyId: z.coerce.number<number | string>().int().positive(),
      file: z.string().regex(/^[0-9a-f]{32}-[^/\\]{1,200}$/),
    }),
    anonymous: true,
  }),
};
