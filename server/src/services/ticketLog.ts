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
