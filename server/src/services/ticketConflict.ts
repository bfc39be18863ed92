import { and, eq, inArray, ne } from 'drizzle-orm';
import { queues, tickets, users } from '../db/schema';
import type { DbOrTx } from '../db/types';
import { HttpError } from '../http/HttpError';

type TicketRow = typeof tickets.$inferSelect;

/**
 * ERR_OTHER_OPEN_TICKET as deployed backends send it (spec 1 §8): status 400 and `error` holding
 * the JSON of the ticket in the way ({id, uuid, status, userId, user:{name}, queue:{name}}); the
 * client JSON.parses `error` and names the holder. `code` is added so it can be told apart
 * without parsing.
 */
export async function otherOpenTicketError(db: DbOrTx, t: TicketRow): Promise<HttpError> {
  const [u] = t.userId
    ? await db.select({ id: users.id, name: users.name }).from(users).where(eq(users.id, t.userId))
    : [];
  const [q] = t.queueId
    ? await db
        .select({ id: queues.id, name: queues.name, color: queues.color })
        .from(queues)
        .where(eq(queues.id, t.queueId))
    : [];
  const detail = {
    id: t.id,
    uuid: t.uuid,
    status: t.status,
    userId: t.userId,
    user: u ?? null,
    queueId: t.queueId,
    queue: q ?? null,
    contactId: t.contactId,
    whatsappId: t.whatsappId,
    code: 'ERR_OTHER_OPEN_TICKET',
  };
  return new HttpError(400, JSON.stringify(detail), { code: 'ERR_OTHER_OPEN_TICKET' });
}

/** Another live ticket of the same contact on the same connection (reopen would duplicate it). */
export async function findOtherLiveTicket(db: DbOrTx, t: TicketRow): Promise<TicketRow | null> {
  const conditions = [
    eq(tickets.companyId, t.companyId),
    eq(tickets.contactId, t.contactId),
    ne(tickets.id, t.id),
    inArray(tickets.status, ['open', 'pending', 'group']),
  ];
  if (t.whatsappId !== null) conditions.push(eq(tickets.whatsappId, t.whatsappId));
  const [other] = await db
    .select()
    .from(tickets)
    .where(and(...conditions))
    .limit(1);
  return other ?? null;
}
