import { routes } from '@shared/api/routes';
import { call } from '@renderer/api';

// The endpoint takes a connection's token, not the session's: sent in its place, and a refusal is
// the answer to show (never a reason to refresh the session or sign out).
const asConnection = (token: string) => ({ token, anonymous: false });

/** POST /api/messages/send as JSON: a text. */
export function sendTestText(token: string, number: string, body: string) {
  return call(routes.externalApi.send, { ...asConnection(token), body: { number, body } });
}

/** POST /api/messages/send as multipart: one file in `medias`, as deployed backends take it. */
export function sendTestMedia(token: string, number: string, file: File) {
  const form = new FormData();
  form.append('number', number);
  form.append('medias', file, file.name);
  return call(routes.externalApi.send, { ...asConnection(token), form });
}
