import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { CloseAllBody } from '@shared/api/routes/tickets';
import { canCloseAll } from '@shared/domain/permissions';
import type { AppContext } from '../context';
import { tickets } from '../db/schema';
import { HttpError } from '../http/HttpError';
import type { Actor } from './actor';
import { closeTickets, pickedColumns } from './closeTickets';


/**
 * The admins' "close all" (tickets-manager:closeAll): every ticket of that status in those queues
 * is closed, logged ('closed', by the admin) and announced like a single close (closeTickets).
 */
export async function closeAllTickets(ctx: AppContext, actor: Actor, body: CloseAllBody) {
  if (!canCloseAll(actor)) throw new HttpError(403, 'ERR_NO_PERMISSION');
  const conds: SQL[] = [eq(tickets.companyId, actor.companyId), eq(tickets.status, body.status)];
  if (body.selectedQueueIds?.length) conds.push(inArray(tickets.queueId, body.selectedQueueIds));
  const picked = await ctx.db
    .select(pickedColumns)
    .from(tickets)
    .where(and(...conds));
  return { closed: await closeTickets(ctx, actor.companyId, picked, actor.id) };
}
