import { DEFAULT_TIMEZONE, LIMITS } from '@shared/domain/constants';
import { DEFAULT_LOGIN_THROTTLE, type LoginThrottleOptions } from './auth/loginThrottle';

export interface ServerOptions {
  /** Interface to listen on (default 127.0.0.1: never every interface unless asked). */
  host?: string;
  /** Port (default 8080; 0 picks a free one). */
  port?: number;
  /** PostgreSQL connection string; when set, PGlite is not used. */
  databaseUrl?: string;
  /** PGlite folder (default '.data/'); 'memory://' keeps everything in memory. */
  dataDir?: string;
  /** Seed the demo companies when rows are missing (default true). */
  seed?: boolean;
  /** The clock every rule reads (work hours, token expiry, timestamps); injectable for tests. */
  now?: () => Date;
  /** Pause between the sandbox's ack steps 1 → 2 → 3 (default 1000 ms). */
  sandboxAckDelayMs?: number;
  /** JWT signing secret; by default one is generated once and kept in the database. */
  jwtSecret?: string;
  /** Allowed CORS origins; by default any http://127.0.0.1:* and http://localhost:* origin. */
  corsOrigins?: (string | RegExp)[];
  /** Time zone of the work-hours check (default America/Cuiaba). */
  timezone?: string;
  /** fastify logger (default off). */
  logger?: boolean;
  /**
   * Where uploaded media are kept (default `<dataDir>/media`; with 'memory://' a temporary
   * folder made at start and removed at close).
   */
  mediaDir?: string;
  /** The origin written into signed media URLs (default: the URL the server listens on). */
  publicUrl?: string;
  /** Largest uploaded file (default LIMITS.mediaUploadMaxBytes, 64 MB). */
  mediaMaxBytes?: number;
  /** Most files in one upload (default LIMITS.mediaUploadMaxFiles). */
  mediaMaxFiles?: number;
  /** How long a signed media URL stays valid (default 24 h). */
  mediaUrlTtlMs?: number;
  /** Pause between the scheduler's passes over due schedules (default 1000 ms; 0 = only by hand). */
  schedulerIntervalMs?: number;
  /** Pause between the auto-close passes over idle tickets (default 60 s; 0 = only by hand). */
  autoCloseIntervalMs?: number;
  /**
   * Sandbox pairing (services/pairing.ts): how long a new session shows 'OPENING' before its
   * first QR code (default 1500 ms), how long each QR code lives before the next (default 20 s,
   * as WhatsApp's do; 0 = no timers, steps only through `server.ctx.pairing.tick()`), and how many
   * codes go unscanned before the session gives up as DISCONNECTED (default 3, as deployed).
   */
  pairingOpeningMs?: number;
  pairingQrMs?: number;
  pairingMaxQrCodes?: number;
  /**
   * Longest wait between two looks at an open socket's access-token expiry on the injectable
   * clock (default 30 s; the socket is disconnected at expiry, tests shorten it).
   */
  socketExpiryCheckMs?: number;
  /**
   * Failed sign-ins tolerated per account and per client address in a window before POST
   * /auth/login answers 429 (default 10 per account and 100 per address in 15 minutes;
   * auth/loginThrottle.ts). Tests set small ones.
   */
  loginThrottle?: Partial<LoginThrottleOptions>;
  /**
   * The reverse proxies in front of this server (addresses or CIDRs, comma-separated, as
   * fastify's `trustProxy` takes them). Only a request coming from one of them has its client
   * address read from X-Forwarded-For — which the per-address login limit counts by; from anyone
   * else the header is ignored, so a client cannot pick its own address. Default: none.
   */
  trustProxy?: string;
  /**
   * Tests only (the harness turns it on): every 2xx JSON reply is parsed with its route entry's
   * reply schema, a mismatch becoming a 500 that names it; every emitted socket payload with its
   * event's schema (realtime/emitter.ts); each call and mismatch is reported.
   */
  contractCheck?: ContractCheck;
  /**
   * Tests only (default off; `npm run server` never turns it on): registers POST /testing/tenants,
   * which makes a fresh company seeded like the demo one for each end-to-end test (routes/testing.ts).
   */
  testFactory?: boolean;
}

/**
 * What the contract check reports: every answered call (by entry), and every reply or socket
 * payload that did not parse (an event's as method `EMIT`, path its name).
 */
export interface ContractCheck {
  called(call: { method: string; path: string; status: number }): void;
  mismatch(failure: { method: string; path: string; message: string }): void;
}

export type ResolvedOptions = Required<
  Omit<
    ServerOptions,
    'databaseUrl' | 'jwtSecret' | 'mediaDir' | 'publicUrl' | 'loginThrottle' | 'trustProxy' | 'contractCheck'
  >
> & { loginThrottle: LoginThrottleOptions } & Pick<
    ServerOptions,
    'databaseUrl' | 'jwtSecret' | 'mediaDir' | 'publicUrl' | 'trustProxy' | 'contractCheck'
  >;

export function resolveOptions(o: ServerOptions): ResolvedOptions {
  return {
    host: o.host ?? '127.0.0.1',
    port: o.port ?? 8080,
    databaseUrl: o.databaseUrl || undefined,
    dataDir: o.dataDir ?? '.data/',
    seed: o.seed ?? true,
    now: o.now ?? (() => new Date()),
    sandboxAckDelayMs: o.sandboxAckDelayMs ?? 1000,
    jwtSecret: o.jwtSecret,
    corsOrigins: o.corsOrigins ?? [/^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?$/],
    timezone: o.timezone ?? DEFAULT_TIMEZONE,
    logger: o.logger ?? false,
    mediaDir: o.mediaDir || undefined,
    publicUrl: o.publicUrl?.replace(/\/+$/, '') || undefined,
    mediaMaxBytes: o.mediaMaxBytes ?? LIMITS.mediaUploadMaxBytes,
    mediaMaxFiles: o.mediaMaxFiles ?? LIMITS.mediaUploadMaxFiles,
    mediaUrlTtlMs: o.mediaUrlTtlMs ?? 24 * 3600_000,
    schedulerIntervalMs: o.schedulerIntervalMs ?? 1000,
    autoCloseIntervalMs: o.autoCloseIntervalMs ?? 60_000,
    socketExpiryCheckMs: o.socketExpiryCheckMs ?? 30_000,
    pairingOpeningMs: o.pairingOpeningMs ?? 1500,
    pairingQrMs: o.pairingQrMs ?? 20_000,
    pairingMaxQrCodes: o.pairingMaxQrCodes ?? 3,
    loginThrottle: { ...DEFAULT_LOGIN_THROTTLE, ...o.loginThrottle },
    trustProxy: o.trustProxy?.trim() || undefined,
    contractCheck: o.contractCheck,
    testFactory: o.testFactory ?? false,
  };
}
