import { connectionRoutes, type ConnectionBody } from '@shared/api/routes/connections';
import { settingRoutes } from '@shared/api/routes/settings';
import { call } from '@renderer/api';
import type { GreetingMedia } from './GreetingMediaField';

/** GET /whatsapp: every connection of the company at once (no pages), as the list blocks read a page. */
export async function fetchConnections(_page: number, _search: string, signal: AbortSignal) {
  const records = await call(settingRoutes.connections, { signal });
  return { records, count: records.length, hasMore: false };
}

export function fetchConnection(whatsappId: number, signal?: AbortSignal) {
  return call(connectionRoutes.one, { params: { whatsappId }, signal });
}

export function createConnection(body: ConnectionBody) {
  return call(connectionRoutes.create, { body });
}

export function updateConnection(whatsappId: number, body: ConnectionBody) {
  return call(connectionRoutes.update, { params: { whatsappId }, body });
}

// Deployed backends answer these with `{message}` or nothing useful: nothing reads the reply.
export function deleteConnection(whatsappId: number) {
  return call(connectionRoutes.remove, { params: { whatsappId }, reply: 'ignore' });
}

/** DISCONNECTED → 'try again': a new pairing. */
export function startSession(whatsappId: number) {
  return call(connectionRoutes.startSession, { params: { whatsappId }, reply: 'ignore' });
}

/** DISCONNECTED → 'new QR'. */
export function renewSession(whatsappId: number) {
  return call(connectionRoutes.renewSession, { params: { whatsappId }, reply: 'ignore' });
}

export function endSession(whatsappId: number) {
  return call(connectionRoutes.endSession, { params: { whatsappId }, reply: 'ignore' });
}

export function restartAll() {
  return call(connectionRoutes.restartAll, { reply: 'ignore' });
}

export function closeImported(whatsappId: number) {
  return call(connectionRoutes.closeImported, { params: { whatsappId }, reply: 'ignore' });
}

/** POST /facebook; a deployed backend may answer nothing at all. */
export function connectFacebook(body: { facebookUserId: string; facebookUserToken: string; addInstagram?: boolean }) {
  return call(connectionRoutes.facebook, { body, reply: 'ignore' });
}

/**
 * Applies the dialog's choice for the greeting's file (after the connection is saved: a new one
 * has no id before), then reads the connection again: deployed backends answer these with a
 * message, not the connection.
 */
export async function saveGreetingMedia(whatsappId: number, media: GreetingMedia, had: boolean) {
  if (media.kind === 'pick') {
    const form = new FormData();
    form.set('file', media.file, media.file.name);
    await call(connectionRoutes.uploadMedia, { params: { whatsappId }, form, reply: 'ignore' });
  } else if (media.kind === 'remove' && had) {
    await call(connectionRoutes.removeMedia, { params: { whatsappId }, reply: 'ignore' });
  } else return null;
  return fetchConnection(whatsappId);
}
