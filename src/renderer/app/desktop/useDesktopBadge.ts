import { useEffect, useMemo, useState } from 'react';
import { useUnreadTickets } from '@renderer/features/notifications';
import { useSession } from '@renderer/session';
import { useTickets } from '@renderer/features/tickets';
import { useUnreadChatCount } from '@renderer/features/chats';
import { getPlatform } from '@renderer/platform';
import { countBadge, createBadgeSender } from './badge';

/**
 * Keeps the tray, the dock badge and the taskbar overlay (a browser: the installed app's badge)
 * in step with the stores: tickets waiting, unread messages, unread internal-chat messages, and the session-expired state.
 */
export function useDesktopBadge(): void {
  const signedIn = useSession((s) => s.phase === 'authenticated' && s.user !== null);
  const userId = useSession((s) => s.user?.id ?? null);
  const expired = useSession((s) => s.expired);
  const unreadTickets = useUnreadTickets();
  const pendingCount = useTickets((s) => (s.lists.pending.page > 0 ? s.lists.pending.count : null));
  const unreadChats = useUnreadChatCount();
  const badge = useMemo(
    () => countBadge({ signedIn, userId, unreadTickets, pendingCount, expired, unreadChats }),
    [signedIn, userId, unreadTickets, pendingCount, expired, unreadChats],
  );

  const [sender] = useState(() => createBadgeSender({ update: (b) => getPlatform().updateBadge(b) }));
  useEffect(() => () => sender.dispose(), [sender]);
  useEffect(() => sender.push(badge), [sender, badge]);
}
