import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ticketRoutes as r } from '@shared/api/routes/tickets';
import { canDeleteTicket } from '@shared/domain/permissions';
import type { AppContext } from '../context';
import { queues, ticketLogs, tickets, users } from '../db/schema';
import { actorOf } from '../http/authGuard';
import { HttpError } from '../http/HttpError';
import { serve } from '../http/route';
import { emitTicketDelete } from '../realtime/ticketEvents';
import { closeAllTickets } from '../services/closeAllTickets';
import { createTicket } from '../services/createTicket';
import { listTickets } from '../services/listTickets';
import { ticketForActor } from '../services/ticketAccess';
import { logAccess } from '../services/ticketLog';
import { loadTicketView } from '../services/ticketView';
import { updateTicket } from '../services/updateTicket';

export function registerTicketRoutes(app: FastifyInstance, ctx: AppContext): void {
  serve(app, ctx, r.page, ({ req, query }) => listTickets(ctx.db, actorOf(req), query, ctx.options.timezone));

  serve(app, ctx, r.create, ({ req, body }) => createTicket(ctx, actorOf(req), body));

  serve(app, ctx, r.closeAll, ({ req, body }) => closeAllTickets(ctx, actorOf(req), body));

  // Opening a conversation by its uuid (the /tickets/{uuid} route) is an 'access' in the log.
  serve(app, ctx, r.byUuid, async ({ req, params: { uuid } }) => {
    const actor = actorOf(req);
    const t = await ticketForActor(ctx.db, actor, { uuid });
    await logAccess(ctx.db, t, actor.id, ctx.now());
    return loadTicketView(ctx.db, t.id);
  });

  serve(app, ctx, r.one, async ({ req, params: { ticketId } }) => {
    const t = await ticketForActor(ctx.db, actorOf(req), { id: ticketId });
    return loadTicketView(ctx.db, t.id);
  });

  serve(app, ctx, r.update, async ({ req, params: { ticketId }, body }) => updateTicket(ctx, actorOf(req), ticketId, body));

  serve(app, ctx, r.remove, async ({ req, params: { ticketId } }) => {
    const actor = actorOf(req);
    const t = await ticketForActor(ctx.db, actor, { id: ticketId });
    if (!canDeleteTicket(actor)) throw new HttpError(403, 'ERR_NO_PERMISSION');
    await ctx.db.delete(tickets).where(eq(tickets.id, t.id));
    emitTicketDelete(ctx.emitter, actor.companyId, t);
    return { message: 'ticket deleted' };
  });

  serve(app, ctx, r.log, async ({ req, params: { ticketId } }) => {
    const actor = actorOf(req);
    const t = await ticketForActor(ctx.db, actor, { id: ticketId });
    const rows = await ctx.db
      .select({ log: ticketLogs, userName: users.name, queueName: queues.name, queueColor: queues.color })
      .from(ticketLogs)
      .leftJoin(users, eq(users.id, ticketLogs.userId))
      .leftJoin(queues, eq(queues.id, ticketLogs.queueId))
      .where(and(eq(ticketLogs.ticketId, t.id), eq(ticketLogs.companyId, actor.companyId)))
      .orderBy(asc(ticketLogs.createdAt), asc(ticketLogs.id));
    return rows.map(({ log, userName, queueName, queueColor }) => ({
      id: log.id,
      type: log.type,
      ticketId: log.ticketId,
      userId: log.userId,
      queueId: log.queueId,
      createdAt: log.createdAt.toISOString(),
      user: log.userId !== null && userName !== null ? { id: log.userId, name: userName } : null,
      queue:
        log.queueId !== null && queueName !== null ? { id: log.queueId, name: queueName, color: queueColor } : null,
    }));
  });
}
