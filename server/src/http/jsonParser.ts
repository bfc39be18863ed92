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
    try {
      done(null, JSON.parse(text));
    } catch {
      done(new HttpError(400, 'Invalid JSON body'), undefined);
    }
  });
}
