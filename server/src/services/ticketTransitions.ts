import { count, eq } from 'drizzle-orm';
import type { TicketUpdateBody } from '@shared/api/ticket';
import { canClosePending } from '@shared/domain/permissions';
import { acceptedStatus } from '@shared/domain/transitions';
import type { AppContext } from '../context';
import { contactTags, type tickets } from '../db/schema';
import { HttpError } from '../http/HttpError';
import { isAdmin, type Actor } from './actor';
import { loadCompanySettings } from './companyView';
import type { DecidedAction } from './ticketAction';
import { findOtherLiveTicket, otherOpenTicketError } from './ticketConflict';
import type { TicketLogType } from './ticketLog';

type TicketRow = typeof tickets.$inferSelect;

export interface TransitionPlan {
  patch: Partial<TicketRow>;
  logs: { type: TicketLogType; userId: number | null; queueId?: number | null }[];
}

const channelOf = (t: TicketRow) => ({ isGroup: t.isGroup, channel: t.channel as 'whatsapp' });
const forbidden = () => new HttpError(403, 'ERR_NO_PERMISSION');

/** requiredTag (spec 1 §4): closing needs the CONTACT to carry at least one tag. */
async function assertContactTagged(ctx: AppContext, t: TicketRow): Promise<void> {
  const settings = await loadCompanySettings(ctx.db, t.companyId);
  if (settings.requiredTag !== 'enabled') return;
  const [{ n }] = await ctx.db.select({ n: count() }).from(contactTags).where(eq(contactTags.contactId, t.contactId));
  if (n === 0) throw new HttpError(400, 'ERR_REQUIRED_TAG');
}

/** A non-admin may only put a ticket in one of their own queues (the accept modal lists those). */
function assertQueueAllowed(actor: Actor, queueId: number | null | undefined, current: number | null): void {
  if (queueId == null || queueId === current || isAdmin(actor)) return;
  if (!actor.queueIds.includes(queueId)) throw forbidden();
}

/**
 * The change one transition of spec 1 §4 makes, after checking who may make it (§6). Throws
 * 403 ERR_NO_PERMISSION, 400 ERR_REQUIRED_TAG or the ERR_OTHER_OPEN_TICKET conflict.
 */
export async function planTransition(
  ctx: AppContext,
  actor: Actor,
  t: TicketRow,
  action: DecidedAction,
  body: TicketUpdateBody,
  now: Date,
): Promise<TransitionPlan> {
  const holdsOrAdmin = isAdmin(actor) || t.userId === actor.id || t.userId === null;
  const patch: Partial<TicketRow> = { updatedAt: now };
  const logs: TransitionPlan['logs'] = [];
  if (body.amountUsedBotQueues !== undefined) patch.amountUsedBotQueues = body.amountUsedBotQueues;
  if (body.useIntegration !== undefined) patch.useIntegration = body.useIntegration;

  switch (action) {
    case 'accept': {
      const holder = body.userId ?? actor.id;
      if (holder !== actor.id && !isAdmin(actor)) throw forbidden();
      assertQueueAllowed(actor, body.queueId, t.queueId);
      const queueId = body.queueId ?? t.queueId;
      Object.assign(patch, { status: acceptedStatus(channelOf(t)), userId: holder, queueId });
      if (queueId !== t.queueId) logs.push({ type: 'queue', userId: actor.id, queueId });
      logs.push({ type: 'open', userId: holder });
      break;
    }
    case 'return':
      if (!holdsOrAdmin) throw forbidden();
      assertQueueAllowed(actor, body.queueId, t.queueId);
      Object.assign(patch, { status: 'pending', userId: null, queueId: body.queueId ?? t.queueId });
      logs.push({ type: 'pending', userId: actor.id });
      break;
    case 'resolve':
      if (!holdsOrAdmin) throw forbidden();
      await assertContactTagged(ctx, t);
      Object.assign(patch, { status: 'closed', closedAt: now, unreadMessages: 0, userId: t.userId ?? actor.id });
      logs.push({ type: 'closed', userId: actor.id });
      break;
    case 'ignore':
      if (!canClosePending(actor)) throw forbidden();
      Object.assign(patch, { status: 'closed', closedAt: now, unreadMessages: 0, amountUsedBotQueues: 0 });
      logs.push({ type: 'closed', userId: actor.id });
      break;
    case 'reopen': {
      const other = await findOtherLiveTicket(ctx.db, t);
      if (other) throw await otherOpenTicketError(ctx.db, other);
      const holder = body.userId ?? actor.id;
      if (holder !== actor.id && !isAdmin(actor)) throw forbidden();
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
      // The holder, an admin, or anyone who sees a ticket nobody holds.
      if (!holdsOrAdmin) throw forbidden();
      const userId = body.userId === undefined ? t.userId : body.userId;
      const queueId = body.queueId === undefined ? t.queueId : body.queueId;
      // Spec 1 §4: to a user → open (group for a group ticket); to a queue without user → pending.
      const status = userId !== null ? acceptedStatus(channelOf(t)) : 'pending';
      if (t.status === 'closed') {
        const other = await findOtherLiveTicket(ctx.db, t);
        if (other) throw await otherOpenTicketError(ctx.db, other);
      }
      Object.assign(patch, { status, userId, queueId, closedAt: null });
      logs.push({ type: 'transfered', userId: actor.id, queueId });
      if (userId !== null && userId !== actor.id) logs.push({ type: 'receivedTransfer', userId, queueId });
      if (queueId !== t.queueId) logs.push({ type: 'queue', userId: actor.id, queueId });
      break;
    }
    case 'edit':
      if (!holdsOrAdmin) throw forbidden();
      break;
  }
  return { patch, logs };
}
