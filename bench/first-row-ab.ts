/**
 * `npx tsx bench/first-row-ab.ts out/web-a out/web-b [...]`: the first row of several builds of the
 * renderer, compared (issue 18). One reference server with ana's 20,000 open tickets, one web
 * server per build, each build signed in in a browser context of its own; then the loads go one
 * build after the other, N rounds (BENCH_AB_ROUNDS, 24 by default, after one warm-up), the order
 * reversed every other round. This machine's speed drifts by tens of milliseconds between minutes;
 * loads interleaved one by one see the same drift, where two runs of `first-row.ts` do not.
 * Prints each build's median and quartiles and, for two builds, the paired differences. It
 * asserts nothing. Build each first, e.g. `WEB_OUT_DIR=out/web-b npx vite build -c vite.web.config.ts`.
 */
import { resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS } from '../playwright.config';
import { createServer } from '../server/src/createServer';
import { median, ROOT } from './pageLoad';
import { rowAt, rowInstrument, rowSelector, seedInbox, signIn } from './firstRowScene';
import { serveWebApart } from './webServerApart';

const ROUNDS = Number(process.env.BENCH_AB_ROUNDS ?? 24);
const builds = process.argv.slice(2);

async function main() {
  if (builds.length < 2) throw new Error('name two builds or more (their output folders)');
  const server = await createServer({ port: 0, dataDir: 'memory://' });
  const webs = await Promise.all(builds.map((dir) => serveWebApart(resolve(ROOT, dir), { compress: true })));
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  try {
    await seedInbox(server, 20_000);
    const contexts = [];
    for (const web of webs) {
      const context = await browser.newContext({
        baseURL: web.url,
        viewport: { width: 1440, height: 900 },
        locale: 'pt-BR',
      });
      await context.addInitScript((url) => localStorage.setItem('balcao.backendUrl', url), server.url);
      await context.addInitScript({ content: rowInstrument(rowSelector('pt-BR')) });
      await signIn(context);
      contexts.push(context);
    }
    const times: number[][] = builds.map(() => []);
    for (let round = 0; round <= ROUNDS; round++) {
      const order = round % 2 ? [...contexts.keys()].reverse() : [...contexts.keys()];
      for (const k of order) {
        const page = await contexts[k].newPage();
        await page.goto('/tickets');
        const at = await rowAt(page);
        // What the page does once the row is there (the deferred reads) is not left to run into the next load.
        await page.waitForLoadState('networkidle');
        await page.close();
        if (round > 0) times[k].push(at);
      }
    }
    const quartile = (values: number[], q: number) =>
      [...values].sort((a, b) => a - b)[Math.floor(q * (values.length - 1))];
    const figures = builds.map((build, k) => ({
      build,
      firstRowMedianMs: Math.round(median(times[k])),
      p25: Math.round(quartile(times[k], 0.25)),
      p75: Math.round(quartile(times[k], 0.75)),
      each: times[k].map(Math.round),
    }));
    const paired =
      builds.length === 2
        ? {
            medianDifferenceMs: Math.round(median(times[1].map((t, i) => t - times[0][i]))),
            secondSoonerIn: `${times[1].filter((t, i) => t < times[0][i]).length} of ${ROUNDS}`,
          }
        : undefined;
    console.log(JSON.stringify({ scenario: 'first-row-ab', rounds: ROUNDS, figures, paired }, null, 2));
  } finally {
    await browser.close();
    await Promise.all(webs.map((web) => web.close()));
    await server.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
