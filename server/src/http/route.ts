import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { Parsed, RouteEntry } from '@shared/api/route';
import { tryParse } from '@shared/parse';
import type { ContractCheck } from '../config';
import type { AppContext } from '../context';
import { validate } from './validate';

/** What a handler receives: the request's parts parsed with the entry's schemas. */
export interface RouteInput<E extends RouteEntry> {
  params: Parsed<E, 'params'>;
  query: Parsed<E, 'query'>;
  /** For `multipart: 'or-json'`, undefined when the body is multipart (the handler reads it). */
  body: E['multipart'] extends 'or-json' ? Parsed<E, 'body'> | undefined : Parsed<E, 'body'>;
  req: FastifyRequest;
  reply: FastifyReply;
}

export type RouteHandler<E extends RouteEntry> = (input: RouteInput<E>) => unknown;

/**
 * Registers `handler` for a route entry of the shared contract: params, query and body are parsed
 * with the entry's schemas first (a 400 `{error, fields}` as `validate` gives), and, with the
 * contract check on (tests), the reply is parsed with the entry's reply schema.
 */
export function serve<E extends RouteEntry>(
  app: FastifyInstance,
  ctx: Pick<AppContext, 'options'>,
  entry: E,
  handler: RouteHandler<E>,
  fastifyOptions: RouteShorthandOptions = {},
): void {
  const check = ctx.options.contractCheck;
  app.route({
    ...fastifyOptions,
    method: entry.method,
    url: entry.path,
    ...(check ? { onSend: replyCheck(entry, check), onResponse: callRecorder(entry, check) } : {}),
    handler: async (req, reply) => {
      const params = entry.params ? validate(entry.params, req.params, 'params') : undefined;
      const query = entry.query ? validate(entry.query, req.query, 'query') : undefined;
      const multipartBody = entry.multipart && req.isMultipart();
      const body = entry.body && !multipartBody ? validate(entry.body, req.body) : undefined;
      return handler({ params, query, body, req, reply } as RouteInput<E>);
    },
  });
}

function callRecorder(entry: RouteEntry, check: ContractCheck) {
  return async (_req: FastifyRequest, reply: FastifyReply) => {
    check.called({ method: entry.method, path: entry.path, status: reply.statusCode });
  };
}

/** A 2xx JSON reply that its schema refuses becomes a 500 naming the route and the failing paths. */
function replyCheck(entry: RouteEntry, check: ContractCheck) {
  return async (_req: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const schema = entry.reply;
    if (!schema || reply.statusCode < 200 || reply.statusCode >= 300 || typeof payload !== 'string') return payload;
    let data: unknown;
    try {
      data = payload === '' ? undefined : JSON.parse(payload);
    } catch {
      data = payload;
    }
    const parsed = tryParse(schema, data);
    if (parsed.ok) return payload;
    const message = `Reply of ${entry.method} ${entry.path} does not match its schema: ${parsed.error.issues.slice(0, 5).join('; ')}`;
    check.mismatch({ method: entry.method, path: entry.path, message });
    reply.status(500).type('application/json');
    return JSON.stringify({ error: message });
  };
}
