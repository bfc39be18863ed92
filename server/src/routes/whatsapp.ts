import { and, asc, desc, eq, inArray, ne } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { connectionRoutes as r, type ConnectionBody } from '@shared/api/routes/connections';
import { settingRoutes } from '@shared/api/routes/settings';
import { canViewConnections } from '@shared/domain/permissions';
import { connectionDateProblems } from '@shared/domain/connectionDates';
import { namedWeek } from '@shared/domain/serviceHours';
import type { AppContext } from '../context';
import { prompts, queueIntegrations, queues, whatsappQueues, whatsapps } from '../db/schema';
import type { DbOrTx } from '../db/types';
import { actorOf } from '../http/authGuard';
import { HttpError } from '../http/HttpError';
import { discard, readMultipart } from '../http/multipart';
import { serve } from '../http/route';
import type { Actor } from '../services/actor';
import { connectionEventView, connectionView, queuesOf, readsToken } from '../services/connectionView';
import { assertRecordOwned } from '../services/ownedRecord';
import { connectionToken } from '../services/randomToken';
import { assertUnderPlanLimit } from '../services/planLimit';

type Row = typeof whatsapps.$inferSelect;

/**
 * Spec 2 §6: only admins (and users with allowConnections, treated as admin on the connections
 * page) add, change, delete, reconnect and disconnect connections.
 */
function managerOf(req: FastifyRequest): Actor {
  const actor = actorOf(req);
  if (!canViewConnections(actor)) throw new HttpError(403, 'ERR_NO_PERMISSION');
  return actor;
}

/** The columns a body sets; PUT is not a patch, so what it leaves out takes spec 2 §9's default. */
const columns = (b: ConnectionBody) => ({
  name: b.name,
  greetingMessage: b.greetingMessage?.trim() || null,
  complationMessage: b.complationMessage?.trim() || null,
  outOfHoursMessage: b.outOfHoursMessage?.trim() || null,
  ratingMessage: b.ratingMessage?.trim() || null,
  allowGroup: b.allowGroup ?? false,
  groupAsTicket: b.groupAsTicket ?? 'disabled',
  expiresTicket: b.expiresTicket ?? 0,
  expiresInactiveMessage: b.expiresInactiveMessage?.trim() || null,
  timeUseBotQueues: b.timeUseBotQueues ?? 0,
  maxUseBotQueues: b.maxUseBotQueues ?? 3,
  timeSendQueue: b.timeSendQueue ?? 0,
  sendIdQueue: b.sendIdQueue ?? null,
  expiresTicketNPS: b.expiresTicketNPS ?? 0,
  maxUseBotQueuesNPS: b.maxUseBotQueuesNPS ?? 3,
  whenExpiresTicket: b.whenExpiresTicket ?? '0',
  timeCreateNewTicket: b.timeCreateNewTicket ?? 0,
  integrationId: b.integrationId ?? null,
  promptId: b.promptId ?? null,
  flowIdWelcome: b.flowIdWelcome ?? null,
  flowIdNotPhrase: b.flowIdNotPhrase ?? null,
  enableImportMessage: b.enableImportMessage ?? false,
  importOldMessages: b.enableImportMessage ? (b.importOldMessages ?? null) : null,
  importRecentMessages: b.enableImportMessage ? (b.importRecentMessages ?? null) : null,
  importOldMessagesGroups: b.importOldMessagesGroups ?? false,
  closedTicketsPostImported: b.closedTicketsPostImported ?? false,
  queueIdImportMessages: b.queueIdImportMessages ?? null,
  collectiveVacationStart: b.collectiveVacationStart ?? null,
  collectiveVacationEnd: b.collectiveVacationEnd ?? null,
  collectiveVacationMessage: b.collectiveVacationMessage?.trim() || null,
  ...(b.schedules ? { schedules: namedWeek(b.schedules) } : {}),
});

export function registerWhatsappRoutes(app: FastifyInstance, ctx: AppContext): void {
  const find = async (actor: Actor, whatsappId: number, db: DbOrTx = ctx.db) => {
    const [row] = await db
      .select()
      .from(whatsapps)
      .where(and(eq(whatsapps.id, whatsappId), eq(whatsapps.companyId, actor.companyId)));
    if (!row) throw new HttpError(404, 'ERR_NO_WAPP_FOUND');
    return row;
  };

  /**
   * The super user's reach on /allConnections (spec 3 "All connections": deleting a listed
   * connection disconnects or removes it, whichever company it is of); everyone else, their own.
   */
  const findAcross = async (actor: Actor, whatsappId: number) => {
    if (!actor.super) return find(actor, whatsappId);
    const [row] = await ctx.db.select().from(whatsapps).where(eq(whatsapps.id, whatsappId));
    if (!row) throw new HttpError(404, 'ERR_NO_WAPP_FOUND');
    return row;
  };

  const view = async (actor: Actor, row: Row) =>
    connectionView(row, (await queuesOf(ctx.db, [row.id])).get(row.id) ?? [], readsToken(actor));

  const announce = async (row: Row) =>
    ctx.emitter.emit(row.companyId, 'all', 'whatsapp', {
      action: 'update',
      whatsapp: await connectionEventView(ctx.db, row),
    });

  /**
   * The rules a deployed backend applies on save, plus the reference server's: more than one queue
   * needs a greeting (the chatbot offers them by it, ERR_WAPP_GREETING_REQUIRED); the queues are
   * the company's own; the company keeps one default (ERR_NO_OTHER_WHATSAPP).
   */
  const check = async (actor: Actor, body: ConnectionBody, current: Row | null) => {
    // Spec 2 §5's dates, on the server's clock (domain/connectionDates.ts, the dialog's rules too).
    const dates = connectionDateProblems(body, ctx.now());
    if (Object.keys(dates).length) throw new HttpError(400, 'Invalid body: dates', { fields: dates });
    const queueIds = [...new Set(body.queueIds ?? [])];
    if (queueIds.length > 1 && !body.greetingMessage?.trim())
      throw new HttpError(400, 'ERR_WAPP_GREETING_REQUIRED', { fields: { greetingMessage: 'required' } });
    const wanted = [
      ...new Set([
        ...queueIds,
        ...(body.sendIdQueue ? [body.sendIdQueue] : []),
        ...(body.queueIdImportMessages ? [body.queueIdImportMessages] : []),
      ]),
    ];
    if (wanted.length) {
      const own = await ctx.db
        .select({ id: queues.id })
        .from(queues)
        .where(and(eq(queues.companyId, actor.companyId), inArray(queues.id, wanted)));
      const known = new Set(own.map((q) => q.id));
      if (queueIds.some((id) => !known.has(id)))
        throw new HttpError(400, 'ERR_QUEUE_NOT_FOUND', { fields: { queueIds: 'unknown queue' } });
      if (body.sendIdQueue && !known.has(body.sendIdQueue))
        throw new HttpError(400, 'ERR_QUEUE_NOT_FOUND', { fields: { sendIdQueue: 'unknown queue' } });
      if (body.queueIdImportMessages && !known.has(body.queueIdImportMessages))
        throw new HttpError(400, 'ERR_QUEUE_NOT_FOUND', { fields: { queueIdImportMessages: 'unknown queue' } });
    }
    await assertRecordOwned(
      ctx.db,
      actor.companyId,
      queueIntegrations,
      body.integrationId,
      'ERR_NO_DIALOG_FOUND',
      'integrationId',
    );
    await assertRecordOwned(ctx.db, actor.companyId, prompts, body.promptId, 'ERR_NO_PROMPT_FOUND', 'promptId');
    if (current?.isDefault && body.isDefault === false)
      throw new HttpError(400, 'ERR_NO_OTHER_WHATSAPP', { fields: { isDefault: 'the company needs a default' } });
    return queueIds;
  };

  /** Makes `id` the company's one default; answers the connection that stopped being it, if any. */
  const takeDefault = async (db: DbOrTx, companyId: number, id: number) => {
    const [old] = await db
      .update(whatsapps)
      .set({ isDefault: false, updatedAt: ctx.now() })
      .where(and(eq(whatsapps.companyId, companyId), eq(whatsapps.isDefault, true), ne(whatsapps.id, id)))
      .returning();
    return old ?? null;
  };

  const linkQueues = async (db: DbOrTx, id: number, queueIds: number[]) => {
    await db.delete(whatsappQueues).where(eq(whatsappQueues.whatsappId, id));
    if (queueIds.length)
      await db.insert(whatsappQueues).values(queueIds.map((queueId) => ({ whatsappId: id, queueId })));
  };

  serve(app, ctx, settingRoutes.connections, async ({ req }) => {
    const actor = actorOf(req);
    const rows = await ctx.db
      .select()
      .from(whatsapps)
      .where(eq(whatsapps.companyId, actor.companyId))
      // The default connection first (clients that take the first one get it), then by name.
      .orderBy(desc(whatsapps.isDefault), asc(whatsapps.name));
    const linked = await queuesOf(
      ctx.db,
      rows.map((w) => w.id),
    );
    return rows.map((w) => connectionView(w, linked.get(w.id) ?? [], readsToken(actor)));
  });

  /**
   * Every company's connections for the super user's overview (spec 3 "All connections"), by
   * company then name; never a token (they authenticate another company's traffic).
   */
  serve(app, ctx, r.all, async ({ req }) => {
    const actor = actorOf(req);
    if (!actor.super) throw new HttpError(403, 'ERR_NO_PERMISSION');
    const rows = await ctx.db.select().from(whatsapps).orderBy(asc(whatsapps.companyId), asc(whatsapps.name));
    const linked = await queuesOf(
      ctx.db,
      rows.map((w) => w.id),
    );
    return rows.map((w) => connectionView(w, linked.get(w.id) ?? [], false));
  });

  serve(app, ctx, r.one, async ({ req, params: { whatsappId } }) => {
    const actor = actorOf(req);
    return view(actor, await find(actor, whatsappId));
  });

  /** A new WhatsApp connection on the sandbox channel; its pairing starts at once (OPENING → qrcode). */
  serve(app, ctx, r.create, async ({ req, body }) => {
    const actor = managerOf(req);
    const queueIds = await check(actor, body, null);
    await assertUnderPlanLimit(ctx.db, actor.companyId, 'connections');
    const { row, oldDefault } = await ctx.db.transaction(async (tx) => {
      const [first] = await tx
        .select({ id: whatsapps.id })
        .from(whatsapps)
        .where(eq(whatsapps.companyId, actor.companyId))
        .limit(1);
      // The company's first connection is its default, whatever the form said (as deployed).
      const isDefault = !first || body.isDefault === true;
      const now = ctx.now();
      const [created] = await tx
        .insert(whatsapps)
        .values({
          ...columns(body),
          companyId: actor.companyId,
          token: connectionToken(),
          channel: 'whatsapp',
          provider: 'sandbox',
          status: 'OPENING',
          isDefault,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      await linkQueues(tx, created.id, queueIds);
      return { row: created, oldDefault: isDefault ? await takeDefault(tx, actor.companyId, created.id) : null };
    });
    await announce(row);
    if (oldDefault) await announce(oldDefault);
    const started = await ctx.pairing.start(row);
    return view(actor, started);
  });

  serve(app, ctx, r.update, async ({ req, params: { whatsappId }, body }) => {
    const actor = managerOf(req);
    const current = await find(actor, whatsappId);
    const queueIds = await check(actor, body, current);
    const { row, oldDefault } = await ctx.db.transaction(async (tx) => {
      const [updated] = await tx
        .update(whatsapps)
        .set({ ...columns(body), isDefault: current.isDefault || body.isDefault === true, updatedAt: ctx.now() })
        .where(eq(whatsapps.id, whatsappId))
        .returning();
      await linkQueues(tx, whatsappId, queueIds);
      const old =
        body.isDefault === true && !current.isDefault ? await takeDefault(tx, actor.companyId, whatsappId) : null;
      return { row: updated, oldDefault: old };
    });
    await announce(row);
    if (oldDefault) await announce(oldDefault);
    return view(actor, row);
  });

  /**
   * Removing the default while other connections remain would leave the company without one
   * (ERR_NO_OTHER_WHATSAPP: make another the default first); its tickets keep their history with
   * no connection (the database's foreign keys).
   */
  serve(app, ctx, r.remove, async ({ req, params: { whatsappId } }) => {
    const row = await findAcross(managerOf(req), whatsappId);
    if (row.isDefault) {
      const [other] = await ctx.db
        .select({ id: whatsapps.id })
        .from(whatsapps)
        .where(and(eq(whatsapps.companyId, row.companyId), ne(whatsapps.id, whatsappId)))
        .limit(1);
      if (other) throw new HttpError(400, 'ERR_NO_OTHER_WHATSAPP');
    }
    ctx.pairing.forget(whatsappId);
    await ctx.db.delete(whatsapps).where(eq(whatsapps.id, whatsappId));
    await dropGreetingMedia(row);
    // To the connection's own company (a super user may remove another company's).
    ctx.emitter.emit(row.companyId, 'all', 'whatsapp', { action: 'delete', whatsappId });
    return { message: 'Whatsapp deleted.' };
  });

  const dropGreetingMedia = async (row: Row) => {
    if (row.greetingMediaPath) await ctx.media.store.remove(row.greetingMediaPath).catch(ctx.logError);
  };

  const setGreetingMedia = async (row: Row, media: { key: string; name: string } | null) => {
    const [updated] = await ctx.db
      .update(whatsapps)
      .set({
        greetingMediaPath: media?.key ?? null,
        greetingMediaAttachment: media?.name ?? null,
        updatedAt: ctx.now(),
      })
      .where(eq(whatsapps.id, row.id))
      .returning();
    await dropGreetingMedia(row);
    await announce(updated);
    return updated;
  };

  /**
   * The greeting's media (spec 2 §7): one image or video (what the chatbot can send with its
   * greeting; the dialog's file filter, shared/domain/filePicks.ts connectionMedia), replacing the
   * previous file. Answers the connection, as GET /whatsapp/{id} does.
   */
  serve(app, ctx, r.uploadMedia, async ({ req, params: { whatsappId } }) => {
    const actor = managerOf(req);
    const row = await find(actor, whatsappId);
    const required = () => new HttpError(400, 'Invalid body: file: required', { fields: { file: 'required' } });
    if (!req.isMultipart()) throw required();
    const { files } = await readMultipart(req, ctx, actor.companyId, {
      fileField: 'file',
      accept: (mimetype) => (/^(image|video)\//.test(mimetype) ? null : 'ERR_MEDIA_NOT_IMAGE_OR_VIDEO'),
    });
    if (files.length !== 1) {
      await discard(ctx, files);
      throw required();
    }
    return view(actor, await setGreetingMedia(row, files[0]));
  });

  serve(app, ctx, r.removeMedia, async ({ req, params: { whatsappId } }) => {
    const actor = managerOf(req);
    return view(actor, await setGreetingMedia(await find(actor, whatsappId), null));
  });

  /** Facebook and Instagram connections have no QR session: their session calls change nothing. */
  const pairable = (row: Row) => row.channel === 'whatsapp' || row.channel === 'whatsappapi';

  serve(app, ctx, r.startSession, async ({ req, params: { whatsappId } }) => {
    const row = await find(managerOf(req), whatsappId);
    if (pairable(row)) await ctx.pairing.start(row);
    return { message: 'Starting session.' };
  });

  serve(app, ctx, r.renewSession, async ({ req, params: { whatsappId } }) => {
    const row = await find(managerOf(req), whatsappId);
    if (pairable(row)) await ctx.pairing.start(row);
    return { message: 'Starting session.' };
  });

  serve(app, ctx, r.endSession, async ({ req, params: { whatsappId } }) => {
    const row = await findAcross(managerOf(req), whatsappId);
    if (pairable(row)) await ctx.pairing.end(row);
    return { message: 'Session disconnected.' };
  });

  /**
   * Restart all (spec 2 "Connections page"): as deployed, each live session is closed and comes
   * back; in the sandbox a session being paired starts over, a connected one reconnects at once
   * and a disconnected one stays so.
   */
  serve(app, ctx, r.restartAll, async ({ req }) => {
    const actor = managerOf(req);
    const rows = await ctx.db
      .select()
      .from(whatsapps)
      .where(and(eq(whatsapps.companyId, actor.companyId), inArray(whatsapps.status, ['OPENING', 'qrcode'])));
    for (const row of rows) if (pairable(row)) await ctx.pairing.start(row);
    return { message: 'Whatsapp restart.' };
  });

  /** Closes the tickets an old-message import opened; the sandbox imports nothing, so there are none. */
  serve(app, ctx, r.closeImported, async ({ req, params: { whatsappId } }) => {
    await find(managerOf(req), whatsappId);
    return 'whatsapp';
  });
}
