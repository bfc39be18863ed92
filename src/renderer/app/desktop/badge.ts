import type { Ticket } from '@shared/api/ticket';
import type { Badge } from '@shared/ipc/contract';

/** Counts settle this long before they go to the tray and the dock (a burst is one update). */
export const BADGE_DEBOUNCE_MS = 300;

export interface BadgeInput {
  signedIn: boolean;
  userId: number | null;
  /** The unread tickets the notification rule admits for the user (the bell's list). */
  unreadTickets: readonly Pick<Ticket, 'userId' | 'unreadMessages'>[];
  /** The pending list's server count, or null before its first page arrived. */
  pendingCount: number | null;
  /** The session ended without the user logging out. */
  expired: boolean;
  /** Unread internal-chat messages of the user (issue 15: counted as their own figure). */
  unreadChats?: number;
}

const whole = (n: number) => (Number.isFinite(n) ? Math.max(0, Math.floor(n)) : 0);

/**
 * The counts the tray, the dock badge and the taskbar overlay show, kept apart (issue 5):
 * tickets waiting in the user's queues (the "Aguardando" list, as the server counts it), and
 * unread messages in the user's own tickets (those assigned to the user). Signed out, both are 0.
 */
export function countBadge(input: BadgeInput): Badge {
  if (!input.signedIn || input.userId === null) return { waiting: 0, unread: 0, sessionExpired: input.expired };
  const unread = input.unreadTickets
    .filter((t) => t.userId === input.userId)
    .reduce((sum, t) => sum + whole(t.unreadMessages), 0);
  const chats = whole(input.unreadChats ?? 0);
  return { waiting: whole(input.pendingCount ?? 0), unread, sessionExpired: false, ...(chats > 0 ? { chats } : {}) };
}

export interface BadgeSenderOptions {
  update(badge: Badge): Promise<void>;
  delayMs?: number;
  setTimer?(run: () => void, ms: number): unknown;
  clearTimer?(timer: unknown): void;
}

const same = (a: Badge | null, b: Badge) =>
  a !== null &&
  a.waiting === b.waiting &&
  a.unread === b.unread &&
  a.sessionExpired === b.sessionExpired &&
  (a.chats ?? 0) === (b.chats ?? 0);

/**
 * Sends the badge debounced (the last counts of a burst) and deduplicated (nothing when they did
 * not change). The first counts always go: after a page reload main still shows the old ones.
 */
export function createBadgeSender({
  update,
  delayMs = BADGE_DEBOUNCE_MS,
  setTimer = (run, ms) => setTimeout(run, ms),
  clearTimer = (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
}: BadgeSenderOptions) {
  let sent: Badge | null = null;
  let next: Badge | null = null;
  let timer: unknown = null;

  const send = () => {
    timer = null;
    const badge = next;
    next = null;
    if (!badge || same(sent, badge)) return;
    sent = badge;
    update(badge).catch((error: unknown) => {
      // Not shown: forget it, so the next counts are sent even if equal.
      if (sent === badge) sent = null;
      console.warn('badge not updated', error);
    });
  };

  return {
    push(badge: Badge): void {
      next = badge;
      if (timer !== null) clearTimer(timer);
      timer = setTimer(send, delayMs);
    },
    dispose(): void {
      if (timer !== null) clearTimer(timer);
      timer = null;
      next = null;
    },
  };
}
