/**
 * `npm run bench` (second part): the dashboard on a company with 100,000 tickets (issue 13,
 * "Measured, not asserted"). Starts the reference server in memory (PGlite in this process, or an
 * empty PostgreSQL database given as BENCH_DATABASE_URL),
 * gives the demo company 100,000 tickets over the last 90 days (20,000 contacts, three attendants,
 * closed/open/pending, the logs the figures read, ratings on 40 % of the closed ones), then prints:
 * - the server's time per request of GET /dashboard, /dashboard/ticketsUsers and /dashboard/ticketsDay
 *   for the default period (start of the month to today) and for all 90 days;
 * - in Chromium, as the admin: navigation to the counters on screen, and the Attendants tab to
 *   both charts drawn.
 * It asserts nothing; the figures go to the issue's closing note.
 */
/// <reference lib="dom" />
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { CHROMIUM_ARGS } from '../playwright.config';
import { createServer } from '../server/src/createServer';
import { users, whatsapps } from '../server/src/db/schema';
import { serveStatic } from '../tests/support/staticServer';

const TICKETS = Number(process.env.BENCH_DASHBOARD_TICKETS ?? 100_000);
const CONTACTS = Math.max(1, Math.round(TICKETS / 5));
const DAYS = 90;
const RUNS = 5;
const ROOT = resolve(import.meta.dirname, '..');
const OUT_DIR = process.env.WEB_OUT_DIR ?? 'out/web-bench';

const ms = (n: number) => `${Math.round(n).toLocaleString('en-US')} ms`;
const since = (start: number) => performance.now() - start;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const pad = (n: number) => String(n).padStart(2, '0');
const day = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

type Server = Awaited<ReturnType<typeof createServer>>;

/** The tickets, their contacts, logs and ratings, each in one INSERT … SELECT over generate_series. */
async function seed(server: Server, companyId: number, attendantIds: number[], whatsappId: number) {
  const now = server.ctx.now().toISOString();
  const prefix = `5599${String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0')}`;
  const ids = sql.raw(`array[${attendantIds.join(',')}]`);
  await server.db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into contacts ("uuid", "companyId", "name", "number", "whatsappId")
      select gen_random_uuid()::text, ${companyId}::int, 'Bench ' || i, ${prefix}::text || lpad(i::text, 7, '0'), ${whatsappId}::int
      from generate_series(0, ${CONTACTS - 1}::int) as i`);
    // i % 10: 0-5 closed, 6-7 open, 8-9 pending; spread evenly over the last DAYS days.
    await tx.execute(sql`
      with cs as (
        select array_agg(id order by id) as ids from contacts where "companyId" = ${companyId}::int and number like ${`${prefix}%`}
      ), t as (
        select i,
               ${now}::timestamptz - (i::float8 / ${TICKETS}::int) * interval '${sql.raw(String(DAYS))} days' as created,
               case when i % 10 < 6 then 'closed' when i % 10 < 8 then 'open' else 'pending' end as status
        from generate_series(0, ${TICKETS - 1}::int) as i
      )
      insert into tickets ("uuid", "companyId", "status", "lastMessage", "contactId", "userId", "whatsappId",
                           "createdAt", "updatedAt", "closedAt")
      select 'bench-' || t.i, ${companyId}::int, t.status, 'Olá', cs.ids[1 + t.i % ${CONTACTS}::int],
             case when t.status = 'pending' then null else (${ids})[1 + t.i % ${attendantIds.length}::int] end,
             ${whatsappId}::int, t.created, t.created,
             case when t.status = 'closed' then t.created + ((t.i % 30) + (t.i % 90) + 1) * interval '1 minute' end
      from t, cs`);
    await tx.execute(sql`
      insert into ticket_logs ("type", "ticketId", "userId", "companyId", "createdAt")
      select 'create', id, null, "companyId", "createdAt" from tickets where "companyId" = ${companyId}::int and uuid like 'bench-%'
      union all
      select 'open', id, "userId", "companyId", "createdAt" + (id % 30) * interval '1 minute'
      from tickets where "companyId" = ${companyId}::int and uuid like 'bench-%' and status <> 'pending'`);
    await tx.execute(sql`
      insert into user_ratings ("ticketId", "companyId", "userId", "rate")
      select id, "companyId", "userId", 1 + id % 5
      from tickets where "companyId" = ${companyId}::int and uuid like 'bench-%' and status = 'closed' and id % 5 < 2`);
  });
  await server.db.execute(sql`analyze`);
}

async function timeRoutes(server: Server, token: string, companyId: number, from: string, to: string, label: string) {
  const paths = [
    `/dashboard?date_from=${from}&date_to=${to}`,
    `/dashboard/ticketsUsers?initialDate=${from}&finalDate=${to}&companyId=${companyId}`,
    `/dashboard/ticketsDay?initialDate=${from}&finalDate=${to}&companyId=${companyId}`,
  ];
  console.log(`Server time per request, ${label} (${from} to ${to}), median of ${RUNS} after one warm-up:`);
  for (const path of paths) {
    const times: number[] = [];
    let tickets = 0;
    for (let run = 0; run <= RUNS; run += 1) {
      const t = performance.now();
      const response = await fetch(`${server.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
      const body = (await response.json()) as { counters?: { tickets: number }; count?: number };
      if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
      if (run > 0) times.push(since(t));
      tickets = body.counters?.tickets ?? body.count ?? tickets;
    }
    console.log(
      `  ${path.split('?')[0].padEnd(26)} ${ms(median(times)).padStart(8)}${tickets ? ` (${tickets.toLocaleString('en-US')} tickets in the period)` : ''}`,
    );
  }
}

async function main() {
  // `npm run bench` builds once (tickets-scroll.ts) into the same folder; the later scenarios skip it.
  if (!process.env.BENCH_SKIP_BUILD) {
    console.log(`Building the browser renderer into ${OUT_DIR}...`);
    execFileSync('npx', ['vite', 'build', '-c', 'vite.web.config.ts', '--logLevel', 'warn'], {
      cwd: ROOT,
      env: { ...process.env, WEB_OUT_DIR: OUT_DIR },
      stdio: 'inherit',
    });
  }

  // BENCH_DATABASE_URL: an empty PostgreSQL database instead (migrated and seeded at start).
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  const server = await createServer({ port: 0, dataDir: 'memory://', ...(databaseUrl ? { databaseUrl } : {}) });
  console.log(`Database: ${databaseUrl ? 'PostgreSQL (BENCH_DATABASE_URL)' : 'PGlite in this process'}`);
  const web = await serveStatic(resolve(ROOT, OUT_DIR));
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  try {
    const [admin] = await server.db.select().from(users).where(eq(users.email, 'admin@demo.local'));
    const people = await server.db
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          eq(users.companyId, admin.companyId),
          inArray(users.email, ['admin@demo.local', 'ana@demo.local', 'bruno@demo.local']),
        ),
      );
    const [connection] = await server.db.select().from(whatsapps).where(eq(whatsapps.companyId, admin.companyId));
    let t = performance.now();
    await seed(
      server,
      admin.companyId,
      people.map((p) => p.id),
      connection.id,
    );
    console.log(
      `Seeded ${TICKETS.toLocaleString('en-US')} tickets (${CONTACTS.toLocaleString('en-US')} contacts, logs, ratings) in ${ms(since(t))}.`,
    );

    const login = await fetch(`${server.url}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@demo.local', password: 'demo1234' }),
    });
    const { token } = (await login.json()) as { token: string };
    const today = server.ctx.now();
    const monthStart = day(new Date(today.getFullYear(), today.getMonth(), 1));
    await timeRoutes(server, token, admin.companyId, monthStart, day(today), 'the default period');
    await timeRoutes(
      server,
      token,
      admin.companyId,
      day(new Date(today.getTime() - DAYS * 86_400_000)),
      day(today),
      `all ${DAYS} days`,
    );

    const context = await browser.newContext({
      baseURL: web.url,
      viewport: { width: 1440, height: 900 },
      locale: 'pt-BR',
      timezoneId: 'America/Cuiaba',
    });
    await context.addInitScript((url) => localStorage.setItem('balcao.backendUrl', url), server.url);
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByLabel('Email').fill('admin@demo.local');
    await page.getByLabel('Senha', { exact: true }).fill('demo1234');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL('**/tickets');

    // The measured navigation: a fresh load of / (the refresh cookie signs in), then the charts' tab.
    t = performance.now();
    await page.goto('/');
    await page.getByRole('group', { name: 'Total de atendimentos' }).getByText(/\d/).waitFor();
    const counters = since(t);
    t = performance.now();
    await page.getByRole('tab', { name: 'Atendentes' }).click();
    for (const name of ['Atendimentos por usuário', 'Atendimentos por dia'])
      await page.getByRole('figure', { name }).locator('.recharts-bar-rectangle').first().waitFor();
    const charts = since(t);
    console.log(`Navigation to / until the counters are on screen: ${ms(counters)}`);
    console.log(`Attendants tab until both charts are drawn (chart chunk, two requests, drawing): ${ms(charts)}`);
  } finally {
    await browser.close();
    await web.close();
    await server.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
