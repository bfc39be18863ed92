import { userRoutes } from '@shared/api/routes/users';
import { call } from '@renderer/api';
import { saveUserChanges } from '@renderer/session';

/**
 * Sends a picture as deployed clients do (`userId`, `typeArch` 'user', the file as
 * `profileImage`) and reads the user again for its new `profileImage`: deployed backends answer
 * the upload with a message, not the user.
 */
export async function uploadPicture(userId: number, file: File): Promise<string | null> {
  const form = new FormData();
  form.set('userId', String(userId));
  form.set('typeArch', 'user');
  form.set('profileImage', file, file.name);
  await call(userRoutes.uploadPicture, { params: { userId }, form, reply: 'ignore' });
  const user = await call(userRoutes.one, { params: { userId } });
  return typeof user.profileImage === 'string' && user.profileImage ? user.profileImage : null;
}

/** Removes the picture: the whole record goes back with `profileImage` null. */
export function removePicture(userId: number): Promise<void> {
  return saveUserChanges(userId, { profileImage: null });
}
