import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signed media URLs. <img>, <audio> and <video> cannot send a bearer header, so a media URL
 * carries its own proof: `/media/<companyId>/<id>/<name>?exp=<unix s>&sig=<base64url HMAC>`,
 * where sig = HMAC-SHA256(key, "<companyId>/<id>/<name>\n<exp>") and key is derived from the
 * server's secret (not the JWT key itself). The path names the company, so a signature is only
 * good for that company's file; changing the path or exp breaks it. URLs are minted only in
 * replies and events that go to users allowed to see the message, and expire: exp is rounded up
 * to the next hour after now + ttl, so a URL is valid for ttl to ttl + 1 h and the same file
 * keeps the same URL for an hour (browser caching).
 */
export interface MediaUrls {
  /** Absolute signed URL of a stored key. */
  sign(key: string): string;
  /** Whether exp/sig prove access to `key` now. */
  verify(key: string, exp: unknown, sig: unknown): boolean;
}

export function createMediaUrls(opts: {
  secret: Uint8Array | string;
  now: () => Date;
  ttlMs: number;
  baseUrl: () => string;
}): MediaUrls {
  const key = createHmac('sha256', opts.secret).update('balcao media url v1').digest();
  const mac = (path: string, exp: number) => createHmac('sha256', key).update(`${path}\n${exp}`).digest('base64url');
  return {
    sign(path) {
      const hour = 3600_000;
      const exp = Math.ceil((opts.now().getTime() + opts.ttlMs) / hour) * (hour / 1000);
      const [companyId, id, name] = path.split('/');
      return `${opts.baseUrl()}/media/${companyId}/${id}/${encodeURIComponent(name)}?exp=${exp}&sig=${mac(path, exp)}`;
    },
    verify(path, exp, sig) {
      if (typeof exp !== 'string' || typeof sig !== 'string' || !/^\d{1,12}$/.test(exp)) return false;
      const expSec = Number(exp);
      if (expSec * 1000 <= opts.now().getTime()) return false;
      const expected = Buffer.from(mac(path, expSec));
      const given = Buffer.from(sig);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
