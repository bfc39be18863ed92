/**
 * `npm run bench`, contacts import (issue 13, "Measured, not asserted"): a 5,000-row spreadsheet.
 * Starts the reference server in memory and prints:
 * - in Node: reading the xlsx (SheetJS), planning the rows (the app's planImport), then
 *   posting every row to POST /contactsImport one after another without the spec's pace (the
 *   server's time per row, the whole run, memory);
 * - in Chromium, on the built renderer: the time from choosing the file to the preview of 5,000
 *   rows, the page's JS heap then, and the longest task; then the paced run for a few seconds
 *   (one row per 330 ms, spec 3 §7), cancelled, and what the whole paced run takes at that rate.
 * It asserts nothing; the figures go to the closing note.
 */
/// <reference lib="dom" />
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import * as XLSX from '@e965/xlsx';
import { chromium } from '@playwright/test';
import { CONTACT_SPREADSHEETS, guessMapping, planImport } from '../src/shared/domain/contactImport';
import { CHROMIUM_ARGS } from '../playwright.config';
import { createServer } from '../server/src/createServer';
import { serveStatic } from '../tests/support/staticServer';

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 5_000);
const PACED_SECONDS = Number(process.env.BENCH_PACED_SECONDS ?? 10);
const ROOT = resolve(import.meta.dirname, '..');
const OUT_DIR = process.env.WEB_OUT_DIR ?? 'out/web-bench';

const ms = (n: number) => `${Math.round(n).toLocaleString('en-US')} ms`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const since = (start: number) => performance.now() - start;

/** A sheet of `ROWS` contacts (name, number, email, tags), numbers from `base`, as xlsx bytes. */
function sheetOf(base: number): Buffer {
  const rows = Array.from({ length: ROWS }, (_, i) => [
    `Contato ${base + i}`,
    `55659${String(base + i).padStart(8, '0')}`,
    i % 3 ? `contato${base + i}@exemplo.com` : '',
    i % 10 ? '' : 'Importados',
  ]);
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(
    book,
    XLSX.utils.aoa_to_sheet([['Nome', 'Número', 'Email', 'Tags'], ...rows]),
    'Contatos',
  );
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
}

async function login(url: string, email: string): Promise<string> {
  const reply = await fetch(`${url}/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: 'demo1234' }),
  });
  return ((await reply.json()) as { token: string }).token;
}

async function inNode(url: string) {
  const file = sheetOf(10_000_000);
  console.log(`Spreadsheet: ${ROWS.toLocaleString('en-US')} rows, ${mb(file.byteLength)} xlsx.`);
  const heapBefore = process.memoryUsage().heapUsed;
  let t = performance.now();
  // The same library and options as the app's readSpreadsheet (its own timing is the Chromium one below).
  const book = XLSX.read(file, { type: 'buffer', cellDates: true });
  const [head, ...body] = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]!]!, {
    header: 1,
    raw: true,
    defval: '',
    blankrows: false,
  });
  const headers = head!.map(String);
  const rows = body.map((r) => r.map(String));
  const read = since(t);
  t = performance.now();
  const plan = planImport(headers, rows, guessMapping(headers), rows.keys());
  console.log(
    `Node: read the xlsx in ${ms(read)}, planned ${plan.length.toLocaleString('en-US')} rows in ${ms(since(t))}; heap +${mb(process.memoryUsage().heapUsed - heapBefore)}`,
  );

  // The run as the app does it (one row after the other), without the spec's pace.
  const token = await login(url, 'admin@demo.local');
  const times: number[] = [];
  let created = 0;
  const rssBefore = process.memoryUsage().rss;
  t = performance.now();
  for (const item of plan) {
    if (!('contact' in item)) continue;
    const { extraInfo, ...contact } = item.contact;
    const start = performance.now();
    const reply = await fetch(`${url}/contactsImport`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify(extraInfo.length ? item.contact : contact),
    });
    await reply.arrayBuffer();
    times.push(performance.now() - start);
    if (reply.ok) created++;
  }
  const total = since(t);
  times.sort((a, b) => a - b);
  const mean = times.reduce((a, b) => a + b, 0) / times.length;
  console.log(
    `Node: posted ${times.length.toLocaleString('en-US')} rows unpaced in ${ms(total)}, ${created.toLocaleString('en-US')} created; ` +
      `per row ${ms(mean)} mean, ${ms(times[Math.floor(times.length * 0.95)]!)} p95, ${ms(times.at(-1)!)} max`,
  );
  console.log(
    `Node: process RSS (server with PGlite + harness) ${mb(rssBefore)} before the run, ${mb(process.memoryUsage().rss)} after`,
  );
}

async function inChromium(url: string) {
  if (!process.env.BENCH_SKIP_BUILD) {
    console.log(`Building the browser renderer into ${OUT_DIR}...`);
    execFileSync('npx', ['vite', 'build', '-c', 'vite.web.config.ts', '--logLevel', 'warn'], {
      cwd: ROOT,
      env: { ...process.env, WEB_OUT_DIR: OUT_DIR },
      stdio: 'inherit',
    });
  }
  const web = await serveStatic(resolve(ROOT, OUT_DIR));
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  try {
    const context = await browser.newContext({
      baseURL: web.url,
      viewport: { width: 1440, height: 900 },
      locale: 'pt-BR',
    });
    await context.addInitScript((backend) => localStorage.setItem('balcao.backendUrl', backend), url);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    const heap = async () => {
      const { metrics } = await cdp.send('Performance.getMetrics');
      return metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? 0;
    };
    await page.goto('/login');
    await page.getByLabel('Email').fill('admin@demo.local');
    await page.getByLabel('Senha', { exact: true }).fill('demo1234');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL(/\/tickets$/);
    await page.goto('/contacts/import');
    await page.getByRole('button', { name: 'Selecionar arquivo' }).waitFor();
    await cdp.send('HeapProfiler.collectGarbage');
    const heapBefore = await heap();
    await page.evaluate(() => {
      const w = window as unknown as { __longest: number };
      w.__longest = 0;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) w.__longest = Math.max(w.__longest, e.duration);
      }).observe({ type: 'longtask' });
    });

    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Selecionar arquivo' }).click();
    const t = performance.now();
    await (
      await chooser
    ).setFiles({ name: 'contatos.xlsx', mimeType: 'application/octet-stream', buffer: sheetOf(20_000_000) });
    await page.getByRole('table', { name: 'Contatos da planilha' }).locator('tbody tr').first().waitFor();
    await page.getByText(`${ROWS} de ${ROWS} linhas selecionadas`).waitFor();
    const preview = since(t);
    const longest = await page.evaluate(() => (window as unknown as { __longest: number }).__longest);
    const rowsInDom = await page.getByRole('table', { name: 'Contatos da planilha' }).locator('tbody tr').count();
    await cdp.send('HeapProfiler.collectGarbage');
    const heapPreview = await heap();
    console.log(
      `Chromium: file chosen to the preview of ${ROWS.toLocaleString('en-US')} rows in ${ms(preview)} (first SheetJS load included); longest task ${ms(longest)}; ${rowsInDom} table rows in the DOM`,
    );
    console.log(
      `Chromium: JS heap ${mb(heapBefore)} on the drop page, ${mb(heapPreview)} with the sheet in the preview`,
    );

    await page.getByRole('button', { name: `Importar ${ROWS} contatos` }).click();
    const started = performance.now();
    await page.waitForTimeout(PACED_SECONDS * 1000);
    const status = (await page.getByText(/linhas processadas$/).textContent()) ?? '';
    const elapsed = since(started);
    await page.getByRole('button', { name: 'Cancelar importação' }).click();
    const processed = Number(/^(\d+)/.exec(status)?.[1] ?? 0);
    const perRow = elapsed / Math.max(1, processed);
    console.log(
      `Chromium: paced run (one row per ${CONTACT_SPREADSHEETS.paceMs} ms, progress every ${CONTACT_SPREADSHEETS.progressEvery}): ${processed} rows told after ${ms(elapsed)} (${ms(perRow)} a row); ` +
        `the whole ${ROWS.toLocaleString('en-US')} rows take about ${((ROWS * Math.max(perRow, CONTACT_SPREADSHEETS.paceMs)) / 60_000).toFixed(1)} min at that pace`,
    );
    await cdp.send('HeapProfiler.collectGarbage');
    console.log(`Chromium: JS heap during the run ${mb(await heap())}`);
  } finally {
    await browser.close();
    await web.close();
  }
}

async function main() {
  const server = await createServer({ port: 0, dataDir: 'memory://' });
  try {
    await inNode(server.url);
    await inChromium(server.url);
  } finally {
    await server.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
