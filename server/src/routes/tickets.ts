import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { inputIdSchema } from '../http/inputId';
import { ticketUpdateBodySchema } from '@shared/api/ticket';
import { canDeleteTicket } from '@shared/domain/permissions';
import type { AppContext } from '../context';
import { queues, ticketLogs, tickets, users } from '../db/schema';
import { actorOf } from '../http/authGuard';
import { HttpError } from '../http/HttpError';
import { validate } from '../http/validate';
import { emitTicketDelete } from '../realtime/ticketEvents';
import { closeAllBodySchema, closeAllTickets } from '../services/closeAllTickets';
import { createTicket, createTicketBodySchema } from '../services/createTicket';
import { listTickets } from '../services/listTickets';
import { ticketForActor } from '../services/ticketAccess';
import { ticketListQuerySchema } from '../services/ticketListQuery';
import { logAccess } from '../services/ticketLog';
import { loadTicketView } from '../services/ticketView';
import { updateTicket } from '../services/updateTicket';

const idParams = z.object({ ticketId: inputIdSchema });
const uuidParams = z.object({ uuid: z.string().min(1).max(64) });

export function registerTicketRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/tickets', async (req) =>
    listTickets(ctx.db, actorOf(req), validate(ticketListQuerySchema, req.query, 'query'), ctx.options.timezone),
  );

  app.post('/tickets', async (req) => createTicket(ctx, actorOf(req), validate(createTicketBodySchema, req.body)));

  app.post('/tickets/closeAll', async (req) =>
    closeAllTickets(ctx, actorOf(req), validate(closeAllBodySchema, req.body)),
  );

  // Opening a conversation by its uuid (the /tickets/{uuid} route) is an 'access' in the log.
  app.get('/tickets/u/:uuid', async (req) => {
    const actor = actorOf(req);
    const { uuid } = validate(uuidParams, req.params, 'params');
    const t = await ticketForActor(ctx.db, actor, { uuid });
    await logAccess(ctx.db, t, actor.id, ctx.now());
    return loadTicketView(ctx.db, t.id);
  });

  app.get('/tickets/:ticketId', async (req) => {
    const { ticketId } = validate(idParams, req.params, 'params');
    const t = await ticketForActor(ctx.db, actorOf(req), { id: ticketId });
    return loadTicketView(ctx.db, t.id);
  });

  app.put('/tickets/:ticketId', async (req) => {
    const { ticketId } = validate(idParams, req.params, 'params');
    const body = validate(ticketUpdateBodySchema, req.body);
    return updateTicket(ctx, actorOf(req), ticketId, body);
  });

  app.delete('/tickets/:ticketId', async (req) => {
    const actor = actorOf(req);
    const { ticketId } = validate(idParams, req.params, 'params');
    const t = await ticketForActor(ctx.db, actor, { id: ticketId });
    if (!canDeleteTicket(actor)) throw new HttpError(403, 'ERR_NO_PERMISSION');
    await ctx.db.delete(tickets).where(eq(tickets.id, t.id));
    emitTicketDelete(ctx.emitter, actor.companyId, t);
    return { message: 'ticket deleted' };
  });

  app.get('/tickets-log/:ticketId', async (req) => {
    const actor = actorOf(req);
    const { ticketId } = validate(idParams, req.params, 'params');
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
