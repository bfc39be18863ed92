import { describe, expect, it } from 'vitest';
import { readRefreshCookie } from './refreshCookie';

const NOW = Date.parse('2025-06-01T12:00:00Z');

describe('readRefreshCookie', () => {
  it('reads the token the backend sets at login (CONTRACT.md)', () => {
    expect(readRefreshCookie(['jrt=abc.def.ghi; Path=/; HttpOnly'], NOW)).toEqual({
      kind: 'set',
      token: 'abc.def.ghi',
    });
  });

  it('ignores other cookies', () => {
    expect(readRefreshCookie(['session=1; Path=/', 'xjrt=2', 'JRT=3'], NOW)).toEqual({ kind: 'none' });
    expect(readRefreshCookie([], NOW)).toEqual({ kind: 'none' });
  });

  it.each([
    'jrt=; Path=/',
    'jrt=""; Path=/',
    'jrt=abc; Max-Age=0',
    'jrt=abc; max-age=-1; Path=/',
    'jrt=abc; Expires=Thu, 01 Jan 1970 00:00:00 GMT',
    'jrt=abc; Path=/; expires=Sat, 31 May 2025 12:00:00 GMT; HttpOnly',
  ])('treats %s as clearing it', (line) => {
    expect(readRefreshCookie([line], NOW)).toEqual({ kind: 'clear' });
  });

  it('keeps a cookie with a future expiry, and lets Max-Age win over Expires', () => {
    expect(readRefreshCookie(['jrt=a; Expires=Wed, 01 Jun 2033 00:00:00 GMT'], NOW)).toEqual({
      kind: 'set',
      token: 'a',
    });
    expect(readRefreshCookie(['jrt=a; Max-Age=3600; Expires=Thu, 01 Jan 1970 00:00:00 GMT'], NOW)).toEqual({
      kind: 'set',
      token: 'a',
    });
  });

  it('lets the last line about it win', () => {
    expect(readRefreshCookie(['jrt=old', 'other=1', 'jrt=new'], NOW)).toEqual({ kind: 'set', token: 'new' });
    expect(readRefreshCookie(['jrt=old', 'jrt=; Max-Age=0'], NOW)).toEqual({ kind: 'clear' });
  });
});
