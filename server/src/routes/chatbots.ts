import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ChatbotBody } from '@shared/api/chatbot';
import { chatbotRoutes as r } from '@shared/api/routes/chatbots';
import type { AppContext } from '../context';
import { chatbots, queues } from '../db/schema';
import { actorOf } from '../http/authGuard';
import { HttpError } from '../http/HttpError';
import { serve } from '../http/route';
import type { Actor } from '../services/actor';
import { assertTargetsOwned, chatbotColumns, loadOption, replaceOptions } from '../services/chatbot/chatbotTree';
import { adminOf, fullQueueView } from './queues';

/**
 * One chatbot option at a time (spec 2 §7 "Queues and chatbot"), as deployed clients edit a
 * level: read with its sub-options, add under a queue or an option, change (its sub-options
 * replaced when sent), remove with everything under it. Reading is for anyone of the company,
 * changes for admins; each change announces the queue (`company-{id}-queue update`).
 */
export function registerChatbotRoutes(app: FastifyInstance, ctx: AppContext): void {
  const rowOf = async (actor: Actor, chatbotId: number) => {
    const [row] = await ctx.db
      .select()
      .from(chatbots)
      .where(and(eq(chatbots.id, chatbotId), eq(chatbots.companyId, actor.companyId)));
    if (!row) throw new HttpError(404, 'ERR_NO_CHATBOT_FOUND');
    return row;
  };

  const announce = async (companyId: number, queueId: number) => {
    const [q] = await ctx.db.select().from(queues).where(eq(queues.id, queueId));
    if (q) ctx.emitter.emit(companyId, 'all', 'queue', { action: 'update', record: await fullQueueView(ctx.db, q) });
  };

  /** Writes the option's own fields, then its sub-options when the body has them. */
  const write = async (
    actor: Actor,
    body: ChatbotBody,
    at: { queueId: number; parentId: number | null },
    id: number | null,
  ) => {
    await assertTargetsOwned(ctx.db, actor.companyId, [body]);
    const now = ctx.now();
    return ctx.db.transaction(async (tx) => {
      const values = { ...chatbotColumns(body), updatedAt: now };
      let optionId = id;
      if (optionId === null) {
        const siblings = await tx
          .select({ id: chatbots.id })
          .from(chatbots)
          .where(
            and(
              eq(chatbots.queueId, at.queueId),
              at.parentId === null ? isNull(chatbots.chatbotId) : eq(chatbots.chatbotId, at.parentId),
            ),
          );
        const [row] = await tx
          .insert(chatbots)
          .values({
            ...values,
            companyId: actor.companyId,
            queueId: at.queueId,
            chatbotId: at.parentId,
            position: siblings.length,
            createdAt: now,
          })
          .returning({ id: chatbots.id });
        optionId = row.id;
      } else {
        await tx.update(chatbots).set(values).where(eq(chatbots.id, optionId));
      }
      if (body.options)
        await replaceOptions(
          tx,
          { companyId: actor.companyId, queueId: at.queueId, parentId: optionId, now },
          body.options,
        );
      return optionId;
    });
  };

  serve(app, ctx, r.one, async ({ req, params: { chatbotId } }) =>
    loadOption(ctx.db, actorOf(req).companyId, chatbotId),
  );

  serve(app, ctx, r.create, async ({ req, body }) => {
    const actor = adminOf(req);
    let at: { queueId: number; parentId: number | null };
    if (body.chatbotId !== undefined) {
      const parent = await rowOf(actor, body.chatbotId);
      at = { queueId: parent.queueId, parentId: parent.id };
    } else {
      if (body.queueId === undefined)
        throw new HttpError(400, 'Invalid body: queueId: a queueId or a chatbotId is required', {
          fields: { queueId: 'required' },
        });
      const [q] = await ctx.db
        .select({ id: queues.id })
        .from(queues)
        .where(and(eq(queues.id, body.queueId), eq(queues.companyId, actor.companyId)));
      if (!q) throw new HttpError(404, 'ERR_QUEUE_NOT_FOUND');
      at = { queueId: q.id, parentId: null };
    }
    const id = await write(actor, body, at, null);
    await announce(actor.companyId, at.queueId);
    return loadOption(ctx.db, actor.companyId, id);
  });

  serve(app, ctx, r.update, async ({ req, params: { chatbotId }, body }) => {
    const actor = adminOf(req);
    const row = await rowOf(actor, chatbotId);
    await write(actor, body, { queueId: row.queueId, parentId: row.chatbotId }, row.id);
    await announce(actor.companyId, row.queueId);
    return loadOption(ctx.db, actor.companyId, row.id);
  });

  serve(app, ctx, r.remove, async ({ req, params: { chatbotId } }) => {
    const actor = adminOf(req);
    const row = await rowOf(actor, chatbotId);
    // Its sub-options go with it (the foreign key cascades).
    await ctx.db.delete(chatbots).where(eq(chatbots.id, row.id));
    await announce(actor.companyId, row.queueId);
    return { message: 'Chatbot deleted' };
  });
}
