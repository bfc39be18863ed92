import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { io as connect, type Socket } from 'socket.io-client';
import { inject } from 'vitest';
import { createServer, type RunningServer } from '../createServer';
import { recordingCheck } from './contractRecord';
import { freshPostgres } from './freshPostgres';

/** A clock tests move by hand; every rule of the server reads it. */
export function manualClock(start = new Date()) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    set: (d: Date) => void (current = d.getTime()),
    advance: (ms: number) => void (current += ms),
  };
}

export const TEST_JWT_SECRET = 'test-secret-not-for-production-use-0123456789';

/** Everything a reply or socket event carried, so one test can prove no secret ever left. */
export const transcript: string[] = [];

export interface Api {
  (
    method: string,
    path: string,
    opts?: { token?: string; body?: unknown; form?: FormData; cookie?: string; headers?: Record<string, string> },
  ): Promise<{
    status: number;
    body: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- test replies are read loosely
    text: string;
    headers: Headers;
  }>;
}

export async function startTestServer(extra: Parameters<typeof createServer>[0] = {}) {
  const clock = manualClock();
  // With SERVER_TEST_DATABASE_URL (`npm run test:pg` sets it from TEST_DATABASE_URL) each test server
  // gets a database of its own on that PostgreSQL; without it, in-memory PGlite as before.
  const pgDb = extra.databaseUrl ? null : await freshPostgres(process.env.SERVER_TEST_DATABASE_URL);
  const created: RunningServer = await createServer({
    ...(pgDb ? { databaseUrl: pgDb.url } : {}),
    port: 0,
    dataDir: 'memory://',
    sandboxAckDelayMs: 30,
    jwtSecret: TEST_JWT_SECRET,
    now: clock.now,
    // Tests that move the clock by days would otherwise race the auto-close timer: by hand only.
    autoCloseIntervalMs: 0,
    // Pairing steps only through ctx.pairing.tick(): no QR timer runs behind a test's back.
    pairingQrMs: 0,
    // Every reply checked against its route entry, every call recorded for the coverage walk.
    contractCheck: recordingCheck(contractRecordFile()),
    ...extra,
  }).catch(async (err: unknown) => {
    await pgDb?.drop();
    throw err;
  });
  const server: RunningServer = pgDb
    ? {
        ...created,
        close: async () => {
          await created.close();
          await pgDb.drop();
        },
      }
    : created;
  const api: Api = async (method, path, opts = {}) => {
    const headers: Record<string, string> = { ...opts.headers };
    if (opts.body !== undefined) headers['content-type'] = 'application/json';
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    if (opts.cookie) headers.cookie = opts.cookie;
    // A FormData body: fetch writes the multipart content type with its boundary.
    const res = await fetch(`${server.url}${path}`, {
      method,
      headers,
      body: opts.form ?? (opts.body === undefined ? undefined : JSON.stringify(opts.body)),
    });
    const text = await res.text();
    transcript.push(text);
    let body: unknown = null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      body = text;
    }
    return { status: res.status, body, text, headers: res.headers };
  };
  const login = async (email: string, password = 'demo1234') => {
    const r = await api('POST', '/auth/login', { body: { email, password } });
    if (r.status !== 200) throw new Error(`login ${email}: ${r.status} ${r.text}`);
    const cookie = (r.headers.get('set-cookie') ?? '').split(';')[0];
    return { token: r.body.token as string, user: r.body.user, cookie };
  };
  const socketOf = (companyId: number, token: string | null): Socket =>
    connect(`${server.url}/${companyId}`, {
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
      query: token === null ? {} : { token: `Bearer ${token}` },
    });
  return { server, clock, api, login, socketOf };
}

/** A record file of its own for this test server, when the server project's global setup made the folder. */
function contractRecordFile(): string | null {
  const dir = inject('contractRecordDir');
  return dir ? join(dir, `${process.pid}-${randomUUID()}.jsonl`) : null;
}

/** Resolves 'connected' or the refusal message. */
export function connectOutcome(socket: Socket): Promise<'connected' | string> {
  return new Promise((resolve) => {
    socket.once('connect', () => resolve('connected'));
    socket.once('connect_error', (err) => resolve(err.message));
    socket.once('disconnect', (reason) => resolve(`disconnected: ${reason}`));
  });
}

/** Records every event a socket receives, in order, for assertions. */
export function recordEvents(socket: Socket) {
  const events: { event: string; payload: any }[] = []; // eslint-disable-line @typescript-eslint/no-explicit-any
  socket.onAny((event: string, payload: unknown) => {
    transcript.push(JSON.stringify(payload));
    events.push({ event, payload });
  });
  return events;
}

/**
 * Polls until `check` passes (socket events arrive asynchronously). The bound is generous: a
 * check that passes returns at once, and on a loaded 2-core CI machine with PostgreSQL beside the
 * tests 3 s was once missed (connections.test.ts under test:pg).
 */
export async function eventually<T>(check: () => T | undefined | null | false, timeoutMs = 10_000): Promise<T> {
  const start = Date.now();
  for (;;) {
    const v = check();
    if (v) return v;
    if (Date.now() - start > timeoutMs) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 15));
  }
}

export const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
