/**
 * `npm run bench`: the first row after navigation, signed in (issue 18). Starts the reference
 * server in memory, gives ana 20,000 open tickets, serves the browser renderer compressed, signs
 * in once (the refresh cookie then resumes the session), and opens /tickets in a new tab RUNS
 * times (after one warm-up), printing the medians of:
 * - the time from navigation to the first ticket row on screen;
 * - the backend requests made before it (started before the row appeared), listed;
 * - the JS files and bytes loaded before it;
 * and what the page asks of the backend once it is quiet (what was deferred still happens).
 * Then one run under JS coverage and one under a performance trace, and with BENCH_PROFILE=1 one
 * under a CPU profile. It asserts nothing.
 */
/// <reference lib="dom" />
import { resolve } from 'node:path';
import { chromium, type BrowserContext } from '@playwright/test';
import { CHROMIUM_ARGS } from '../playwright.config';
import { createServer } from '../server/src/createServer';
import {
  buildRenderer,
  describe,
  fetched,
  isScript,
  kb,
  median,
  ms,
  OUT_DIR,
  printCoverage,
  printTable,
  printTrace,
  ROOT,
  RUNS,
  startCpuProfile,
} from './pageLoad';
import { rowAt, rowInstrument, rowSelector, seedInbox, signIn, type BenchLanguage } from './firstRowScene';
import { serveWebApart } from './webServerApart';

const TICKETS = Number(process.env.BENCH_TICKETS ?? 20_000);
/**
 * BENCH_LANGUAGE=en (es, tr): the interface kept in that language, whose strings load apart from
 * pt-BR's; the in-progress list is found by its name in it.
 */
const LANGUAGE = (process.env.BENCH_LANGUAGE ?? 'pt-BR') as BenchLanguage;
const ROW = rowSelector(LANGUAGE);

interface Run {
  rowAt: number;
  backend: string[];
  scripts: number;
  encoded: number;
  after: string[];
}

/** BENCH_LATENCY_MS: each request's round trip, as to a server across a network (0: localhost). */
const LATENCY_MS = Number(process.env.BENCH_LATENCY_MS ?? 0);

async function main() {
  buildRenderer();
  const server = await createServer({ port: 0, dataDir: 'memory://' });
  const web = await serveWebApart(resolve(ROOT, OUT_DIR), { compress: true });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  try {
    await seedInbox(server, TICKETS);

    const context: BrowserContext = await browser.newContext({
      baseURL: web.url,
      viewport: { width: 1440, height: 900 },
      locale: 'pt-BR',
    });
    await context.addInitScript((url) => localStorage.setItem('balcao.backendUrl', url), server.url);
    await context.addInitScript({ content: rowInstrument(ROW) });
    await signIn(context);
    // Signed in (in pt-BR, whose labels signIn finds): the next starts in the chosen language.
    if (LANGUAGE !== 'pt-BR') {
      await context.addInitScript(
        (language) => localStorage.setItem('balcao.language', JSON.stringify(language)),
        LANGUAGE,
      );
    }

    /** A new tab on /tickets, resumed from the refresh cookie; resolves with it and the first row's time. */
    const open = async () => {
      const page = await context.newPage();
      if (LATENCY_MS > 0) {
        // A backend and web server across a network: every request's round trip takes this long.
        const cdp = await context.newCDPSession(page);
        await cdp.send('Network.enable');
        await cdp.send('Network.emulateNetworkConditions', {
          offline: false,
          latency: LATENCY_MS,
          downloadThroughput: -1,
          uploadThroughput: -1,
        });
      }
      await page.goto('/tickets');
      return { page, at: await rowAt(page) };
    };
    const runs: Run[] = [];
    for (let i = 0; i <= RUNS; i++) {
      const { page, at } = await open();
      await page.waitForLoadState('networkidle');
      const all = await fetched(page);
      await page.close();
      if (i === 0) continue; // warm-up
      const backend = all.filter((r) => r.url.startsWith(server.url));
      const scripts = all.filter((r) => isScript(r) && r.end <= at);
      runs.push({
        rowAt: at,
        backend: backend.filter((r) => r.start < at).map((r) => describe(r, server.url)),
        scripts: scripts.length,
        encoded: scripts.reduce((a, r) => a + r.encoded, 0),
        after: backend.filter((r) => r.start >= at).map((r) => describe(r, server.url)),
      });
    }

    const figures = {
      scenario: 'first-row',
      tickets: TICKETS,
      runs: RUNS,
      firstRowMs: Math.round(median(runs.map((r) => r.rowAt))),
      firstRowMsEach: runs.map((r) => Math.round(r.rowAt)),
      backendRequestsBeforeRow: median(runs.map((r) => r.backend.length)),
      backendRequestList: runs[0].backend,
      backendRequestsAfterRow: runs[0].after,
      jsFilesBeforeRow: median(runs.map((r) => r.scripts)),
      jsBytesBeforeRowCompressed: median(runs.map((r) => r.encoded)),
    };
    console.log(JSON.stringify(figures, null, 2));
    printTable(`First row, signed in, ${TICKETS.toLocaleString('en-US')} tickets (median of ${RUNS} loads)`, [
      ['first row on screen', ms(figures.firstRowMs)],
      ['backend requests before it', String(figures.backendRequestsBeforeRow)],
      ...figures.backendRequestList.map((r, i): [string, string] => [`  ${i + 1}`, r]),
      ['backend requests after it (until quiet)', String(figures.backendRequestsAfterRow.length)],
      ...figures.backendRequestsAfterRow.map((r, i): [string, string] => [`  ${i + 1}`, r]),
      ['JS files before it', String(figures.jsFilesBeforeRow)],
      ['JS before it (br, as sent)', kb(figures.jsBytesBeforeRowCompressed)],
    ]);

    console.log('');
    const page = await context.newPage();
    await printCoverage(page, async () => {
      await page.goto('/tickets');
      await rowAt(page);
    });
    await page.close();
    const traced = await context.newPage();
    await printTrace(browser, traced, async () => {
      await traced.goto('/tickets');
      return rowAt(traced);
    });
    await traced.close();

    if (process.env.BENCH_WATERFALL) {
      // What the row waits for, in order: every file and backend call up to it, with its start and end.
      const { page: shown, at } = await open();
      console.log(`\nWaterfall up to the first row (${ms(at)}):`);
      for (const r of (await fetched(shown)).filter((f) => f.start < at).sort((a, b) => a.end - b.end))
        console.log(`  ${ms(r.start).padStart(9)} → ${ms(r.end).padStart(9)}  ${describe(r, server.url).slice(0, 90)}`);
      await shown.close();
    }

    if (process.env.BENCH_PROFILE) {
      // Where the main thread's time goes up to the first row (an unminified build names the functions).
      const profiled = await context.newPage();
      const profile = await startCpuProfile(await context.newCDPSession(profiled), 'up to the first row', 100);
      await profiled.goto('/tickets');
      await rowAt(profiled);
      await profile.stop(40);
      await profiled.close();
    }
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
