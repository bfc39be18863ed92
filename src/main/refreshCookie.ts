/** The backend's refresh cookie (CONTRACT.md, Session). */
export const REFRESH_COOKIE = 'jrt';

/** What a reply's Set-Cookie headers say about the refresh cookie. */
export type RefreshCookieUpdate = { kind: 'set'; token: string } | { kind: 'clear' } | { kind: 'none' };

function attribute(parts: string[], name: string): string | undefined {
  const found = parts.find((part) => part.split('=')[0].trim().toLowerCase() === name);
  return found === undefined ? undefined : found.slice(found.indexOf('=') + 1).trim();
}

/** Reads one Set-Cookie line; null when it is not about the refresh cookie. */
function readLine(line: string, now: number): RefreshCookieUpdate | null {
  const parts = line.split(';');
  const pair = parts.shift() ?? '';
  const eq = pair.indexOf('=');
  if (eq < 0 || pair.slice(0, eq).trim() !== REFRESH_COOKIE) return null;
  const token = pair.slice(eq + 1).trim();
  if (token === '' || token === '""') return { kind: 'clear' };
  // RFC 6265 §5.3: Max-Age wins over Expires; either in the past means "delete this cookie".
  const maxAge = attribute(parts, 'max-age');
  if (maxAge !== undefined && /^-?\d+$/.test(maxAge)) {
    return Number(maxAge) <= 0 ? { kind: 'clear' } : { kind: 'set', token };
  }
  const expires = attribute(parts, 'expires');
  if (expires !== undefined) {
    const at = Date.parse(expires);
    if (!Number.isNaN(at) && at <= now) return { kind: 'clear' };
  }
  return { kind: 'set', token };
}

/** The refresh cookie's fate from a reply's Set-Cookie lines; the last line about it wins. */
export function readRefreshCookie(setCookieLines: readonly string[], now = Date.now()): RefreshCookieUpdate {
  let update: RefreshCookieUpdate = { kind: 'none' };
  for (const line of setCookieLines) update = readLine(line, now) ?? update;
  return update;
}
