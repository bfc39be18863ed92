import dayjs from 'dayjs';
import type { Tag } from '@shared/api/tag';
import type { Ticket } from '@shared/api/ticket';

/** The default lane ('Em aberto'): tickets without a kanban tag. Kanban tags' ids are positive. */
export const DEFAULT_LANE = 0;

/** A lane id as dnd-kit names droppables, and back. */
export const laneKey = (laneId: number) => `lane:${laneId}`;
export const cardKey = (ticketId: number) => `ticket:${ticketId}`;
export const idOfKey = (key: string | number) => Number(String(key).split(':')[1]);

/**
 * The lane a ticket stands in: the first lane (in the board's order) among its tags, or the default
 * lane. A ticket with two kanban tags shows once, in the first; a move takes both off.
 */
export function laneOf(tags: readonly Tag[], lanes: readonly Tag[]): number {
  const mine = new Set(tags.map((t) => t.id));
  return lanes.find((l) => mine.has(l.id))?.id ?? DEFAULT_LANE;
}

/**
 * The ticket's tags after a move to `target` (spec 2 §4: its lane tag removed, the target's
 * added). Its other tags (not lanes) stay: the client re-adds them after the DELETE that takes
 * them all off (CONTRACT: DELETE /ticket-tags/{id} removes every tag).
 */
export function tagsAfterMove(tags: readonly Tag[], lanes: readonly Tag[], target: number): Tag[] {
  const laneIds = new Set(lanes.map((l) => l.id));
  const kept = tags.filter((t) => !laneIds.has(t.id) && t.kanban !== 1);
  const lane = lanes.find((l) => l.id === target);
  return lane ? [...kept, lane] : kept;
}

/** The server's order: most recently changed first. */
export const byRecent = (a: Ticket, b: Ticket) => b.updatedAt.localeCompare(a.updatedAt) || b.id - a.id;

/** The tickets of each lane (the default lane and every kanban lane, even empty), in the server's order. */
export function groupByLane(tickets: Iterable<Ticket>, lanes: readonly Tag[]): Map<number, Ticket[]> {
  const out = new Map<number, Ticket[]>([[DEFAULT_LANE, []], ...lanes.map((l) => [l.id, []] as [number, Ticket[]])]);
  for (const ticket of tickets) out.get(laneOf(ticket.tags, lanes))!.push(ticket);
  for (const list of out.values()) list.sort(byRecent);
  return out;
}

/** Whether a ticket belongs on the board (open or waiting, not a group, created within the days). */
export function onBoard(ticket: Ticket, range: { startDate: string; endDate: string }): boolean {
  if (ticket.isGroup || (ticket.status !== 'open' && ticket.status !== 'pending')) return false;
  // Without its creation date (some backends leave it out) a ticket is taken: the server chose it.
  if (!ticket.createdAt) return true;
  const day = dayjs(ticket.createdAt).format('YYYY-MM-DD');
  return (!range.startDate || day >= range.startDate) && (!range.endDate || day <= range.endDate);
}

/** What the board reads of the signed-in user to tell whether a ticket is theirs to see. */
export interface Viewer {
  id: number;
  profile: 'admin' | 'user';
  queues: { id: number }[];
  allTicket?: 'enabled' | 'disabled';
  allHistoric?: 'enabled' | 'disabled';
}

/**
 * Whether the user may see a ticket an event brings (spec 1 §6; deployed backends send events to
 * the whole company, CONTRACT.md "Realtime"): admins all; a user theirs, their queues' (or every
 * queue's with allHistoric), and those without a queue with allTicket.
 */
export function mayShow(viewer: Viewer, ticket: Ticket): boolean {
  if (viewer.profile === 'admin' || ticket.userId === viewer.id) return true;
  if (ticket.queueId === null) return viewer.allTicket === 'enabled';
  return viewer.allHistoric === 'enabled' || viewer.queues.some((q) => q.id === ticket.queueId);
}
