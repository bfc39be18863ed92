/**
 * `npm run bench`: the login page's first paint (issue 18). Starts the reference server in memory,
 * serves the browser renderer compressed (br, as a deployed web server would) and opens /login in a
 * fresh browser context, RUNS times (after one warm-up), printing the medians of:
 * - the time from navigation to the login form visible and usable (email, password and an enabled
 *   "Entrar" on screen);
 * - the JS files and bytes (as sent, and decoded) loaded before that, and when the last one arrived;
 * - the backend requests made before it.
 * Then one run under JS coverage and one under a performance trace: what the page loads without
 * running it, and where the main thread spends its time. It asserts nothing.
 */
/// <reference lib="dom" />
import { resolve } from 'node:path';
import { chromium, type BrowserContext, type Page } from '@playwright/test';
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
import { serveWebApart } from './webServerApart';

/** In the page before the app: the moment the form is on screen, filled-in-able and submittable. */
const instrument = `(() => {
  window.__formAt = null;
  const visible = (el) => !!el && el.getBoundingClientRect().width > 0;
  const check = () => {
    if (window.__formAt !== null) return;
    const email = document.querySelector('form input[name="email"]');
    const password = document.querySelector('form input[name="password"]');
    const submit = [...document.querySelectorAll('form button[type="submit"]')].find((b) => b.textContent.trim() === 'Entrar');
    if (visible(email) && visible(password) && visible(submit) && !submit.disabled && !email.disabled) {
      window.__formAt = performance.now();
      seen.disconnect();
    }
  };
  const seen = new MutationObserver(check);
  seen.observe(document, { childList: true, subtree: true, attributes: true });
})();`;

interface Run {
  formAt: number;
  scripts: number;
  encoded: number;
  decoded: number;
  lastScriptAt: number;
  backend: string[];
  /** Each script before the form: its name and compressed bytes. */
  files: [string, number][];
  scriptsAfter: number;
}

async function main() {
  buildRenderer();
  const server = await createServer({ port: 0, dataDir: 'memory://' });
  const web = await serveWebApart(resolve(ROOT, OUT_DIR), { compress: true });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  const newContext = async (): Promise<BrowserContext> => {
    const context = await browser.newContext({
      baseURL: web.url,
      viewport: { width: 1440, height: 900 },
      locale: 'pt-BR',
    });
    await context.addInitScript((url) => localStorage.setItem('balcao.backendUrl', url), server.url);
    await context.addInitScript({ content: instrument });
    return context;
  };
  /** Navigates to /login and resolves with the moment the form was usable (the page's clock). */
  const loadForm = async (page: Page): Promise<number> => {
    await page.goto('/login');
    await page.waitForFunction(() => (window as unknown as { __formAt: number | null }).__formAt !== null, null, {
      polling: 50,
    });
    return page.evaluate(() => (window as unknown as { __formAt: number }).__formAt);
  };
  try {
    const runs: Run[] = [];
    for (let i = 0; i <= RUNS; i++) {
      const context = await newContext();
      const page = await context.newPage();
      const formAt = await loadForm(page);
      // What arrives after the form (lazy chunks, branding) is listed apart, once the page is quiet.
      await page.waitForLoadState('networkidle');
      const all = await fetched(page);
      await context.close();
      if (i === 0) continue; // warm-up: the server compresses each file once, the JIT warms
      const before = all.filter((r) => r.end <= formAt);
      const scripts = before.filter(isScript);
      runs.push({
        formAt,
        scripts: scripts.length,
        encoded: scripts.reduce((a, r) => a + r.encoded, 0),
        decoded: scripts.reduce((a, r) => a + r.decoded, 0),
        lastScriptAt: Math.max(0, ...scripts.map((r) => r.end)),
        backend: all
          .filter((r) => r.url.startsWith(server.url) && r.start < formAt)
          .map((r) => describe(r, server.url)),
        scriptsAfter: all.filter((r) => isScript(r) && r.end > formAt).length,
        files: scripts.map((r) => [r.url.replace(/^.*\//, ''), r.encoded]),
      });
    }

    const figures = {
      scenario: 'login-page',
      runs: RUNS,
      formVisibleMs: Math.round(median(runs.map((r) => r.formAt))),
      formVisibleMsEach: runs.map((r) => Math.round(r.formAt)),
      lastScriptArrivedMs: Math.round(median(runs.map((r) => r.lastScriptAt))),
      jsFilesBeforeForm: median(runs.map((r) => r.scripts)),
      jsBytesBeforeFormCompressed: median(runs.map((r) => r.encoded)),
      jsBytesBeforeFormRaw: median(runs.map((r) => r.decoded)),
      jsFilesAfterForm: median(runs.map((r) => r.scriptsAfter)),
      backendRequestsBeforeForm: median(runs.map((r) => r.backend.length)),
      backendRequestList: runs[0].backend,
    };
    console.log(JSON.stringify(figures, null, 2));
    printTable(`Login page (median of ${RUNS} cold loads)`, [
      ['form visible and usable', ms(figures.formVisibleMs)],
      ['last script arrived', ms(figures.lastScriptArrivedMs)],
      ['JS files before the form', String(figures.jsFilesBeforeForm)],
      ['JS before the form (br, as sent)', kb(figures.jsBytesBeforeFormCompressed)],
      ['JS before the form (raw)', kb(figures.jsBytesBeforeFormRaw)],
      ['JS files fetched after the form', String(figures.jsFilesAfterForm)],
      [
        'backend requests before the form',
        `${figures.backendRequestsBeforeForm}: ${figures.backendRequestList.join(', ')}`,
      ],
    ]);

    // BENCH_FILES=1: each script before the form, heaviest first (compressed as sent).
    if (process.env.BENCH_FILES) {
      console.log('\nScripts before the form (br, as sent):');
      for (const [name, bytes] of runs[0].files.sort((a, b) => b[1] - a[1])) console.log(`  ${kb(bytes).padStart(9)}  ${name}`);
    }

    // Chromium's own view of one more cold load: coverage, then a trace.
    console.log('');
    const covered = await newContext();
    const page = await covered.newPage();
    await printCoverage(page, async () => {
      await loadForm(page);
    });
    await covered.close();
    const traced = await newContext();
    const tracedPage = await traced.newPage();
    await printTrace(browser, tracedPage, () => loadForm(tracedPage));
    await traced.close();
    if (process.env.BENCH_PROFILE) {
      // Where the main thread's time goes up to the form (an unminified build names the functions).
      const profiled = await newContext();
      const profiledPage = await profiled.newPage();
      const cdp = await profiled.newCDPSession(profiledPage);
      const profile = await startCpuProfile(cdp, 'up to the login form', 100);
      await loadForm(profiledPage);
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
