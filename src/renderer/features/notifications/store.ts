import { create } from 'zustand';
import type { Ticket } from '@shared/api/ticket';
import { ticketNotifiesViewer, type NotificationSettings } from '@shared/domain/notificationPolicy';
import type { Viewer } from '@shared/domain/visibility';

/**
 * The top bar's own list of tickets with unread messages (kept apart from the tickets screen's
 * store, which holds only the tabs it shows). Keyed by id; a ticket leaves when it is read.
 */
export interface UnreadState {
  byId: Record<number, Ticket>;
  /** Last page loaded (pages from 1); 0 before the first load. */
  page: number;
  hasMore: boolean;
  loading: boolean;
  error: boolean;
  /** The server's count of unread tickets, and how many of them the pages brought. */
  serverCount: number;
  fetched: number;
  /** Notification volume 0..1 (spec 1 §5), kept locally per backend, company and user. */
  volume: number;
}

const initial: Omit<UnreadState, 'volume'> = {
  byId: {},
  page: 0,
  hasMore: true,
  loading: false,
  error: false,
  serverCount: 0,
  fetched: 0,
};

export const useUnread = create<UnreadState>(() => ({ ...initial, volume: 1 }));

const newer = (current: Ticket | undefined, incoming: Ticket) =>
  !current || Date.parse(incoming.updatedAt) >= Date.parse(current.updatedAt);

/** A ticket as an event or a page shows it: kept while it has unread messages, dropped once read. */
export function applyTicket(ticket: Ticket): void {
  useUnread.setState((s) => {
    const current = s.byId[ticket.id];
    if (!newer(current, ticket)) return s;
    if (ticket.unreadMessages > 0) return { byId: { ...s.byId, [ticket.id]: ticket } };
    if (!current) return s;
    const { [ticket.id]: _read, ...rest } = s.byId;
    return { byId: rest };
  });
}

export function removeUnread(id: number): void {
  useUnread.setState((s) => {
    if (!s.byId[id]) return s;
    const { [id]: _gone, ...rest } = s.byId;
    return { byId: rest };
  });
}

export function patchUnread(patch: Partial<UnreadState>): void {
  useUnread.setState(patch);
}

/** Signing out (or in as someone else) forgets the list; the volume is reloaded for the new scope. */
export function resetUnread(): void {
  useUnread.setState({ ...initial });
}

/** The unread tickets the notification rule admits for this user, newest first. */
export function selectUnreadTickets(
  byId: Record<number, Ticket>,
  viewer: Viewer,
  settings: NotificationSettings,
): Ticket[] {
  return Object.values(byId)
    .filter((t) => ticketNotifiesViewer(t, viewer, settings))
    .sort((a, b) => Date.parse(b.updatedAt) - Date.parse(a.updatedAt));
}

/**
 * The count for the bell and the window title: the admitted tickets known here, plus the ones
 * the server counted that no page has brought yet (more than a page of unread tickets).
 */
export function unreadCount(state: Pick<UnreadState, 'hasMore' | 'serverCount' | 'fetched'>, known: number): number {
  const notLoaded = state.hasMore ? Math.max(0, state.serverCount - state.fetched) : 0;
  return known + notLoaded;
}
