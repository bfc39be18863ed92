import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../src/main/security/csp';
import { cspFindings, EXCLUSIONS, judge, parseCsv, readReport } from './electronegativity';

const HEADER = 'issue, severity, confidence, filename, location, sample, description, url';
const row = (check: string, severity: string, file: string, sample: string) =>
  [check, `"${severity}"`, '"FIRM"', `"${file}"`, '"10:2"', `"${sample.replace(/"/g, '""')}"`, '"why"', `https://x/${check}`].join(',');

describe('parseCsv', () => {
  it('reads quoted fields with commas, doubled quotes and N/A', () => {
    expect(parseCsv('a,"b, c","say ""hi""",N/A\r\nd,e,f,g\n')).toEqual([
      ['a', 'b, c', 'say "hi"', 'N/A'],
      ['d', 'e', 'f', 'g'],
    ]);
  });
});

describe('judge', () => {
  it('fails HIGH and MEDIUM findings nobody excused, and ignores LOW ones', () => {
    const report = readReport(
      [
        HEADER,
        row('CONTEXT_ISOLATION_JS_CHECK', 'HIGH', 'main/other.ts', 'new BrowserWindow(options)'),
        row('OPEN_EXTERNAL_JS_CHECK', 'MEDIUM', 'main/somewhere.ts', 'shell.openExternal(url)'),
        row('PRELOAD_JS_CHECK', 'LOW', 'main/window.ts', 'x'),
      ].join('\n'),
    );
    const { failing, excused } = judge(report);
    expect(failing.map((f) => [f.check, f.file])).toEqual([
      ['CONTEXT_ISOLATION_JS_CHECK', 'main/other.ts'],
      ['OPEN_EXTERNAL_JS_CHECK', 'main/somewhere.ts'],
    ]);
    expect(excused).toEqual([]);
  });

  it('excuses only what an exclusion names: its check, its file or folder, its line', () => {
    const report = readReport(
      [
        HEADER,
        row('OPEN_EXTERNAL_JS_CHECK', 'MEDIUM', 'main/security/externalUrl.ts', 'await shell.openExternal(href);'),
        row('OPEN_EXTERNAL_JS_CHECK', 'MEDIUM', 'main/security/externalUrl.ts', 'await shell.openExternal(other);'),
        row('OPEN_EXTERNAL_JS_CHECK', 'MEDIUM', 'renderer/features/x/Y.tsx', 'void getPlatform().openExternal(link)'),
        row('SANDBOX_JS_CHECK', 'MEDIUM', 'renderer/features/x/Y.tsx', 'new BrowserWindow({})'),
        row('PROTOCOL_HANDLER_JS_CHECK', 'MEDIUM', 'main/index.ts', 'app.setAsDefaultProtocolClient(DEEP_LINK_SCHEME);'),
        row('PROTOCOL_HANDLER_JS_CHECK', 'MEDIUM', 'main/index.ts', "app.setAsDefaultProtocolClient('other');"),
      ].join('\n'),
    );
    const { failing, excused } = judge(report);
    expect(excused).toHaveLength(3);
    expect(failing.map((f) => f.sample)).toEqual([
      'await shell.openExternal(other);',
      'new BrowserWindow({})',
      "app.setAsDefaultProtocolClient('other');",
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
    const weak = contentSecurityPolicy('https://crm.example.com').replace("script-src 'self'", "script-src 'self' 'unsafe-inline' 'unsafe-eval'");
    expect(cspFindings(weak).map((f) => f.directive)).toContain('script-src');
  });
});
