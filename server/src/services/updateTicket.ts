import { and, eq, isNull } from 'drizzle-orm';
import type { TicketUpdateBody } from '../../../src/shared/api/ticket';
import { canClosePending } from '../../../src/shared/domain/permissions';
import { acceptedStatus, transitionAllowed } from '../../../src/shared/domain/transitions';
import type { AppContext } from '../context';
import { tickets } from '../db/schema';
import { HttpError } from '../http/HttpError';
import { emitTicketUpdate } from '../realtime/ticketEvents';
import { isAdmin, type Actor } from './actor';
import { sendOutbound } from './outboundMessage';
import { sendAcceptGreeting, sendFarewell } from './ticketMessages';
import { decideAction } from './ticketAction';
import { assertOwned, ticketForActor } from './ticketAccess';
import { findOtherLiveTicket, otherOpenTicketError } from './ticketConflict';
import { logTicket, type TicketLogType } from './ticketLog';
import { loadTicketView } from './ticketView';

type TicketRow = typeof tickets.$inferSelect;
const OPENISH = ['open', 'group'];
const channelOf = (t: TicketRow) => ({ isGroup: t.isGroup, channel: t.channel as 'whatsapp' });

/** PUT /tickets/:id: one transition of spec 1 §4, enforced, logged and announced. */
export async function updateTicket(ctx: AppContext, actor: Actor, ticketId: number, body: TicketUpdateBody) {
  const t = await ticketForActor(ctx.db, actor, { id: ticketId });
  await assertOwned(ctx.db, actor.companyId, { userId: body.userId, queueId: body.queueId });
  const holdsOrAdmin = isAdmin(actor) || t.userId === actor.id || t.userId === null;

  // Accepting a ticket somebody else already holds: tell who (spec 1 §4, §8).
  const acceptingHeld =
    !body.isTransfered &&
    body.status &&
    OPENISH.includes(body.status) &&
    OPENISH.includes(t.status) &&
    t.userId !== null &&
    t.userId !== actor.id &&
    (body.userId === undefined || body.userId === actor.id);
  if (acceptingHeld) throw await otherOpenTicketError(ctx.db, t);

  const action = decideAction(t, body);
  if (!action) throw new HttpError(400, `ERR_INVALID_TRANSITION: ${t.status} → ${body.status}`);
  if (action !== 'edit' && !transitionAllowed(action, t.status as never))
    throw new HttpError(400, `ERR_INVALID_TRANSITION: ${action} from ${t.status}`);

  const now = ctx.now();
  const patch: Partial<TicketRow> = { updatedAt: now };
  const logs: { type: TicketLogType; userId: number | null; queueId?: number | null }[] = [];
  if (body.amountUsedBotQueues !== undefined) patch.amountUsedBotQueues = body.amountUsedBotQueues;
  if (body.useIntegration !== undefined) patch.useIntegration = body.useIntegration;

  switch (action) {
    case 'accept': {
      const holder = body.userId ?? actor.id;
      if (holder !== actor.id && !isAdmin(actor)) throw new HttpError(403, 'ERR_NO_PERMISSION');
      Object.assign(patch, {
        status: acceptedStatus(channelOf(t)),
        userId: holder,
        queueId: body.queueId ?? t.queueId,
      });
      logs.push({ type: 'open', userId: holder });
      break;
    }
    case 'return':
      if (!holdsOrAdmin) throw new HttpError(403, 'ERR_NO_PERMISSION');
      Object.assign(patch, { status: 'pending', userId: null, queueId: body.queueId ?? t.queueId });
      logs.push({ type: 'pending', userId: actor.id });
      break;
    case 'resolve':
      if (!holdsOrAdmin) throw new HttpError(403, 'ERR_NO_PERMISSION');
      if (body.sendFarewellMessage) await sendFarewell(ctx, actor, t);
      Object.assign(patch, { status: 'closed', closedAt: now, unreadMessages: 0, userId: t.userId ?? actor.id });
      logs.push({ type: 'closed', userId: actor.id });
      break;
    case 'ignore':
      if (!canClosePending(actor)) throw new HttpError(403, 'ERR_NO_PERMISSION');
      Object.assign(patch, { status: 'closed', closedAt: now, unreadMessages: 0, amountUsedBotQueues: 0 });
      logs.push({ type: 'closed', userId: actor.id });
      break;
    case 'reopen': {
      const other = await findOtherLiveTicket(ctx.db, t);
      if (other) throw await otherOpenTicketError(ctx.db, other);
      const holder = body.userId ?? actor.id;
      if (holder !== actor.id && !isAdmin(actor)) throw new HttpError(403, 'ERR_NO_PERMISSION');
      Object.assign(patch, {
        status: acceptedStatus(channelOf(t)),
        userId: holder,
        closedAt: null,
        queueId: body.queueId ?? t.queueId,
      });
      logs.push({ type: 'reopen', userId: holder });
      break;
    }
    case 'transfer': {
      const userId = body.userId === undefined ? t.userId : body.userId;
      const queueId = body.queueId === undefined ? t.queueId : body.queueId;
      const status = body.status ?? (userId !== null ? acceptedStatus(channelOf(t)) : 'pending');
      Object.assign(patch, { status, userId, queueId, closedAt: status === 'closed' ? now : null });
      logs.push({ type: 'transfered', userId: actor.id, queueId });
      if (userId !== null && userId !== actor.id) logs.push({ type: 'receivedTransfer', userId, queueId });
      if (queueId !== t.queueId) logs.push({ type: 'queue', userId: actor.id, queueId });
      break;
    }
    case 'edit':
      break;
  }

  const applied = await ctx.db.transaction(async (tx) => {
    // Only if nobody changed status or holder since it was read: two attendants accepting the
    // same ticket at once must not both win.
    const changed = await tx
      .update(tickets)
      .set(patch)
      .where(
        and(
          eq(tickets.id, t.id),
          eq(tickets.status, t.status),
          t.userId === null ? isNull(tickets.userId) : eq(tickets.userId, t.userId),
        ),
      )
      .returning({ id: tickets.id });
    if (changed.length === 0) return false;
    for (const l of logs)
      await logTicket(tx, {
        ...l,
        queueId: l.queueId ?? patch.queueId ?? t.queueId,
        ticketId: t.id,
        companyId: t.companyId,
        at: now,
      });
    return true;
  });
  if (!applied) {
    const [fresh] = await ctx.db.select().from(tickets).where(eq(tickets.id, t.id));
    if (fresh && fresh.userId !== null && fresh.userId !== actor.id) throw await otherOpenTicketError(ctx.db, fresh);
    throw new HttpError(409, 'ERR_TICKET_CHANGED');
  }
  const view = await loadTicketView(ctx.db, t.id);
  if (!view) throw new HttpError(404, 'ERR_NO_TICKET_FOUND');
  emitTicketUpdate(ctx.emitter, view, t);

  const [updated] = await ctx.db.select().from(tickets).where(eq(tickets.id, t.id));
  if (action === 'accept') await sendAcceptGreeting(ctx, actor, updated);
  if (action === 'transfer' && body.msgTransfer?.trim()) {
    // The transfer note is for colleagues, not the customer: a private note.
    await sendOutbound(ctx, updated, {
      body: `${actor.name}: ${body.msgTransfer.trim()}`,
      isPrivate: true,
      userId: actor.id,
    });
  }
  return (await loadTicketView(ctx.db, t.id)) ?? view;
}
