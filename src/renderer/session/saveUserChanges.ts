import { routes } from '@shared/api/routes';
import { userUpdateBody, type UserUpdateBody } from '@shared/api/userUpdate';
import { call } from '@renderer/api';

/**
 * Changes some fields of a user. PUT /users/{id} is not a patch on deployed backends: the queues,
 * connection and panel width a body leaves out are reset (CONTRACT.md "Errors"), which empties the
 * user's inbox. So the user is read first and the whole record goes back with the changes.
 */
export async function saveUserChanges(userId: number, changes: UserUpdateBody): Promise<void> {
  const record = await call(routes.users.one, { params: { userId } });
  await call(routes.users.update, { params: { userId }, body: userUpdateBody(record, changes), reply: 'ignore' });
}
