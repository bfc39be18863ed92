import type { Ticket } from '../api/ticket';
import { canSeeGroups, canSeeTicketsWithoutQueue, canShowAllPending, type PermissionSubject } from './permissions';

/** Who is looking: the permission fields plus the user's id and queues. */
export interface Viewer extends PermissionSubject {
  id: number;
  queueIds: readonly number[];
}

type VisibleTicket = Pick<Ticket, 'status' | 'userId' | 'queueId' | 'isGroup'>;

/**
 * Whether a ticket belongs in a user's lists (spec 1 §6). Deployed backends send every event to
 * the whole company, so the client applies this to each event; the reference server applies the
 * same rule to its queries and rooms.
 * - group tickets only with allowGroup;
 * - with showAll (admins, or allUserChat) everything else;
 * - otherwise the user's own tickets, and unassigned ones in the user's queues (no queue: allTicket).
 */
export function ticketVisibleTo(ticket: VisibleTicket, viewer: Viewer, showAll = false): boolean {
  if ((ticket.status === 'group' || ticket.isGroup) && !canSeeGroups(viewer)) return false;
  if (showAll && canShowAllPending(viewer)) return true;
  if (ticket.userId === viewer.id) return true;
  if (ticket.userId !== null && ticket.status !== 'pending') return false;
  if (ticket.queueId === null) return canSeeTicketsWithoutQueue(viewer);
  return viewer.queueIds.includes(ticket.queueId);
}

/** The viewer of a signed-in user record. */
export function viewerOf(user: PermissionSubject & { id: number; queues: readonly { id: number }[] }): Viewer {
  return { ...user, queueIds: user.queues.map((q) => q.id) };
}
