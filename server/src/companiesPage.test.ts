import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, companySettings, users } from './db/schema';
import { freshCompany } from './testing/freshCompany';
import { eventually, recordEvents, startTestServer } from './testing/harness';

/**
 * The super user's companies page (spec 3 §3 "Companies", §5, §7): the paged list with each plan,
 * create (settings and an admin with the default password), edit, renew by the recurrence, delete
 * (never company 1); nobody else reaches any of it.
 */
let t: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  t = await startTestServer({ testFactory: true });
  t.clock.set(new Date('2026-11-27T15:00:00Z'));
});
afterAll(async () => {
  await t.server.close();
});

const superOf = async () => {
  const c = await freshCompany(t, 'demo');
  const su = await t.login(c.users.super);
  const call = (method: string, path: string, body?: unknown) => t.api(method, path, { token: su.token, body });
  return { c, call };
};
const planId = async (call: (m: string, p: string) => ReturnType<typeof t.api>) =>
  ((await call('GET', '/plans/list')).body as { id: number }[])[0].id;
const tag = () => Math.random().toString(36).slice(2, 8);

describe('the companies page', () => {
  it('creates a company with its settings and an admin signing in with the default password', async () => {
    const { call } = await superOf();
    const name = `Cliente ${tag()}`;
    const body = {
      name,
      email: `${tag()}@cliente.test`,
      planId: await planId(call),
      status: true,
      dueDate: '',
      recurrence: 'TRIMESTRAL',
      passwordDefault: 'inicial1',
      numberAttendants: 1,
      numberConections: 1,
    };
    const r = await call('POST', '/companies', body);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ name, dueDate: null, recurrence: 'TRIMESTRAL', plan: { name: 'Completo' } });
    expect(r.body).toMatchObject({ folderSize: 0, numberFileFolder: 0, updatedAtFolder: null, lastLogin: null });
    const [settingsRow] = await t.server.db
      .select()
      .from(companySettings)
      .where(eq(companySettings.companyId, r.body.id));
    expect(settingsRow).toBeTruthy();
    const session = await t.login(body.email, 'inicial1');
    expect(session.user).toMatchObject({ companyId: r.body.id, profile: 'admin' });

    const again = await call('POST', '/companies', { ...body, name: name.toUpperCase(), email: `${tag()}@x.test` });
    expect(again.status).toBe(400);
    expect(again.body.error).toBe('ERR_COMPANY_NAME_ALREADY_EXISTS');
    const invalid = await call('POST', '/companies', { ...body, name: 'A', email: 'nope' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.fields).toMatchObject({ name: 'Too Short!', email: 'Email é inválido' });
    const empty = await call('POST', '/companies', { ...body, name: '', email: '' });
    expect(empty.body.fields).toMatchObject({ name: 'Nome é obrigatório', email: 'E-mail é obrigatório' });
  });

  it('pages and searches, with each plan, the last sign-in and the media folder', async () => {
    const { c, call } = await superOf();
    const mine = (await call('GET', `/companiesPlan?searchParam=${encodeURIComponent(c.name)}&pageNumber=1`)).body;
    expect(mine.companies).toEqual([
      expect.objectContaining({ id: c.companyId, plan: expect.objectContaining({ name: 'Completo' }) }),
    ]);
    expect(mine.companies[0].lastLogin).toBeTruthy();
    await t.server.ctx.media.store.saveBuffer(c.companyId, 'a.txt', 'text/plain', Buffer.from('12345'));
    const again = (await call('GET', `/companiesPlan?searchParam=${encodeURIComponent(c.name)}`)).body;
    expect(again.companies[0]).toMatchObject({ folderSize: 5, numberFileFolder: 1 });
    expect(again.companies[0].updatedAtFolder).toBeTruthy();

    const first = (await call('GET', '/companiesPlan?pageNumber=1')).body;
    expect(first.companies.length).toBeLessThanOrEqual(20);
    const all = (await call('GET', '/companies')).body as { id: number }[];
    expect(all.map((x) => x.id)).toContain(c.companyId);
    expect(first.hasMore).toBe(all.length > 20);
  });

  it('edits a company and renews its due date by the recurrence', async () => {
    const { call } = await superOf();
    const target = await freshCompany(t, 'other');
    const r = await call('PUT', `/companies/${target.companyId}`, {
      dueDate: '2027-01-31',
      recurrence: 'MENSAL',
      phone: '551130303030',
    });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ dueDate: '2027-01-31', recurrence: 'MENSAL', phone: '551130303030' });
    expect((await call('POST', `/companies/${target.companyId}/renew`)).body.dueDate).toBe('2027-02-28');
    await call('PUT', `/companies/${target.companyId}`, { recurrence: 'SEMESTRAL' });
    expect((await call('POST', `/companies/${target.companyId}/renew`)).body.dueDate).toBe('2027-08-28');
    const cleared = await call('PUT', `/companies/${target.companyId}`, { dueDate: '' });
    expect(cleared.body.dueDate).toBeNull();
    // No due date: renewing counts from today, on the server's clock.
    expect((await call('POST', `/companies/${target.companyId}/renew`)).body.dueDate).toBe('2027-05-27');
    expect((await call('PUT', `/companies/${target.companyId}`, { name: 'x' })).body.fields).toEqual({
      name: 'Too Short!',
    });
    expect((await call('PUT', '/companies/999999', { name: 'Ninguém' })).status).toBe(404);
  });

  it("moved to another plan, the company's open clients hear the new plan at once", async () => {
    const { call } = await superOf();
    const target = await freshCompany(t, 'other');
    const admin = await t.login(target.users.admin);
    const socket = t.socketOf(target.companyId, admin.token);
    const events = recordEvents(socket);
    await eventually(() => socket.connected);
    const plan = await call('POST', '/plans', { name: `Sem kanban ${tag()}`, useKanban: false, public: false });
    expect(plan.status).toBe(200);
    expect((await call('PUT', `/companies/${target.companyId}`, { planId: plan.body.id })).status).toBe(200);
    const heard = await eventually(() => events.find((e) => e.event === `company-${target.companyId}-plan`));
    expect(heard.payload).toMatchObject({ action: 'update', plan: { id: plan.body.id, useKanban: false } });
    socket.close();
  });

  it('deletes a company with everything of it, never company 1', async () => {
    const { call } = await superOf();
    const target = await freshCompany(t, 'demo');
    const r = await call('DELETE', `/companies/${target.companyId}`);
    expect(r.status).toBe(200);
    expect(await t.server.db.select().from(companies).where(eq(companies.id, target.companyId))).toEqual([]);
    expect(await t.server.db.select().from(users).where(eq(users.companyId, target.companyId))).toEqual([]);
    const one = await call('DELETE', '/companies/1');
    expect(one.status).toBe(403);
    expect((await call('DELETE', `/companies/${target.companyId}`)).status).toBe(404);
  });

  it('is the super user alone: an admin and an attendant get 403 everywhere', async () => {
    const c = await freshCompany(t, 'demo');
    const ana = await t.login(c.users.ana);
    for (const token of [c.admin.token, ana.token]) {
      const as = (method: string, path: string, body?: unknown) => t.api(method, path, { token, body });
      expect((await as('GET', '/companiesPlan')).status).toBe(403);
      expect((await as('GET', '/companies')).status).toBe(403);
      const body = { name: `Intrusa ${tag()}`, email: 'i@x.test', planId: 1, passwordDefault: 'abcde' };
      expect((await as('POST', '/companies', body)).status).toBe(403);
      expect((await as('PUT', `/companies/${c.companyId}`, { name: 'Minha' })).status).toBe(403);
      expect((await as('POST', `/companies/${c.companyId}/renew`)).status).toBe(403);
      expect((await as('DELETE', `/companies/${c.companyId}`)).status).toBe(403);
    }
  });
});
