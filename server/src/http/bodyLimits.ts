import type { FastifyInstance } from 'fastify';

/**
 * Body size limits per route, set as routes are declared. The routes anyone may call without a
 * session (sign-in, refresh) take a few fields: 16 KB, so an anonymous caller cannot make the
 * server parse megabytes. Authenticated routes check the bearer on request, before any body is
 * read (registerRoutes), and take up to 1 MB of JSON — far above anything the client sends (a
 * message text is capped at 4,096 characters), far below what would hurt to parse; files go as
 * multipart, under their own per-file limit (multipart.ts). A route that declares its own limit keeps it
 * (/sandbox/inbound carries base64 media and checks its token first).
 */
export const PUBLIC_BODY_LIMIT = 16 * 1024;
export const DEFAULT_BODY_LIMIT = 1024 * 1024;

const PUBLIC_WITH_BODY = /^\/auth\//;

export function installBodyLimits(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (route.bodyLimit === undefined && PUBLIC_WITH_BODY.test(route.url)) route.bodyLimit = PUBLIC_BODY_LIMIT;
  });
}
