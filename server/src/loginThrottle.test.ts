import { request } from 'node:http';
import Fastify, { type FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '@shared/api/errors';
import { installLoginThrottle } from './auth/loginThrottle';
import { startTestServer } from './testing/harness';

// Small limits so the tests reach them; the defaults (10 per account, 100 per address, 15 min)
// are in auth/loginThrottle.ts. The plugin keeps its own wall clock, so nothing here waits.
const ACCOUNT_MAX = 3;
const ADDRESS_MAX = 6;

let t: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  t = await startTestServer({ loginThrottle: { accountMax: ACCOUNT_MAX, addressMax: ADDRESS_MAX } });
});
afterAll(async () => {
  await t.server.close();
});

/** POST /auth/login from a given loopback address (Linux routes all of 127/8 to lo). */
function loginFrom(localAddress: string, email: string, password: string, via: { url?: string; forwardedFor?: string } = {}) {
  const body = JSON.stringify({ email, password });
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (via.forwardedFor) headers['x-forwarded-for'] = via.forwardedFor;
  return new Promise<{ status: number; retryAfter: string | undefined; body: unknown }>((resolve, reject) => {
    const req = request(
      `${via.url ?? t.server.url}/auth/login`,
      { method: 'POST', localAddress, headers },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, retryAfter: res.headers['retry-after'], body: JSON.parse(text) }),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const expectThrottled = (r: Awaited<ReturnType<typeof loginFrom>>) => {
  expect(r.status).toBe(429);
  expect(errorBodySchema.parse(r.body)).toEqual({ error: 'ERR_TOO_MANY_LOGIN_ATTEMPTS' });
  expect(Number(r.retryAfter)).toBeGreaterThan(0);
};

describe('POST /auth/login throttling', () => {
  it('never throttles successful sign-ins, however many', async () => {
    for (let i = 0; i < ADDRESS_MAX * 3; i++)
      expect((await loginFrom('127.0.0.1', 'bruno@demo.local', 'demo1234')).status).toBe(200);
  });

  it('refuses an account after its failed attempts with 429 and Retry-After, even with the right password', async () => {
    for (let i = 0; i < ACCOUNT_MAX; i++)
      expect((await loginFrom('127.0.0.1', ' ANA@demo.local ', 'wrong')).status).toBe(401);
    // The email is counted trimmed and lower-cased, as the lookup compares it.
    expectThrottled(await loginFrom('127.0.0.1', 'ana@demo.local', 'wrong'));
    expectThrottled(await loginFrom('127.0.0.1', 'ana@demo.local', 'demo1234'));
    // From another address too: the account itself is throttled.
    expectThrottled(await loginFrom('127.0.0.3', 'ana@demo.local', 'demo1234'));
    // Another account from another address is not.
    expect((await loginFrom('127.0.0.3', 'admin@demo.local', 'demo1234')).status).toBe(200);
  });

  it('refuses an address after failures spread over many accounts, other addresses unaffected', async () => {
    // ACCOUNT_MAX failures already came from 127.0.0.1; this address starts clean.
    for (let i = 0; i < ADDRESS_MAX; i++)
      expect((await loginFrom('127.0.0.2', `ghost${i}@demo.local`, 'wrong')).status).toBe(401);
    expectThrottled(await loginFrom('127.0.0.2', 'ghost-new@demo.local', 'wrong'));
    expectThrottled(await loginFrom('127.0.0.2', 'bruno@demo.local', 'demo1234'));
    expect((await loginFrom('127.0.0.4', 'bruno@demo.local', 'demo1234')).status).toBe(200);
  });

  it('counts attempts in flight: a parallel burst gets no more than the limit checked', async () => {
    const replies = await Promise.all(
      Array.from({ length: 10 }, () => loginFrom('127.0.0.5', 'admin@outra.local', 'wrong')),
    );
    const statuses = replies.map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(ACCOUNT_MAX);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10 - ACCOUNT_MAX);
  });
});

describe('behind a reverse proxy', () => {
  it('ignores X-Forwarded-For from a client that is not a named proxy: inventing addresses does not dodge the limit', async () => {
    for (let i = 0; i < ADDRESS_MAX; i++)
      expect(
        (await loginFrom('127.0.0.6', `spray${i}@demo.local`, 'wrong', { forwardedFor: `198.51.100.${i}` })).status,
      ).toBe(401);
    expectThrottled(await loginFrom('127.0.0.6', 'spray-new@demo.local', 'wrong', { forwardedFor: '198.51.100.99' }));
  });

  it('counts each client by the address its named proxy forwards', async () => {
    const proxied = await startTestServer({
      loginThrottle: { accountMax: ACCOUNT_MAX, addressMax: ADDRESS_MAX },
      trustProxy: '127.0.0.7',
    });
    try {
      const via = (client: string) => ({ url: proxied.server.url, forwardedFor: client });
      for (let i = 0; i < ADDRESS_MAX; i++)
        expect((await loginFrom('127.0.0.7', `guess${i}@demo.local`, 'wrong', via('203.0.113.5'))).status).toBe(401);
      expectThrottled(await loginFrom('127.0.0.7', 'bruno@demo.local', 'demo1234', via('203.0.113.5')));
      // Another client behind the same proxy is not held back by the first one's failures.
      expect((await loginFrom('127.0.0.7', 'bruno@demo.local', 'demo1234', via('203.0.113.6'))).status).toBe(200);
    } finally {
      await proxied.server.close();
    }
  });
});

describe('attempts arriving in one tick', () => {
  it('let no more than the limit reach the password check, each waiting for those before it', async () => {
    const app = Fastify();
    const throttle = await installLoginThrottle(app, { accountMax: ACCOUNT_MAX, addressMax: 100, windowMs: 60_000 });
    // What the plugin reads of a request: the body (account key), the address, the route's config.
    const req = { body: { email: 'burst@demo.local' }, ip: '10.0.0.9', routeOptions: { config: {} } } as unknown as FastifyRequest;
    let checked = 0;
    const wrongPassword = async () => {
      checked++;
      await new Promise((r) => setTimeout(r, 5));
      return { ok: false };
    };
    const outcomes = await Promise.allSettled(Array.from({ length: 10 }, () => throttle.attempt(req, wrongPassword)));
    expect(checked).toBe(ACCOUNT_MAX);
    expect(outcomes.filter((o) => o.status === 'rejected')).toHaveLength(10 - ACCOUNT_MAX);
    await app.close();
  });
});
