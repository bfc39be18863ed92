import type { FastifyError, FastifyInstance } from 'fastify';
import { HttpError } from './HttpError';

/** Every failure leaves as `{error}`: known errors keep their status, the rest are a bare 500. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | HttpError, req, reply) => {
    if (err instanceof HttpError) return reply.status(err.status).send(err.body);
    const status = (err as FastifyError).statusCode;
    // fastify's own 4xx (bad JSON, too large, unsupported type) carry a safe message.
    if (status && status >= 400 && status < 500) return reply.status(status).send({ error: err.message });
    req.log.error(err);
    return reply.status(500).send({ error: 'Internal server error' });
  });
  app.setNotFoundHandler((_req, reply) => reply.status(404).send({ error: 'ERR_NOT_FOUND' }));
}
