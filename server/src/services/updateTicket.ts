import { and, eq, isNull } from 'drizzle-orm';
import type { TicketUpdateBody } from '@shared/api/ticket';
import { transitionAllowed } from '@shared/domain/transitions';
import type { AppContext } from '../context';
import { tickets } from '../db/schema';
import { HttpError } from '../http/HttpError';
import { emitTicketUpdate } from '../realtime/ticketEvents';
import type { Actor } from './actor';
import { sendOutbound } from './outboundMessage';
import { sendAcceptGreeting, sendFarewell } from './ticketMessages';
import { decideAction } from './ticketAction';
import { assertOwned, ticketForActor } from './ticketAccess';
import { otherOpenTicketError } from './ticketConflict';
import { logTicket } from './ticketLog';
import { planTransition } from './ticketTransitions';
import { loadTicketView } from './ticketView';

const OPENISH = ['open', 'group'];

/** PUT /tickets/:id: one transition of spec 1 §4, enforced, logged and announced. */
export async function updateTicket(ctx: AppContext, actor: Actor, ticketId: number, body: TicketUpdateBody) {
  const t = await ticketForActor(ctx.db, actor, { id: ticketId });
  await assertOwned(ctx.db, actor.companyId, { userId: body.userId, queueId: body.queueId });

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
  // The code alone in `error`, so the client can translate it; what was refused goes in `detail`.
  if (!action) throw new HttpError(400, 'ERR_INVALID_TRANSITION', { detail: `${t.status} → ${body.status}` });
  if (action !== 'edit' && !transitionAllowed(action, t.status as never))
    throw new HttpError(400, 'ERR_INVALID_TRANSITION', { detail: `${action} from ${t.status}` });

  const now = ctx.now();
  const { patch, logs } = await planTransition(ctx, actor, t, action, body, now);

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
  // The farewell follows the change, so a refused or lost close never says goodbye.
  if (action === 'resolve' && body.sendFarewellMessage) await sendFarewell(ctx, actor, updated);
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
