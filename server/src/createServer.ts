import { join } from 'node:path';
import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import Fastify from 'fastify';
import type { Server } from 'socket.io';
import { loadJwtSecret } from './auth/jwtSecret';
import { resolveOptions, type ServerOptions } from './config';
import type { AppContext } from './context';
import { openDatabase } from './db/openDatabase';
import type { Db } from './db/types';
import { DEFAULT_BODY_LIMIT, installBodyLimits } from './http/bodyLimits';
import { installErrorHandler } from './http/errorHandler';
import { installJsonParser, installNulGuard } from './http/jsonParser';
import { installMultipart } from './http/multipart';
import { openMediaStore } from './media/mediaStore';
import { createMediaUrls } from './media/mediaUrls';
import { createEmitter } from './realtime/emitter';
import { attachSocketServer, roomsForUser } from './realtime/socketServer';
import { registerRoutes } from './routes/registerRoutes';
import { seedDemo } from './seed/seedDemo';
import { createSettingsCache } from './services/companySettingsCache';
import { createAutoCloser, type AutoCloser } from './services/autoClose/autoCloser';
import { createScheduler, type Scheduler } from './services/schedules/scheduler';
import { createCampaignRunner, type CampaignRunner } from './services/campaigns/campaignRunner';
import { createMaskingFlags } from './services/numberMasking';
import { createPairing, type Pairing } from './services/pairing';
import { createTimers } from './services/timers';

export interface RunningServer {
  url: string;
  port: number;
  db: Db;
  io: Server;
  /** The context routes use; tests reach services through it. */
  ctx: AppContext;
  /** Every route registered (method and URL pattern), so tests cover a new route by construction. */
  routes: { method: string; url: string }[];
  close(): Promise<void>;
}

/** Builds, migrates, seeds and starts the reference backend; close() stops everything it started. */
export async function createServer(input: ServerOptions = {}): Promise<RunningServer> {
  const options = resolveOptions(input);
  const database = await openDatabase({ databaseUrl: options.databaseUrl, dataDir: options.dataDir });
  const inMemory = options.dataDir.startsWith('memory://');
  let store: Awaited<ReturnType<typeof openMediaStore>> | null = null;
  try {
    store = await openMediaStore({
      temporary: inMemory && !options.mediaDir,
      dir: options.mediaDir ?? join(options.dataDir, 'media'),
    });
    const { db } = database;
    if (options.seed) await seedDemo(db, options.now());
    const app = Fastify({
      logger: options.logger,
      bodyLimit: DEFAULT_BODY_LIMIT,
      ...(options.trustProxy ? { trustProxy: options.trustProxy } : {}),
      // Express (the deployed backends) treats `/users/` and `/users` alike; clients call both.
      routerOptions: { ignoreTrailingSlash: true },
    });
    let io: Server | null = null;
    let scheduler: Scheduler | null = null;
    let campaignRunner: CampaignRunner | null = null;
    let autoCloser: AutoCloser | null = null;
    let pairing: Pairing | null = null;
    // Known once listening (port 0 picks one); signed media URLs are absolute, as Whaticket's are.
    let baseUrl = options.publicUrl ?? '';
    const secret = await loadJwtSecret(db, options.jwtSecret);
    const ctx: AppContext = {
      db,
      options,
      now: options.now,
      keys: { secret, now: options.now },
      emitter: createEmitter(() => io, {
        roomsFor: (companyId, userId) => roomsForUser(ctx, companyId, userId),
        masksNumbers: (companyId) => ctx.numberMasking.masks(companyId),
        logError: (err) => app.log.error(err),
        contractCheck: options.contractCheck,
      }),
      numberMasking: createMaskingFlags(db),
      settingsCache: createSettingsCache(db),
      media: {
        store,
        urls: createMediaUrls({ secret, now: options.now, ttlMs: options.mediaUrlTtlMs, baseUrl: () => baseUrl }),
      },
      timers: createTimers((err) => app.log.error(err)),
      logError: (err) => app.log.error(err),
      // The scheduler reads the context it belongs to: made on first use, after the object exists.
      get scheduler() {
        return (scheduler ??= createScheduler(ctx));
      },
      get campaignRunner() {
        return (campaignRunner ??= createCampaignRunner(ctx));
      },
      get autoCloser() {
        return (autoCloser ??= createAutoCloser(ctx));
      },
      get pairing() {
        return (pairing ??= createPairing(ctx));
      },
    };
    const routes: { method: string; url: string }[] = [];
    app.addHook('onRoute', (r) => {
      for (const method of [r.method].flat()) routes.push({ method, url: r.url });
    });
    installBodyLimits(app);
    installJsonParser(app);
    installNulGuard(app);
    installErrorHandler(app);
    await installMultipart(app, ctx);
    await app.register(cors, {
      origin: options.corsOrigins,
      credentials: true,
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    });
    await app.register(cookie);
    await registerRoutes(app, ctx);
    await app.ready();
    io = attachSocketServer(app.server, ctx);
    await app.listen({ host: options.host, port: options.port });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : options.port;
    const hostForUrl = options.host.includes(':') ? `[${options.host}]` : options.host;
    const url = `http://${hostForUrl}:${port}`;
    baseUrl = options.publicUrl ?? url;
    await ctx.scheduler.start();
    ctx.campaignRunner.start();
    ctx.autoCloser.start();
    await ctx.pairing.recover();
    let closed = false;
    return {
      url,
      port,
      db,
      io,
      ctx,
      routes,
      async close() {
        if (closed) return;
        closed = true;
        await ctx.scheduler.stop();
        await ctx.campaignRunner.stop();
        await ctx.autoCloser.stop();
        await ctx.pairing.close();
        ctx.timers.clear();
        await ctx.emitter.flush();
        io?.disconnectSockets(true);
        await new Promise<void>((resolve) => io!.close(() => resolve()));
        await app.close();
        await database.close();
        await store?.close();
      },
    };
  } catch (err) {
    await database.close().catch(() => undefined);
    await store?.close().catch(() => undefined);
    throw err;
  }
}
