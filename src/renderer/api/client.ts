import ky, { type KyInstance } from 'ky';
import type { z } from 'zod';
import { tryParse } from '@shared/parse';
import { PlatformError } from '@renderer/platform';
import { ApiError, httpError } from './errors';

export interface ApiClientOptions {
  baseUrl: string;
  fetch: typeof fetch;
  /** The current access token, or null. */
  getToken(): string | null;
  /** One refresh for all callers (single flight); resolves the new token or null when the session is over. */
  refresh(): Promise<string | null>;
  /** Called once a refresh has failed: the session is over, go to /login. */
  onSessionExpired(): void;
}

type Query = Record<string, string | number | boolean | undefined | null>;

export interface RequestOptions<S extends z.ZodType | undefined> {
  query?: Query;
  json?: unknown;
  body?: FormData;
  /**
   * Reply schema; without one the reply body is ignored (e.g. POST /messages answers empty). A
   * function loads it once a successful reply is to be read: the calls of a start before its first
   * screen keep their schemas out of the entry that way (issue 18, api/call.ts `deferred`).
   */
  schema?: S | (() => Promise<z.ZodType | undefined>);
  /** Public calls carry no token and never trigger a refresh (login, refresh, public settings). */
  anonymous?: boolean;
  /**
   * The token of a session not applied yet (sign-in reading what the session needs first): sent
   * instead of the current one, and a 401/403 fails the call rather than refreshing, since the
   * refresh would start this same sign-in again.
   */
  token?: string;
  signal?: AbortSignal;
}

type Reply<S> = S extends z.ZodType ? z.infer<S> : void;

/** A reply schema loaded late; its chunk not read (offline during an update) is a network failure. */
async function loadSchema(load: () => Promise<z.ZodType | undefined>, method: string, path: string) {
  try {
    return await load();
  } catch (error) {
    throw new ApiError('network', `${method} ${path}: the reply's schema did not load (${String(error)})`);
  }
}

function cleanQuery(query: Query | undefined): Record<string, string> | undefined {
  if (!query) return undefined;
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null) out[k] = String(v);
  return out;
}

/**
 * The one HTTP client of the renderer: bearer token, one refresh and one retry on 401/403 (as the
 * Whaticket family expects, CONTRACT.md), replies parsed with the shared schemas.
 */
export function createApiClient(options: ApiClientOptions) {
  const http: KyInstance = ky.create({
    prefixUrl: options.baseUrl,
    fetch: options.fetch,
    retry: 0,
    timeout: 30_000,
    throwHttpErrors: false,
  });

  async function send(method: string, path: string, opts: RequestOptions<z.ZodType | undefined>, token: string | null) {
    const headers: Record<string, string> = {};
    if (token && !opts.anonymous) headers.Authorization = `Bearer ${token}`;
    try {
      return await http(path.replace(/^\//, ''), {
        method,
        headers,
        searchParams: cleanQuery(opts.query),
        json: opts.json,
        body: opts.body,
        signal: opts.signal,
      });
    } catch (error) {
      if (error instanceof PlatformError) throw new ApiError('platform', error.message, null, error.code);
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      throw new ApiError('network', error instanceof Error ? error.message : String(error));
    }
  }

  async function request<S extends z.ZodType | undefined = undefined>(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    opts: RequestOptions<S> = {},
  ): Promise<Reply<S>> {
    const token = opts.token ?? options.getToken();
    let response = await send(method, path, opts, token);
    if ((response.status === 401 || response.status === 403) && !opts.anonymous && !opts.token) {
      // Refused a token that a refresh has already replaced while this call was out (a burst of
      // calls on an expired token, their replies arriving after the one refresh): retry with the
      // new token instead of refreshing a second time.
      const current = options.getToken();
      const fresh = current && current !== token ? current : await options.refresh();
      if (!fresh) {
        options.onSessionExpired();
        throw httpError(response.status, await response.text());
      }
      response = await send(method, path, opts, fresh);
    }
    const text = await response.text();
    if (!response.ok) throw httpError(response.status, text, response.headers);
    const schema = typeof opts.schema === 'function' ? await loadSchema(opts.schema, method, path) : opts.schema;
    if (!schema) return undefined as Reply<S>;
    let data: unknown;
    try {
      data = text ? JSON.parse(text) : undefined;
    } catch {
      throw new ApiError('malformed', `${method} ${path}: reply is not JSON`, response.status);
    }
    const parsed = tryParse(schema, data, `${method} ${path}`);
    if (!parsed.ok) {
      console.warn(parsed.error.message);
      throw new ApiError('malformed', parsed.error.message, response.status);
    }
    return parsed.data as Reply<S>;
  }

  return {
    baseUrl: options.baseUrl,
    request,
    get: <S extends z.ZodType | undefined = undefined>(path: string, opts?: RequestOptions<S>) => request('GET', path, opts),
    post: <S extends z.ZodType | undefined = undefined>(path: string, opts?: RequestOptions<S>) => request('POST', path, opts),
    put: <S extends z.ZodType | undefined = undefined>(path: string, opts?: RequestOptions<S>) => request('PUT', path, opts),
    delete: <S extends z.ZodType | undefined = undefined>(path: string, opts?: RequestOptions<S>) => request('DELETE', path, opts),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
