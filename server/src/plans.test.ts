import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planRecordSchema } from '@shared/api/plan';
import { companies, plans } from './db/schema';
import { freshCompany } from './testing/freshCompany';
import { eventually, recordEvents, startTestServer } from './testing/harness';

/**
 * Plans (spec 3 §3 Plan, §7; spec 2 "Settings page", plans tab): the super user keeps them; a
 * change reaches the companies on the plan live; the plan's counts are ceilings the server keeps.
 */
let t: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  t = await startTestServer({ testFactory: true });
});
afterAll(async () => {
  await t.server.close();
});

const tag = () => Math.random().toString(36).slice(2, 8);

/** A fresh company moved to a plan of its own with these columns (the rest: the column defaults). */
async function companyOnPlan(values: Partial<typeof plans.$inferInsert>) {
  const c = await freshCompany(t, 'demo');
  const [plan] = await t.server.db
    .insert(plans)
    .values({ name: `Teste ${tag()}`, ...values })
    .returning();
  await t.server.db.update(companies).set({ planId: plan.id }).where(eq(companies.id, c.companyId));
  return { ...c, plan };
}

describe('plans: the super user keeps them', () => {
  it('adds, lists, pages, searches, reads, edits and deletes a plan; both names of price and flag answer', async () => {
    const c = await freshCompany(t, 'demo');
    const sup = await t.login(c.users.super);
    const call = (method: string, path: string, body?: unknown) => t.api(method, path, { token: sup.token, body });
    const name = `Básico ${tag()}`;

    const added = await call('POST', '/plans', {
      name,
      users: 3,
      connections: '2',
      queues: 4,
      amount: '49',
      isPublic: false,
      useKanban: false,
    });
    expect(added.status, added.text).toBe(200);
    expect(added.body).toMatchObject({
      name,
      users: 3,
      connections: 2,
      queues: 4,
      value: 49,
      amount: '49',
      public: false,
      isPublic: false,
      useKanban: false,
      useOpenAi: true,
      useWhatsapp: true,
    });
    expect(planRecordSchema.parse(added.body)).toMatchObject({ amount: 49, isPublic: false });
    const id = added.body.id as number;

    const all = await call('GET', '/plans/all');
    expect(all.body).toContainEqual(expect.objectContaining({ id, name }));
    for (let i = 0; i < 20; i++) await call('POST', '/plans', { name: `Zz ${tag()} ${i}` });
    const first = await call('GET', '/plans?pageNumber=1');
    expect(first.body.plans).toHaveLength(20);
    expect(first.body.hasMore).toBe(true);
    const found = await call('GET', `/plans?searchParam=${encodeURIComponent(name.toUpperCase())}`);
    expect(found.body).toMatchObject({ plans: [{ id }], count: 1, hasMore: false });
    expect((await call('GET', `/plans/${id}`)).body).toMatchObject({ id, name, queues: 4 });

    const edited = await call('PUT', `/plans/${id}`, { name: `${name} 2`, value: 59, public: true, useKanban: true });
    expect(edited.body).toMatchObject({ name: `${name} 2`, amount: '59', isPublic: true, useKanban: true, users: 0 });

    expect((await call('DELETE', `/plans/${id}`)).status).toBe(200);
    expect(await call('GET', `/plans/${id}`)).toMatchObject({ status: 404, body: { error: 'ERR_NO_PLAN_FOUND' } });
    expect((await call('PUT', `/plans/${id}`, { name: 'x' })).status).toBe(404);
    expect((await call('DELETE', `/plans/${id}`)).status).toBe(404);
  });

  it('a name is required and unique (case aside); bad counts are refused; a plan in use stays', async () => {
    const c = await freshCompany(t, 'demo');
    const sup = await t.login(c.users.super);
    const call = (method: string, path: string, body?: unknown) => t.api(method, path, { token: sup.token, body });
    const blank = await call('POST', '/plans', { name: '  ' });
    expect(blank).toMatchObject({ status: 400, body: { fields: { name: 'Required' } } });
    const bad = await call('POST', '/plans', { name: `Ruim ${tag()}`, users: -1, amount: 'abc' });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toHaveProperty('users');
    expect(bad.body.fields).toHaveProperty('amount');

    const name = `Único ${tag()}`;
    const { body: plan } = await call('POST', '/plans', { name });
    const { body: other } = await call('POST', '/plans', { name: `Outro ${tag()}` });
    expect(await call('POST', '/plans', { name: name.toLowerCase() })).toMatchObject({
      status: 400,
      body: { error: 'ERR_PLAN_NAME_ALREADY_EXISTS', fields: { name: 'already exists' } },
    });
    expect((await call('PUT', `/plans/${other.id}`, { name })).body.error).toBe('ERR_PLAN_NAME_ALREADY_EXISTS');
    // Its own name is not a clash.
    expect((await call('PUT', `/plans/${plan.id}`, { name, users: 5 })).status).toBe(200);

    await t.server.db.update(companies).set({ planId: plan.id }).where(eq(companies.id, c.companyId));
    expect(await call('DELETE', `/plans/${plan.id}`)).toMatchObject({
      status: 400,
      body: { error: 'ERR_PLAN_IN_USE' },
    });
    expect((await call('GET', `/plans/${plan.id}`)).status).toBe(200);
  });

  it("a company's admin who is not super, and its users, may not read or write plans", async () => {
    const c = await freshCompany(t, 'demo');
    const sup = await t.login(c.users.super);
    const ana = await t.login(c.users.ana);
    const { body: plan } = await t.api('POST', '/plans', { token: sup.token, body: { name: `Meu ${tag()}` } });
    for (const token of [c.admin.token, ana.token])
      for (const [method, path, body] of [
        ['GET', '/plans/all', undefined],
        ['GET', '/plans', undefined],
        ['GET', `/plans/${plan.id}`, undefined],
        ['POST', '/plans', { name: `Não ${tag()}` }],
        ['PUT', `/plans/${plan.id}`, { name: 'Não' }],
        ['DELETE', `/plans/${plan.id}`, undefined],
      ] as const) {
        const r = await t.api(method, path, { token, body });
        expect(r.status, `${method} ${path}`).toBe(403);
        expect(r.body.error).toBe('ERR_NO_PERMISSION');
      }
    expect((await t.api('GET', `/plans/${plan.id}`, { token: sup.token })).body.name).toBe(plan.name);
  });
});

describe('plans: a change reaches the companies on the plan', () => {
  it('PUT /plans/{id} sends company-{id}-plan to each company on it, and to no other', async () => {
    const c = await companyOnPlan({});
    const bystander = await freshCompany(t, 'demo');
    const sup = await t.login(c.users.super);
    const ana = await t.login(c.users.ana);
    const socket = t.socketOf(c.companyId, ana.token);
    const other = t.socketOf(bystander.companyId, bystander.admin.token);
    const events = recordEvents(socket);
    const otherEvents = recordEvents(other);
    await eventually(() => socket.connected && other.connected);

    const r = await t.api('PUT', `/plans/${c.plan.id}`, {
      token: sup.token,
      body: { name: c.plan.name, useKanban: false },
    });
    expect(r.status, r.text).toBe(200);
    const heard = await eventually(() => events.find((e) => e.event === `company-${c.companyId}-plan`));
    expect(heard.payload).toMatchObject({
      action: 'update',
      plan: { id: c.plan.id, useKanban: false, useOpenAi: true },
    });
    expect(otherEvents.filter((e) => e.event.endsWith('-plan'))).toEqual([]);
    expect((await t.api('GET', `/companies/listPlan/${c.companyId}`, { token: ana.token })).body.useKanban).toBe(false);
    socket.close();
    other.close();
  });
});

describe("plans: the plan's counts are ceilings (0: no limit)", () => {
  it('a connection past the count is refused, by POST /whatsapp and POST /facebook alike', async () => {
    const c = await companyOnPlan({});
    const have = ((await c.call('GET', '/whatsapp')).body as unknown[]).length;
    // 0 connections on the plan: not limited.
    expect((await c.call('POST', '/whatsapp', { name: `Livre ${tag()}` })).status).toBe(200);
    await t.server.db
      .update(plans)
      .set({ connections: have + 2 })
      .where(eq(plans.id, c.plan.id));
    expect((await c.call('POST', '/whatsapp', { name: `Última ${tag()}` })).status).toBe(200);
    expect(await c.call('POST', '/whatsapp', { name: `Demais ${tag()}` })).toMatchObject({
      status: 400,
      body: { error: 'ERR_CONNECTION_LIMIT_REACHED' },
    });
    expect(
      await c.call('POST', '/facebook', { facebookUserId: '77', facebookUserToken: 'x', addInstagram: true }),
    ).toMatchObject({ status: 400, body: { error: 'ERR_CONNECTION_LIMIT_REACHED' } });
    expect((await c.call('GET', '/whatsapp')).body).toHaveLength(have + 2);
  });

  it('a queue past the count is refused', async () => {
    const c = await companyOnPlan({});
    const have = ((await c.call('GET', '/queue')).body as unknown[]).length;
    await t.server.db
      .update(plans)
      .set({ queues: have + 1 })
      .where(eq(plans.id, c.plan.id));
    const queue = () => ({
      name: `Fila ${tag()}`,
      greetingMessage: 'Olá',
      color: `#${Math.floor(Math.random() * 0xffffff)
        .toString(16)
        .padStart(6, '0')}`,
    });
    expect((await c.call('POST', '/queue', queue())).status).toBe(200);
    expect(await c.call('POST', '/queue', queue())).toMatchObject({
      status: 400,
      body: { error: 'ERR_QUEUE_LIMIT_REACHED' },
    });
  });

  it('a user past the count is refused', async () => {
    const c = await companyOnPlan({});
    const have = ((await c.call('GET', '/users/list')).body as unknown[]).length;
    await t.server.db
      .update(plans)
      .set({ users: have + 1 })
      .where(eq(plans.id, c.plan.id));
    const user = () => ({ name: 'Mais um', email: `u${tag()}@plan.test`, password: 'segredo1' });
    expect((await c.call('POST', '/users', user())).status).toBe(200);
    expect(await c.call('POST', '/users', user())).toMatchObject({
      status: 400,
      body: { error: 'ERR_USER_LIMIT_REACHED' },
    });
  });
});
