import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contacts, ticketLogs, tickets, userRatings, users } from './db/schema';
import { seedTenant } from './seed/seedTenant';
import { startTestServer } from './testing/harness';

/**
 * The dashboard (spec 1 §2, §3 counters and attendant rows): figures of a seeded company worked
 * out by hand, for its own period only, its own company only, for admins and showDashboard users.
 * The server's time zone is America/Cuiaba (UTC−4): a ticket at 03:30Z on April 1st is March 31st.
 */
let t: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t.server.close();
});

const MARCH = 'date_from=2026-03-01&date_to=2026-03-31';
const at = (iso: string) => new Date(iso);

interface Story {
  contact: number;
  user: 'ana' | 'bruno' | 'admin' | null;
  status: 'open' | 'pending' | 'closed';
  created: string;
  /** First acceptance (an 'open' log). */
  started?: string;
  closed?: string;
  /** Opened by the attendant (a 'create' log with a user): no wait. */
  active?: boolean;
  rate?: number;
}

/**
 * March 2026, by hand (minutes): waits of the customers' accepted tickets 10, 20, 30, 6, 5 →
 * 14.2; support of the closed ones 30, 60, 20, 10 → 30; ratings 5, 5, 2 → promoters 66.67 %,
 * detractors 33.33 %, NPS 33.33; 3 of the 4 closed rated → 75 %.
 */
const MARCH_STORIES: Story[] = [
  {
    contact: 1,
    user: 'ana',
    status: 'closed',
    created: '2026-03-10T14:00:00Z',
    started: '2026-03-10T14:10:00Z',
    closed: '2026-03-10T14:40:00Z',
    rate: 5,
  },
  {
    contact: 2,
    user: 'ana',
    status: 'closed',
    created: '2026-03-10T15:00:00Z',
    started: '2026-03-10T15:20:00Z',
    closed: '2026-03-10T16:20:00Z',
    rate: 5,
  },
  {
    contact: 3,
    user: 'bruno',
    status: 'closed',
    created: '2026-03-11T12:00:00Z',
    started: '2026-03-11T12:30:00Z',
    closed: '2026-03-11T12:50:00Z',
    rate: 2,
  },
  { contact: 3, user: 'bruno', status: 'open', created: '2026-03-12T13:00:00Z', started: '2026-03-12T13:06:00Z' },
  {
    contact: 4,
    user: 'admin',
    status: 'open',
    created: '2026-03-12T18:00:00Z',
    started: '2026-03-12T18:00:00Z',
    active: true,
  },
  { contact: 5, user: null, status: 'pending', created: '2026-03-12T19:00:00Z' },
  {
    contact: 1,
    user: 'ana',
    status: 'closed',
    created: '2026-03-20T14:00:00Z',
    started: '2026-03-20T14:05:00Z',
    closed: '2026-03-20T14:15:00Z',
  },
  { contact: 6, user: null, status: 'pending', created: '2026-03-15T14:00:00Z' },
  // 23:30 on March 31st in Cuiabá.
  { contact: 7, user: null, status: 'pending', created: '2026-04-01T03:30:00Z' },
];
/** Outside March: contact 6's first ticket (so it is no lead), and 23:30 on February 28th in Cuiabá. */
const OTHER_STORIES: Story[] = [
  {
    contact: 6,
    user: 'ana',
    status: 'closed',
    created: '2026-02-20T12:00:00Z',
    started: '2026-02-20T12:01:00Z',
    closed: '2026-02-20T13:00:00Z',
    rate: 1,
  },
  { contact: 8, user: 'bruno', status: 'open', created: '2026-03-01T03:30:00Z', started: '2026-03-01T03:40:00Z' },
];

async function company(shape: 'demo' | 'other', stories: Story[]) {
  const db = t.server.db;
  const seeded = await seedTenant(db, shape, t.clock.now());
  const people = await db.select().from(users).where(eq(users.companyId, seeded.companyId));
  const userId = (local: string) => people.find((u) => u.email.startsWith(`${local}@`))!.id;
  const someContacts = await db
    .select({ id: contacts.id })
    .from(contacts)
    .where(and(eq(contacts.companyId, seeded.companyId), eq(contacts.isGroup, false)))
    .orderBy(contacts.id)
    .limit(8);
  for (const s of stories) {
    const holder = s.user ? userId(s.user) : null;
    const [ticket] = await db
      .insert(tickets)
      .values({
        uuid: randomUUID(),
        companyId: seeded.companyId,
        contactId: someContacts[s.contact - 1].id,
        status: s.status,
        userId: holder,
        createdAt: at(s.created),
        updatedAt: at(s.closed ?? s.started ?? s.created),
        closedAt: s.closed ? at(s.closed) : null,
      })
      .returning();
    const log = (type: string, when: string, who: number | null) =>
      db
        .insert(ticketLogs)
        .values({ type, ticketId: ticket.id, companyId: seeded.companyId, userId: who, createdAt: at(when) });
    await log('create', s.created, s.active ? holder : null);
    if (s.started) await log('open', s.started, holder);
    if (s.closed) await log('closed', s.closed, holder);
    if (s.rate)
      await db
        .insert(userRatings)
        .values({ ticketId: ticket.id, companyId: seeded.companyId, userId: holder, rate: s.rate });
  }
  const admin = await t.login(seeded.users.admin);
  return { ...seeded, admin, userId };
}

let demo: Awaited<ReturnType<typeof company>>;
let other: Awaited<ReturnType<typeof company>>;
beforeAll(async () => {
  demo = await company('demo', [...MARCH_STORIES, ...OTHER_STORIES]);
  // Another company's March: one closed, rated ticket that must never reach the first one's figures.
  other = await company('other', [
    {
      contact: 1,
      user: 'admin',
      status: 'closed',
      created: '2026-03-10T14:00:00Z',
      started: '2026-03-10T14:01:00Z',
      closed: '2026-03-10T15:01:00Z',
      rate: 1,
    },
  ]);
});

const get = (path: string, token: string) => t.api('GET', path, { token });

describe('GET /dashboard', () => {
  it("adds up the company's March by hand: counters and one row per attendant", async () => {
    const r = await get(`/dashboard?${MARCH}`, demo.admin.token);
    expect(r.status).toBe(200);
    expect(r.body.counters).toEqual({
      supportHappening: 2,
      supportPending: 3,
      supportFinished: 4,
      supportGroups: 0,
      leads: 6,
      avgSupportTime: 30,
      avgWaitTime: 14.2,
      activeTickets: 1,
      passiveTickets: 8,
      tickets: 9,
      waitRating: 0,
      withoutRating: 1,
      withRating: 3,
      percRating: 75,
      npsPromotersPerc: 66.67,
      npsPassivePerc: 0,
      npsDetractorsPerc: 33.33,
      npsScore: 33.33,
    });
    const row = (name: string) => (r.body.attendants as { name: string }[]).find((a) => a.name === name);
    const names = Object.fromEntries(
      (await t.server.db.select().from(users).where(eq(users.companyId, demo.companyId))).map((u) => [
        u.email.split('@')[0],
        u.name,
      ]),
    );
    expect(r.body.attendants).toHaveLength(Object.keys(names).length);
    expect(row(names.ana)).toMatchObject({
      tickets: 3,
      rating: 5,
      countRating: 2,
      avgWaitTime: 11.67,
      avgSupportTime: 33.33,
      online: expect.any(Boolean),
    });
    expect(row(names.bruno)).toMatchObject({
      tickets: 2,
      rating: 2,
      countRating: 1,
      avgWaitTime: 18,
      avgSupportTime: 20,
    });
    expect(row(names.admin)).toMatchObject({
      tickets: 1,
      rating: 0,
      countRating: 0,
      avgWaitTime: 0,
      avgSupportTime: 0,
    });
    expect(row(names.super)).toMatchObject({ tickets: 0, rating: 0, countRating: 0 });
  });

  it('narrows to the days asked, on the company clock; days counts back from now', async () => {
    const day = await get('/dashboard?date_from=2026-03-12&date_to=2026-03-12', demo.admin.token);
    expect(day.body.counters).toMatchObject({ tickets: 3, supportHappening: 2, supportPending: 1, leads: 2 });
    const none = await get('/dashboard?date_from=2020-01-01&date_to=2020-01-31', demo.admin.token);
    expect(none.body.counters).toMatchObject({ tickets: 0, leads: 0, avgWaitTime: 0, npsScore: 0, percRating: 0 });
    expect(none.body.attendants.length).toBeGreaterThan(0);
    expect(
      none.body.attendants.every((a: { tickets: number; rating: number }) => a.tickets === 0 && a.rating === 0),
    ).toBe(true);
    const lastDay = await get('/dashboard?date_from=2026-03-31', demo.admin.token);
    expect(lastDay.body.counters.tickets).toBeGreaterThanOrEqual(1);
    const recent = await get('/dashboard?days=1', demo.admin.token);
    const [{ n }] = (
      (await t.server.db.execute(
        sql`select count(*)::int as n from tickets where "companyId" = ${demo.companyId} and "createdAt" >= ${new Date(t.clock.now().getTime() - 86_400_000).toISOString()}::timestamptz`,
      )) as unknown as { rows: { n: number }[] }
    ).rows;
    expect(recent.body.counters.tickets).toBe(n);
  });

  it('refuses a date that is not one, and a period that ends before it starts', async () => {
    for (const q of [
      'date_from=2026-13-01',
      'date_from=2026-02-30',
      'date_from=01/03/2026',
      'date_from=2026-03-10&date_to=2026-03-01',
      'days=0',
    ]) {
      const r = await get(`/dashboard?${q}`, demo.admin.token);
      expect(r.status, q).toBe(400);
    }
  });

  it("another company's admin sees only its own company", async () => {
    const r = await get(`/dashboard?${MARCH}`, other.admin.token);
    expect(r.body.counters).toMatchObject({
      tickets: 1,
      supportFinished: 1,
      withRating: 1,
      npsDetractorsPerc: 100,
      npsScore: -100,
    });
    const names = (r.body.attendants as { name: string }[]).map((a) => a.name);
    const demoNames = (await t.server.db.select().from(users).where(eq(users.companyId, demo.companyId))).map(
      (u) => u.name,
    );
    expect(names.every((n) => !demoNames.includes(n) || n === 'Admin')).toBe(true);
    expect(r.body.attendants).toHaveLength(1);
  });
});

describe('GET /dashboard/ticketsUsers and /dashboard/ticketsDay', () => {
  it('count the tickets of March per attendant and per day, in date order', async () => {
    const perUser = await get('/dashboard/ticketsUsers?initialDate=2026-03-01&finalDate=2026-03-31', demo.admin.token);
    expect(perUser.status).toBe(200);
    const byName = Object.fromEntries(
      (perUser.body.data as { nome: string; quantidade: number }[]).map((d) => [d.nome, d.quantidade]),
    );
    const names = Object.fromEntries(
      (await t.server.db.select().from(users).where(eq(users.companyId, demo.companyId))).map((u) => [
        u.email.split('@')[0],
        u.name,
      ]),
    );
    expect(byName).toEqual({ [names.ana]: 3, [names.bruno]: 2, [names.admin]: 1, [names.super]: 0 });

    const perDay = await get(
      `/dashboard/ticketsDay?initialDate=2026-03-01&finalDate=2026-03-31&companyId=${demo.companyId}`,
      demo.admin.token,
    );
    expect(perDay.body).toEqual({
      count: 9,
      data: [
        { data: '10/03/2026', total: 2 },
        { data: '11/03/2026', total: 1 },
        { data: '12/03/2026', total: 3 },
        { data: '15/03/2026', total: 1 },
        { data: '20/03/2026', total: 1 },
        { data: '31/03/2026', total: 1 },
      ],
    });
  });

  it('count one day per hour of the company clock', async () => {
    const r = await get('/dashboard/ticketsDay?initialDate=2026-03-12&finalDate=2026-03-12', demo.admin.token);
    expect(r.body).toEqual({
      count: 3,
      data: [
        { horario: 9, total: 1 },
        { horario: 14, total: 1 },
        { horario: 15, total: 1 },
      ],
    });
  });

  it("need both days, and refuse another company's id", async () => {
    expect((await get('/dashboard/ticketsDay?initialDate=2026-03-12', demo.admin.token)).status).toBe(400);
    expect((await get('/dashboard/ticketsUsers?finalDate=2026-03-12', demo.admin.token)).status).toBe(400);
    const foreign = `initialDate=2026-03-01&finalDate=2026-03-31&companyId=${demo.companyId}`;
    expect((await get(`/dashboard/ticketsDay?${foreign}`, other.admin.token)).status).toBe(403);
    expect((await get(`/dashboard/ticketsUsers?${foreign}`, other.admin.token)).status).toBe(403);
  });
});

describe('who may see the dashboard', () => {
  it('a profile user without showDashboard gets 403 on every route; with it, the figures', async () => {
    const ana = await t.login(demo.users.ana);
    const paths = [
      `/dashboard?${MARCH}`,
      '/dashboard/ticketsUsers?initialDate=2026-03-01&finalDate=2026-03-31',
      '/dashboard/ticketsDay?initialDate=2026-03-01&finalDate=2026-03-31',
    ];
    for (const path of paths)
      expect(await get(path, ana.token), path).toMatchObject({ status: 403, body: { error: 'ERR_NO_PERMISSION' } });
    await t.server.db
      .update(users)
      .set({ showDashboard: 'enabled' })
      .where(eq(users.id, demo.userId('ana')));
    for (const path of paths) expect((await get(path, ana.token)).status, path).toBe(200);
    expect((await get(`/dashboard?${MARCH}`, ana.token)).body.counters.tickets).toBe(9);
  });
});
