import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_TIMEZONE } from '@shared/domain/constants';
import { userRatings } from './db/schema';
import { freshCompany } from './testing/freshCompany';
import { editUser } from './testing/editUser';
import { startTestServer } from './testing/harness';

/**
 * The management group's ticket reads: the real-time panel (GET /usersMoments, GET
 * /dashboard/moments, spec 1 §2) and the attendance report (GET /ticketreport/reports, spec 3
 * "Reports"): filters and paging done by the database, each company its own, and the
 * permission rules of spec 1 §2.
 */
let t: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  t = await startTestServer({ testFactory: true });
});
afterAll(async () => {
  await t.server.close();
});

interface Row {
  id: number;
  uuid: string;
  status: string;
  contactName: string;
  userName: string | null;
  queueName: string | null;
  createdAt: string;
  closedAt: string | null;
  NPS?: number | null;
}
type Page = { tickets: Row[]; totalTickets: { total: number } };

const run = () => Math.random().toString(36).slice(2, 8);
let seq = 0;
const number = () => `55659${String(Date.now() % 1_000_000).padStart(6, '0')}${String(++seq).padStart(2, '0')}`;

/** A company with three tickets of contacts named `<prefix> …`: open with ana, waiting in Vendas, closed. */
async function scene() {
  const c = await freshCompany(t);
  const other = await freshCompany(t, 'other');
  const ana = await t.login(c.users.ana);
  const bruno = await t.login(c.users.bruno);
  const queues = (await c.call('GET', '/queue')).body as { id: number; name: string }[];
  const q = Object.fromEntries(queues.map((x) => [x.name, x.id]));
  const prefix = `Relatório ${run()}`;
  const contact = async (name: string) =>
    (await c.call('POST', '/contacts', { name: `${prefix} ${name}`, number: number() })).body as { id: number };
  const ticket = async (name: string, body: Record<string, unknown>, token: string) => {
    const made = await t.api('POST', '/tickets', { token, body: { contactId: (await contact(name)).id, ...body } });
    expect(made.status, made.text).toBe(200);
    return made.body as { id: number; uuid: string; contactId: number };
  };
  const open = await ticket('Aberto', { status: 'open', queueId: q.Suporte }, ana.token);
  const pending = await ticket('Espera', { status: 'pending', queueId: q.Vendas }, c.admin.token);
  const closed = await ticket('Fechado', { status: 'open', queueId: q.Vendas }, bruno.token);
  const close = await t.api('PUT', `/tickets/${closed.id}`, { token: bruno.token, body: { status: 'closed' } });
  expect(close.status, close.text).toBe(200);
  const report = async (query: Record<string, unknown>, token = c.admin.token) =>
    t.api(
      'GET',
      `/ticketreport/reports?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]))}`,
      { token },
    );
  return { c, other, ana, bruno, q, prefix, open, pending, closed, report };
}

describe('GET /ticketreport/reports', () => {
  it('filters by contact, status, user, queue, connection, period and rating, in the database', async () => {
    const s = await scene();
    const ids = (r: { body: Page }) => r.body.tickets.map((x) => x.id).sort();
    const mine = { searchParam: s.prefix };

    const all = await s.report(mine);
    expect(all.status, all.text).toBe(200);
    expect(all.body.totalTickets.total).toBe(3);
    expect(ids(all)).toEqual([s.open.id, s.pending.id, s.closed.id].sort());
    const row = all.body.tickets.find((x: Row) => x.id === s.closed.id)!;
    expect(row).toMatchObject({
      uuid: s.closed.uuid,
      status: 'closed',
      queueName: 'Vendas',
      contactName: `${s.prefix} Fechado`,
    });
    expect(Date.parse(row.closedAt!)).toBeGreaterThanOrEqual(Date.parse(row.createdAt));

    expect(ids(await s.report({ contactId: String(s.pending.contactId) }))).toEqual([s.pending.id]);
    expect(ids(await s.report({ ...mine, status: ['closed'] }))).toEqual([s.closed.id]);
    expect(ids(await s.report({ ...mine, status: ['open', 'pending'] }))).toEqual([s.open.id, s.pending.id].sort());
    expect(ids(await s.report({ ...mine, users: [s.ana.user.id] }))).toEqual([s.open.id]);
    expect(ids(await s.report({ ...mine, queueIds: [s.q.Vendas] }))).toEqual([s.pending.id, s.closed.id].sort());
    const { whatsappId } = (await s.c.call('GET', `/tickets/${s.open.id}`)).body as { whatsappId: number };
    expect(ids(await s.report({ ...mine, whatsappId: [whatsappId] }))).toContain(s.open.id);
    expect((await s.report({ ...mine, whatsappId: [2_000_000_000] })).body.totalTickets.total).toBe(0);

    const today = new Intl.DateTimeFormat('en-CA', { timeZone: DEFAULT_TIMEZONE }).format(t.clock.now());
    expect((await s.report({ ...mine, dateFrom: today, dateTo: today })).body.totalTickets.total).toBe(3);
    expect((await s.report({ ...mine, dateFrom: '2001-01-01', dateTo: '2001-01-02' })).body).toEqual({
      tickets: [],
      totalTickets: { total: 0 },
    });
    // Rated: the ticket has a customer's rate (user_ratings; no survey runs here, so the test writes one).
    expect((await s.report({ ...mine, onlyRated: 'true' })).body.totalTickets.total).toBe(0);
    await t.server.ctx.db
      .insert(userRatings)
      .values({ ticketId: s.closed.id, companyId: s.c.companyId, userId: null, rate: 4 });
    const rated = await s.report({ ...mine, onlyRated: 'true' });
    expect(ids(rated)).toEqual([s.closed.id]);
    expect(rated.body.tickets[0]).toMatchObject({ NPS: 4 });
  });

  it('pages with LIMIT/OFFSET in a stable order (newest first), the total counting every match', async () => {
    const s = await scene();
    const pages = await Promise.all(
      [1, 2].map(
        async (page) => (await s.report({ searchParam: s.prefix, pageSize: '2', page: String(page) })).body as Page,
      ),
    );
    expect(pages.map((p) => p.tickets.length)).toEqual([2, 1]);
    expect(pages.every((p) => p.totalTickets.total === 3)).toBe(true);
    const seen = pages.flatMap((p) => p.tickets);
    expect(new Set(seen.map((x) => x.id)).size).toBe(3);
    const order = seen.map((x) => [Date.parse(x.createdAt), x.id] as const);
    expect(order).toEqual([...order].sort((a, b) => b[0] - a[0] || b[1] - a[1]));
    expect((await s.report({ searchParam: s.prefix, pageSize: '2', page: '3' })).body.tickets).toEqual([]);
  });

  it('another company never sees these tickets, not even by naming their contact or user', async () => {
    const s = await scene();
    const otherAdmin = s.other.admin.token;
    expect((await s.report({ searchParam: s.prefix }, otherAdmin)).body.totalTickets.total).toBe(0);
    expect((await s.report({ contactId: String(s.open.contactId) }, otherAdmin)).body.tickets).toEqual([]);
    expect((await s.report({ users: [s.ana.user.id] }, otherAdmin)).body.tickets).toEqual([]);
  });

  it('refuses bad filters with a 400 naming the field, and users outside the management group with 403', async () => {
    const s = await scene();
    const bad = await s.report({ pageSize: '0' });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toHaveProperty('pageSize');
    expect((await s.report({ status: ['bogus'] })).status).toBe(400);
    expect((await s.report({ queueIds: 'not json' })).status).toBe(400);
    expect((await s.report({ dateFrom: 'ontem' })).status).toBe(400);

    // Spec 1 §2: the management group is for admins, or users with showDashboard or allowRealTime.
    const anaId = s.ana.user.id;
    await editUser(t.api, s.c.admin.token, anaId, { showDashboard: 'disabled', allowRealTime: 'disabled' });
    const ana = await t.login(s.c.users.ana);
    const refused = await s.report({}, ana.token);
    expect(refused).toMatchObject({ status: 403, body: { error: 'ERR_NO_PERMISSION' } });
    await editUser(t.api, s.c.admin.token, anaId, { showDashboard: 'enabled' });
    expect((await s.report({ searchParam: s.prefix }, ana.token)).body.totalTickets.total).toBe(3);
  });
});

describe('GET /usersMoments and GET /dashboard/moments', () => {
  it('list the company’s open and waiting tickets with their attendant, queue and connection', async () => {
    const s = await scene();
    const moments = await s.c.call('GET', '/usersMoments');
    expect(moments.status, moments.text).toBe(200);
    const list = moments.body as {
      id: number;
      status: string;
      user: { id: number } | null;
      queue: { name: string } | null;
    }[];
    expect(Array.isArray(list)).toBe(true);
    const ours = list.filter((x) => [s.open.id, s.pending.id, s.closed.id].includes(x.id));
    expect(ours.map((x) => x.id).sort()).toEqual([s.open.id, s.pending.id].sort());
    expect(list.every((x) => x.status === 'open' || x.status === 'pending')).toBe(true);
    expect(ours.find((x) => x.id === s.open.id)).toMatchObject({
      user: { id: s.ana.user.id },
      queue: { name: 'Suporte' },
    });

    const waiting = (await s.c.call('GET', '/dashboard/moments?status=pending')).body as {
      id: number;
      status: string;
    }[];
    expect(waiting.map((x) => x.id)).toContain(s.pending.id);
    expect(waiting.every((x) => x.status === 'pending')).toBe(true);
    const anas = (await s.c.call('GET', `/dashboard/moments?userId=${s.ana.user.id}`)).body as { id: number }[];
    expect(anas.map((x) => x.id)).toContain(s.open.id);
    expect(anas.map((x) => x.id)).not.toContain(s.pending.id);
    expect((await s.c.call('GET', '/dashboard/moments?dateStart=2001-01-01&dateEnd=2001-01-02')).body).toEqual([]);
    expect((await s.c.call('GET', '/dashboard/moments?status=bogus')).status).toBe(400);
  });

  it('are the company’s own, and refused (403) to a user without allowRealTime', async () => {
    const s = await scene();
    const foreign = (await t.api('GET', '/usersMoments', { token: s.other.admin.token })).body as { id: number }[];
    expect(foreign.map((x) => x.id)).not.toContain(s.open.id);
    expect(foreign.map((x) => x.id)).not.toContain(s.pending.id);

    const anaId = s.ana.user.id;
    await editUser(t.api, s.c.admin.token, anaId, { allowRealTime: 'disabled', showDashboard: 'enabled' });
    const ana = await t.login(s.c.users.ana);
    for (const path of ['/usersMoments', '/dashboard/moments'])
      expect(await t.api('GET', path, { token: ana.token })).toMatchObject({
        status: 403,
        body: { error: 'ERR_NO_PERMISSION' },
      });
    await editUser(t.api, s.c.admin.token, anaId, { allowRealTime: 'enabled' });
    expect((await t.api('GET', '/usersMoments', { token: ana.token })).status).toBe(200);
  });
});
