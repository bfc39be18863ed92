import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { messageRoutes as r } from '@shared/api/routes/messages';
import { editRefusal } from '@shared/domain/messageRules';
import type { AppContext } from '../context';
import { serve } from '../http/route';
import { messages, tickets } from '../db/schema';
import { actorOf } from '../http/authGuard';
import { HttpError } from '../http/HttpError';
import { emitMessageUpdate, emitTicketUpdate } from '../realtime/ticketEvents';
import { isAdmin } from '../services/actor';
import { forwardMessage } from '../services/forwardMessage';
import { messageForActor } from '../services/messageAccess';
import { messageView } from '../services/messageView';
import { loadTicketView } from '../services/ticketView';

/** Edit, delete and forward (spec 1 §4, §7 "Tickets and messages"). */
export function registerMessageActionRoutes(app: FastifyInstance, ctx: AppContext): void {
  /**
   * POST /messages/edit/:messageId {body}: one's own text message (sent by this user), within
   * 15 minutes of sending (LIMITS.messageEditWindowMs, the injectable clock). Sets isEdited and
   * emits `appMessage update`; the ticket's lastMessage follows when it was the last one.
   */
  serve(app, ctx, r.edit, async ({ req, params: { messageId }, body: { body } }) => {
    const actor = actorOf(req);
    const { message: m, ticket: t } = await messageForActor(ctx.db, actor, messageId);
    // Stricter than the shared rule, which lets a message without userId pass on fromMe alone.
    const refusal = m.userId !== actor.id ? 'ERR_NO_PERMISSION' : editRefusal(m, actor.id, ctx.now());
    if (refusal) throw new HttpError(refusal === 'ERR_NO_PERMISSION' ? 403 : 400, refusal);
    const [updated] = await ctx.db
      .update(messages)
      .set({ body, isEdited: true, updatedAt: ctx.now() })
      .where(eq(messages.id, m.id))
      .returning();
    if (!m.isPrivate) {
      const [last] = await ctx.db
        .select({ id: messages.id })
        .from(messages)
        .where(and(eq(messages.ticketId, t.id), eq(messages.isPrivate, false)))
        .orderBy(desc(messages.createdAt), desc(messages.id))
        .limit(1);
      if (last?.id === m.id) {
        await ctx.db.update(tickets).set({ lastMessage: body }).where(eq(tickets.id, t.id));
        const view = await loadTicketView(ctx.db, t.id);
        if (view) emitTicketUpdate(ctx.emitter, view);
      }
    }
    const view = await messageView(ctx, updated);
    emitMessageUpdate(ctx.emitter, t.companyId, t, view);
    return view;
  });

  /**
   * DELETE /messages/:messageId: a message the company sent (fromMe), by its sender or an admin.
   * The row stays with isDeleted (Whaticket 4.8 does the same) and `appMessage update` carries
   * it, so clients keep it in place with the deleted marker. Deleting again changes nothing.
   */
  serve(app, ctx, r.remove, async ({ req, params: { messageId } }) => {
    const actor = actorOf(req);
    const { message: m, ticket: t } = await messageForActor(ctx.db, actor, messageId);
    if (!m.fromMe || (m.userId !== actor.id && !isAdmin(actor))) throw new HttpError(403, 'ERR_NO_PERMISSION');
    if (m.isDeleted) return messageView(ctx, m);
    const [updated] = await ctx.db
      .update(messages)
      .set({ isDeleted: true, updatedAt: ctx.now() })
      .where(eq(messages.id, m.id))
      .returning();
    const view = await messageView(ctx, updated);
    emitMessageUpdate(ctx.emitter, t.companyId, t, view);
    return view;
  });

  /** POST /message/forward {messageId, contactId, signMessage} → {message, ticket}. */
  serve(app, ctx, r.forward, ({ req, body }) => forwardMessage(ctx, actorOf(req), body));
}
