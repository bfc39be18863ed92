import type { Ticket } from '../api/ticket';
import { canSeeGroups, canSeeTicketsWithoutQueue, canShowAllPending, type PermissionSubject } from './permissions';

/** Who is looking: the permission fields plus the user's id and queues. */
export interface Viewer extends PermissionSubject {
  id: number;
  queueIds: readonly number[];
  /** allHistoric: conversations of other queues are visible too (spec 1 §3 "User"). */
  allHistoric?: 'enabled' | 'disabled';
}

type VisibleTicket = Pick<Ticket, 'status' | 'userId' | 'queueId' | 'isGroup'>;

/** The lists of the ticket manager (spec 1 §2): open (assigned), pending, group, closed, search. */
export const TICKET_LISTS = ['open', 'pending', 'group', 'closed', 'search'] as const;
export type TicketListName = (typeof TICKET_LISTS)[number];

/**
 * Whether a user may see a ticket at all (spec 1 §6). Deployed backends send every event to the
 * whole company, so the client applies this to each event; the reference server's list query
 * admits the same tickets (server/src/services/listTickets.ts `visible`).
 * - an admin with showAll sees everything;
 * - the user's own tickets;
 * - group tickets only with allowGroup;
 * - tickets without queue only with allTicket;
 * - tickets of the user's queues, or of any queue with allHistoric.
 */
export function ticketVisibleTo(ticket: VisibleTicket, viewer: Viewer, showAll = false): boolean {
  if (showAll && viewer.profile === 'admin') return true;
  if (ticket.userId === viewer.id) return true;
  if (ticket.isGroup) return canSeeGroups(viewer);
  if (ticket.queueId === null) return canSeeTicketsWithoutQueue(viewer);
  return viewer.queueIds.includes(ticket.queueId) || viewer.allHistoric === 'enabled';
}

/**
 * Whether a ticket belongs in one list of the ticket manager, before the user's filters:
 * - open ("Atendendo"): open, not a group, the user's own — or every visible one with showAll
 *   (admins, or allUserChat: tickets-manager:showall);
 * - pending ("Aguardando"): pending, not a group, visible;
 * - group ("Grupos"): group tickets still in service (open, pending or group), only with allowGroup
 *   (or an admin's showAll);
 * - closed ("Resolvidos"): closed and visible; search ("Busca"): any visible ticket.
 */
export function ticketInList(ticket: VisibleTicket, list: TicketListName, viewer: Viewer, showAll = false): boolean {
  if (!ticketVisibleTo(ticket, viewer, showAll)) return false;
  switch (list) {
    case 'open':
      if (ticket.status !== 'open' || ticket.isGroup) return false;
      return (showAll && canShowAllPending(viewer)) || ticket.userId === viewer.id;
    case 'pending':
      return ticket.status === 'pending' && !ticket.isGroup;
    case 'group':
      if (!ticket.isGroup || !['open', 'pending', 'group'].includes(ticket.status)) return false;
      return canSeeGroups(viewer) || (showAll && viewer.profile === 'admin');
    case 'closed':
      return ticket.status === 'closed';
    case 'search':
      return true;
  }
}

/** The viewer of a signed-in user record. */
export function viewerOf(user: PermissionSubject & { id: number; queues: readonly { id: number }[] }): Viewer {
  return { ...user, queueIds: user.queues.map((q) => q.id) };
}
