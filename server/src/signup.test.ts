import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, companySettings, plans, settings, users } from './db/schema';
import { startTestServer } from './testing/harness';

/**
 * Signup (spec 3 §3 "Signup", §5, §7): the public plans to anyone, and a new company on a 7-day
 * trial with its admin user, only while company 1's allowSignup is 'enabled'.
 */
let t: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  t = await startTestServer({ testFactory: true });
  t.clock.set(new Date('2026-11-27T15:00:00Z'));
});
afterAll(async () => {
  await t.server.close();
});

const allowSignup = (value: string) =>
  t.server.db
    .update(settings)
    .set({ value })
    .where(and(eq(settings.companyId, 1), eq(settings.key, 'allowSignup')));

const publicPlan = async () => (await t.api('GET', '/plans/list?listPublic=false')).body[0] as { id: number };

const form = (over: Record<string, unknown> = {}) => ({
  name: 'Marta Souza',
  email: `marta${Math.random().toString(36).slice(2, 8)}@nova.test`,
  password: 'segredo1',
  phone: '5511988887777',
  companyName: `Nova ${Math.random().toString(36).slice(2, 8)}`,
  companyId: '',
  ...over,
});

describe('GET /plans/list', () => {
  it('answers the public plans to anyone, never a private one', async () => {
    await t.server.db.insert(plans).values({ name: 'Secreto', public: false, value: 10 });
    for (const q of ['?listPublic=false', '?listPublic=true', '']) {
      const r = await t.api('GET', `/plans/list${q}`);
      expect(r.status).toBe(200);
      const names = (r.body as { name: string }[]).map((p) => p.name);
      expect(names).toContain('Completo');
      expect(names).not.toContain('Secreto');
    }
  });
});

describe('POST /auth/signup', () => {
  it('is refused while allowSignup is not enabled', async () => {
    await allowSignup('disabled');
    const r = await t.api('POST', '/auth/signup', { body: form({ planId: (await publicPlan()).id }) });
    expect(r.status).toBe(403);
    expect(r.body.error).toBe('ERR_SIGNUP_DISABLED');
  });

  it('makes a company on a 7-day monthly trial, its settings and an admin who signs in', async () => {
    await allowSignup('enabled');
    const body = form({ planId: (await publicPlan()).id, email: 'Marta.Nova@Nova.test' });
    const r = await t.api('POST', '/auth/signup', { body });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ name: body.companyName, dueDate: '2026-12-04', recurrence: 'MENSAL', status: true });
    const [company] = await t.server.db.select().from(companies).where(eq(companies.id, r.body.id));
    expect(company.phone).toBe('5511988887777');
    const [row] = await t.server.db.select().from(companySettings).where(eq(companySettings.companyId, company.id));
    expect(row).toBeTruthy();
    const [admin] = await t.server.db.select().from(users).where(eq(users.companyId, company.id));
    expect(admin).toMatchObject({ name: 'Marta Souza', email: 'marta.nova@nova.test', profile: 'admin', super: false });
    const session = await t.login('marta.nova@nova.test', 'segredo1');
    expect(session.user.companyId).toBe(company.id);
  });

  it('checks the form as spec 3 §5 says, and refuses a used email, a used name and a private plan', async () => {
    await allowSignup('enabled');
    const planId = (await publicPlan()).id;
    const bad = await t.api('POST', '/auth/signup', {
      body: form({ planId, name: 'M', email: 'not-an-email', companyName: 'x'.repeat(51), phone: '' }),
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toMatchObject({
      name: 'Too Short!',
      email: 'Invalid email',
      companyName: 'Too Long!',
      phone: 'Required',
    });
    const noPassword = await t.api('POST', '/auth/signup', { body: form({ planId, password: '' }) });
    expect(noPassword.status).toBe(400);
    expect(noPassword.body.fields).toEqual({ password: 'Required' });

    const first = form({ planId });
    expect((await t.api('POST', '/auth/signup', { body: first })).status).toBe(200);
    const sameEmail = await t.api('POST', '/auth/signup', { body: form({ planId, email: first.email.toUpperCase() }) });
    expect(sameEmail.status).toBe(400);
    expect(sameEmail.body.error).toBe('ERR_EMAIL_UNAVAILABLE');
    const sameName = await t.api('POST', '/auth/signup', { body: form({ planId, companyName: first.companyName }) });
    expect(sameName.status).toBe(400);
    expect(sameName.body.error).toBe('ERR_COMPANY_NAME_ALREADY_EXISTS');

    const [secret] = await t.server.db.select().from(plans).where(eq(plans.name, 'Secreto'));
    const privatePlan = await t.api('POST', '/auth/signup', { body: form({ planId: secret.id }) });
    expect(privatePlan.status).toBe(400);
    expect(privatePlan.body.error).toBe('ERR_PLAN_NOT_AVAILABLE');
    await allowSignup('disabled');
  });
});
