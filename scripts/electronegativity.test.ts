import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../src/main/security/csp';
import { cspFindings, EXCLUSIONS, judge, scan, sourceFiles, toFinding } from './electronegativity';

/** A finding as the tool's runner returns it. */
const row = (check: string, severity: string, file: string, sample: string) =>
  toFinding({
    id: check,
    file,
    location: { line: 10, column: 2 },
    sample,
    description: 'why',
    severity: { name: severity },
    confidence: { name: 'FIRM' },
  });

describe('judge', () => {
  it('fails HIGH and MEDIUM findings nobody excused, and ignores LOW ones', () => {
    const report = [
      row('CONTEXT_ISOLATION_JS_CHECK', 'HIGH', 'main/other.ts', 'new BrowserWindow(options)'),
      row('OPEN_EXTERNAL_JS_CHECK', 'MEDIUM', 'main/somewhere.ts', 'shell.openExternal(url)'),
      row('PRELOAD_JS_CHECK', 'LOW', 'main/window.ts', 'x'),
    ];
    const { failing, excused } = judge(report);
    expect(failing.map((f) => [f.check, f.file])).toEqual([
      ['CONTEXT_ISOLATION_JS_CHECK', 'main/other.ts'],
      ['OPEN_EXTERNAL_JS_CHECK', 'main/somewhere.ts'],
    ]);
    expect(excused).toEqual([]);
  });

  it('excuses only what an exclusion names: its check, its file or folder, its line', () => {
    const report = [
      row('OPEN_EXTERNAL_JS_CHECK', 'MEDIUM', 'main/security/externalUrl.ts', 'await shell.openExternal(href);'),
      row('OPEN_EXTERNAL_JS_CHECK', 'MEDIUM', 'main/security/externalUrl.ts', 'await shell.openExternal(other);'),
      row('OPEN_EXTERNAL_JS_CHECK', 'MEDIUM', 'renderer/features/x/Y.tsx', 'void getPlatform().openExternal(link)'),
      row('SANDBOX_JS_CHECK', 'MEDIUM', 'renderer/features/x/Y.tsx', 'new BrowserWindow({})'),
      row('PROTOCOL_HANDLER_JS_CHECK', 'MEDIUM', 'main/index.ts', 'app.setAsDefaultProtocolClient(DEEP_LINK_SCHEME);'),
      row('PROTOCOL_HANDLER_JS_CHECK', 'MEDIUM', 'main/index.ts', "app.setAsDefaultProtocolClient('other');"),
    ];
    const { failing, excused } = judge(report);
    expect(excused).toHaveLength(3);
    expect(failing.map((f) => f.sample)).toEqual([
      'await shell.openExternal(other);',
      'new BrowserWindow({})',
      "app.setAsDefaultProtocolClient('other');",
    ]);
  });

  it('names each exclusion whose finding no longer turns up (the run fails on it)', () => {
    const report = [
      row('PROTOCOL_HANDLER_JS_CHECK', 'MEDIUM', 'main/index.ts', 'app.setAsDefaultProtocolClient(DEEP_LINK_SCHEME);'),
    ];
    const { unused } = judge(report);
    expect(unused.map((e) => e.check)).toEqual([
      'CSP_GLOBAL_CHECK',
      'OPEN_EXTERNAL_JS_CHECK',
      'OPEN_EXTERNAL_JS_CHECK',
    ]);
  });

  it('every exclusion gives its reason', () => {
    for (const exclusion of EXCLUSIONS) expect(exclusion.reason.length, exclusion.check).toBeGreaterThan(60);
  });
});

describe('cspFindings', () => {
  it("finds nothing HIGH or MEDIUM in the app's CSP for an https backend", () => {
    expect(cspFindings()).toEqual([]);
  });

  it('would fail a weakened policy', () => {
    const weak = contentSecurityPolicy('https://crm.example.com').replace(
      "script-src 'self'",
      "script-src 'self' 'unsafe-inline' 'unsafe-eval'",
    );
    expect(cspFindings(weak).map((f) => f.directive)).toContain('script-src');
  });
});

describe('scan', () => {
  it("reads every source file of the app's tree", async () => {
    const src = resolve(import.meta.dirname, '../src');
    const { files, unread } = await scan(src);
    expect(unread).toEqual([]);
    expect(files).toBe(sourceFiles(src).length);
    expect(files).toBeGreaterThan(100);
    // The whole renderer, main and preload tree through the tool's parsers: it grows with every
    // screen, and took 23 s on a loaded 2-core machine (the default 20 s cut it off).
  }, 90_000);

  it('names a file the tool cannot parse and one whose extension it does not scan', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'balcao-scan-'));
    try {
      mkdirSync(join(dir, 'main'));
      writeFileSync(join(dir, 'main', 'fine.ts'), 'export const a: number = 1;\n');
      writeFileSync(join(dir, 'main', 'broken.tsx'), 'export const b = <div>{;\n');
      writeFileSync(join(dir, 'main', 'module.mts'), 'export const c = 3;\n');
      writeFileSync(join(dir, 'main', 'notes.md'), '# not code\n');
      const { files, unread } = await scan(dir);
      expect(files).toBe(3);
      expect(unread.map((u) => [u.file, u.why.split(':')[0]])).toEqual([
        [join('main', 'broken.tsx'), 'cannot be parsed'],
        [join('main', 'module.mts'), 'not listed by the tool (extension it does not scan)'],
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
