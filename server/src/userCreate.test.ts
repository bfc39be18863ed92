import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, plans } from './db/schema';
import { eventually, recordEvents, startTestServer } from './testing/harness';

/** POST /users (spec 2 "Users"): an admin adds a user to the company, and only there. */
let t: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t.server.close();
});

const unique = () => `novo${Math.random().toString(36).slice(2, 8)}@demo.local`;

async function queuesOf(token: string) {
  return (await t.api('GET', '/queue', { token })).body as { id: number; name: string }[];
}

describe('POST /users', () => {
  it('an admin adds a user with queues and flags; the user signs in; the admins hear of it', async () => {
    const admin = await t.login('admin@demo.local');
    const socket = t.socketOf(admin.user.companyId, admin.token);
    const events = recordEvents(socket);
    await eventually(() => socket.connected);
    const suporte = (await queuesOf(admin.token)).find((q) => q.name === 'Suporte')!;
    const email = unique();
    const r = await t.api('POST', '/users', {
      token: admin.token,
      body: {
        name: 'Carla Nova',
        email: email.toUpperCase(),
        password: 'segredo1',
        profile: 'user',
        queueIds: [suporte.id],
        allTicket: 'enabled',
        // The whole day: a narrower shift would refuse the sign-in below at some hours (ERR_OUT_OF_HOURS).
        startWork: '00:00',
        endWork: '23:59',
        farewellMessage: 'Até logo!',
        // A company id in the body is not the admin's to choose.
        companyId: 2,
      },
    });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      name: 'Carla Nova',
      email,
      profile: 'user',
      companyId: admin.user.companyId,
      allTicket: 'enabled',
      farewellMessage: 'Até logo!',
      queues: [{ id: suporte.id, name: 'Suporte' }],
    });
    expect(r.body).not.toHaveProperty('passwordHash');
    const created = await eventually(() =>
      events.find((e) => e.event === `company-${admin.user.companyId}-user` && e.payload.action === 'create'),
    );
    expect(created.payload.user).toMatchObject({ id: r.body.id, email });
    socket.close();

    const carla = await t.login(email, 'segredo1');
    expect(carla.user).toMatchObject({ id: r.body.id, profile: 'user', queues: [{ id: suporte.id }] });
  });

  it('refuses a profile user, a super flag from a company admin, and a queue or connection of another company', async () => {
    const admin = await t.login('admin@demo.local');
    const ana = await t.login('ana@demo.local');
    const body = { name: 'Alguém', email: unique(), password: 'segredo1', profile: 'user' };
    expect(await t.api('POST', '/users', { token: ana.token, body })).toMatchObject({
      status: 403,
      body: { error: 'ERR_NO_PERMISSION' },
    });
    expect((await t.api('POST', '/users', { token: admin.token, body: { ...body, super: true } })).status).toBe(403);

    const outra = await t.login('admin@outra.local');
    const theirQueue = (await queuesOf(outra.token))[0];
    expect(
      await t.api('POST', '/users', { token: admin.token, body: { ...body, queueIds: [theirQueue.id] } }),
    ).toMatchObject({ status: 400, body: { fields: { queueIds: 'not found' } } });
    const theirConnection = ((await t.api('GET', '/whatsapp', { token: outra.token })).body as { id: number }[])[0];
    expect(
      await t.api('POST', '/users', { token: admin.token, body: { ...body, whatsappId: theirConnection.id } }),
    ).toMatchObject({ status: 400, body: { fields: { whatsappId: 'not found' } } });
    // Nothing of the refused attempts was kept: the email is still free.
    expect((await t.api('POST', '/users', { token: admin.token, body })).status).toBe(200);
  });

  it('checks the form as spec 2 §5 does: name 2-50, password 5-50, a valid email; emails stay unique without telling another company', async () => {
    const admin = await t.login('admin@demo.local');
    const ok = { name: 'Dora', email: unique(), password: 'segredo1' };
    for (const [body, field] of [
      [{ ...ok, name: 'D' }, 'name'],
      [{ ...ok, password: '1234' }, 'password'],
      [{ ...ok, email: 'not-an-email' }, 'email'],
      [{ name: 'Sem senha', email: unique() }, 'password'],
    ] as const) {
      const r = await t.api('POST', '/users', { token: admin.token, body });
      expect(r.status, field).toBe(400);
      expect(r.body.fields, field).toHaveProperty(field);
    }
    expect(
      await t.api('POST', '/users', { token: admin.token, body: { ...ok, email: 'ana@demo.local' } }),
    ).toMatchObject({ status: 400, body: { error: 'An user with this email already exists.' } });
    expect(
      await t.api('POST', '/users', { token: admin.token, body: { ...ok, email: 'admin@outra.local' } }),
    ).toMatchObject({ status: 400, body: { error: 'ERR_EMAIL_UNAVAILABLE' } });
  });

  it("stops at the plan's user count", async () => {
    const admin = await t.login('admin@outra.local');
    const [company] = await t.server.db.select().from(companies).where(eq(companies.id, admin.user.companyId));
    const [plan] = await t.server.db
      .insert(plans)
      .values({ name: `Dois usuários ${Date.now()}`, users: 2, connections: 1, queues: 1, value: 0 })
      .returning();
    await t.server.db.update(companies).set({ planId: plan.id }).where(eq(companies.id, company.id));
    try {
      const body = () => ({ name: 'Mais um', email: unique(), password: 'segredo1' });
      // The company has one user: one more fits, the third does not.
      expect((await t.api('POST', '/users', { token: admin.token, body: body() })).status).toBe(200);
      expect(await t.api('POST', '/users', { token: admin.token, body: body() })).toMatchObject({
        status: 400,
        body: { error: 'ERR_USER_LIMIT_REACHED' },
      });
    } finally {
      await t.server.db.update(companies).set({ planId: company.planId }).where(eq(companies.id, company.id));
    }
  });
});
