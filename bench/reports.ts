/**
 * `npm run bench` (second part): the attendance report (GET /ticketreport/reports, issue 13
 * "Measured, not asserted") on a company with 100,000 tickets. Starts the reference server in
 * memory (PGlite, as `npm run server` without DATABASE_URL; PostgreSQL with BENCH_DATABASE_URL),
 * gives the demo company 100,000
 * tickets (a third of them closed) and prints, per kind of request, the time from sending it to
 * the whole reply on localhost: the server's time, as no browser is involved. Asserts nothing;
 * the figures go to the closing note.
 */
import { and, eq, sql } from 'drizzle-orm';
import { createServer } from '../server/src/createServer';
import { queues, tickets, users } from '../server/src/db/schema';
import { freshPostgres } from '../server/src/testing/freshPostgres';
import { seedBulkTickets } from '../server/src/testing/seedBulkTickets';
import { REPORT_EXPORT_PAGE_SIZE } from '../src/shared/api/report';

const TICKETS = Number(process.env.BENCH_REPORT_TICKETS ?? 100_000);
const RUNS = 5;

const ms = (n: number) => `${n.toFixed(1)} ms`;
const day = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

async function main() {
  // BENCH_DATABASE_URL (an admin URL of a throwaway PostgreSQL): a fresh database of it instead of PGlite.
  const pg = await freshPostgres(process.env.BENCH_DATABASE_URL);
  const server = await createServer({ port: 0, dataDir: 'memory://', databaseUrl: pg?.url });
  console.log(`Database: ${pg ? 'PostgreSQL' : 'PGlite (in memory)'}.`);
  try {
    const [ana] = await server.db.select().from(users).where(eq(users.email, 'ana@demo.local'));
    const [suporte] = await server.db
      .select()
      .from(queues)
      .where(and(eq(queues.companyId, ana.companyId), eq(queues.name, 'Suporte')));
    let t = performance.now();
    await seedBulkTickets(server.db, { companyId: ana.companyId, userId: ana.id, queueId: suporte.id, count: TICKETS });
    // A third closed twenty minutes after opening, so the status filter and the support time have work.
    await server.db.execute(sql`
      update ${tickets} set "status" = 'closed', "closedAt" = "createdAt" + interval '20 minutes'
      where "companyId" = ${ana.companyId} and id % 3 = 0`);
    console.log(`Seeded ${TICKETS.toLocaleString('en-US')} tickets (a third closed) in ${ms(performance.now() - t)}.`);

    const login = await fetch(`${server.url}/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'admin@demo.local', password: 'demo1234' }),
    });
    const { token } = (await login.json()) as { token: string };
    const get = async (query: Record<string, string>) => {
      const started = performance.now();
      const response = await fetch(`${server.url}/ticketreport/reports?${new URLSearchParams(query)}`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      const body = (await response.json()) as { tickets: unknown[]; totalTickets: { total: number } };
      if (response.status !== 200) throw new Error(`HTTP ${response.status} ${JSON.stringify(body)}`);
      return { time: performance.now() - started, rows: body.tickets.length, total: body.totalTickets.total };
    };

    const today = new Date();
    const period = { dateFrom: day(new Date(today.getTime() - 7 * 86_400_000)), dateTo: day(today) };
    const scenarios: [string, Record<string, string>][] = [
      ['first page, 10 rows, last 7 days', { ...period, page: '1', pageSize: '10' }],
      ['first page, no period', { page: '1', pageSize: '10' }],
      ['status closed', { ...period, status: '["closed"]', page: '1', pageSize: '10' }],
      ['user + queue', { ...period, users: `[${ana.id}]`, queueIds: `[${suporte.id}]`, page: '1', pageSize: '50' }],
      ['contact name search', { ...period, searchParam: 'Cliente 4242', page: '1', pageSize: '10' }],
      ['deep page (offset 99,950)', { page: '2000', pageSize: '50' }],
      ['only rated', { ...period, onlyRated: 'true', page: '1', pageSize: '10' }],
      ['an export page (5,000 rows)', { ...period, page: '1', pageSize: String(REPORT_EXPORT_PAGE_SIZE) }],
    ];
    console.log(`GET /ticketreport/reports, ${RUNS} runs each after one warm-up (median / slowest):`);
    for (const [name, query] of scenarios) {
      await get(query);
      const runs = [];
      for (let i = 0; i < RUNS; i++) runs.push(await get(query));
      const times = runs.map((r) => r.time).sort((a, b) => a - b);
      const { rows, total } = runs[0]!;
      console.log(
        `  ${name.padEnd(32)} ${ms(times[Math.floor(RUNS / 2)]!).padStart(10)} / ${ms(times[RUNS - 1]!).padStart(10)}   (${rows} rows of ${total.toLocaleString('en-US')})`,
      );
    }

    // The whole export as the reports page runs it: its pages until every match is read.
    t = performance.now();
    let fetched = 0;
    let requests = 0;
    for (let page = 1; ; page++) {
      const { rows, total } = await get({ page: String(page), pageSize: String(REPORT_EXPORT_PAGE_SIZE) });
      fetched += rows;
      requests += 1;
      if (rows === 0 || fetched >= total) break;
    }
    console.log(
      `Export of every ticket (no filter): ${fetched.toLocaleString('en-US')} rows in ${requests} requests, ${ms(performance.now() - t)}.`,
    );
  } finally {
    await server.close();
    await pg?.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
