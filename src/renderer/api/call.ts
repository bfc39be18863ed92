import type { z } from 'zod';
import { pathOf, type Replied, type RouteEntry, type Sent } from '@shared/api/route';
import { api } from './services';

type Query = Record<string, string | number | boolean | undefined | null>;

/** The request parts an entry takes: params when its path has some, a body when it has one. */
type Parts<E extends RouteEntry> = (E['params'] extends z.ZodType
  ? { params: Sent<E, 'params'> }
  : { params?: undefined }) &
  (E['query'] extends z.ZodType ? { query?: Sent<E, 'query'> } : { query?: undefined }) &
  (E['body'] extends z.ZodType
    ? E['multipart'] extends string
      ? { body?: Sent<E, 'body'> }
      : { body: Sent<E, 'body'> }
    : { body?: undefined }) &
  (E['multipart'] extends string ? { form?: FormData } : { form?: undefined });

/**
 * How the reply is read: the entry's schema by default; another schema where deployed backends
 * answer differently from the reference server (some send nothing); 'ignore' when the caller has
 * no use for it (a deployed backend's answer is then never a reason to fail).
 */
type ReplyMode = z.ZodType | 'ignore' | undefined;
type Result<E extends RouteEntry, R extends ReplyMode> = R extends z.ZodType
  ? z.output<R>
  : R extends 'ignore'
    ? void
    : Replied<E>;

export type CallOptions<E extends RouteEntry, R extends ReplyMode = undefined> = Parts<E> & {
  signal?: AbortSignal;
  /** See RequestOptions.token: a session not applied yet. */
  token?: string;
  /** Sent without a token, never refreshing; by default when the entry is served before the guard. */
  anonymous?: boolean;
  reply?: R;
};

/**
 * Calls a route of the shared contract (src/shared/api/routes) through the live API client: the
 * path filled from `params`, `query` and the JSON `body` typed by the entry's schemas, the reply
 * parsed with its reply schema. Refresh, retry and errors are the client's (client.ts).
 */
export function call<E extends RouteEntry, R extends ReplyMode = undefined>(
  entry: E,
  options: CallOptions<E, R>,
): Promise<Result<E, R>> {
  const { reply } = options as CallOptions<RouteEntry, ReplyMode>;
  return send(entry, reply === 'ignore' ? undefined : (reply ?? entry.reply), options);
}

/** The address of a route: what a request needs before any schema. */
export type RouteAddress = Pick<RouteEntry, 'method' | 'path' | 'anonymous'>;

/** A route whose entry (its schemas) loads only when a reply is to be read. */
export interface DeferredEntry<E extends RouteEntry> extends RouteAddress {
  load(): Promise<E>;
}

/**
 * A route of the calls a start makes before its first screen (the session, the company's data,
 * the branding): sent with its address at once, its schemas loaded to read a successful reply.
 * The refresh's 401 on the login page thus loads no schema, and zod's schemas of the session stay
 * out of the entry (issue 18). `address` is the contract's own (routes/sessionAddresses.ts).
 */
export function deferred<E extends RouteEntry>(address: RouteAddress, load: () => Promise<E>): DeferredEntry<E> {
  let loading: Promise<E> | null = null;
  return {
    ...address,
    load: () => {
      if (!loading) {
        loading = load();
        // A chunk that did not load (offline during an update) is asked for again next time.
        loading.catch(() => (loading = null));
      }
      return loading;
    },
  };
}

/** `call` for a deferred entry: the same options and reply, the reply schema loaded when needed. */
export function callDeferred<E extends RouteEntry, R extends ReplyMode = undefined>(
  entry: DeferredEntry<E>,
  options: CallOptions<E, R>,
): Promise<Result<E, R>> {
  const { reply } = options as CallOptions<RouteEntry, ReplyMode>;
  const schema = reply === 'ignore' ? undefined : (reply ?? (() => entry.load().then((e) => e.reply)));
  return send(entry, schema, options);
}

function send<E extends RouteEntry, R extends ReplyMode>(
  entry: RouteAddress,
  schema: z.ZodType | (() => Promise<z.ZodType | undefined>) | undefined,
  options: CallOptions<E, R>,
): Promise<Result<E, R>> {
  const { params, query, body, form, signal, token, anonymous } = options as CallOptions<RouteEntry, ReplyMode> & {
    params?: Record<string, unknown>;
    query?: Query;
    body?: unknown;
    form?: FormData;
  };
  return api().request(entry.method, pathOf(entry.path, params), {
    schema,
    query,
    json: body,
    body: form,
    signal,
    token,
    anonymous: anonymous ?? entry.anonymous,
  }) as Promise<Result<E, R>>;
}
