import { externalSendBodySchema, externalSendReplySchema } from '../externalApi';
import { route } from '../route';

export const externalApiRoutes = {
  /**
   * The messages API (spec 3 "Messages API"): authenticated by a connection's token, not a
   * session (so served before the session guard). JSON `{number, body…}`, or multipart with
   * `medias` (read by the handler).
   */
  send: route({
    method: 'POST',
    path: '/api/messages/send',
    body: externalSendBodySchema,
    multipart: 'or-json',
    reply: externalSendReplySchema,
    anonymous: true,
  }),
};
