import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ticketPageSchema } from '@shared/api/ticket';
import { registrationGaps } from './testing/contractWalk';
import { startTestServer } from './testing/harness';

/**
 * The tests' tenant factory (routes/testing.ts): with `testFactory` each POST /testing/tenants is
 * a company of its own seeded like the demo one; without the option the route does not exist.
 */
describe('POST /testing/tenants, with testFactory', () => {
  let t: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    t = await startTestServer({ testFactory: true });
  });
  afterAll(async () => {
    await t.server.close();
  });

  const tenant = async (body: unknown = {}) => {
    const r = await t.api('POST', '/testing/tenants', { body });
    expect(r.status, r.text).toBe(201);
    return r.body as { companyId: number; name: string; users: Record<string, string>; password: string };
  };
  /** What a user of a company sees of it, named so two companies of one shape compare equal. */
  const seen = async (email: string) => {
    const { token } = await t.login(email);
    const get = async (path: string) => (await t.api('GET', path, { token })).body;
    const page = (status: string) =>
      get(`/tickets?status=${status}&showAll=true`).then((b) => ticketPageSchema.parse(b).tickets);
    const tickets = [...(await page('pending')), ...(await page('open')), ...(await page('closed'))];
    return {
      queues: (await get('/queue')).map((q: { name: string }) => q.name),
      connections: (await get('/whatsapp')).map((w: { name: string; provider: string }) => `${w.name} ${w.provider}`),
      tags: (await get('/tags/list')).map((x: { name: string }) => x.name).sort(),
      users: (await get('/users/list')).map((u: { name: string }) => u.name).sort(),
      tickets: tickets
        .map((x) => `${x.status} ${x.contact.name} ${x.queue?.name ?? '-'} ${x.user?.name ?? '-'}`)
        .sort(),
      quickMessages: (await get('/quick-messages/list')).map((q: { shortcode: string }) => q.shortcode).sort(),
      showNotificationPending: (await get('/companySettingOne?column=showNotificationPending')).showNotificationPending,
      companyIds: [...new Set(tickets.map((x) => x.companyId))],
    };
  };

  it('makes a company seeded like the demo one, with users of its own that sign in', async () => {
    const made = await tenant();
    expect(Object.keys(made.users).sort()).toEqual(['admin', 'ana', 'bruno', 'super']);
    expect(made.users.ana).toMatch(/^ana@t\w+\.test$/);
    expect(made.companyId).toBeGreaterThan(2);
    const demo = await seen('super@demo.local');
    const own = await seen(made.users.super);
    expect(own).toEqual({ ...demo, companyIds: [made.companyId] });
    expect(own.tickets.length).toBe(25);
    expect(own.showNotificationPending).toBe(true);
    expect((await t.login(made.users.ana, made.password)).user).toMatchObject({
      companyId: made.companyId,
      profile: 'user',
      name: 'Ana Atendente',
    });
  });

  it('makes a new company each time, and one like company 2 when asked', async () => {
    const [a, b] = await Promise.all([tenant(), tenant()]);
    expect(a.companyId).not.toBe(b.companyId);
    expect(a.users.ana).not.toBe(b.users.ana);
    const other = await tenant({ like: 'other' });
    expect(Object.keys(other.users)).toEqual(['admin']);
    expect(await seen(other.users.admin)).toEqual({
      ...(await seen('admin@outra.local')),
      companyIds: [other.companyId],
    });
    expect((await t.api('POST', '/testing/tenants', { body: { like: 'nobody' } })).status).toBe(400);
  });

  it('gives the company a plan of its own with the flags named in `without` off (the plan gates)', async () => {
    const made = await tenant({ without: ['useKanban'] });
    const planOf = async (email: string) => {
      const { token, user } = await t.login(email);
      return (await t.api('GET', `/users/${user.id}`, { token })).body.company.plan;
    };
    expect(await planOf(made.users.admin)).toMatchObject({ useKanban: false, useCampaigns: true, useOpenAi: true });
    expect(await planOf((await tenant()).users.admin)).toMatchObject({ useKanban: true });
    expect((await t.api('POST', '/testing/tenants', { body: { without: ['useNothing'] } })).status).toBe(400);
  });

  it('is outside the contract, as the walk lists it', () => {
    expect(t.server.routes).toContainEqual({ method: 'POST', url: '/testing/tenants' });
    expect(registrationGaps(t.server.routes)).toEqual({ unregistered: [], withoutEntry: [] });
  });
});

describe('POST /testing/tenants, without testFactory (the default)', () => {
  it('does not exist: 404, and no company is made', async () => {
    const t = await startTestServer();
    try {
      const r = await t.api('POST', '/testing/tenants', { body: {} });
      expect(r.status).toBe(404);
      expect(t.server.routes.map((x) => x.url)).not.toContain('/testing/tenants');
    } finally {
      await t.server.close();
    }
  });
});
