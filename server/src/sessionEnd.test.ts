// Issue 10 "Sessions end everywhere at once": access tokens this server could not have signed are
// refused; logout and a password change end every session of the user (tokens refused, sockets
// disconnected, refresh cookies dead); a socket is disconnected when its token expires.
import { SignJWT } from 'jose';
import type { Socket } from 'socket.io-client';
import { describe, expect, it } from 'vitest';
import { sessionStamp } from './auth/accessToken';
import { editUser } from './testing/editUser';
import { eventually, pause, type recordEvents, TEST_JWT_SECRET } from './testing/harness';
import { useInboxFixture } from './testing/inboxFixture';

// The expiry timer looks at the injected clock at least every 20 ms here (30 s by default).
const f = useInboxFixture({ socketExpiryCheckMs: 20 });
const secret = new TextEncoder().encode(TEST_JWT_SECRET);

/** Resolves with the reason once the socket is disconnected. */
const disconnected = (socket: Socket) =>
  new Promise<string>((resolve) => {
    if (!socket.connected) resolve('not connected');
    socket.once('disconnect', (reason) => resolve(reason));
  });

/** Sends an inbound message to the user's first queue; whether the socket got it. */
async function reaches(events: ReturnType<typeof recordEvents>, queueId: number) {
  const r = await f.inbound({ number: f.freshNumber(), body: 'olá', queueId });
  expect(r.status).toBe(201);
  const got = () =>
    events.some((e) => e.event === 'company-1-appMessage' && e.payload.message.ticketId === r.body.ticketId);
  try {
    await eventually(got, 600);
    return true;
  } catch {
    return false;
  }
}

describe('access tokens this server could not have signed', () => {
  const handMade = async (claims: { iat?: number; exp?: number }) => {
    const id = f.bruno.user.id;
    // tokenVersion 0: nothing has ended bruno's sessions yet in this file.
    let jwt = new SignJWT({
      usarname: 'Bruno',
      profile: 'user',
      id,
      companyId: 1,
      sv: sessionStamp(secret, id, 0),
    }).setProtectedHeader({ alg: 'HS256' });
    if (claims.iat !== undefined) jwt = jwt.setIssuedAt(claims.iat);
    if (claims.exp !== undefined) jwt = jwt.setExpirationTime(claims.exp);
    return f.t.api('GET', `/users/${id}`, { token: await jwt.sign(secret) });
  };
  const now = () => Math.floor(f.t.clock.now().getTime() / 1000);

  it('a well-formed one passes (so the refusals below are the rules, not the stamp)', async () => {
    expect((await handMade({ iat: now(), exp: now() + 900 })).status).toBe(200);
  });

  it('no exp, exp years ahead, iat in the future: 403 with the error body', async () => {
    for (const claims of [
      { iat: now() },
      { iat: now(), exp: now() + 5 * 365 * 24 * 3600 },
      { iat: now() + 3600, exp: now() + 3600 + 900 },
      { exp: now() + 900 },
    ]) {
      const r = await handMade(claims);
      expect(r.status, JSON.stringify(claims)).toBe(403);
      expect(r.body).toEqual({ error: expect.any(String) });
    }
  });
});

describe('sessions end everywhere at once', () => {
  it('logout: the open socket is disconnected and stops receiving, the old access tokens get 403', async () => {
    const earlier = await f.t.login('ana@demo.local');
    const here = await f.t.login('ana@demo.local');
    const queueId = here.user.queues[0].id as number;
    const { socket, events } = await f.openSocket(1, earlier.token);
    expect(await reaches(events, queueId)).toBe(true);
    const gone = disconnected(socket);
    const out = await f.t.api('DELETE', '/auth/logout', { token: here.token, cookie: here.cookie });
    expect(out.status).toBe(200);
    expect(await gone).toBe('io server disconnect');
    expect(await reaches(events, queueId)).toBe(false);
    for (const token of [here.token, earlier.token]) {
      expect((await f.t.api('GET', `/users/${here.user.id}`, { token })).status).toBe(403);
    }
    expect((await f.t.api('POST', '/auth/refresh_token', { cookie: earlier.cookie })).status).toBe(401);
    // A new login works again.
    const back = await f.t.login('ana@demo.local');
    expect((await f.t.api('GET', `/users/${here.user.id}`, { token: back.token })).status).toBe(200);
  });

  it('a copy a later sign-in superseded logs out of itself alone: the later session goes on', async () => {
    const first = await f.t.login('ana@demo.local');
    const later = await f.t.login('ana@demo.local');
    const queueId = later.user.queues[0].id as number;
    const { socket, events } = await f.openSocket(1, later.token);
    expect(await reaches(events, queueId)).toBe(true);
    // What the first copy does once told it was superseded (spec 1 §4): it logs out, cookie and bearer.
    const out = await f.t.api('DELETE', '/auth/logout', { token: first.token, cookie: first.cookie });
    expect(out.status).toBe(200);
    expect(out.headers.get('set-cookie')).toMatch(/^jrt=;/);
    expect((await f.t.api('POST', '/auth/refresh_token', { cookie: first.cookie })).status).toBe(401);
    expect(socket.connected).toBe(true);
    expect(await reaches(events, queueId)).toBe(true);
    expect((await f.t.api('GET', `/users/${later.user.id}`, { token: later.token })).status).toBe(200);
    expect((await f.t.api('POST', '/auth/refresh_token', { cookie: later.cookie })).status).toBe(200);
  });

  it("an admin's password change: the user's socket is disconnected, its access token 403, its refresh cookie dead", async () => {
    const admin = await f.t.login('admin@demo.local');
    const bruno = await f.t.login('bruno@demo.local');
    const queueId = bruno.user.queues[0].id as number;
    const { socket, events } = await f.openSocket(1, bruno.token);
    expect(await reaches(events, queueId)).toBe(true);
    const gone = disconnected(socket);
    expect((await editUser(f.t.api, admin.token, bruno.user.id, { password: 'nova-senha-1' })).status).toBe(200);
    expect(await gone).toBe('io server disconnect');
    expect(await reaches(events, queueId)).toBe(false);
    const r = await f.t.api('GET', `/users/${bruno.user.id}`, { token: bruno.token });
    expect(r.status).toBe(403);
    expect(r.body).toEqual({ error: expect.any(String) });
    expect((await f.t.api('POST', '/auth/refresh_token', { cookie: bruno.cookie })).status).toBe(401);
    // The admin's own session goes on.
    expect((await f.t.api('GET', `/users/${bruno.user.id}`, { token: admin.token })).status).toBe(200);
    expect((await f.t.login('bruno@demo.local', 'nova-senha-1')).token).toBeTruthy();
  });

  it("one's own password change ends the other sessions; this device goes on with the new refresh cookie", async () => {
    const here = await f.t.login('ana@demo.local');
    const elsewhere = await f.t.login('ana@demo.local');
    const { socket } = await f.openSocket(1, elsewhere.token);
    const gone = disconnected(socket);
    const r = await editUser(f.t.api, here.token, here.user.id, { password: 'minha-senha-2' });
    expect(r.status).toBe(200);
    expect(JSON.stringify(r.body)).not.toMatch(/tokenVersion/);
    expect(await gone).toBe('io server disconnect');
    expect((await f.t.api('GET', `/users/${here.user.id}`, { token: here.token })).status).toBe(403);
    expect((await f.t.api('POST', '/auth/refresh_token', { cookie: elsewhere.cookie })).status).toBe(401);
    expect((await f.t.api('POST', '/auth/refresh_token', { cookie: here.cookie })).status).toBe(401);
    const fresh = r.headers.get('set-cookie')!.split(';')[0];
    const refreshed = await f.t.api('POST', '/auth/refresh_token', { cookie: fresh });
    expect(refreshed.status).toBe(200);
    expect((await f.t.api('GET', `/users/${here.user.id}`, { token: refreshed.body.token })).status).toBe(200);
  });

  // Last: it moves the clock past every token of the file.
  it('a socket is disconnected when its access token expires, by the server clock', async () => {
    const admin = await f.t.login('admin@demo.local');
    const { socket, events } = await f.openSocket(1, admin.token);
    expect(await reaches(events, f.queueIds.Suporte)).toBe(true);
    const gone = disconnected(socket);
    f.t.clock.advance(14 * 60_000);
    await pause(100);
    expect(socket.connected).toBe(true);
    f.t.clock.advance(60_000 + 1000);
    expect(await gone).toBe('io server disconnect');
    expect(await reaches(events, f.queueIds.Suporte)).toBe(false);
  });
});
