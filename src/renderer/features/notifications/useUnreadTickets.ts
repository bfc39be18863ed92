import { useMemo } from 'react';
import { useShallow } from 'zustand/react/shallow';
import type { Ticket } from '@shared/api/ticket';
import type { NotificationSettings } from '@shared/domain/notificationPolicy';
import { viewerOf } from '@shared/domain/visibility';
import { useCompanySetting, useSession } from '@renderer/session';
import { selectUnreadTickets, unreadCount, useUnread } from './store';

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

/** The number the bell and the window title show. */
export function useUnreadCount(): number {
  const known = useUnreadTickets().length;
  const paging = useUnread(useShallow((s) => ({ hasMore: s.hasMore, serverCount: s.serverCount, fetched: s.fetched })));
  return unreadCount(paging, known);
}
