// This module and earlyFirstRead.ts are the early script's whole graph: they import nothing the
// app's entry imports, or the bundler would put that in a chunk both wait for, fetched behind the
// entry's files.
import { rememberFirstRead, sectionOf, storedFirstRead } from './earlyFirstRead';

/** What the early script leaves for the browser platform's fetch. */
export interface EarlyCalls {
  /** The early call's reply for the app's same call (method, address, token), once; else null. */
  take(input: RequestInfo | URL, init?: RequestInit): Promise<Response | null>;
}

declare global {
  interface Window {
    balcaoEarly?: EarlyCalls;
  }
}

/** The backend the browser build talks to, read as platform/webBackend.ts reads it (a test checks). */
const storedBackendUrl = () =>
  localStorage.getItem('balcao.backendUrl') ?? (import.meta.env.VITE_BACKEND_URL || 'http://127.0.0.1:8080');

const REFRESH = 'auth/refresh_token';
/** How long the early replies wait for the app's calls (it makes them within a second of starting). */
const EARLY_REPLIES_KEPT_MS = 10_000;

/** An address as the API client builds it (ky's prefixUrl: the base, one slash, the path). */
const urlOf = (backendUrl: string, path: string): string =>
  new URL(`${backendUrl.endsWith('/') ? backendUrl : `${backendUrl}/`}${path}`).href;

const keyOf = (method: string, url: string, authorization: string | null) =>
  `${method.toUpperCase()} ${url} ${authorization ?? ''}`;

/** Where the first screen's chunks are listed (renderer.vite.ts writes it into index.html). */
export const FIRST_SCREEN_CHUNKS_ID = 'balcao-first-screen';

/** What the early calls know of the session they resumed, once the refresh is answered. */
interface EarlySession {
  authorization: string;
  user: number;
  settingsUrl: string;
}

/**
 * In a browser, the start of a resumed session goes out from a script of its own as the page
 * starts, not once the app's code has loaded and run (about 130 ms later, issue 18): the refresh
 * (CONTRACT.md: POST /auth/refresh_token with the cookie) and, with its token, the company's
 * settings (GET /companySettings/{companyId}), the two calls the app makes first, in the same
 * order; the app finds their replies waiting. With them goes the app's first read of the last
 * start on this section (earlyFirstRead.ts), and on a signed-in path the first screen's chunks are
 * asked for too. The desktop app keeps its refresh token in main and refreshes there: nothing to do.
 */
export function startEarlyCalls(pathname: string): void {
  if (window.desk) return;
  let base: string;
  let refreshUrl: string;
  try {
    base = storedBackendUrl();
    refreshUrl = urlOf(base, REFRESH);
  } catch {
    return; // not an address: the app asks for another one itself
  }
  const early = new Map<string, Promise<Response>>();
  const section = sectionOf(pathname);
  /** The resumed session, once the refresh is answered (null until then, or without one). */
  let session = null as EarlySession | null;
  const send = (url: string, authorization: string) => {
    const reply = fetch(url, { headers: { Authorization: authorization }, credentials: 'include' });
    // Unused (the app failed to start, or asked otherwise), a failure is not an unhandled rejection.
    reply.catch(() => {});
    early.set(keyOf('GET', url, authorization), reply);
  };
  const refresh = fetch(refreshUrl, { method: 'POST', credentials: 'include' });
  early.set(keyOf('POST', refreshUrl, null), refresh);
  refresh.catch(() => {});
  // Settles once the settings call is out (or not needed): the app's own settings call, which
  // may come as soon as it has the refresh's reply too, waits for it rather than doubling it.
  const resumed: Promise<EarlySession | null> = refresh
    .then((reply) =>
      reply.ok ? (reply.clone().json() as Promise<{ token?: unknown; user?: { id?: unknown; companyId?: unknown } }>) : null,
    )
    .then((resumedSession) => {
      const token = resumedSession?.token;
      const companyId = Number(resumedSession?.user?.companyId);
      const user = Number(resumedSession?.user?.id);
      if (typeof token !== 'string' || !Number.isInteger(companyId)) return null;
      const authorization = `Bearer ${token}`;
      const settingsUrl = urlOf(base, `companySettings/${companyId}`);
      send(settingsUrl, authorization);
      const read = storedFirstRead();
      if (read && read.base === base && read.user === user && read.section === section && read.url.startsWith(urlOf(base, ''))) {
        send(read.url, authorization);
      }
      session = { authorization, user, settingsUrl };
      return session;
    })
    .catch(() => null);
  let firstReadSeen = false;
  // The app's first read of this start, kept for the next one: its first call with this session's
  // token that is not the settings' (it comes after the settings, so the session is known by then).
  const noteFirstRead = (method: string, url: string, authorization: string | null) => {
    if (firstReadSeen || !session || authorization !== session.authorization) return;
    if (method !== 'GET' || url === session.settingsUrl) return;
    firstReadSeen = true;
    if (Number.isInteger(session.user)) rememberFirstRead({ base, user: session.user, section, url });
  };
  window.balcaoEarly = { take: (input, init) => takeEarlyCall(early, resumed, noteFirstRead, input, init) };
  // What the app has not taken by then is dropped: read later, a reply would be an old state.
  setTimeout(() => early.clear(), EARLY_REPLIES_KEPT_MS);
  preloadFirstScreenChunks(pathname);
}

/** The interface's language as the app keeps it (platform/web.ts: 'balcao.language', JSON); pt-BR by default. */
function storedLanguage(): string {
  try {
    const language: unknown = JSON.parse(localStorage.getItem('balcao.language') ?? 'null');
    return typeof language === 'string' ? language : 'pt-BR';
  } catch {
    return 'pt-BR';
  }
}

/**
 * `<link rel="preload">` for the first screen's chunks, listed by the build in the page: on a
 * signed-in path, the signed-in screens' (and on /tickets the inbox's); in a language besides
 * pt-BR, the strings in it too (the app loads them before its first render).
 */
function preloadFirstScreenChunks(pathname: string) {
  const listed = document.getElementById(FIRST_SCREEN_CHUNKS_ID)?.textContent;
  if (!listed) return;
  const chunks = JSON.parse(listed) as Partial<Record<'signedIn' | 'inbox' | 'translations' | 'signedInTranslations', string[]>>;
  const signedIn = pathname !== '/login' && pathname !== '/signup';
  const translated = storedLanguage() !== 'pt-BR';
  const hrefs = [
    ...(signedIn ? (chunks.signedIn ?? []) : []),
    ...(signedIn && pathname.startsWith('/tickets') ? (chunks.inbox ?? []) : []),
    ...(translated ? (chunks.translations ?? []) : []),
    ...(signedIn && translated ? (chunks.signedInTranslations ?? []) : []),
  ];
  for (const href of hrefs) {
    // Fetched only, not parsed: a modulepreload's module graph held the entry's evaluation back
    // until the preloaded graph was in (about 130 ms later, bench/first-row.ts).
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = href.endsWith('.css') ? 'style' : 'script';
    link.crossOrigin = '';
    // Behind the entry's files, which the page needs first.
    link.fetchPriority = 'low';
    link.href = href;
    document.head.append(link);
  }
}

/**
 * The early call's reply for the app's first call of the same method, address and token (the
 * settings once the early ones are out, as the app may ask as soon as it has the refresh). A
 * refresh to another address (the backend changed meanwhile) first waits for the early one to
 * settle, so two refreshes never carry the same cookie at once. Any other call: null, the platform
 * fetches.
 */
async function takeEarlyCall(
  early: Map<string, Promise<Response>>,
  resumed: Promise<EarlySession | null>,
  noteFirstRead: (method: string, url: string, authorization: string | null) => void,
  input: RequestInfo | URL,
  init?: RequestInit,
): Promise<Response | null> {
  const request = input instanceof Request ? input : null;
  const url = request ? request.url : String(input);
  const method = (request?.method ?? init?.method ?? 'GET').toUpperCase();
  const authorization = request ? request.headers.get('Authorization') : new Headers(init?.headers).get('Authorization');
  if (method === 'GET' && url.includes('/companySettings/')) await resumed;
  noteFirstRead(method, url, authorization);
  if (!early.size) return null;
  // The app's first call to an address decides: an early reply it did not match (another token)
  // is dropped, never handed to a later call, which would read an old state.
  const key = keyOf(method, url, authorization);
  const reply = early.get(key);
  const sameAddress = `${method} ${url} `;
  for (const k of [...early.keys()]) if (k.startsWith(sameAddress)) early.delete(k);
  if (reply) return reply;
  if (method !== 'POST' || !url.endsWith(`/${REFRESH}`)) return null;
  const other = [...early].find(([k]) => k.startsWith('POST ') && k.includes(`/${REFRESH} `));
  if (other) {
    early.delete(other[0]);
    await other[1].catch(() => null);
  }
  return null;
}
