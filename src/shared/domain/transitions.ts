import type { Ticket, TicketStatus, TicketUpdateBody } from '../api/ticket';
import { canClosePending, canDeleteTicket, type PermissionSubject } from './permissions';

/** Ticket actions of spec 1 §4. */
export type TicketAction = 'accept' | 'return' | 'resolve' | 'reopen' | 'ignore' | 'transfer' | 'delete';

type TicketLike = Pick<Ticket, 'status' | 'isGroup' | 'channel' | 'userId'>;

/** The status a ticket reaches when accepted: group for group tickets on a whatsapp channel. */
export function acceptedStatus(ticket: Pick<Ticket, 'isGroup' | 'channel'>): TicketStatus {
  return ticket.isGroup && ticket.channel === 'whatsapp' ? 'group' : 'open';
}

/** From-statuses of the transition table. */
const FROM: Record<Exclude<TicketAction, 'transfer' | 'delete'>, readonly TicketStatus[]> = {
  accept: ['pending'],
  return: ['open'],
  resolve: ['open', 'group'],
  reopen: ['closed'],
  ignore: ['pending', 'lgpd'],
};

/** Whether the action applies to a ticket in its current status (ignoring who acts). */
export function transitionAllowed(action: TicketAction, status: TicketStatus): boolean {
  if (action === 'transfer' || action === 'delete') return true;
  return FROM[action].includes(status);
}

/** Actions a user may take on a ticket: the status table plus the permission rules of §6. */
export function availableActions(ticket: TicketLike, user: PermissionSubject): TicketAction[] {
  const actions: TicketAction[] = [];
  const all: TicketAction[] = ['accept', 'return', 'resolve', 'reopen', 'ignore', 'transfer', 'delete'];
  for (const action of all) {
    if (!transitionAllowed(action, ticket.status)) continue;
    if (action === 'ignore' && !canClosePending(user)) continue;
    if (action === 'delete' && !canDeleteTicket(user)) continue;
    actions.push(action);
  }
  return actions;
}

export interface TransitionInput {
  currentUserId: number;
  sendFarewellMessage?: boolean;
  queueId?: number | null;
  transferUserId?: number | null;
  msgTransfer?: string;
}

/** The PUT /tickets/{id} payload of each transition (spec 1 §4 table). */
export function transitionPayload(
  action: Exclude<TicketAction, 'delete'>,
  ticket: Pick<Ticket, 'isGroup' | 'channel' | 'queueId'>,
  input: TransitionInput,
): TicketUpdateBody {
  switch (action) {
    case 'accept':
      return {
        status: acceptedStatus(ticket),
        userId: input.currentUserId,
        ...(input.queueId !== undefined ? { queueId: input.queueId } : {}),
      };
    case 'return':
      return { status: 'pending', userId: null };
    case 'resolve':
      return { status: 'closed', userId: input.currentUserId, sendFarewellMessage: input.sendFarewellMessage ?? false };
    case 'reopen':
      return { status: 'open', userId: input.currentUserId };
    case 'ignore':
      return { status: 'closed', sendFarewellMessage: false, amountUsedBotQueues: 0 };
    case 'transfer': {
      const withUser = input.transferUserId != null;
      return {
        status: withUser ? acceptedStatus(ticket) : 'pending',
        userId: withUser ? input.transferUserId : null,
        queueId: input.queueId ?? null,
        msgTransfer: input.msgTransfer ?? '',
        isTransfered: true,
      };
    }
  }
}
