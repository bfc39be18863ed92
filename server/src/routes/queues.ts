import { and, asc, count, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { queueRoutes as r, type QueueBody } from '@shared/api/routes/queues';
import { settingRoutes } from '@shared/api/routes/settings';
import { namedWeek } from '@shared/domain/serviceHours';
import type { AppContext } from '../context';
import { serve } from '../http/route';
import { fileLists, queueIntegrations, queues, userQueues } from '../db/schema';
import { actorOf } from '../http/authGuard';
import { HttpError } from '../http/HttpError';
import { assertRecordOwned } from '../services/ownedRecord';
import { isAdmin, type Actor } from '../services/actor';
import { assertTargetsOwned, loadTrees, replaceOptions, type ChatbotView } from '../services/chatbot/chatbotTree';
import { assertUnderPlanLimit } from '../services/planLimit';

/** A queue as replies and events carry it; `chatbots` is its option tree (only GET /queue/{id} and writes load it). */
export function queueView(q: typeof queues.$inferSelect, chatbots: ChatbotView[] = []) {
  return {
    id: q.id,
    name: q.name,
    color: q.color,
    orderQueue: q.orderQueue,
    greetingMessage: q.greetingMessage,
    outOfHoursMessage: q.outOfHoursMessage,
    tempoRoteador: q.tempoRoteador,
    ativarRoteador: q.ativarRoteador,
    closeTicket: q.closeTicket,
    integrationId: q.integrationId,
    fileListId: q.fileListId,
    schedules: q.schedules,
    chatbots,
    companyId: q.companyId,
    createdAt: q.createdAt.toISOString(),
    updatedAt: q.updatedAt.toISOString(),
  };
}

/** A queue with its option tree. */
export async function fullQueueView(db: AppContext['db'], q: typeof queues.$inferSelect) {
  return queueView(q, (await loadTrees(db, [q.id])).get(q.id) ?? []);
}

/** Only an admin changes queues (spec 2 §2: the queues page is admin-only). */
export function adminOf(req: Parameters<typeof actorOf>[0]): Actor {
  const actor = actorOf(req);
  if (!isAdmin(actor)) throw new HttpError(403, 'ERR_NO_PERMISSION');
  return actor;
}

export function registerQueueRoutes(app: FastifyInstance, ctx: AppContext): void {
  const find = async (actor: Actor, queueId: number) => {
    const [q] = await ctx.db
      .select()
      .from(queues)
      .where(and(eq(queues.id, queueId), eq(queues.companyId, actor.companyId)));
    if (!q) throw new HttpError(404, 'ERR_QUEUE_NOT_FOUND');
    return q;
  };

  /**
   * Spec 2 §5 "Queue": the colour and the name are the company's alone (ERR_QUEUE_COLOR_ALREADY_EXISTS,
   * checked before the database's unique index would answer with a 500), and once the company has
   * more than one queue each needs a greeting: the chatbot offers the queues by it
   * (ERR_WAPP_GREETING_REQUIRED).
   */
  const check = async (actor: Actor, body: QueueBody, queueId: number) => {
    const others = and(eq(queues.companyId, actor.companyId), ne(queues.id, queueId));
    const [sameColor] = await ctx.db
      .select({ id: queues.id })
      .from(queues)
      .where(and(others, eq(queues.color, body.color)));
    if (sameColor) throw new HttpError(400, 'ERR_QUEUE_COLOR_ALREADY_EXISTS', { fields: { color: 'already in use' } });
    const [sameName] = await ctx.db
      .select({ id: queues.id })
      .from(queues)
      .where(and(others, eq(queues.name, body.name)));
    if (sameName) throw new HttpError(400, 'ERR_QUEUE_NAME_ALREADY_EXISTS', { fields: { name: 'already in use' } });
    const [{ n }] = await ctx.db.select({ n: count() }).from(queues).where(others);
    if (n >= 1 && !body.greetingMessage?.trim())
      throw new HttpError(400, 'ERR_WAPP_GREETING_REQUIRED', { fields: { greetingMessage: 'required' } });
    await assertRecordOwned(ctx.db, actor.companyId, fileLists, body.fileListId, 'ERR_NO_FILE_FOUND', 'fileListId');
    await assertRecordOwned(
      ctx.db,
      actor.companyId,
      queueIntegrations,
      body.integrationId,
      'ERR_NO_DIALOG_FOUND',
      'integrationId',
    );
  };

  const columns = (body: QueueBody) => ({
    name: body.name,
    color: body.color,
    greetingMessage: body.greetingMessage?.trim() || null,
    outOfHoursMessage: body.outOfHoursMessage?.trim() || null,
    orderQueue: body.orderQueue ?? null,
    ativarRoteador: body.ativarRoteador ?? false,
    tempoRoteador: body.tempoRoteador ?? 0,
    closeTicket: body.closeTicket ?? false,
    integrationId: body.integrationId ?? null,
    fileListId: body.fileListId ?? null,
    // Left out, the week stays as it was (as deployed); a new queue starts with none (always open).
    ...(body.schedules ? { schedules: namedWeek(body.schedules) } : {}),
  });

  /** The row written and, when sent, its option tree replaced, in one transaction. */
  const write = async (actor: Actor, body: QueueBody, queueId: number | null) => {
    if (body.chatbots) await assertTargetsOwned(ctx.db, actor.companyId, body.chatbots);
    const now = ctx.now();
    return ctx.db.transaction(async (tx) => {
      const [q] = queueId
        ? await tx
            .update(queues)
            .set({ ...columns(body), updatedAt: now })
            .where(eq(queues.id, queueId))
            .returning()
        : await tx
            .insert(queues)
            .values({ ...columns(body), companyId: actor.companyId, createdAt: now, updatedAt: now })
            .returning();
      if (body.chatbots)
        await replaceOptions(tx, { companyId: actor.companyId, queueId: q.id, parentId: null, now }, body.chatbots);
      return q;
    });
  };

  // Every user sees all queues of the company (transfer and filters list them all).
  serve(app, ctx, settingRoutes.queues, async ({ req }) => {
    const actor = actorOf(req);
    const rows = await ctx.db
      .select()
      .from(queues)
      .where(eq(queues.companyId, actor.companyId))
      .orderBy(asc(queues.orderQueue), asc(queues.name));
    return rows.map((q) => queueView(q));
  });

  serve(app, ctx, r.one, async ({ req, params: { queueId } }) =>
    fullQueueView(ctx.db, await find(actorOf(req), queueId)),
  );

  serve(app, ctx, r.create, async ({ req, body }) => {
    const actor = adminOf(req);
    await check(actor, body, 0);
    await assertUnderPlanLimit(ctx.db, actor.companyId, 'queues');
    const view = await fullQueueView(ctx.db, await write(actor, body, null));
    ctx.emitter.emit(actor.companyId, 'all', 'queue', { action: 'create', record: view });
    return view;
  });

  serve(app, ctx, r.update, async ({ req, params: { queueId }, body }) => {
    const actor = adminOf(req);
    await find(actor, queueId);
    await check(actor, body, queueId);
    const view = await fullQueueView(ctx.db, await write(actor, body, queueId));
    ctx.emitter.emit(actor.companyId, 'all', 'queue', { action: 'update', record: view });
    return view;
  });

  /**
   * Removing a queue leaves its tickets without one (waiting where allTicket users see them) and
   * takes it off its users and connections (the database's foreign keys); every user's rooms are
   * recomputed so no socket stays in the queue's room.
   */
  serve(app, ctx, r.remove, async ({ req, params: { queueId } }) => {
    const actor = adminOf(req);
    await find(actor, queueId);
    const members = await ctx.db
      .select({ userId: userQueues.userId })
      .from(userQueues)
      .where(eq(userQueues.queueId, queueId));
    await ctx.db.delete(queues).where(eq(queues.id, queueId));
    ctx.emitter.emit(actor.companyId, 'all', 'queue', { action: 'delete', queueId });
    for (const { userId } of members) await ctx.emitter.refreshUser(actor.companyId, userId);
    return { message: 'Queue deleted' };
  });
}
