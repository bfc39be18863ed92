import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type RunningServer } from '../../server/src/createServer';
import { asUser, type HttpUser } from '../../tests/support/adminApi';
import type { StepRow } from './recorder';
import { exitCodeOf } from './recorder';
import { runContract } from './runContract';

/**
 * Issue 8: the contract kit against the reference server (in memory, on a free port), so the
 * client's API layer and the server cannot drift apart unnoticed. The server answers in the
 * deployed 4.8.12 shapes (server/README.md "Session"), so this also runs the client on them.
 */
const STEPS = [
  'login',
  'realtime',
  'refresh',
  'company settings',
  'plan',
  'tickets open',
  'tickets pending',
  'tickets closed',
  'test ticket',
  'messages',
  'accept',
  'private note',
  'transfer',
  'resolve',
  'profile save',
  'profile restore',
  'logout',
  'refresh after logout',
];

// Limits for a loaded machine (PGlite starts in tens of seconds there), not timings under test.
const START_MS = 120_000;
const RUN_MS = 120_000;

let server: RunningServer;
let observer: HttpUser;

beforeAll(async () => {
  server = await createServer({ port: 0, dataDir: 'memory://', sandboxAckDelayMs: 200 });
  // Another account reads what the kit changed: signing in as the kit's own users would end their sessions.
  observer = await asUser(server.url, 'super@demo.local');
}, START_MS);

afterAll(async () => {
  await server?.close();
});

const failures = (rows: readonly StepRow[]) => rows.filter((r) => r.status !== 'pass');

const pathOf = (input: string | URL | Request) =>
  new URL(input instanceof Request ? input.url : String(input)).pathname;

/** As a deployed 4.8 logs out: the cookie cleared in the reply, the refresh token left valid. */
const logoutThatOnlyClearsTheCookie: typeof fetch = async (input, init) => {
  if (init?.method !== 'DELETE' || pathOf(input) !== '/auth/logout') return fetch(input, init);
  return new Response(null, {
    status: 200,
    headers: { 'set-cookie': 'jrt=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT' },
  });
};

/** The client's old PUT /users/{id}: the record without its queues, which the backend then resets. */
const userSaveWithoutQueues: typeof fetch = async (input, init) => {
  if (init?.method !== 'PUT' || !/^\/users\/\d+$/.test(pathOf(input))) return fetch(input, init);
  const { queueIds: _dropped, ...body } = JSON.parse(new TextDecoder().decode(init.body as Uint8Array));
  return fetch(input, { ...init, body: JSON.stringify(body) });
};

const userByEmail = async (email: string) => {
  const listed = (await observer.users()).find((u) => u.email === email);
  if (!listed) throw new Error(`no ${email} in the seed`);
  return observer.user(listed.id);
};

describe('the contract kit against the reference server', () => {
  it(
    'npm run contract as ana (a user): every step passes, exit code 0, the first pending ticket used and resolved',
    async () => {
      const before = await userByEmail('ana@demo.local');
      const { stdout } = await promisify(execFile)(
        'npm',
        [
          'run',
          'contract',
          '--silent',
          '--',
          '--backend',
          server.url,
          '--email',
          'ana@demo.local',
          '--password',
          'demo1234',
          '--json',
        ],
        { cwd: process.cwd(), timeout: RUN_MS },
      );
      const rows = JSON.parse(stdout) as StepRow[];
      expect(failures(rows)).toEqual([]);
      expect(rows.map((r) => r.step)).toEqual(STEPS);
      const picked = rows.find((r) => r.step === 'test ticket')!.note;
      expect(picked).toMatch(/the first pending one/);
      const ticketId = Number(/ticket (\d+)/.exec(picked)![1]);
      expect((await observer.ticket(ticketId)).status).toBe('closed');
      // The kit's own before/after check, seen from outside: ana is as she was.
      expect(await userByEmail('ana@demo.local')).toEqual({ ...before, updatedAt: expect.any(String) });
    },
    RUN_MS,
  );

  it(
    'in process as admin@demo.local: every step passes, on a ticket made through the sandbox',
    async () => {
      const rows = await runContract({ backendUrl: server.url, email: 'admin@demo.local', password: 'demo1234' });
      expect(failures(rows)).toEqual([]);
      expect(rows.map((r) => r.step)).toEqual(STEPS);
      expect(rows.find((r) => r.step === 'test ticket')!.note).toMatch(/made through the backend's sandbox channel/);
      expect(exitCodeOf(rows)).toBe(0);
    },
    RUN_MS,
  );

  it(
    'a backend whose logout only clears the cookie (stock Whaticket 4.8): the reused cookie warns, the run still passes',
    async () => {
      const rows = await runContract({
        backendUrl: server.url,
        email: 'admin@demo.local',
        password: 'demo1234',
        fetch: logoutThatOnlyClearsTheCookie,
      });
      expect(rows.find((r) => r.step === 'refresh after logout')).toMatchObject({
        status: 'warn',
        note: expect.stringMatching(/still accepts it/),
      });
      expect(failures(rows).map((r) => r.step)).toEqual(['refresh after logout']);
      expect(exitCodeOf(rows)).toBe(0);
    },
    RUN_MS,
  );

  it(
    'a profile save that left the queues out again (the bug behind issue 8) fails, naming the lost queues',
    async () => {
      // bruno's queues are lost for good here: no later test uses him.
      const rows = await runContract({
        backendUrl: server.url,
        email: 'bruno@demo.local',
        password: 'demo1234',
        fetch: userSaveWithoutQueues,
      });
      expect(rows.find((r) => r.step === 'profile save')).toMatchObject({
        status: 'fail',
        note: expect.stringMatching(/^saving the name also changed: queues \[\d+\] → \[\]$/),
      });
      expect(exitCodeOf(rows)).toBe(1);
    },
    RUN_MS,
  );

  it(
    'a refused login fails the run: the reason is the backend code, every later step skipped',
    async () => {
      const rows = await runContract({
        backendUrl: server.url,
        email: 'admin@demo.local',
        password: 'not-the-password',
      });
      expect(rows[0]).toMatchObject({ step: 'login', status: 'fail', note: 'HTTP 401: ERR_INVALID_CREDENTIALS' });
      expect(rows.slice(1).map((r) => r.status)).toEqual(STEPS.slice(1).map(() => 'skip'));
      expect(exitCodeOf(rows)).toBe(1);
    },
    RUN_MS,
  );
});
