import type { Ticket } from '@shared/api/ticket';
import type { UserRef } from '@shared/api/user';

/**
 * The real-time panel's rules (spec 1 §2 "Real-time attendance panel"), pure: which tickets it
 * holds, how socket events change them, how they group into cards, and the spec's cuts and colours.
 */

/** What the panel knows: its tickets by id, and the newest `updatedAt` seen of every ticket (also of those gone). */
export interface PanelState {
  tickets: ReadonlyMap<number, Ticket>;
  seen: ReadonlyMap<number, string>;
}

export const emptyPanel = (): PanelState => ({ tickets: new Map(), seen: new Map() });

/** Open tickets held by an attendant and waiting ones are on the panel; closed, group, bot-less others are not. */
export const onPanel = (t: Ticket) => (t.status === 'open' && t.userId !== null) || t.status === 'pending';

export function panelFrom(tickets: readonly Ticket[]): PanelState {
  const state = { tickets: new Map<number, Ticket>(), seen: new Map<number, string>() };
  for (const t of tickets) {
    state.seen.set(t.id, t.updatedAt);
    if (onPanel(t)) state.tickets.set(t.id, t);
  }
  return state;
}

export type PanelChange =
  { kind: 'upsert'; ticket: Ticket } | { kind: 'remove'; id: number } | { kind: 'read'; id: number };

/**
 * Applies a batch of changes in order. Events may come twice, late or for another company
 * (CONTRACT.md "Realtime"): a ticket older than what was already seen of it is ignored, one of
 * another company is dropped, and each change is idempotent. A ticket moves between cards by
 * replacing it; only the tickets touched are changed (the rest of the panel stays as it was).
 */
export function applyPanelChanges(state: PanelState, changes: readonly PanelChange[], companyId: number): PanelState {
  if (changes.length === 0) return state;
  const tickets = new Map(state.tickets);
  const seen = new Map(state.seen);
  for (const c of changes) {
    if (c.kind === 'upsert') {
      const t = c.ticket;
      if (t.companyId !== undefined && t.companyId !== companyId) continue;
      const known = seen.get(t.id);
      if (known !== undefined && Date.parse(t.updatedAt) < Date.parse(known)) continue;
      seen.set(t.id, t.updatedAt);
      if (onPanel(t)) tickets.set(t.id, t);
      else tickets.delete(t.id);
    } else if (c.kind === 'remove') {
      tickets.delete(c.id);
    } else {
      const t = tickets.get(c.id);
      if (t && t.unreadMessages !== 0) tickets.set(c.id, { ...t, unreadMessages: 0 });
    }
  }
  return { tickets, seen };
}

export interface AttendantCard {
  user: UserRef;
  tickets: Ticket[];
}

const newestFirst = (a: Ticket, b: Ticket) => Date.parse(b.updatedAt) - Date.parse(a.updatedAt) || b.id - a.id;

/** The cards: the waiting tickets, and one card per attendant holding open tickets (by name). */
export function panelCards(state: PanelState): { waiting: Ticket[]; attendants: AttendantCard[] } {
  const waiting: Ticket[] = [];
  const byUser = new Map<number, AttendantCard>();
  for (const t of state.tickets.values()) {
    if (t.status === 'pending') waiting.push(t);
    else if (t.userId !== null) {
      const user = t.user ?? { id: t.userId, name: `#${t.userId}` };
      const card = byUser.get(t.userId) ?? { user, tickets: [] };
      card.tickets.push(t);
      byUser.set(t.userId, card);
    }
  }
  const attendants = [...byUser.values()].sort(
    (a, b) => a.user.name.localeCompare(b.user.name) || a.user.id - b.user.id,
  );
  for (const card of attendants) card.tickets.sort(newestFirst);
  return { waiting: waiting.sort(newestFirst), attendants };
}

/** Spec: a last message above 30 characters is cut to 27 plus an ellipsis. */
export function cutMessage(text: string | null): string {
  const s = text ?? '';
  return [...s].length > 30 ? `${[...s].slice(0, 27).join('')}…` : s;
}

/** Spec: a name above 30 characters is cut to 25 plus an ellipsis. */
export function cutName(name: string): string {
  return [...name].length > 30 ? `${[...name].slice(0, 25).join('')}…` : name;
}

/** Spec: the queue card is green with no one waiting, yellow with 1 to 5, red above 5. */
export function waitingLevel(count: number): 'green' | 'yellow' | 'red' {
  if (count === 0) return 'green';
  return count <= 5 ? 'yellow' : 'red';
}

/** The ticket-access icon shows for admins or the ticket's own attendant. */
export const mayOpenTicket = (viewer: { id: number; profile: string }, t: Ticket) =>
  viewer.profile === 'admin' || t.userId === viewer.id;
