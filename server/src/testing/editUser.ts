import { userRecordSchema, userUpdateBody, type UserUpdateBody } from '@shared/api/userUpdate';
import type { Api } from './harness';

/**
 * Changes some fields of a user the way a client must (PUT /users/{id} is not a patch): the
 * record is read, then sent back whole with the changes.
 */
export async function editUser(api: Api, token: string, userId: number, changes: UserUpdateBody) {
  const read = await api('GET', `/users/${userId}`, { token });
  if (read.status !== 200) throw new Error(`GET /users/${userId}: ${read.status} ${read.text}`);
  return api('PUT', `/users/${userId}`, { token, body: userUpdateBody(userRecordSchema.parse(read.body), changes) });
}
