import { and, eq, inArray } from 'drizzle-orm';
import type { TicketStatus } from '@shared/api/ticket';
import type { AppContext } from '../context';
import { ticketLogs, tickets } from '../db/schema';
import { emitTicketUpdate } from '../realtime/ticketEvents';
import { loadTicketViews } from './ticketView';

const LOG_CHUNK = 1000;
const ID_CHUNK = 5000;

/** A ticket picked to be closed, as it was when picked (its audience before the close). */
export interface PickedTicket {
  id: number;
  status: TicketStatus;
  userId: number | null;
  queueId: number | null;
  isGroup: boolean;
}

/** The columns to select for closeTickets. */
export const pickedColumns = {
  id: tickets.id,
  status: tickets.status,
  userId: tickets.userId,
  queueId: tickets.queueId,
  isGroup: tickets.isGroup,
};

/**
 * Closes the picked tickets of `companyId` that are still in the status they were picked in:
 * logged 'closed' (by `userId`, or null when the server itself closed them) and announced like a
 * single close (`delete` from the old tab, then `update`). No farewell is sent and requiredTag is
 * not applied: these are bulk clean-ups (an admin's "close all", the auto-close of idle tickets),
 * not an attendant finishing a conversation. Resolves with how many were closed.
 */
export async function closeTickets(
  ctx: AppContext,
  companyId: number,
  picked: PickedTicket[],
  userId: number | null,
): Promise<number> {
  if (picked.length === 0) return 0;
  const now = ctx.now();
  const closedIds = await ctx.db.transaction(async (tx) => {
    const ids: number[] = [];
    for (let i = 0; i < picked.length; i += ID_CHUNK) {
      const chunk = picked.slice(i, i + ID_CHUNK);
      const rows = await tx
        .update(tickets)
        .set({ status: 'closed', closedAt: now, unreadMessages: 0, updatedAt: now })
        .where(
          and(
            eq(tickets.companyId, companyId),
            inArray(
              tickets.id,
              chunk.map((t) => t.id),
            ),
            inArray(tickets.status, [...new Set(chunk.map((t) => t.status))]),
          ),
        )
        .returning({ id: tickets.id });
      ids.push(...rows.map((r) => r.id));
    }
    const byId = new Map(picked.map((t) => [t.id, t]));
    for (let i = 0; i < ids.length; i += LOG_CHUNK)
      await tx
        .insert(ticketLogs)
        .values(
          ids
            .slice(i, i + LOG_CHUNK)
            .map((id) => ({
              type: 'closed',
              ticketId: id,
              companyId,
              userId,
              queueId: byId.get(id)!.queueId,
              createdAt: now,
            })),
        );
    return ids;
  });
  const before = new Map(picked.map((t) => [t.id, t]));
  for (const view of await loadTicketViews(ctx.db, closedIds)) emitTicketUpdate(ctx.emitter, view, before.get(view.id));
  return closedIds.length;
}
