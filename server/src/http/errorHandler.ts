import type { FastifyError, FastifyInstance } from 'fastify';
import { HttpError } from './HttpError';

/** Every failure leaves as `{error}`: known errors keep their status, the rest are a bare 500. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | HttpError, req, reply) => {
    if (err instanceof HttpError) return reply.status(err.status).headers(err.headers).send(err.body);
    const status = (err as FastifyError).statusCode;
    // fastify's own 4xx (bad JSON, too large, unsupported type) carry a safe message.
    if (status && status >= 400 && status < 500) return reply.status(status).send({ error: err.message });
    // Safety net: PostgreSQL data exceptions (class 22: out of range, invalid text, NUL) are the
    // client's input that a schema let through; logged, but answered as a 400.
    const pgCode = sqlStateOf(err);
    if (pgCode?.startsWith('22')) {
      req.log.warn(err);
      return reply.status(400).send({ error: 'Invalid input' });
    }
    req.log.error(err);
    return reply.status(500).send({ error: 'Internal server error' });
  });
  app.setNotFoundHandler((_req, reply) => reply.status(404).send({ error: 'ERR_NOT_FOUND' }));
}

/** The SQLSTATE of a driver error, or of the one drizzle wrapped. */
function sqlStateOf(err: unknown): string | undefined {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}
