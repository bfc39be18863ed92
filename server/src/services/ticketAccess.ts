import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/types';
import { queues, tickets, users, whatsapps } from '../db/schema';
import { HttpError } from '../http/HttpError';
import type { Actor } from './actor';
import { canSeeTicket } from './ticketVisibility';

/**
 * A ticket of the actor's company that the actor may see. Another company's ticket is
 * indistinguishable from a missing one (404); one of the same company out of sight is 403.
 */
export async function ticketForActor(db: DbOrTx, actor: Actor, where: { id: number } | { uuid: string }) {
  const cond = 'id' in where ? eq(tickets.id, where.id) : eq(tickets.uuid, where.uuid);
  const [t] = await db
    .select()
    .from(tickets)
    .where(and(cond, eq(tickets.companyId, actor.companyId)));
  if (!t) throw new HttpError(404, 'ERR_NO_TICKET_FOUND');
  if (!canSeeTicket(actor, t)) throw new HttpError(403, 'ERR_NO_PERMISSION');
  return t;
}

/** Checks that referenced rows belong to the company (400 naming the field otherwise). */
export async function assertOwned(
  db: DbOrTx,
  companyId: number,
  refs: { userId?: number | null; queueId?: number | null; whatsappId?: number | null },
) {
  const check = async (ok: boolean, field: string) => {
    if (!ok)
      throw new HttpError(400, `Invalid ${field}: not found in this company`, { fields: { [field]: 'not found' } });
  };
  if (refs.userId != null) {
    const [u] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, refs.userId), eq(users.companyId, companyId)));
    await check(!!u, 'userId');
  }
  if (refs.queueId != null) {
    const [q] = await db
      .select({ id: queues.id })
      .from(queues)
      .where(and(eq(queues.id, refs.queueId), eq(queues.companyId, companyId)));
    await check(!!q, 'queueId');
  }
  if (refs.whatsappId != null) {
    const [w] = await db
      .select({ id: whatsapps.id })
      .from(whatsapps)
      .where(and(eq(whatsapps.id, refs.whatsappId), eq(whatsapps.companyId, companyId)));
    await check(!!w, 'whatsappId');
  }
}
