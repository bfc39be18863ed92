/**
 * What the first-paint benches (login-page.ts, first-row.ts; issue 18) share: the build, the
 * figures read from the page's own Resource Timing, JS coverage and a performance trace through
 * Chromium's DevTools protocol, medians and the printed table.
 */
/// <reference lib="dom" />
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Browser, CDPSession, Page } from '@playwright/test';

export const ROOT = resolve(import.meta.dirname, '..');
export const OUT_DIR = process.env.WEB_OUT_DIR ?? 'out/web-bench';
export const RUNS = Number(process.env.BENCH_RUNS ?? 5);

export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
export const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
export const ms = (n: number) => `${Math.round(n).toLocaleString('en-US')} ms`;

/** Builds the browser renderer unless BENCH_SKIP_BUILD (an earlier bench of the chain built it). */
export function buildRenderer(): void {
  if (process.env.BENCH_SKIP_BUILD) return;
  console.log(`Building the browser renderer into ${OUT_DIR}...`);
  execFileSync('npx', ['vite', 'build', '-c', 'vite.web.config.ts', '--logLevel', 'warn'], {
    cwd: ROOT,
    env: { ...process.env, WEB_OUT_DIR: OUT_DIR },
    stdio: 'inherit',
  });
}

/** One fetched resource as the page's Resource Timing saw it (times from navigation start). */
export interface Fetched {
  url: string;
  initiator: string;
  start: number;
  end: number;
  /** Bytes of the body as sent (compressed when the server compressed it). */
  encoded: number;
  /** Bytes of the body once decoded. */
  decoded: number;
}

/** Every resource the page fetched so far (the navigation's document first). */
export function fetched(page: Page): Promise<Fetched[]> {
  return page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    return [nav, ...resources].map((e) => ({
      url: e.name,
      initiator: e.initiatorType,
      start: e.startTime,
      end: e.responseEnd,
      encoded: e.encodedBodySize,
      decoded: e.decodedBodySize,
    }));
  });
}

export const isScript = (r: Fetched) => /\.m?js(\?|$)/.test(new URL(r.url).pathname);

/** A request to the backend as "GET /path" (query kept short), for the request lists. */
export function describe(r: Fetched, backendUrl: string): string {
  const url = new URL(r.url);
  const query = url.search.length > 60 ? `${url.search.slice(0, 57)}...` : url.search;
  return `${url.pathname}${query}`.replace(backendUrl, '');
}

/**
 * Runs `load` (which navigates and waits for its mark) once with JS coverage on, and prints per
 * script how much of it ran before the mark: what the first screen loads without using.
 */
export async function printCoverage(page: Page, load: () => Promise<void>): Promise<void> {
  await page.coverage.startJSCoverage({ resetOnNavigation: false });
  await load();
  const entries = await page.coverage.stopJSCoverage();
  const rows = entries
    .filter((e) => e.source && /\/assets\//.test(e.url))
    .map((e) => {
      const size = e.source!.length;
      // Block coverage: ranges nest, the inner one's count wins; applied outermost first.
      const unused = new Uint8Array(size);
      const ranges = e.functions.flatMap((fn) => fn.ranges);
      ranges.sort((a, b) => b.endOffset - b.startOffset - (a.endOffset - a.startOffset));
      for (const range of ranges) unused.fill(range.count === 0 ? 1 : 0, range.startOffset, range.endOffset);
      const unusedBytes = unused.reduce((a, b) => a + b, 0);
      return { file: e.url.split('/').pop()!, size, used: size - unusedBytes };
    })
    .sort((a, b) => b.size - b.used - (a.size - a.used));
  const total = rows.reduce((a, r) => a + r.size, 0);
  const used = rows.reduce((a, r) => a + r.used, 0);
  console.log(
    `JS coverage up to the mark: ${rows.length} files, ${kb(total)} raw, ${kb(used)} of it run (${Math.round((used / Math.max(1, total)) * 100)} %). Most unused:`,
  );
  for (const r of rows.slice(0, 12))
    console.log(`  ${kb(r.size - r.used).padStart(9)} unused of ${kb(r.size).padStart(9)}  ${r.file}`);
}

/**
 * Runs `load` once under a Chromium performance trace and prints where the renderer's main thread
 * spent its time up to the mark (`markAt`, page time): script compiling and running, style and
 * layout, painting, and the idle time waiting for the network.
 */
export async function printTrace(browser: Browser, page: Page, load: () => Promise<number>): Promise<void> {
  const path = join(tmpdir(), `balcao-bench-trace-${process.pid}.json`);
  await browser.startTracing(page, {
    path,
    categories: ['devtools.timeline', 'v8', 'blink.user_timing', 'disabled-by-default-devtools.timeline'],
  });
  const markAt = await load();
  await browser.stopTracing();
  const { traceEvents } = JSON.parse(readFileSync(path, 'utf8')) as { traceEvents: TraceEvent[] };
  rmSync(path, { force: true });
  const main = mainThreadBreakdown(traceEvents, markAt);
  if (!main) return console.log('Trace: no navigation found.');
  const { busy, longest, parts } = main;
  console.log(
    `Trace to the mark (${ms(markAt)}): main thread busy ${ms(busy)} (longest task ${ms(longest)}); ${parts} (nested events overlap)`,
  );
  // BENCH_TASKS=1: the main thread's tasks of 4 ms or more, in order, each named by what it ran.
  if (process.env.BENCH_TASKS) for (const line of main.timeline) console.log(line);
}

export type TraceEvent = {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { frame?: string; url?: string; functionName?: string; type?: string } };
};

/** Trace event names, by what the main thread was doing. */
const TRACE_KINDS: Record<string, string> = {
  'v8.compile': 'compile',
  'v8.compileModule': 'compile',
  'V8.ScriptCompiler': 'compile',
  EvaluateScript: 'script',
  'v8.evaluateModule': 'script',
  FunctionCall: 'script',
  TimerFire: 'script',
  EventDispatch: 'script',
  FireAnimationFrame: 'script',
  RunMicrotasks: 'script',
  ParseHTML: 'parse HTML',
  ParseAuthorStyleSheet: 'style',
  UpdateLayoutTree: 'style',
  Layout: 'layout',
  PrePaint: 'paint',
  Paint: 'paint',
  Layerize: 'paint',
  'Document::updateStyleAndLayout': 'layout',
};

/**
 * The page's main thread in a trace, from its last navigation for `markAt` ms (with no navigation
 * in the trace, all of it): of the renderer main threads, the busiest (other tabs and the
 * browser's own pages share the trace). Its busy time, longest task, and time by kind.
 */
export function mainThreadBreakdown(traceEvents: TraceEvent[], markAt: number) {
  const threads = traceEvents.filter(
    (e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain',
  );
  const candidates = threads.flatMap((thread) => {
    const origin = traceEvents
      .filter((e) => e.name === 'navigationStart' && e.pid === thread.pid && e.tid === thread.tid)
      .at(-1);
    const from = origin?.ts ?? -Infinity;
    const end = origin ? origin.ts + markAt * 1000 : Infinity;
    const tasks = traceEvents.filter(
      (e) => e.pid === thread.pid && e.tid === thread.tid && e.ph === 'X' && e.ts >= from && e.ts < end,
    );
    const runs = tasks.filter((e) => e.name === 'RunTask');
    const busy = runs.reduce((a, e) => a + (e.dur ?? 0), 0) / 1000;
    const longest = Math.max(0, ...runs.map((e) => e.dur ?? 0)) / 1000;
    const timeline = runs
      .filter((run) => (run.dur ?? 0) >= 4000)
      .map((run) => {
        const inside = tasks.filter(
          (e) => e !== run && e.ts >= run.ts && e.ts + (e.dur ?? 0) <= run.ts + (run.dur ?? 0) && TRACE_KINDS[e.name],
        );
        const what = inside
          .slice(0, 3)
          .map((e) => {
            const d = e.args?.data;
            const label = d?.functionName || d?.type || d?.url?.split('/').pop() || '';
            return `${e.name}${label ? ` ${label}` : ''} ${ms((e.dur ?? 0) / 1000)}`;
          })
          .join(' > ');
        return `  ${ms((run.ts - from) / 1000).padStart(9)}  ${ms((run.dur ?? 0) / 1000).padStart(7)}  ${what}`;
      });
    return [{ tasks, busy, longest, timeline }];
  });
  const main = candidates.sort((a, b) => b.busy - a.busy)[0];
  if (!main) return null;
  const byKind = new Map<string, number>();
  for (const e of main.tasks) {
    const kind = TRACE_KINDS[e.name];
    if (kind) byKind.set(kind, (byKind.get(kind) ?? 0) + (e.dur ?? 0) / 1000);
  }
  const parts = [...byKind].map(([k, v]) => `${k} ${ms(v)}`).join(', ');
  return { busy: main.busy, longest: main.longest, parts, timeline: main.timeline };
}

/** Prints a two-column table of figures. */
export function printTable(title: string, rows: [string, string][]): void {
  const width = Math.max(...rows.map(([k]) => k.length));
  console.log(`\n${title}`);
  for (const [k, v] of rows) console.log(`  ${k.padEnd(width)}  ${v}`);
}

/**
 * BENCH_PROFILE=1: starts a CPU profile of the page on `cdp`; `stop()` prints the functions with
 * the most self time (an unminified build gives them their names).
 */
export async function startCpuProfile(cdp: CDPSession, what: string, samplingUs = 200) {
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: samplingUs });
  await cdp.send('Profiler.start');
  return {
    async stop(top = 25) {
      const { profile } = await cdp.send('Profiler.stop');
      // BENCH_PROFILE_OUT=file.cpuprofile keeps the whole profile (Chromium's DevTools opens it).
      if (process.env.BENCH_PROFILE_OUT) writeFileSync(process.env.BENCH_PROFILE_OUT, JSON.stringify(profile));
      const dt = profile.timeDeltas ?? [];
      const self = new Map<number, number>();
      (profile.samples ?? []).forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (dt[i] ?? 0) / 1000));
      const byName = new Map<string, number>();
      for (const node of profile.nodes) {
        const f = node.callFrame;
        const key = `${f.functionName || '(anonymous)'} ${f.url.split('/').pop()}:${f.lineNumber}`;
        byName.set(key, (byName.get(key) ?? 0) + (self.get(node.id) ?? 0));
      }
      console.log(`Most self time ${what}:`);
      for (const [name, time] of [...byName].sort((a, b) => b[1] - a[1]).slice(0, top))
        console.log(`  ${ms(time).padStart(9)}  ${name}`);
      const byFile = new Map<string, number>();
      for (const node of profile.nodes) {
        const file = node.callFrame.url.split('/').pop() || `(${node.callFrame.functionName || 'native'})`;
        byFile.set(file, (byFile.get(file) ?? 0) + (self.get(node.id) ?? 0));
      }
      console.log(`Self time by file ${what}:`);
      for (const [file, time] of [...byFile].sort((a, b) => b[1] - a[1]).slice(0, 15))
        console.log(`  ${ms(time).padStart(9)}  ${file}`);
    },
  };
}
