/**
 * `npm run bench` (last part): the kanban board with hundreds of cards a lane (issue 14,
 * "virtualized lanes for hundreds of cards"). Starts the reference server in memory (PGlite in this
 * process, or an empty PostgreSQL database given as BENCH_DATABASE_URL), gives the demo company
 * 2,000 open and waiting tickets spread over the default lane and four kanban lanes, then prints:
 * - the server's time for GET /ticket/kanban (the 400-ticket pages the board reads) and /tag/kanban/;
 * - in Chromium, as the admin: navigation to /Kanban until the cards are on screen, how many cards
 *   the page holds (the lanes keep only the visible ones), and a keyboard move until it is saved.
 * It asserts nothing; the figures go to the issue's closing note.
 */
/// <reference lib="dom" />
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { eq, sql } from 'drizzle-orm';
import { CHROMIUM_ARGS } from '../playwright.config';
import { createServer } from '../server/src/createServer';
import { tags, users, whatsapps } from '../server/src/db/schema';
import { serveStatic } from '../tests/support/staticServer';

const TICKETS = Number(process.env.BENCH_KANBAN_TICKETS ?? 2_000);
const LANES = 4;
const RUNS = 5;
const ROOT = resolve(import.meta.dirname, '..');
const OUT_DIR = process.env.WEB_OUT_DIR ?? 'out/web-bench';

const ms = (n: number) => `${Math.round(n).toLocaleString('en-US')} ms`;
const since = (start: number) => performance.now() - start;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

type Server = Awaited<ReturnType<typeof createServer>>;

/** The contacts and tickets in two INSERT … SELECT; ticket i carries lane i % (LANES + 1) (0: none). */
async function seed(server: Server, companyId: number, whatsappId: number, laneIds: number[]) {
  const now = server.ctx.now().toISOString();
  const prefix = `5598${String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0')}`;
  await server.db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into contacts ("uuid", "companyId", "name", "number", "whatsappId")
      select gen_random_uuid()::text, ${companyId}::int, 'Kanban ' || i, ${prefix}::text || lpad(i::text, 6, '0'), ${whatsappId}::int
      from generate_series(0, ${TICKETS - 1}::int) as i`);
    await tx.execute(sql`
      with cs as (
        select array_agg(id order by id) as ids from contacts where "companyId" = ${companyId}::int and number like ${`${prefix}%`}
      )
      insert into tickets ("uuid", "companyId", "status", "lastMessage", "contactId", "whatsappId", "createdAt", "updatedAt")
      select 'kanban-' || i, ${companyId}::int, case when i % 2 = 0 then 'open' else 'pending' end,
             'Mensagem ' || i, cs.ids[1 + i], ${whatsappId}::int,
             ${now}::timestamptz - i * interval '1 minute', ${now}::timestamptz - i * interval '1 minute'
      from generate_series(0, ${TICKETS - 1}::int) as i, cs`);
    const lanes = sql.raw(`array[${laneIds.join(',')}]`);
    await tx.execute(sql`
      insert into ticket_tags ("ticketId", "tagId")
      select id, (${lanes})[id % ${LANES + 1}::int]
      from tickets where "companyId" = ${companyId}::int and uuid like 'kanban-%' and id % ${LANES + 1}::int > 0`);
  });
  await server.db.execute(sql`analyze`);
}

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
    const [connection] = await server.db.select().from(whatsapps).where(eq(whatsapps.companyId, admin.companyId));
    const now = server.ctx.now();
    const lanes = await server.db
      .insert(tags)
      .values(
        Array.from({ length: LANES }, (_, i) => ({
          companyId: admin.companyId,
          name: `Etapa ${i + 1}`,
          color: ['#0EA5E9', '#8B5CF6', '#F59E0B', '#22C55E'][i % 4],
          kanban: 1,
          createdAt: now,
          updatedAt: now,
        })),
      )
      .returning();
    let t = performance.now();
    await seed(
      server,
      admin.companyId,
      connection.id,
      lanes.map((l) => l.id),
    );
    console.log(
      `Seeded ${TICKETS.toLocaleString('en-US')} open and waiting tickets over ${LANES + 1} lanes in ${ms(since(t))}.`,
    );

    const login = await fetch(`${server.url}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@demo.local', password: 'demo1234' }),
    });
    const { token } = (await login.json()) as { token: string };
    console.log(`Server time per request, median of ${RUNS} after one warm-up:`);
    for (const path of ['/tag/kanban/', '/ticket/kanban?pageNumber=1', '/ticket/kanban?pageNumber=5']) {
      const times: number[] = [];
      let count = 0;
      for (let run = 0; run <= RUNS; run += 1) {
        const start = performance.now();
        const response = await fetch(`${server.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
        const body = (await response.json()) as { tickets?: unknown[]; lista?: unknown[] };
        if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
        if (run > 0) times.push(since(start));
        count = (body.tickets ?? body.lista ?? []).length;
      }
      console.log(`  ${path.padEnd(28)} ${ms(median(times)).padStart(8)} (${count} in the reply)`);
    }

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

    t = performance.now();
    await page.goto('/Kanban');
    const lane = page.getByRole('region', { name: 'Etapa 1', exact: true });
    const first = lane.getByRole('button', { name: /^Mover o ticket/ }).first();
    await first.waitFor();
    const load = since(t);
    const cards = await page.getByRole('button', { name: /^Mover o ticket/ }).count();
    const id = Number((await first.getAttribute('aria-label'))!.match(/nº (\d+)/)![1]);
    console.log(
      `Navigation to /Kanban until the cards are on screen (${TICKETS.toLocaleString('en-US')} tickets, 5 pages): ${ms(load)}`,
    );
    console.log(`Cards in the page: ${cards} of ${TICKETS.toLocaleString('en-US')} (the lanes keep the visible ones)`);

    t = performance.now();
    await first.focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowRight');
    await page.locator('[id^="DndLiveRegion"]').getByText(`Ticket nº ${id} sobre a coluna Etapa 2.`).waitFor();
    await page.keyboard.press('Space');
    await page.getByRole('alert').filter({ hasText: 'Ticket Tag Adicionado com Sucesso!' }).waitFor();
    console.log(`A keyboard move (pick up, next lane, drop) until the server has saved it: ${ms(since(t))}`);
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
