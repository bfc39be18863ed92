import { desc, eq } from 'drizzle-orm';
import { ticketLogs } from '../db/schema';
import type { DbOrTx } from '../db/types';

/** Ticket log types of spec 1 §3 "Ticket log entry". */
export type TicketLogType =
  | 'create'
  | 'chatBot'
  | 'queue'
  | 'open'
  | 'access'
  | 'transfered'
  | 'receivedTransfer'
  | 'pending'
  | 'closed'
  | 'reopen'
  | 'redirect';

export async function logTicket(
  db: DbOrTx,
  entry: {
    type: TicketLogType;
    ticketId: number;
    companyId: number;
    userId?: number | null;
    queueId?: number | null;
    at: Date;
  },
): Promise<void> {
  await db.insert(ticketLogs).values({
    type: entry.type,
    ticketId: entry.ticketId,
    companyId: entry.companyId,
    userId: entry.userId ?? null,
    queueId: entry.queueId ?? null,
    createdAt: entry.at,
  });
}

/**
 * 'access': a user opened the conversation. Re-opening it without anything logged in between
 * (a reload, switching back and forth) is one access, not a new line each time.
 */
export async function logAccess(
  db: DbOrTx,
  t: { id: number; companyId: number; queueId: number | null },
  userId: number,
  at: Date,
): Promise<void> {
  const [last] = await db
    .select({ type: ticketLogs.type, userId: ticketLogs.userId })
    .from(ticketLogs)
    .where(eq(ticketLogs.ticketId, t.id))
    .orderBy(desc(ticketLogs.createdAt), desc(ticketLogs.id))
    .limit(1);
  if (last?.type === 'access' && last.userId === userId) return;
  await logTicket(db, { type: 'access', ticketId: t.id, companyId: t.companyId, userId, queueId: t.queueId, at });
}
