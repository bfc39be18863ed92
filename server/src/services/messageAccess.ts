import { and, eq, or } from 'drizzle-orm';
import { messages, type tickets } from '../db/schema';
import type { DbOrTx } from '../db/types';
import { HttpError } from '../http/HttpError';
import { isAdmin, type Actor } from './actor';
import { ticketForActor } from './ticketAccess';

type TicketRow = typeof tickets.$inferSelect;

/** A message of the actor's company in a ticket the actor sees (404 / 403 as tickets are). */
export async function messageForActor(db: DbOrTx, actor: Actor, messageId: number) {
  const [m] = await db
    .select()
    .from(messages)
    .where(and(eq(messages.id, messageId), eq(messages.companyId, actor.companyId)));
  if (!m) throw new HttpError(404, 'ERR_NO_MESSAGE_FOUND');
  const ticket = await ticketForActor(db, actor, { id: m.ticketId });
  return { message: m, ticket };
}

/**
 * Who may write in a ticket. Private notes: anyone who sees it. Messages to the customer: only
 * in an open or group ticket, by its holder or an admin (or anyone who sees it when nobody holds it).
 */
export function assertMayWrite(t: TicketRow, actor: Actor, isPrivate: boolean): void {
  if (isPrivate) return;
  if (!['open', 'group'].includes(t.status)) throw new HttpError(400, 'ERR_TICKET_NOT_OPEN');
  if (t.userId !== null && t.userId !== actor.id && !isAdmin(actor)) throw new HttpError(403, 'ERR_NO_PERMISSION');
}

/** The id of a quoted message, which must be of the same ticket (by id, or by the channel's wid). */
export async function resolveQuoted(db: DbOrTx, ticketId: number, qid: number | string): Promise<number> {
  const byId =
    typeof qid === 'number' || /^\d+$/.test(qid) ? eq(messages.id, Number(qid)) : eq(messages.wid, String(qid));
  const [quoted] = await db
    .select({ id: messages.id })
    .from(messages)
    .where(and(eq(messages.ticketId, ticketId), typeof qid === 'number' ? byId : or(byId, eq(messages.wid, qid))));
  if (!quoted)
    throw new HttpError(400, 'Invalid quotedMsg: not a message of this ticket', { fields: { quotedMsg: 'not found' } });
  return quoted.id;
}
