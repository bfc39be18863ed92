import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionReplySchema } from '@shared/api/auth';
import { userSchema } from '@shared/api/user';
import { editUser } from '../testing/editUser';
import { startTestServer, transcript } from '../testing/harness';

let t: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t.server.close();
});

describe('POST /auth/login', () => {
  it('answers {token, user} that parse with the shared schema, and sets the jrt cookie as deployed', async () => {
    const r = await t.api('POST', '/auth/login', { body: { email: 'ana@demo.local', password: 'demo1234' } });
    expect(r.status).toBe(200);
    const reply = sessionReplySchema.parse(r.body);
    expect(reply.user).toMatchObject({ email: 'ana@demo.local', profile: 'user', companyId: 1 });
    expect(reply.user.queues.map((q) => q.name)).toEqual(['Suporte']);
    // As 4.8.12 answers (companySettings.test.ts checks the shapes): no plan, settings as one row.
    expect(reply.user.company?.plan).toBeNull();
    expect(reply.user.company?.companieSettings.sendSignMessage).toBe('enabled');
    const cookie = r.headers.get('set-cookie')!;
    expect(cookie).toMatch(/^jrt=[\w-]+; Path=\/; HttpOnly$/);
    const payload = JSON.parse(Buffer.from(reply.token.split('.')[1], 'base64url').toString());
    expect(payload).toMatchObject({ usarname: 'Ana Atendente', profile: 'user', id: reply.user.id, companyId: 1 });
    expect(payload.exp - payload.iat).toBe(15 * 60);
  });

  it('refuses a wrong password with ERR_INVALID_CREDENTIALS', async () => {
    const r = await t.api('POST', '/auth/login', { body: { email: 'ana@demo.local', password: 'nope' } });
    expect(r.status).toBe(401);
    expect(r.body).toEqual({ error: 'ERR_INVALID_CREDENTIALS' });
    const unknown = await t.api('POST', '/auth/login', { body: { email: 'ghost@demo.local', password: 'demo1234' } });
    expect(unknown.body).toEqual({ error: 'ERR_INVALID_CREDENTIALS' });
  });

  it('refuses a login outside the work hours (America/Cuiaba, injected clock) with ERR_OUT_OF_HOURS', async () => {
    const admin = await t.login('admin@demo.local');
    const ana = await t.login('ana@demo.local');
    expect((await editUser(t.api, admin.token, ana.user.id, { startWork: '08:00', endWork: '18:00' })).status).toBe(
      200,
    );
    t.clock.set(new Date('2026-03-10T07:00:00Z')); // 03:00 in Cuiabá (UTC-4)
    const early = await t.api('POST', '/auth/login', { body: { email: 'ana@demo.local', password: 'demo1234' } });
    expect(early.status).toBe(401);
    expect(early.body).toEqual({ error: 'ERR_OUT_OF_HOURS' });
    t.clock.set(new Date('2026-03-10T16:00:00Z')); // 12:00 in Cuiabá
    expect(
      (await t.api('POST', '/auth/login', { body: { email: 'ana@demo.local', password: 'demo1234' } })).status,
    ).toBe(200);
    const admin2 = await t.login('admin@demo.local');
    await editUser(t.api, admin2.token, ana.user.id, { startWork: '00:00', endWork: '23:59' });
  });

  it('validates the body with 400 and the failing fields', async () => {
    const r = await t.api('POST', '/auth/login', { body: { email: '' } });
    expect(r.status).toBe(400);
    expect(Object.keys(r.body.fields)).toEqual(expect.arrayContaining(['email', 'password']));
  });
});

describe('refresh token rotation', () => {
  it('rotates: a new cookie each time, the spent one refused afterwards', async () => {
    const { cookie } = await t.login('bruno@demo.local');
    const first = await t.api('POST', '/auth/refresh_token', { cookie });
    expect(first.status).toBe(200);
    expect(sessionReplySchema.parse(first.body).user.email).toBe('bruno@demo.local');
    const next = first.headers.get('set-cookie')!.split(';')[0];
    expect(next).not.toBe(cookie);
    const replay = await t.api('POST', '/auth/refresh_token', { cookie });
    expect(replay.status).toBe(401);
    expect(replay.body).toEqual({ error: 'ERR_SESSION_EXPIRED' });
  });

  it('a reused (spent) token revokes its whole family, the successor included', async () => {
    const { cookie } = await t.login('bruno@demo.local');
    const first = await t.api('POST', '/auth/refresh_token', { cookie });
    const successor = first.headers.get('set-cookie')!.split(';')[0];
    expect((await t.api('POST', '/auth/refresh_token', { cookie })).status).toBe(401);
    expect((await t.api('POST', '/auth/refresh_token', { cookie: successor })).status).toBe(401);
  });

  it('a missing or garbage cookie is ERR_SESSION_EXPIRED', async () => {
    expect((await t.api('POST', '/auth/refresh_token')).body).toEqual({ error: 'ERR_SESSION_EXPIRED' });
    expect((await t.api('POST', '/auth/refresh_token', { cookie: 'jrt=garbage' })).status).toBe(401);
  });

  it('GET /auth/me reads the cookie without spending it', async () => {
    const { cookie } = await t.login('ana@demo.local');
    const me = await t.api('GET', '/auth/me', { cookie });
    expect(me.status).toBe(200);
    expect(userSchema.parse(me.body.user).email).toBe('ana@demo.local');
    expect((await t.api('POST', '/auth/refresh_token', { cookie })).status).toBe(200);
    expect((await t.api('GET', '/auth/me')).status).toBe(401);
  });

  it('logout revokes the refresh token and clears the cookie', async () => {
    const { cookie } = await t.login('ana@demo.local');
    const out = await t.api('DELETE', '/auth/logout', { cookie });
    expect(out.status).toBe(200);
    expect(out.headers.get('set-cookie')).toMatch(/^jrt=;/);
    expect((await t.api('POST', '/auth/refresh_token', { cookie })).status).toBe(401);
  });
});

describe('bearer guard', () => {
  it('no header → 401 ERR_SESSION_EXPIRED; a bad token → 403 with free text', async () => {
    expect(await t.api('GET', '/tickets')).toMatchObject({ status: 401, body: { error: 'ERR_SESSION_EXPIRED' } });
    const bad = await t.api('GET', '/tickets', { token: 'not-a-jwt' });
    expect(bad.status).toBe(403);
    expect(typeof bad.body.error).toBe('string');
  });

  it('an expired access token → 403 (the clock moved past 15 minutes)', async () => {
    const { token } = await t.login('ana@demo.local');
    expect((await t.api('GET', '/version', { token })).status).toBe(200);
    t.clock.advance(16 * 60_000);
    expect((await t.api('GET', '/version', { token })).status).toBe(403);
  });
});

describe('CORS', () => {
  it('lets a local web origin call every method with credentials, and nobody else', async () => {
    const pre = (origin: string) =>
      t.api('OPTIONS', '/tickets/1', {
        headers: { origin, 'access-control-request-method': 'PUT', 'access-control-request-headers': 'authorization' },
      });
    const local = await pre('http://127.0.0.1:5173');
    expect(local.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:5173');
    expect(local.headers.get('access-control-allow-credentials')).toBe('true');
    expect(local.headers.get('access-control-allow-methods')).toContain('PUT');
    expect(local.headers.get('access-control-allow-methods')).toContain('DELETE');
    expect((await pre('http://evil.example')).headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('meta and settings', () => {
  it('serves the public settings bare, without a token', async () => {
    expect((await t.api('GET', '/public-settings/appName')).body).toBe('Balcão');
    expect((await t.api('GET', '/public-settings/allowSignup')).body).toBe('disabled');
    expect((await t.api('GET', '/public-settings/userCreation')).status).toBe(400);
  });

  it('reads company settings by column, and only admins write them', async () => {
    const ana = await t.login('ana@demo.local');
    const admin = await t.login('admin@demo.local');
    expect((await t.api('GET', '/companySettingOne?column=sendSignMessage', { token: ana.token })).body).toEqual({
      sendSignMessage: 'enabled',
    });
    expect(
      (await t.api('PUT', '/companySettings', { token: ana.token, body: { column: 'requiredTag', data: 'enabled' } }))
        .status,
    ).toBe(403);
    expect(
      (await t.api('PUT', '/companySettings', { token: admin.token, body: { column: 'requiredTag', data: 'enabled' } }))
        .status,
    ).toBe(200);
    expect((await t.api('GET', '/companySettingOne?column=requiredTag', { token: ana.token })).body).toEqual({
      requiredTag: 'enabled',
    });
    await t.api('PUT', '/companySettings', { token: admin.token, body: { column: 'requiredTag', data: 'disabled' } });
    expect((await t.api('GET', '/companySettingOne?column=passwordHash', { token: ana.token })).status).toBe(400);
  });

  it('answers version, plan, queues, connections (token for admins only), tags and helps', async () => {
    const ana = await t.login('ana@demo.local');
    const admin = await t.login('admin@demo.local');
    expect((await t.api('GET', '/version', { token: ana.token })).body.version).toMatch(/^\d+\.\d+\.\d+/);
    expect((await t.api('GET', '/companies/listPlan/1', { token: ana.token })).body).toMatchObject({
      name: 'Completo',
      useCampaigns: true,
    });
    expect((await t.api('GET', '/companies/listPlan/2', { token: ana.token })).status).toBe(404);
    expect((await t.api('GET', '/queue', { token: ana.token })).body.map((q: { name: string }) => q.name)).toEqual([
      'Suporte',
      'Vendas',
    ]);
    const asUser = (await t.api('GET', '/whatsapp', { token: ana.token })).body;
    expect(asUser[0].token).toBeUndefined();
    const asAdmin = (await t.api('GET', '/whatsapp', { token: admin.token })).body;
    expect(asAdmin[0].token).toMatch(/^[A-Za-z0-9]{30}$/);
    expect((await t.api('GET', '/tags/list', { token: ana.token })).body.length).toBeGreaterThan(1);
    expect((await t.api('GET', '/helps/list', { token: ana.token })).body).toEqual([]);
  });
});

describe('users', () => {
  it('a user edits their own name and theme but cannot raise their own profile or flags', async () => {
    const ana = await t.login('ana@demo.local');
    // The whole record goes back (PUT /users is not a patch), with raised flags the server keeps as stored.
    const r = await editUser(t.api, ana.token, ana.user.id, {
      name: 'Ana A.',
      defaultTheme: 'dark',
      profile: 'admin',
      allTicket: 'enabled',
      super: true,
      queueIds: [2],
    });
    expect(r.status).toBe(200);
    const user = userSchema.parse(r.body);
    expect(user).toMatchObject({
      name: 'Ana A.',
      defaultTheme: 'dark',
      profile: 'user',
      allTicket: 'disabled',
      super: false,
    });
    expect(user.queues.map((q) => q.name)).toEqual(['Suporte']);
    await editUser(t.api, ana.token, ana.user.id, { name: 'Ana Atendente', defaultTheme: 'light' });
  });

  it('a user cannot read or edit a colleague; the panel width is bounded 404..700', async () => {
    const ana = await t.login('ana@demo.local');
    const bruno = await t.login('bruno@demo.local');
    expect((await t.api('GET', `/users/${bruno.user.id}`, { token: ana.token })).status).toBe(403);
    expect(
      (
        await t.api('PUT', `/users/toggleChangeWidht/${ana.user.id}`, {
          token: ana.token,
          body: { defaultTicketsManagerWidth: 800 },
        })
      ).status,
    ).toBe(400);
    const ok = await t.api('PUT', `/users/toggleChangeWidht/${ana.user.id}`, {
      token: ana.token,
      body: { defaultTicketsManagerWidth: 600 },
    });
    expect(ok.body.defaultTicketsManagerWidth).toBe(600);
  });

  it("an admin resetting a user's password ends that user's sessions; the new password works", async () => {
    const bruno = await t.login('bruno@demo.local');
    const admin = await t.login('admin@demo.local');
    const reset = await editUser(t.api, admin.token, bruno.user.id, { password: 'nova-senha' });
    expect(reset.status).toBe(200);
    expect((await t.api('POST', '/auth/refresh_token', { cookie: bruno.cookie })).status).toBe(401);
    expect(
      (await t.api('POST', '/auth/login', { body: { email: 'bruno@demo.local', password: 'demo1234' } })).status,
    ).toBe(401);
    expect((await t.login('bruno@demo.local', 'nova-senha')).user.id).toBe(bruno.user.id);
    await editUser(t.api, admin.token, bruno.user.id, { password: 'demo1234' });
  });

  it('no reply of this file carried a password hash or token version', () => {
    expect(transcript.length).toBeGreaterThan(20);
    for (const text of transcript) {
      expect(text).not.toMatch(/passwordHash|tokenVersion|\$2[aby]\$/);
    }
  });
});
