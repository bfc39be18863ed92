import { routes } from '@shared/api/routes';
import { userRowSchema } from '@shared/api/user';
import type { UserCreateBody, UserUpdateBody } from '@shared/api/userUpdate';
import { call } from '@renderer/api';
import { saveUserChanges } from '@renderer/session';

const entries = routes.users;

/** GET /users/?searchParam=&pageNumber= (20 a page, by name), as the list blocks read pages. */
export async function fetchUserPage(page: number, search: string, signal: AbortSignal) {
  const reply = await call(entries.page, { query: { searchParam: search || undefined, pageNumber: page }, signal });
  return { records: reply.users, count: reply.count, hasMore: reply.hasMore };
}

/** The whole record, which an edit sends back (PUT /users/{id} is not a patch). */
export function fetchUser(userId: number, signal?: AbortSignal) {
  return call(entries.one, { params: { userId }, signal });
}

/** POST /users; the reply is read as a list row so the table shows it before the event arrives. */
export async function createUser(body: UserCreateBody) {
  return userRowSchema.parse(await call(entries.create, { body }));
}

/** PUT /users/{id}: the record as read with the form's changes; the reply is read as a list row. */
export function updateUser(userId: number, changes: UserUpdateBody) {
  return saveUserChanges(userId, changes, userRowSchema);
}

export function deleteUser(userId: number) {
  return call(entries.remove, { params: { userId }, reply: 'ignore' });
}

/** The company's queues and connections, the choices of the user dialog. */
export function fetchQueues(signal?: AbortSignal) {
  return call(routes.settings.queues, { signal });
}

export function fetchConnections(signal?: AbortSignal) {
  return call(routes.settings.connections, { signal });
}
