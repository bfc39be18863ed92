import { createReadStream } from 'node:fs';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { metaRoutes } from '@shared/api/routes/meta';
import { bearerOf } from '../auth/accessToken';
import { verifySession } from '../auth/sessions';
import type { AppContext } from '../context';
import { serve } from '../http/route';
import { HttpError } from '../http/HttpError';
import { mayReadMedia } from '../media/mediaAccess';
import { loadActor } from '../services/actor';

/** Shown in the page rather than downloaded: what <img>, <audio> and <video> play. */
const INLINE = /^(image|audio|video)\//;

/** `bytes=a-b`, `bytes=a-`, `bytes=-n` → [start, end]; null = serve whole; 'bad' = 416. */
export function parseRange(header: string | undefined, size: number): [number, number] | null | 'bad' {
  if (!header) return null;
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  // Several ranges (or another unit) may be answered with the whole file (RFC 9110 §14.2).
  if (!m || (m[1] === '' && m[2] === '')) return null;
  let start: number;
  let end: number;
  if (m[1] === '') {
    const suffix = Number(m[2]);
    if (suffix === 0) return 'bad';
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(m[1]);
    end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  }
  if (start >= size || start > end) return 'bad';
  return [start, end];
}

/** RFC 6266: an ASCII fallback and the UTF-8 name. */
function disposition(kind: 'inline' | 'attachment', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * GET /media/<companyId>/<id>/<name>: the uploaded files. Allowed with a valid signature
 * (media/mediaUrls.ts), or with a bearer token of a user of that company who may see what holds
 * the file, by the holder's own rule (media/mediaAccess.ts: a message's ticket visibility…;
 * clients that can send headers); otherwise 403, as the ticket route answers a ticket out of sight. Range requests give 206 so audio and video can seek. The bytes are
 * never interpreted by the server's origin: nosniff, a sandboxing CSP, and anything but
 * image/audio/video is sent as an attachment.
 */
export function registerMediaRoutes(app: FastifyInstance, ctx: AppContext): void {
  const allowed = async (req: FastifyRequest, q: { exp?: string; sig?: string }, key: string, companyId: number) => {
    if (ctx.media.urls.verify(key, q.exp, q.sig)) return true;
    const token = req.headers.authorization ? bearerOf(req.headers.authorization) : null;
    const claims = token ? await verifySession(ctx, token) : null;
    if (claims?.companyId !== companyId) return false;
    // A user of the company, who may see what holds the file (the message's ticket…).
    const actor = await loadActor(ctx.db, claims.id, claims.companyId);
    return !!actor && (await mayReadMedia(ctx, actor, key));
  };

  serve(app, ctx, metaRoutes.media, async ({ req, reply, params: p, query }) => {
    const key = `${p.companyId}/${p.id}/${p.name}`;
    if (!(await allowed(req, query, key, Number(p.companyId)))) throw new HttpError(403, 'ERR_NO_PERMISSION');
    const found = await ctx.media.store.lookup(key);
    if (!found) throw new HttpError(404, 'ERR_NOT_FOUND');
    const { size, mimetype, name } = found.media;
    reply
      .header('Content-Type', mimetype || 'application/octet-stream')
      .header('Accept-Ranges', 'bytes')
      .header('Content-Disposition', disposition(INLINE.test(mimetype) ? 'inline' : 'attachment', name))
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Security-Policy', "sandbox; default-src 'none'")
      .header('Cache-Control', 'private, max-age=3600');
    const range = parseRange(req.headers.range, size);
    if (range === 'bad') {
      return reply.status(416).header('Content-Range', `bytes */${size}`).send();
    }
    const [start, end] = range ?? [0, size - 1];
    if (range) reply.status(206).header('Content-Range', `bytes ${start}-${end}/${size}`);
    reply.header('Content-Length', String(size === 0 ? 0 : end - start + 1));
    if (size === 0) return reply.send();
    return reply.send(createReadStream(found.path, { start, end }));
    // fastify answers HEAD from this route too (exposeHeadRoutes), without the body.
  });
}
