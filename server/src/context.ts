import type { TokenKeys } from './auth/accessToken';
import type { ResolvedOptions } from './config';
import type { Db } from './db/types';
import type { Emitter } from './realtime/emitter';
import type { Timers } from './services/timers';

/** What every route and service needs, passed explicitly (no globals), so tests can build one. */
export interface AppContext {
  db: Db;
  options: ResolvedOptions;
  now: () => Date;
  keys: TokenKeys;
  emitter: Emitter;
  timers: Timers;
  /** Failures nobody awaits (socket handlers, timers) end up here, never as unhandled rejections. */
  logError(err: unknown): void;
}
