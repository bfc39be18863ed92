import type { z } from 'zod';
import { userRoutes } from '@shared/api/routes/users';
import { userUpdateBody, type UserUpdateBody } from '@shared/api/userUpdate';
import { call } from '@renderer/api';

/**
 * Changes some fields of a user. PUT /users/{id} is not a patch on deployed backends: the queues,
 * connection and panel width a body leaves out are reset (CONTRACT.md "Errors"), which empties the
 * user's inbox. So the user is read first and the whole record goes back with the changes.
 * Without `reply` the answer is not read (the profile dialog has no use for it, and a deployed
 * backend's answer is then never a reason to fail); with it, the answer is parsed by it.
 */
export function saveUserChanges(userId: number, changes: UserUpdateBody): Promise<void>;
export function saveUserChanges<S extends z.ZodType>(
  userId: number,
  changes: UserUpdateBody,
  reply: S,
): Promise<z.output<S>>;
export async function saveUserChanges(userId: number, changes: UserUpdateBody, reply?: z.ZodType): Promise<unknown> {
  const record = await call(userRoutes.one, { params: { userId } });
  const body = userUpdateBody(record, changes);
  if (!reply) return call(userRoutes.update, { params: { userId }, body, reply: 'ignore' });
  return call(userRoutes.update, { params: { userId }, body, reply });
}
