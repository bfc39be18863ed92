import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../http/HttpError';

/** How many failed sign-ins are tolerated, per account and per client address, in one window. */
export interface LoginThrottleOptions {
  /** Failed attempts (wrong password, unknown email) per email in a window (default 10). */
  accountMax: number;
  /** Failed attempts per client address in a window, whatever the email (default 100). */
  addressMax: number;
  /** The window, in milliseconds (default 15 minutes). */
  windowMs: number;
}

/**
 * Ten failures per account per 15 minutes is what a person mistyping never reaches and what makes
 * guessing one account's password hopeless (under 1,000 tries a day); an address gets more, as
 * an office behind one NAT signs in many attendants from it, but still bounds spraying passwords
 * over many accounts. Only failures count, so successful sign-ins (the e2e suite signs in some
 * hundred times from 127.0.0.1) are never throttled.
 */
export const DEFAULT_LOGIN_THROTTLE: LoginThrottleOptions = { accountMax: 10, addressMax: 100, windowMs: 15 * 60_000 };

export const TOO_MANY_LOGIN_ATTEMPTS = 'ERR_TOO_MANY_LOGIN_ATTEMPTS';

/** The account a login body names: its email, trimmed and lower-cased (as the lookup compares). */
function accountKey(req: FastifyRequest): string {
  const email = (req.body as { email?: unknown } | null)?.email;
  return `account:${typeof email === 'string' ? email.trim().toLowerCase() : ''}`;
}

export interface LoginThrottle {
  /**
   * Runs one credential check for a login request: refused first with 429
   * ERR_TOO_MANY_LOGIN_ATTEMPTS (and Retry-After) when the account or the address is throttled;
   * a result with `ok: false` is counted as a failure against both.
   */
  attempt<T extends { ok: boolean }>(req: FastifyRequest, run: () => Promise<T>): Promise<T>;
}

/**
 * Login throttling on @fastify/rate-limit's limiters: each attempt peeks at the counters without
 * consuming (`{increment: false}`) and only a failure consumes one, so the limits count failures.
 * Attempts still checking their password count too (until their failure is recorded), or a
 * burst sent in parallel would all pass the peek before the first failure is.
 */
export async function installLoginThrottle(app: FastifyInstance, o: LoginThrottleOptions): Promise<LoginThrottle> {
  await app.register(rateLimit, { global: false });
  const limiters = [
    {
      limit: app.createRateLimit({ max: o.accountMax, timeWindow: o.windowMs, keyGenerator: accountKey }),
      key: accountKey,
    },
    // The plugin's default key: the client address (IPv6 grouped by /64).
    {
      limit: app.createRateLimit({ max: o.addressMax, timeWindow: o.windowMs }),
      key: (req: FastifyRequest) => `address:${normalizeIP(req.ip)}`,
    },
  ];
  const inFlight = new Map<string, number>();
  const bump = (key: string, by: number) => {
    const n = (inFlight.get(key) ?? 0) + by;
    if (n > 0) inFlight.set(key, n);
    else inFlight.delete(key);
  };

  /** Seconds to wait when this attempt, behind `ahead[i]` others still checking, would pass a limit. */
  const retryAfterOf = async (req: FastifyRequest, ahead: number[]): Promise<number> => {
    let retryAfter = 0;
    for (const [i, { limit }] of limiters.entries()) {
      const status = await limit(req, { increment: false });
      if (status.isAllowed) continue; // only an allow-listed key (none is configured)
      const failed = status.max - status.remaining;
      if (failed + ahead[i] >= status.max) retryAfter = Math.max(retryAfter, status.ttlInSeconds, 1);
    }
    return retryAfter;
  };

  return {
    async attempt(req, run) {
      // The place in line is taken before the first await: attempts of a burst that arrive in
      // one tick each see the ones before them, instead of all reading the same count.
      const keys = limiters.map(({ key }) => key(req));
      const ahead = keys.map((k) => inFlight.get(k) ?? 0);
      for (const k of keys) bump(k, 1);
      try {
        const retryAfter = await retryAfterOf(req, ahead);
        if (retryAfter) throw new HttpError(429, TOO_MANY_LOGIN_ATTEMPTS, {}, { 'retry-after': String(retryAfter) });
        const result = await run();
        if (!result.ok) for (const { limit } of limiters) await limit(req);
        return result;
      } finally {
        for (const k of keys) bump(k, -1);
      }
    },
  };
}
