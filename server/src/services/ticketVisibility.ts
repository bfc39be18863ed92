import { canViewConnections } from '@shared/domain/permissions';
import type { Actor } from './actor';

/** The ticket fields visibility depends on. */
export interface VisibleTicket {
  id: number;
  userId: number | null;
  queueId: number | null;
  isGroup: boolean;
}

/** Room names of a company namespace; one list so the emitter and the socket join agree. */
export const rooms = {
  admins: 'admins',
  user: (id: number) => `user:${id}`,
  queue: (id: number) => `queue:${id}`,
  /** Users with allTicket: tickets without a queue. */
  noQueue: 'noqueue',
  /** Users with allowGroup: group tickets. */
  groups: 'groups',
  /** Users with allHistoric: conversations of other queues. */
  historic: 'historic',
  ticket: (id: number) => `ticket:${id}`,
  status: (s: string) => `status:${s}`,
  notification: 'notification',
  /** Those who manage connections (admins, allowConnections users): pairing codes go only there. */
  connections: 'connections',
};

/**
 * Who may see a ticket (spec 1 §6): admins; its holder; for groups, users with allowGroup; for a
 * queued ticket, members of that queue (or allHistoric); for one without queue, allTicket users.
 */
export function canSeeTicket(actor: Actor, t: VisibleTicket): boolean {
  if (actor.profile === 'admin' || t.userId === actor.id) return true;
  if (t.isGroup) return actor.allowGroup;
  if (t.queueId !== null) return actor.queueIds.includes(t.queueId) || actor.allHistoric === 'enabled';
  return actor.allTicket === 'enabled';
}

/** The rooms that together hold exactly the users canSeeTicket admits. */
export function ticketAudience(t: VisibleTicket): string[] {
  const out = [rooms.admins];
  if (t.userId !== null) out.push(rooms.user(t.userId));
  if (t.isGroup) out.push(rooms.groups);
  else if (t.queueId !== null) out.push(rooms.queue(t.queueId), rooms.historic);
  else out.push(rooms.noQueue);
  return out;
}

/** The rooms a connected user joins (mirror of ticketAudience). */
export function roomsOfActor(actor: Actor): string[] {
  const out = [rooms.user(actor.id), ...actor.queueIds.map(rooms.queue)];
  if (actor.profile === 'admin') out.push(rooms.admins);
  if (canViewConnections(actor)) out.push(rooms.connections);
  if (actor.allTicket === 'enabled') out.push(rooms.noQueue);
  if (actor.allowGroup) out.push(rooms.groups);
  if (actor.allHistoric === 'enabled') out.push(rooms.historic);
  return out;
}
