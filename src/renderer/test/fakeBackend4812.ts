/**
 * Test transport: a deployed Whaticket 4.8.12 as seen over fetch (session replies in its recorded
 * shapes, CONTRACT.md "Session"), and a socket.io client that never touches the network. The
 * session code under test is real; only these two boundaries are faked.
 */
import { login4812, plan4812, refresh4812, settingsRow4812 } from '@shared/api/whaticket48.fixtures';

type Handler = (...args: unknown[]) => void;

/** One socket.io socket: remembers handlers so a test can deliver events and connects. */
export interface FakeSocket {
  fire(event: string, ...args: unknown[]): void;
  /** The handshake options the client set (its token). */
  io: { opts: { query: Record<string, unknown> } };
}

export const fakeSockets: FakeSocket[] = [];

/** Stands in for socket.io-client's `io` (vi.mock('socket.io-client', () => ({ io: fakeIo }))). */
export function fakeIo() {
  const handlers = new Map<string, Set<Handler>>();
  const socket = {
    connected: false,
    active: false,
    io: { opts: { query: {} } },
    on: (event: string, handler: Handler) => (handlers.set(event, (handlers.get(event) ?? new Set()).add(handler)), socket),
    off: (event: string, handler: Handler) => (handlers.get(event)?.delete(handler), socket),
    emit: () => socket,
    connect: () => socket,
    disconnect: () => socket,
    removeAllListeners: () => (handlers.clear(), socket),
    fire: (event: string, ...args: unknown[]) => handlers.get(event)?.forEach((h) => h(...args)),
  };
  fakeSockets.push(socket);
  return socket;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export type RouteMode = 'ok' | 'missing' | 'failing';

/**
 * The backend's state: a session exists once a login succeeded on the server (its refresh cookie)
 * until logout; the settings row and plan are what their routes answer.
 */
export function fakeBackend4812() {
  const state = {
    session: false,
    issued: 0,
    loginReply: login4812() as unknown,
    row: settingsRow4812() as Record<string, unknown>,
    plan: plan4812(),
    settingsRoute: 'ok' as RouteMode,
    planRoute: 'ok' as RouteMode,
  };
  const requests: { method: string; path: string; bearer: string | null }[] = [];
  const token = () => `T${state.issued}`;

  async function handle(req: Request): Promise<Response> {
    const url = new URL(req.url);
    const bearer = req.headers.get('authorization')?.replace('Bearer ', '') ?? null;
    requests.push({ method: req.method, path: url.pathname + url.search, bearer });
    if (url.pathname === '/auth/login') {
      state.session = true;
      state.issued += 1;
      return json(200, { ...(state.loginReply as object), token: token() });
    }
    if (url.pathname === '/auth/refresh_token') {
      if (!state.session) return json(401, { error: 'ERR_SESSION_EXPIRED' });
      state.issued += 1;
      return json(200, { ...refresh4812(), token: token() });
    }
    if (url.pathname === '/auth/logout') {
      state.session = false;
      return new Response(null, { status: 200 });
    }
    if (bearer !== token()) return json(403, { error: 'invalid token' });
    if (url.pathname === '/companySettings/1') return route(state.settingsRoute, state.row);
    if (url.pathname === '/companySettingOne') {
      const column = url.searchParams.get('column')!;
      return route(state.settingsRoute === 'missing' ? 'ok' : state.settingsRoute, { [column]: state.row[column] });
    }
    if (url.pathname === '/companies/listPlan/1') return route(state.planRoute, state.plan);
    return json(404, { error: 'ERR_NOT_FOUND' });
  }

  const fetchFn = (input: RequestInfo | URL, init?: RequestInit) => handle(new Request(input, init));
  return { state, requests, fetchFn, handle };
}

function route(mode: RouteMode, body: unknown) {
  if (mode === 'missing') return json(404, { error: 'Cannot GET' });
  if (mode === 'failing') return json(500, { error: 'Internal server error' });
  return json(200, body);
}
