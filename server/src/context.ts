import type { TokenKeys } from './auth/accessToken';
import type { ResolvedOptions } from './config';
import type { Db } from './db/types';
import type { MediaStore } from './media/mediaStore';
import type { MediaUrls } from './media/mediaUrls';
import type { Emitter } from './realtime/emitter';
import type { SettingsCache } from './services/companySettingsCache';
import type { AutoCloser } from './services/autoClose/autoCloser';
import type { Scheduler } from './services/schedules/scheduler';
import type { CampaignRunner } from './services/campaigns/campaignRunner';
import type { MaskingFlags } from './services/numberMasking';
import type { Pairing } from './services/pairing';
import type { Timers } from './services/timers';

/** What every route and service needs, passed explicitly (no globals), so tests can build one. */
export interface AppContext {
  db: Db;
  options: ResolvedOptions;
  now: () => Date;
  keys: TokenKeys;
  emitter: Emitter;
  /** Whether a company masks contact numbers for profile users (LGPD), cached per company. */
  numberMasking: MaskingFlags;
  /** Company settings read once until PUT /companySettings (lgpdDeleteMessage…). */
  settingsCache: SettingsCache;
  /** Uploaded files and the signed URLs that serve them. */
  media: { store: MediaStore; urls: MediaUrls };
  timers: Timers;
  /** Sends scheduled messages when their time comes (services/schedules/scheduler.ts). */
  scheduler: Scheduler;
  /** Sends the campaigns to their contact lists (services/campaigns/campaignRunner.ts). */
  campaignRunner: CampaignRunner;
  /** Closes tickets idle for the company's hoursCloseTicketsAuto (services/autoClose/autoCloser.ts). */
  autoCloser: AutoCloser;
  /** The sandbox channel's QR pairing sessions (services/pairing.ts). */
  pairing: Pairing;
  /** Failures nobody awaits (socket handlers, timers) end up here, never as unhandled rejections. */
  logError(err: unknown): void;
}
