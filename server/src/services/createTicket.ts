import { and, count, desc, eq } from 'drizzle-orm';
import type { CreateTicketBody } from '@shared/api/routes/tickets';
import { acceptedStatus } from '@shared/domain/transitions';
import type { AppContext } from '../context';
import { queues, tickets, users, whatsapps } from '../db/schema';
import { HttpError } from '../http/HttpError';
import { emitTicketUpdate } from '../realtime/ticketEvents';
import { isAdmin, type Actor } from './actor';
import { randomUUID } from './randomToken';
import { assertOwned } from './ticketAccess';
import { findOtherLiveTicket, otherOpenTicketError } from './ticketConflict';
import { logTicket } from './ticketLog';
import { loadTicketView } from './ticketView';
import { activeContactOf } from './contactAccess';


/** The connection a new ticket goes out on: the one asked for, the user's default, the company's. */
async function connectionFor(ctx: AppContext, actor: Actor, asked: number | null | undefined): Promise<number> {
  if (asked != null) return asked;
  const [u] = await ctx.db.select({ whatsappId: users.whatsappId }).from(users).where(eq(users.id, actor.id));
  if (u?.whatsappId != null) return u.whatsappId;
  const [def] = await ctx.db
    .select({ id: whatsapps.id })
    .from(whatsapps)
    .where(and(eq(whatsapps.companyId, actor.companyId), eq(whatsapps.isDefault, true)))
    .orderBy(desc(whatsapps.id));
  if (!def) throw new HttpError(400, 'ERR_NO_DEF_WAPP_FOUND');
  return def.id;
}

/**
 * The new-ticket modal requires a queue ('Selecione uma fila', spec 1 §5) whenever the company
 * has queues; a non-admin picks among their own queues (the ones the modal lists).
 */
async function assertQueueChosen(ctx: AppContext, actor: Actor, queueId: number | null): Promise<void> {
  if (queueId === null) {
    const [{ n }] = await ctx.db.select({ n: count() }).from(queues).where(eq(queues.companyId, actor.companyId));
    if (n > 0) throw new HttpError(400, 'Invalid body: queueId: required', { fields: { queueId: 'required' } });
    return;
  }
  if (!isAdmin(actor) && !actor.queueIds.includes(queueId)) throw new HttpError(403, 'ERR_NO_PERMISSION');
}

/**
 * An attendant opens a conversation with a contact. A contact already in a live ticket on that
 * connection is a conflict (ERR_OTHER_OPEN_TICKET with that ticket, spec 1 §8).
 */
export async function createTicket(ctx: AppContext, actor: Actor, body: CreateTicketBody) {
  const contact = await activeContactOf(ctx.db, actor.companyId, body.contactId);
  const whatsappId = await connectionFor(ctx, actor, body.whatsappId);
  await assertOwned(ctx.db, actor.companyId, { whatsappId, queueId: body.queueId, userId: body.userId });
  await assertQueueChosen(ctx, actor, body.queueId ?? null);
  const holder = body.status === 'open' ? (body.userId ?? actor.id) : null;
  if (holder !== null && holder !== actor.id && !isAdmin(actor)) throw new HttpError(403, 'ERR_NO_PERMISSION');

  const now = ctx.now();
  const draft = { id: 0, companyId: actor.companyId, contactId: contact.id, whatsappId } as typeof tickets.$inferSelect;
  const other = await findOtherLiveTicket(ctx.db, draft);
  if (other) throw await otherOpenTicketError(ctx.db, other);
  const status = holder !== null ? acceptedStatus({ isGroup: contact.isGroup, channel: 'whatsapp' }) : 'pending';
  const created = await ctx.db.transaction(async (tx) => {
    const [t] = await tx
      .insert(tickets)
      .values({
        uuid: randomUUID(),
        companyId: actor.companyId,
        status,
        contactId: contact.id,
        userId: holder,
        queueId: body.queueId ?? null,
        whatsappId,
        isGroup: contact.isGroup,
        channel: contact.channel,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await logTicket(tx, {
      type: 'create',
      ticketId: t.id,
      companyId: t.companyId,
      userId: actor.id,
      queueId: t.queueId,
      at: now,
    });
    if (holder !== null)
      await logTicket(tx, {
        type: 'open',
        ticketId: t.id,
        companyId: t.companyId,
        userId: holder,
        queueId: t.queueId,
        at: now,
      });
    return t;
  });
  const view = await loadTicketView(ctx.db, created.id);
  if (!view) throw new HttpError(500, 'Internal server error');
  emitTicketUpdate(ctx.emitter, view);
  return view;
}
