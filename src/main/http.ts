import type { HttpRequest, HttpResponse } from '@shared/ipc/contract';
import { IpcError } from './ipc/ipcError';
import type { Log } from './log';
import { readRefreshCookie, REFRESH_COOKIE } from './refreshCookie';
import type { Vault } from './vault';

export interface HttpOptions {
  /** The backend origin now configured, or null before the first-run screen sets one. */
  backendOrigin(): string | null;
  vault: Vault;
  log: Log;
  /** Node's global fetch in the app; a fake in tests. */
  fetch?: typeof fetch;
  /** Upper bound for one request, so an unanswered one cannot hang in main forever. */
  timeoutMs?: number;
}

/**
 * Headers the renderer may not set: cookies are main's business (the refresh token never comes
 * from or goes to the renderer), and the rest are connection-level headers fetch computes itself.
 */
const REFUSED_HEADERS = new Set([
  'cookie',
  'cookie2',
  'host',
  'content-length',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'te',
  'trailer',
  'upgrade',
  'expect',
  'proxy-authorization',
  'proxy-connection',
]);
const NO_BODY = new Set(['GET', 'HEAD']);

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? error.cause.message : error.cause ? String(error.cause) : '';
  return cause ? `${error.message}: ${cause}` : error.message;
}

/** The target URL, only if it is on exactly the backend's origin (scheme, host and port). */
function targetOn(origin: string, url: string): URL {
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    throw new IpcError('FORBIDDEN_ORIGIN', 'the address is not a valid URL');
  }
  // Userinfo is refused outright: http://backend@evil.com goes to evil.com, whatever it looks like.
  if (target.username || target.password || target.origin !== origin) {
    throw new IpcError('FORBIDDEN_ORIGIN', `${target.origin} is not the configured backend (${origin})`);
  }
  return target;
}

/**
 * http:request — the renderer's fetch for the backend. Talks only to the configured origin,
 * attaches the refresh cookie kept in the vault, keeps any new one from the reply and strips it
 * from what the renderer sees. Redirects are not followed (returned as they are) so the cookie can
 * never be carried to another host.
 */
export function createHttp({
  backendOrigin,
  vault,
  log,
  fetch: doFetch = globalThis.fetch,
  timeoutMs = 120_000,
}: HttpOptions) {
  return {
    async request(req: HttpRequest): Promise<HttpResponse> {
      const origin = backendOrigin();
      if (!origin) throw new IpcError('NO_BACKEND', 'no backend address is configured');
      const target = targetOn(origin, req.url);

      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers)) {
        if (!REFUSED_HEADERS.has(name.toLowerCase())) headers.set(name, value);
      }
      const token = vault.get(origin);
      if (token) headers.set('cookie', `${REFRESH_COOKIE}=${token}`);

      let reply: Response;
      let body: Uint8Array<ArrayBuffer>;
      try {
        reply = await doFetch(target, {
          method: req.method,
          headers,
          body: NO_BODY.has(req.method) || req.body == null ? undefined : req.body,
          redirect: 'manual',
          signal: AbortSignal.timeout(timeoutMs),
        });
        body = new Uint8Array(await reply.arrayBuffer());
      } catch (error) {
        log.warn(`http ${req.method} ${target.pathname} failed`, describe(error));
        throw new IpcError('NETWORK', describe(error));
      }

      const update = readRefreshCookie(reply.headers.getSetCookie());
      if (update.kind === 'set') vault.set(origin, update.token);
      if (update.kind === 'clear') vault.delete(origin);

      const replyHeaders: Record<string, string> = {};
      reply.headers.forEach((value, name) => {
        if (name !== 'set-cookie' && name !== 'set-cookie2') replyHeaders[name] = value;
      });
      return { status: reply.status, statusText: reply.statusText, headers: replyHeaders, body };
    },
  };
}

export type Http = ReturnType<typeof createHttp>;
