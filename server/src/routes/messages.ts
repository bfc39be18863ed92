import { and, count, desc, eq, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { sendMessageBodySchema } from '../../../src/shared/api/message';
import { LIMITS } from '../../../src/shared/domain/constants';
import type { AppContext } from '../context';
import { messages, tickets } from '../db/schema';
import { actorOf } from '../http/authGuard';
import { HttpError } from '../http/HttpError';
import { validate } from '../http/validate';
import { emitTicketUnread } from '../realtime/ticketEvents';
import { isAdmin } from '../services/actor';
import { messageViews } from '../services/messageView';
import { sendOutbound } from '../services/outboundMessage';
import { ticketForActor } from '../services/ticketAccess';
import { loadTicketView } from '../services/ticketView';

const params = z.object({ ticketId: z.coerce.number().int().positive() });
const listQuery = z.object({
  pageNumber: z.coerce.number().int().min(1).default(1),
  selectedQueues: z.string().optional(),
});

const sendBody = sendMessageBodySchema
  .extend({
    body: z.string().max(4096),
    quotedMsg: z
      .object({ id: z.union([z.number(), z.string()]) })
      .loose()
      .nullish(),
  })
  .refine((b) => b.body.trim().length > 0, { path: ['body'], message: 'must not be blank' });

export function registerMessageRoutes(app: FastifyInstance, ctx: AppContext): void {
  /** One page of 20: page 1 is the newest 20, and each page reads oldest → newest. */
  app.get('/messages/:ticketId', async (req) => {
    const actor = actorOf(req);
    const { ticketId } = validate(params, req.params, 'params');
    const { pageNumber } = validate(listQuery, req.query, 'query');
    const t = await ticketForActor(ctx.db, actor, { id: ticketId });
    const size = LIMITS.messagesPageSize;
    const [rows, [{ n }]] = await Promise.all([
      ctx.db
        .select()
        .from(messages)
        .where(eq(messages.ticketId, t.id))
        .orderBy(desc(messages.createdAt), desc(messages.id))
        .limit(size)
        .offset((pageNumber - 1) * size),
      ctx.db.select({ n: count() }).from(messages).where(eq(messages.ticketId, t.id)),
    ]);
    if (t.unreadMessages > 0) {
      // Reading the conversation reads its messages.
      await ctx.db
        .update(messages)
        .set({ read: true })
        .where(and(eq(messages.ticketId, t.id), eq(messages.read, false), eq(messages.fromMe, false)));
      await ctx.db.update(tickets).set({ unreadMessages: 0 }).where(eq(tickets.id, t.id));
      emitTicketUnread(ctx.emitter, actor.companyId, t);
    }
    return {
      messages: await messageViews(ctx.db, rows.reverse()),
      count: n,
      hasMore: n > pageNumber * size,
      ticket: await loadTicketView(ctx.db, t.id),
    };
  });

  /**
   * Send. Private notes: anyone who sees the ticket. Messages to the customer: only in an open
   * or group ticket, by its holder or an admin (or anyone who sees it when nobody holds it).
   * 200 with an empty body (CONTRACT.md), also for a retried clientId, which changes nothing.
   */
  app.post('/messages/:ticketId', async (req, reply) => {
    const actor = actorOf(req);
    const { ticketId } = validate(params, req.params, 'params');
    const body = validate(sendBody, req.body);
    const t = await ticketForActor(ctx.db, actor, { id: ticketId });
    const isPrivate = body.isPrivate === true || body.isPrivate === 'true';
    if (!isPrivate) {
      if (!['open', 'group'].includes(t.status)) throw new HttpError(400, 'ERR_TICKET_NOT_OPEN');
      if (t.userId !== null && t.userId !== actor.id && !isAdmin(actor)) throw new HttpError(403, 'ERR_NO_PERMISSION');
    }
    let quotedMsgId: number | null = null;
    if (body.quotedMsg) {
      const qid = body.quotedMsg.id;
      const byId =
        typeof qid === 'number' || /^\d+$/.test(qid) ? eq(messages.id, Number(qid)) : eq(messages.wid, String(qid));
      const [quoted] = await ctx.db
        .select({ id: messages.id })
        .from(messages)
        .where(
          and(eq(messages.ticketId, t.id), typeof qid === 'number' ? byId : or(byId, eq(messages.wid, String(qid)))),
        );
      if (!quoted)
        throw new HttpError(400, 'Invalid quotedMsg: not a message of this ticket', {
          fields: { quotedMsg: 'not found' },
        });
      quotedMsgId = quoted.id;
    }
    await sendOutbound(ctx, t, {
      body: body.body,
      isPrivate,
      quotedMsgId,
      clientId: body.clientId ?? null,
      userId: actor.id,
    });
    return reply.status(200).send();
  });
}
