import { storedBackendUrl } from './webBackend';

/** The refresh the early script started, left for the browser platform to hand to the app once. */
interface EarlyRefresh {
  url: string;
  reply: Promise<Response>;
}

declare global {
  interface Window {
    balcaoEarlyRefresh?: EarlyRefresh;
  }
}

const REFRESH_PATH = 'auth/refresh_token';

/** The refresh's address as the API client builds it (ky's prefixUrl: the base, one slash, the path). */
export const refreshUrlOf = (backendUrl: string): string =>
  new URL(`${backendUrl.endsWith('/') ? backendUrl : `${backendUrl}/`}${REFRESH_PATH}`).href;

/**
 * In a browser, the session's refresh (CONTRACT.md: POST /auth/refresh_token with the cookie) goes
 * out from a script of its own as the page starts, not once the app's code has loaded and run:
 * about 130 ms sooner, and the app finds its reply waiting (issue 18). The desktop app keeps its
 * refresh token in main and refreshes there: nothing to do.
 */
export function startEarlyRefresh(): void {
  if (window.desk) return;
  let url: string;
  try {
    url = refreshUrlOf(storedBackendUrl());
  } catch {
    return; // not an address: the app asks for another one itself
  }
  const reply = fetch(url, { method: 'POST', credentials: 'include' });
  // Unused (the app failed to start), its failure is not an unhandled rejection.
  reply.catch(() => {});
  window.balcaoEarlyRefresh = { url, reply };
}

/**
 * For the browser platform's fetch: the early refresh's reply for the app's first refresh to the
 * same address. A refresh to another address (the backend changed meanwhile) first waits for the
 * early one to settle, so two refreshes never carry the same cookie at once. Any other call, and
 * every call once the early refresh was taken: null, the platform fetches.
 */
export async function takeEarlyRefresh(input: RequestInfo | URL, init?: RequestInit): Promise<Response | null> {
  const early = window.balcaoEarlyRefresh;
  if (!early) return null;
  const request = input instanceof Request ? input : null;
  const url = request ? request.url : String(input);
  const method = (request?.method ?? init?.method ?? 'GET').toUpperCase();
  if (method !== 'POST' || !url.endsWith(`/${REFRESH_PATH}`)) return null;
  delete window.balcaoEarlyRefresh;
  if (url === early.url) return early.reply;
  await early.reply.catch(() => null);
  return null;
}
