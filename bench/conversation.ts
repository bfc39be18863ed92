/**
 * `npm run bench`: the open conversation under load (issue 18), in Chromium against the reference
 * server in memory, signed in as ana. Two scenes, each printed as JSON and a table:
 * - Burst: a conversation open and followed at the bottom; its contact writes BURST_RATE messages a
 *   second for BURST_SECONDS seconds through the sandbox channel. Per message, the latency from
 *   the request to its text on screen (p50, p95, max), split at the moment its frame reaches the
 *   page's WebSocket (the server's part, then the page's); the long tasks during the burst (count,
 *   longest, total); the JS heap after a forced GC before and after; the bubbles in the DOM.
 * - Long conversation: LONG_MESSAGES messages stored in one ticket; opened from the inbox's list
 *   (its row clicked in the running app), then again as a new page, then scrolled to the top page
 *   after page until the first message shows. Time to the newest message on screen and the long
 *   tasks for each opening (a new page's include the app's start), the long tasks while paging up,
 *   the pages asked, the bubbles in the DOM.
 * It asserts nothing; the figures go to the closing note.
 */
/// <reference lib="dom" />
import { readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type CDPSession, type Page } from '@playwright/test';
import { eq, sql } from 'drizzle-orm';
import { CHROMIUM_ARGS } from '../playwright.config';
import { createServer } from '../server/src/createServer';
import { messages, tickets } from '../server/src/db/schema';
import { asUser } from '../tests/support/adminApi';
import { sandboxConnection, sendInbound, uniqueNumber } from '../tests/support/backendClient';
import { serveStatic } from '../tests/support/staticServer';
import { buildRenderer, mainThreadBreakdown, ms, OUT_DIR, printTable, ROOT, startCpuProfile, type TraceEvent } from './pageLoad';

const BURST_RATE = Number(process.env.BENCH_BURST_RATE ?? 20);
const BURST_SECONDS = Number(process.env.BENCH_BURST_SECONDS ?? 30);
const LONG_MESSAGES = Number(process.env.BENCH_LONG_MESSAGES ?? 5000);
const LOG = '[role="log"][aria-label="Mensagens"]';

/**
 * In the page before the app: long tasks, and the moment each "burst N" text first shows in the
 * log (page clock, epoch ms, so the bench can compare with when it sent it). A string: tsx adds
 * helpers to functions that the page does not have.
 */
const instrument = `(() => {
  window.__bench = { longTasks: [], seen: {}, heard: {} };
  // When each "burst N" frame reaches the page's socket, before the app's own handler runs.
  const Native = window.WebSocket;
  window.WebSocket = class extends Native {
    constructor(...args) {
      super(...args);
      this.addEventListener('message', (e) => {
        if (typeof e.data !== 'string') return;
        const now = Date.now();
        for (const m of e.data.matchAll(/burst (\\d+)\\b/g)) if (!(m[1] in window.__bench.heard)) window.__bench.heard[m[1]] = now;
      });
    }
  };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__bench.longTasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
  const seen = new MutationObserver((records) => {
    const now = Date.now();
    for (const r of records)
      for (const node of r.addedNodes) {
        const text = node.textContent || '';
        for (const m of text.matchAll(/burst (\\d+)\\b/g)) if (!(m[1] in window.__bench.seen)) window.__bench.seen[m[1]] = now;
      }
  });
  seen.observe(document, { childList: true, subtree: true });
})();`;

type Bench = { longTasks: { start: number; duration: number }[]; seen: Record<string, number>; heard: Record<string, number> };
const bench = (page: Page) => page.evaluate(() => (window as unknown as { __bench: Bench }).__bench);
const pageNow = (page: Page) => page.evaluate(() => performance.now());

const quantile = (xs: number[], q: number) => {
  if (xs.length === 0) return NaN;
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
};

function longTaskFigures(tasks: Bench['longTasks'], from: number, to = Infinity) {
  const during = tasks.filter((t) => t.start >= from && t.start < to);
  return {
    longTasks: during.length,
    longestTaskMs: Math.round(Math.max(0, ...during.map((t) => t.duration))),
    longTasksTotalMs: Math.round(during.reduce((a, t) => a + t.duration, 0)),
  };
}

async function heapAfterGc(cdp: CDPSession): Promise<number> {
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  return usedSize;
}

const domNodes = (page: Page) =>
  page.evaluate((log) => document.querySelector(log)?.querySelectorAll('*').length ?? 0, LOG);

async function main() {
  buildRenderer();
  const server = await createServer({ port: 0, dataDir: 'memory://', sandboxAckDelayMs: 0 });
  const web = await serveStatic(resolve(ROOT, OUT_DIR), 0, { compress: true });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  try {
    const sandbox = await sandboxConnection(server.url, 'admin@demo.local');
    const admin = await asUser(server.url, 'admin@demo.local');
    const anaId = (await admin.users()).find((u) => u.email === 'ana@demo.local')!.id;
    const queueId = sandbox.queues.find((q) => q.name === 'Suporte')!.id;
    /** A contact of its own writing in, its ticket handed to ana. */
    const scene = async (name: string) => {
      const number = uniqueNumber();
      const reply = await sendInbound(server.url, sandbox.token, { number, name, body: 'Olá', queueId });
      await admin.updateTicket(reply.ticketId, { status: 'open', userId: anaId });
      const ticket = await admin.ticket(reply.ticketId);
      return { ...ticket, number, name };
    };

    const context = await browser.newContext({
      baseURL: web.url,
      viewport: { width: 1440, height: 900 },
      locale: 'pt-BR',
    });
    await context.addInitScript((url) => localStorage.setItem('balcao.backendUrl', url), server.url);
    await context.addInitScript({ content: instrument });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await page.goto('/login');
    await page.getByLabel('Email').fill('ana@demo.local');
    await page.getByLabel('Senha', { exact: true }).fill('demo1234');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL(/\/tickets$/);

    // --- Burst -------------------------------------------------------------------------------
    const burst = await scene('Cliente Rajada');
    await page.goto(`/tickets/${burst.uuid}`);
    await page.locator(LOG).getByText('Olá').first().waitFor();
    const heapBefore = await heapAfterGc(cdp);
    // BENCH_PROFILE=1 (with an unminified build for names): where the burst's main-thread time goes;
    // BENCH_PROFILE=paging: the paging of the long conversation instead.
    const profile = process.env.BENCH_PROFILE;
    const profiler = profile && profile !== 'paging' ? await startCpuProfile(cdp, 'during the burst', 500) : null;
    // BENCH_TRACE=1: the burst under a performance trace, the main thread's time by kind.
    const tracePath = join(tmpdir(), `balcao-bench-burst-${process.pid}.json`);
    if (process.env.BENCH_TRACE)
      await browser.startTracing(page, { path: tracePath, categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
    const total = BURST_RATE * BURST_SECONDS;
    const sentAt: number[] = [];
    const startedAt = await pageNow(page);
    const started = Date.now();
    const sends: Promise<unknown>[] = [];
    for (let i = 0; i < total; i += 1) {
      // On the clock, not after the previous reply: a slow reply must not slow the burst down.
      const due = started + (i * 1000) / BURST_RATE;
      const wait = due - Date.now();
      if (wait > 0) await new Promise((ok) => setTimeout(ok, wait));
      sentAt[i] = Date.now();
      sends.push(
        sendInbound(server.url, sandbox.token, {
          number: burst.number,
          name: burst.name,
          body: `burst ${i} ${'texto '.repeat(i % 12)}`,
          queueId,
        }),
      );
    }
    await Promise.all(sends);
    await page.waitForFunction(
      (n) => Object.keys((window as unknown as { __bench: Bench }).__bench.seen).length >= n,
      total,
      {
        timeout: 120_000,
        polling: 250,
      },
    );
    const endedAt = await pageNow(page);
    if (profiler) await profiler.stop(30);
    if (process.env.BENCH_TRACE) {
      await browser.stopTracing();
      const { traceEvents } = JSON.parse(readFileSync(tracePath, 'utf8')) as { traceEvents: TraceEvent[] };
      rmSync(tracePath, { force: true });
      const main = mainThreadBreakdown(traceEvents, Infinity);
      if (main) console.log(`Trace of the burst: main thread busy ${ms(main.busy)} (longest task ${ms(main.longest)}); ${main.parts} (nested events overlap)`);
    }
    const b = await bench(page);
    const latencies = sentAt.map((at, i) => b.seen[String(i)] - at);
    const serverPart = sentAt.map((at, i) => b.heard[String(i)] - at).filter((x) => Number.isFinite(x));
    const pagePart = sentAt.map((_, i) => b.seen[String(i)] - b.heard[String(i)]).filter((x) => Number.isFinite(x));
    const heapAfter = await heapAfterGc(cdp);
    const burstFigures = {
      messages: total,
      rate: BURST_RATE,
      latencyP50Ms: Math.round(quantile(latencies, 0.5)),
      latencyP95Ms: Math.round(quantile(latencies, 0.95)),
      latencyMaxMs: Math.round(Math.max(...latencies)),
      serverPartP50Ms: Math.round(quantile(serverPart, 0.5)),
      serverPartP95Ms: Math.round(quantile(serverPart, 0.95)),
      pagePartP50Ms: Math.round(quantile(pagePart, 0.5)),
      pagePartP95Ms: Math.round(quantile(pagePart, 0.95)),
      pagePartMaxMs: Math.round(Math.max(...pagePart)),
      ...longTaskFigures(b.longTasks, startedAt, endedAt),
      heapBeforeMB: +(heapBefore / 2 ** 20).toFixed(1),
      heapAfterMB: +(heapAfter / 2 ** 20).toFixed(1),
      heapPerMessageKB: +((heapAfter - heapBefore) / 1024 / total).toFixed(1),
      logDomNodes: await domNodes(page),
    };

    // --- Long conversation -------------------------------------------------------------------
    const long = await scene('Cliente Histórico');
    const [row] = await server.db.select().from(tickets).where(eq(tickets.id, long.id));
    const seedStart = performance.now();
    // One INSERT … SELECT: a message a minute up to now, every fourth one ana's, a few long ones.
    await server.db.execute(sql`
      insert into ${messages} ("wid", "body", "fromMe", "read", "ticketId", "contactId", "companyId", "queueId", "createdAt", "updatedAt")
      select 'LONG' || upper(replace(gen_random_uuid()::text, '-', '')),
             'mensagem ' || i || case when i % 7 = 0 then ' ' || repeat('um texto mais longo que ocupa linhas ', 6) else '' end,
             i % 4 = 0, true, ${row.id}::int, ${row.contactId}::int, ${row.companyId}::int, ${row.queueId}::int,
             now() - (${LONG_MESSAGES}::int - i) * interval '1 minute', now() - (${LONG_MESSAGES}::int - i) * interval '1 minute'
      from generate_series(1, ${LONG_MESSAGES}::int) as i`);
    console.log(`Seeded ${LONG_MESSAGES.toLocaleString('en-US')} messages in ${ms(performance.now() - seedStart)}.`);
    let pages = 0;
    page.on('request', (r) => {
      if (r.url().includes(`/messages/${long.id}`)) pages += 1;
    });
    // Opened from the inbox's list in the running app, as an attendant opens it: its row clicked.
    const inAppFrom = await pageNow(page);
    const inAppStart = performance.now();
    await page.getByRole('option', { name: new RegExp(`^${long.name},`) }).click();
    await page.locator(LOG).getByText('Olá', { exact: true }).first().waitFor();
    const inAppMs = performance.now() - inAppStart;
    // What the opening sets off after the newest message shows (read marks, the contact's panel).
    await page.waitForTimeout(1000);
    const inAppFigures = longTaskFigures((await bench(page)).longTasks, inAppFrom);
    // Then as a new page on that conversation (a reload, a link from elsewhere).
    const openStart = performance.now();
    await page.goto(`/tickets/${long.uuid}`);
    await page.locator(LOG).getByText('Olá', { exact: true }).first().waitFor();
    const openMs = performance.now() - openStart;
    // A new document: its clock and its long tasks start with the navigation.
    const shownAt = await pageNow(page);
    const openFigures = longTaskFigures((await bench(page)).longTasks, 0, shownAt);
    const scrollFrom = await pageNow(page);
    const pagingProfiler = profile === 'paging' ? await startCpuProfile(cdp, 'while paging', 500) : null;
    const scrollStart = performance.now();
    // Up, page after page, as a reader holding the scroll bar at the top would: until message 1.
    for (;;) {
      const done = await page.evaluate((log) => {
        const el = document.querySelector<HTMLElement>(log)!;
        el.scrollTop = 0;
        return /(^|\n)mensagem 1(?!\d)/.test(el.innerText);
      }, LOG);
      if (done) break;
      await page.waitForTimeout(100);
      if (performance.now() - scrollStart > 600_000) throw new Error('the top was not reached in 10 minutes');
    }
    const scrollMs = performance.now() - scrollStart;
    if (pagingProfiler) await pagingProfiler.stop(30);
    const afterScroll = await bench(page);
    const longFigures = {
      messages: LONG_MESSAGES,
      inAppOpenToNewestMs: Math.round(inAppMs),
      inAppOpenLongTasks: inAppFigures.longTasks,
      inAppOpenLongestTaskMs: inAppFigures.longestTaskMs,
      openToNewestMs: Math.round(openMs),
      openLongTasks: openFigures.longTasks,
      openLongestTaskMs: openFigures.longestTaskMs,
      toTheTopMs: Math.round(scrollMs),
      pagesAsked: pages,
      ...longTaskFigures(afterScroll.longTasks, scrollFrom),
      logDomNodes: await domNodes(page),
      heapMB: +((await heapAfterGc(cdp)) / 2 ** 20).toFixed(1),
    };

    console.log(JSON.stringify({ burst: burstFigures, longConversation: longFigures }, null, 2));
    printTable(`Burst: ${total} messages at ${BURST_RATE}/s into the open conversation`, [
      [
        'latency p50 / p95 / max',
        `${ms(burstFigures.latencyP50Ms)} / ${ms(burstFigures.latencyP95Ms)} / ${ms(burstFigures.latencyMaxMs)}`,
      ],
      [
        "  server part p50 / p95 (to the page's socket)",
        `${ms(burstFigures.serverPartP50Ms)} / ${ms(burstFigures.serverPartP95Ms)}`,
      ],
      [
        '  page part p50 / p95 / max (event to text)',
        `${ms(burstFigures.pagePartP50Ms)} / ${ms(burstFigures.pagePartP95Ms)} / ${ms(burstFigures.pagePartMaxMs)}`,
      ],
      [
        'long tasks (count, longest, total)',
        `${burstFigures.longTasks}, ${ms(burstFigures.longestTaskMs)}, ${ms(burstFigures.longTasksTotalMs)}`,
      ],
      [
        'heap after GC, before → after',
        `${burstFigures.heapBeforeMB} → ${burstFigures.heapAfterMB} MB (${burstFigures.heapPerMessageKB} KB a message)`,
      ],
      ['elements in the log', String(burstFigures.logDomNodes)],
    ]);
    printTable(`Long conversation: ${LONG_MESSAGES} messages`, [
      ['opened from the list: to the newest message', ms(longFigures.inAppOpenToNewestMs)],
      [
        '  long tasks while opening (count, longest)',
        `${longFigures.inAppOpenLongTasks}, ${ms(longFigures.inAppOpenLongestTaskMs)}`,
      ],
      ['opened as a new page: to the newest message', ms(longFigures.openToNewestMs)],
      [
        '  long tasks while opening (count, longest)',
        `${longFigures.openLongTasks}, ${ms(longFigures.openLongestTaskMs)}`,
      ],
      ['paged up to the first message', `${ms(longFigures.toTheTopMs)}, ${longFigures.pagesAsked} pages`],
      [
        'long tasks while paging (count, longest, total)',
        `${longFigures.longTasks}, ${ms(longFigures.longestTaskMs)}, ${ms(longFigures.longTasksTotalMs)}`,
      ],
      ['elements in the log at the top', String(longFigures.logDomNodes)],
      ['heap after GC', `${longFigures.heapMB} MB`],
    ]);
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
