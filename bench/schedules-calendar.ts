/**
 * `npm run bench` (last part): the schedules calendar with a busy month (issue 17, "the calendar
 * with 2,000 schedules in a month"). Starts the reference server in memory (PGlite in this
 * process, or an empty PostgreSQL database given as BENCH_DATABASE_URL), gives the demo company
 * 2,000 schedules spread over next month, then prints:
 * - the server's time for one calendar read of the month (GET /schedules with the period);
 * - in Chromium, as the admin: from the step to next month until its schedules are on the
 *   calendar, the requests it took, and the event buttons the month view holds.
 * It asserts nothing; the figures go to the closing note.
 */
/// <reference lib="dom" />
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { chromium } from '@playwright/test';
import dayjs from 'dayjs';
import { eq, sql } from 'drizzle-orm';
import { CHROMIUM_ARGS } from '../playwright.config';
import { createServer } from '../server/src/createServer';
import { users } from '../server/src/db/schema';
import { serveStatic } from '../tests/support/staticServer';

const SCHEDULES = Number(process.env.BENCH_SCHEDULES ?? 2_000);
const RUNS = 5;
const ROOT = resolve(import.meta.dirname, '..');
const OUT_DIR = process.env.WEB_OUT_DIR ?? 'out/web-bench';

const ms = (n: number) => `${Math.round(n).toLocaleString('en-US')} ms`;
const since = (start: number) => performance.now() - start;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function main() {
  if (!process.env.BENCH_SKIP_BUILD) {
    console.log(`Building the browser renderer into ${OUT_DIR}...`);
    execFileSync('npx', ['vite', 'build', '-c', 'vite.web.config.ts', '--logLevel', 'warn'], {
      cwd: ROOT,
      env: { ...process.env, WEB_OUT_DIR: OUT_DIR },
      stdio: 'inherit',
    });
  }
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
    // Next month, so the scheduler sends none of them while the bench runs.
    const month = dayjs().add(1, 'month').startOf('month');
    const minutes = month.endOf('month').diff(month, 'minute');
    let t = performance.now();
    await server.db.execute(sql`
      with cs as (select array_agg(id order by id) as ids from contacts where "companyId" = ${admin.companyId}::int)
      insert into schedules ("companyId", "body", "sendAt", "anchorAt", "contactId", "userId", "createdAt", "updatedAt")
      select ${admin.companyId}::int, 'Lembrete ' || i,
             ${month.toISOString()}::timestamptz + (i * ${Math.floor(minutes / SCHEDULES)}::int) * interval '1 minute',
             ${month.toISOString()}::timestamptz + (i * ${Math.floor(minutes / SCHEDULES)}::int) * interval '1 minute',
             cs.ids[1 + i % array_length(cs.ids, 1)], ${admin.id}::int, now(), now()
      from generate_series(0, ${SCHEDULES - 1}::int) as i, cs`);
    await server.db.execute(sql`analyze`);
    console.log(
      `Seeded ${SCHEDULES.toLocaleString('en-US')} schedules over ${month.format('MMMM YYYY')} in ${ms(since(t))}.`,
    );

    const login = await fetch(`${server.url}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@demo.local', password: 'demo1234' }),
    });
    const { token } = (await login.json()) as { token: string };
    const from = encodeURIComponent(month.startOf('week').toISOString());
    const to = encodeURIComponent(month.endOf('month').endOf('week').add(1, 'ms').toISOString());
    const times: number[] = [];
    let count = 0;
    for (let run = 0; run <= RUNS; run += 1) {
      const start = performance.now();
      const response = await fetch(`${server.url}/schedules?pageNumber=1&sendAtFrom=${from}&sendAtTo=${to}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const body = (await response.json()) as { schedules: unknown[] };
      if (!response.ok) throw new Error(`GET /schedules: HTTP ${response.status}`);
      if (run > 0) times.push(since(start));
      count = body.schedules.length;
    }
    console.log(
      `Server time for one calendar page of the month, median of ${RUNS}: ${ms(median(times))} (${count} in the reply)`,
    );

    const context = await browser.newContext({
      baseURL: web.url,
      viewport: { width: 1440, height: 900 },
      locale: 'pt-BR',
    });
    await context.addInitScript((url) => localStorage.setItem('balcao.backendUrl', url), server.url);
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByLabel('Email').fill('admin@demo.local');
    await page.getByLabel('Senha', { exact: true }).fill('demo1234');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL('**/tickets');
    await page.goto('/schedules');
    const calendar = page.getByRole('region', { name: 'Calendário de agendamentos' });
    await calendar.and(page.locator('[aria-busy="false"]')).waitFor();

    let requests = 0;
    page.on('request', (request) => {
      if (request.url().includes('/schedules?')) requests += 1;
    });
    t = performance.now();
    await calendar.getByRole('button', { name: 'Próximo' }).click();
    await calendar
      .getByRole('button', { name: /Lembrete \d+$/ })
      .first()
      .waitFor();
    const firstEvent = since(t);
    await calendar.and(page.locator('[aria-busy="false"]')).waitFor();
    const loaded = since(t);
    const buttons = await calendar.getByRole('button', { name: /Lembrete \d+$/ }).count();
    console.log(`Next month in the calendar (${SCHEDULES.toLocaleString('en-US')} schedules):`);
    console.log(
      `  until the first event shows: ${ms(firstEvent)}; until every page is read: ${ms(loaded)} (${requests} requests)`,
    );
    console.log(`  event buttons in the month view: ${buttons} (the rest behind each day's '+N mais')`);
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
