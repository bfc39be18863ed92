import { DEFAULT_TIMEZONE } from '../../src/shared/domain/constants';

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
}

export type ResolvedOptions = Required<Omit<ServerOptions, 'databaseUrl' | 'jwtSecret'>> &
  Pick<ServerOptions, 'databaseUrl' | 'jwtSecret'>;

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
  };
}
