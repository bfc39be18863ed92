import type { FastifyInstance } from 'fastify';
import { HttpError } from './HttpError';

/**
 * JSON bodies, tolerating an empty one: clients send `Content-Type: application/json` with no
 * body on POST /auth/refresh_token and DELETE calls, which fastify would refuse by default.
 */
export function installJsonParser(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return done(new HttpError(400, 'Invalid JSON body'), undefined);
    }
    // PostgreSQL text cannot hold NUL: refused here, once, instead of by every schema.
    if (text.includes('\\u0000') && hasNul(parsed)) return done(new HttpError(400, 'Invalid body: NUL character'), undefined);
    done(null, parsed);
  });
}

/** Whether any string (or key) in a parsed JSON value contains a NUL character. */
export function hasNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\0');
  if (Array.isArray(value)) return value.some(hasNul);
  if (value && typeof value === 'object') {
    return Object.entries(value).some(([k, v]) => k.includes('\0') || hasNul(v));
  }
  return false;
}

/** Refuses a URL carrying NUL (`%00`) in its path or query before any route reads it. */
export function installNulGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (req) => {
    if (/%00|\0/i.test(req.url)) throw new HttpError(400, 'Invalid request: NUL character in URL');
  });
}
