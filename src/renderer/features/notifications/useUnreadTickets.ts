import { useCallback, useMemo } from 'react';
import { useShallow } from 'zustand/react/shallow';
import type { Ticket } from '@shared/api/ticket';
import { ticketNotifiesViewer, type NotificationSettings } from '@shared/domain/notificationPolicy';
import { viewerOf } from '@shared/domain/visibility';
import { useCompanySetting, useSession } from '@renderer/session';
import { selectUnreadTickets, unreadCount, useUnread, type UnreadState } from './store';

/** showNotificationPending of the signed-in company, live (spec 1 §3). */
export function useNotificationSettings(): NotificationSettings {
  const showNotificationPending = useCompanySetting('showNotificationPending') === 'enabled';
  return useMemo(() => ({ showNotificationPending }), [showNotificationPending]);
}

/** The unread tickets the notification rule admits for the signed-in user, newest first. */
export function useUnreadTickets(): Ticket[] {
  const byId = useUnread((s) => s.byId);
  const user = useSession((s) => s.user);
  const settings = useNotificationSettings();
  return useMemo(() => (user ? selectUnreadTickets(byId, viewerOf(user), settings) : []), [byId, user, settings]);
}

/**
 * The number the bell and the window title show. Selected as a number: each message of a burst
 * changes an unread ticket (its text, its time), and the bell and the notifications runtime
 * rendered again for each one while the count stayed the same (issue 18).
 */
export function useUnreadCount(): number {
  const user = useSession((s) => s.user);
  const settings = useNotificationSettings();
  const countKnown = useCallback(
    (s: UnreadState) => {
      if (!user) return 0;
      const viewer = viewerOf(user);
      return Object.values(s.byId).filter((t) => ticketNotifiesViewer(t, viewer, settings)).length;
    },
    [user, settings],
  );
  const known = useUnread(countKnown);
  const paging = useUnread(useShallow((s) => ({ hasMore: s.hasMore, serverCount: s.serverCount, fetched: s.fetched })));
  return unreadCount(paging, known);
}
