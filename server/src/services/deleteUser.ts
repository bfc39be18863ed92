import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../context';
import { tickets, users } from '../db/schema';
import { emitTicketUpdate } from '../realtime/ticketEvents';
import { pickedColumns } from './closeTickets';
import { loadTicketViews } from './ticketView';
import { rooms } from './ticketVisibility';

/**
 * Deletes a user of a company, as Whaticket's DeleteUserService does: the user's open tickets go
 * back to the queue (pending, nobody's) so no conversation is left with an attendant who is gone,
 * announced like any other status change; then the row goes (its queues, refresh tokens and
 * session rows cascade; notes, messages and schedules keep their text with a null author).
 * Its sessions end at once: with the row gone every outstanding access token is refused
 * (auth/sessions.ts) and its open sockets are disconnected.
 */
export async function deleteUser(ctx: AppContext, companyId: number, userId: number): Promise<void> {
  const now = ctx.now();
  const released = await ctx.db.transaction(async (tx) => {
    const mine = and(eq(tickets.companyId, companyId), eq(tickets.userId, userId), eq(tickets.status, 'open'));
    const open = await tx.select(pickedColumns).from(tickets).where(mine);
    await tx.update(tickets).set({ status: 'pending', userId: null, updatedAt: now }).where(mine);
    await tx.delete(users).where(and(eq(users.id, userId), eq(users.companyId, companyId)));
    return open;
  });
  ctx.emitter.disconnectUser(companyId, userId);
  const before = new Map(released.map((t) => [t.id, t]));
  for (const view of await loadTicketViews(
    ctx.db,
    released.map((t) => t.id),
  ))
    emitTicketUpdate(ctx.emitter, view, before.get(view.id));
  ctx.emitter.emit(companyId, [rooms.admins], 'user', { action: 'delete', userId });
}
