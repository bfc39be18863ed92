import type { TicketAction } from '@shared/domain/transitions';
import type { TicketUpdateBody } from '@shared/api/ticket';

export type DecidedAction = Exclude<TicketAction, 'delete'> | 'edit';

interface Current {
  status: string;
  userId: number | null;
  queueId: number | null;
}

const OPENISH = ['open', 'group'];

/**
 * Which transition of spec 1 §4 a PUT /tickets/:id body asks for, read from the status it
 * targets and the one the ticket is in. null when the pair is not in the table.
 */
export function decideAction(current: Current, body: TicketUpdateBody): DecidedAction | null {
  if (body.isTransfered) return 'transfer';
  const target = body.status;
  const changesHolder = body.userId !== undefined && body.userId !== current.userId;
  const changesQueue = body.queueId !== undefined && body.queueId !== current.queueId;
  if (!target || target === current.status) return changesHolder || changesQueue ? 'transfer' : 'edit';
  if (OPENISH.includes(target)) {
    if (current.status === 'pending') return 'accept';
    if (current.status === 'closed') return 'reopen';
    if (OPENISH.includes(current.status)) return changesHolder || changesQueue ? 'transfer' : 'edit';
    return null;
  }
  if (target === 'pending') return OPENISH.includes(current.status) ? 'return' : null;
  if (target === 'closed') {
    if (OPENISH.includes(current.status)) return 'resolve';
    if (current.status === 'pending' || current.status === 'lgpd') return 'ignore';
  }
  return null;
}
