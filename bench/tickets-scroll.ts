/**
 * `npm run bench`: the ticket list with a huge inbox, measured in Chromium (issue 3, "Measured,
 * not asserted"). Starts the reference server in memory, gives ana 20,000 open tickets, builds the
 * browser renderer, opens it as ana and prints:
 * - the time from navigation to the first row of the list on screen;
 * - how many rows are in the DOM (the list is virtualized);
 * - scrolling to the end (500 pages of 40 from the server): how long, and the longest task.
 * It asserts nothing; the figures go to the issue's closing note.
 */
/// <reference lib="dom" />
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { and, eq } from 'drizzle-orm';
import { CHROMIUM_ARGS } from '../playwright.config';
import { createServer } from '../server/src/createServer';
import { queues, users } from '../server/src/db/schema';
import { seedBulkTickets } from '../server/src/testing/seedBulkTickets';
import { serveStatic } from '../tests/support/staticServer';
import { startCpuProfile } from './pageLoad';

const TICKETS = Number(process.env.BENCH_TICKETS ?? 20_000);
const ROOT = resolve(import.meta.dirname, '..');
const OUT_DIR = process.env.WEB_OUT_DIR ?? 'out/web-bench';
const LIST = '[role="listbox"][aria-label="Atendimentos em andamento"]';

const ms = (n: number) => `${Math.round(n).toLocaleString('en-US')} ms`;
const since = (start: number) => performance.now() - start;

type Bench = { longTasks: { start: number; duration: number }[]; firstRowAt: number | null; maxFrameGap: number };

/**
 * Runs in the page before the app: records long tasks, frame gaps and when the first row appears.
 * A string, not a function: tsx keeps function names with a helper the page does not have.
 */
const instrument = (list: string) => `(() => {
  window.__bench = { longTasks: [], firstRowAt: null, maxFrameGap: 0 };
  new PerformanceObserver((entries) => {
    for (const e of entries.getEntries()) window.__bench.longTasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
  // The longest time between two frames (long tasks only count from 50 ms).
  let previous = 0;
  requestAnimationFrame(function tick(now) {
    if (previous) window.__bench.maxFrameGap = Math.max(window.__bench.maxFrameGap, now - previous);
    previous = now;
    requestAnimationFrame(tick);
  });
  const seen = new MutationObserver(() => {
    if (window.__bench.firstRowAt === null && document.querySelector(${JSON.stringify(`${list} [role="option"]`)})) {
      window.__bench.firstRowAt = performance.now();
      seen.disconnect();
    }
  });
  seen.observe(document, { childList: true, subtree: true });
})();`;

const bench = (page: Page) => page.evaluate(() => (window as unknown as { __bench: Bench }).__bench);

/** Scrolls the list to its bottom until the server has no more pages; returns the last row's position. */
async function scrollToEnd(page: Page): Promise<{ last: number }> {
  for (;;) {
    const state = await page.evaluate((list) => {
      const el = document.querySelector<HTMLElement>(list)!;
      el.scrollTop = el.scrollHeight;
      const rows = [...el.querySelectorAll('[role="option"]')];
      const last = Math.max(...rows.map((r) => Number(r.getAttribute('aria-posinset'))));
      const done = rows.some((r) => r.getAttribute('aria-setsize') !== '-1');
      return { last, done };
    }, LIST);
    if (state.done) return { last: state.last };
    // Wait for the next page to arrive (the row count grows) before scrolling again.
    await page.waitForFunction(
      ({ list, last }) => {
        const el = document.querySelector(list)!;
        const rows = [...el.querySelectorAll('[role="option"]')];
        return (
          rows.some((r) => r.getAttribute('aria-setsize') !== '-1') ||
          el.scrollHeight - el.scrollTop - el.clientHeight > 100 ||
          rows.length === 0 ||
          Math.max(...rows.map((r) => Number(r.getAttribute('aria-posinset')))) > last
        );
      },
      { list: LIST, last: state.last },
      // Polled, not every frame: the harness must not add work to the frames it measures.
      { timeout: 60_000, polling: 100 },
    );
  }
}

async function main() {
  console.log(`Building the browser renderer into ${OUT_DIR}...`);
  // A profile wants readable names: no minification then.
  const minify = process.env.BENCH_PROFILE ? ['--minify', 'false'] : [];
  execFileSync('npx', ['vite', 'build', '-c', 'vite.web.config.ts', '--logLevel', 'warn', ...minify], {
    cwd: ROOT,
    env: { ...process.env, WEB_OUT_DIR: OUT_DIR },
    stdio: 'inherit',
  });

  const server = await createServer({ port: 0, dataDir: 'memory://' });
  const web = await serveStatic(resolve(ROOT, OUT_DIR));
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  try {
    const [ana] = await server.db.select().from(users).where(eq(users.email, 'ana@demo.local'));
    const [suporte] = await server.db
      .select()
      .from(queues)
      .where(and(eq(queues.companyId, ana.companyId), eq(queues.name, 'Suporte')));
    let t = performance.now();
    await seedBulkTickets(server.db, { companyId: ana.companyId, userId: ana.id, queueId: suporte.id, count: TICKETS });
    console.log(`Seeded ${TICKETS.toLocaleString('en-US')} open tickets for ana in ${ms(since(t))}.`);

    const context = await browser.newContext({
      baseURL: web.url,
      viewport: { width: 1440, height: 900 },
      locale: 'pt-BR',
    });
    await context.addInitScript((url) => localStorage.setItem('balcao.backendUrl', url), server.url);
    await context.addInitScript({ content: instrument(LIST) });
    const page = await context.newPage();

    // Sign in once (the refresh cookie then opens the app without the login form).
    await page.goto('/login');
    await page.getByLabel('Email').fill('ana@demo.local');
    await page.getByLabel('Senha', { exact: true }).fill('demo1234');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.locator(`${LIST} [role="option"]`).first().waitFor();

    // The measured navigation: a fresh load of /tickets.
    await page.goto('/tickets');
    await page.locator(`${LIST} [role="option"]`).first().waitFor();
    const loaded = await bench(page);
    const rowsInDom = await page.locator(`${LIST} [role="option"]`).count();
    console.log(`Navigation to the list visible: ${ms(loaded.firstRowAt!)}`);
    console.log(`Rows in the DOM: ${rowsInDom} (of ${TICKETS.toLocaleString('en-US')} tickets)`);
    const loadLongest = Math.max(0, ...loaded.longTasks.map((l) => l.duration));
    console.log(`Longest task while loading: ${ms(loadLongest)}`);

    const profiler = process.env.BENCH_PROFILE
      ? await startCpuProfile(await page.context().newCDPSession(page), 'while scrolling')
      : null;
    let pageRequests = 0;
    const serverTimes: number[] = [];
    page.on('requestfinished', (r) => {
      if (!/\/tickets\?/.test(r.url()) || !r.url().includes('status=open')) return;
      pageRequests += 1;
      const timing = r.timing();
      serverTimes.push(timing.responseEnd - timing.requestStart);
    });
    const scrollStart = await page.evaluate(() => {
      (window as unknown as { __bench: Bench }).__bench.maxFrameGap = 0;
      return performance.now();
    });
    t = performance.now();
    const { last } = await scrollToEnd(page);
    const scrolled = since(t);
    const pages = pageRequests;
    if (profiler) await profiler.stop();
    const after = await bench(page);
    const during = after.longTasks.filter((l) => l.start >= scrollStart);
    const longest = Math.max(0, ...during.map((l) => l.duration));
    const rowsAtEnd = await page.locator(`${LIST} [role="option"]`).count();
    console.log(
      `Scrolled to the end: row ${last.toLocaleString('en-US')} reached, ${pages} more pages from the server, in ${ms(scrolled)} (${ms(scrolled / Math.max(1, pages))} a page)`,
    );
    const serverMean = serverTimes.reduce((a, b) => a + b, 0) / Math.max(1, serverTimes.length);
    console.log(
      `  of which the server's reply to a page (offset query and count, PGlite in this process): ${ms(serverMean)} on average`,
    );
    console.log(
      `Longest task while scrolling: ${ms(longest)} (${during.length} long tasks over 50 ms); longest gap between frames: ${ms(after.maxFrameGap)}`,
    );
    console.log(`Rows in the DOM at the end: ${rowsAtEnd}`);
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
