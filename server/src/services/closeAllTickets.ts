import { and, eq, inArray, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { canCloseAll } from '../../../src/shared/domain/permissions';
import type { AppContext } from '../context';
import { ticketLogs, tickets } from '../db/schema';
import { HttpError } from '../http/HttpError';
import { emitTicketUpdate } from '../realtime/ticketEvents';
import type { Actor } from './actor';
import { loadTicketViews } from './ticketView';

const LOG_CHUNK = 1000;

/** Body of POST /tickets/closeAll (spec 1 §7). No selectedQueueIds (or []) means every queue. */
export const closeAllBodySchema = z.object({
  status: z.enum(['open', 'pending', 'group']),
  selectedQueueIds: z.array(z.coerce.number().int()).optional(),
});

/**
 * The admins' "close all" (tickets-manager:closeAll): every ticket of that status in those queues
 * is closed, logged ('closed', by the admin) and announced like a single close (`delete` from
 * the old tab, then `update`). No farewell is sent and requiredTag is not applied: it is a bulk
 * clean-up, not an attendant finishing a conversation.
 */
export async function closeAllTickets(ctx: AppContext, actor: Actor, body: z.infer<typeof closeAllBodySchema>) {
  if (!canCloseAll(actor)) throw new HttpError(403, 'ERR_NO_PERMISSION');
  const now = ctx.now();
  const conds: SQL[] = [eq(tickets.companyId, actor.companyId), eq(tickets.status, body.status)];
  if (body.selectedQueueIds?.length) conds.push(inArray(tickets.queueId, body.selectedQueueIds));
  const closed = await ctx.db.transaction(async (tx) => {
    // Status, holder and queue are all the audience needs; only the status changes here.
    const rows = await tx
      .update(tickets)
      .set({ status: 'closed', closedAt: now, unreadMessages: 0, updatedAt: now })
      .where(and(...conds))
      .returning({ id: tickets.id, userId: tickets.userId, queueId: tickets.queueId, isGroup: tickets.isGroup });
    for (let i = 0; i < rows.length; i += LOG_CHUNK)
      await tx.insert(ticketLogs).values(
        rows.slice(i, i + LOG_CHUNK).map((t) => ({
          type: 'closed',
          ticketId: t.id,
          companyId: actor.companyId,
          userId: actor.id,
          queueId: t.queueId,
          createdAt: now,
        })),
      );
    return rows;
  });
  const views = await loadTicketViews(
    ctx.db,
    closed.map((t) => t.id),
  );
  const beforeById = new Map(closed.map((t) => [t.id, { ...t, status: body.status }]));
  for (const view of views) emitTicketUpdate(ctx.emitter, view, beforeById.get(view.id));
  return { closed: views.length };
}
