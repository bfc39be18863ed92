import { useEffect, useMemo } from 'react';
import type { Badge } from '@shared/ipc/contract';
import { useUnreadTickets } from '@renderer/features/notifications';
import { useSession } from '@renderer/session';
import { useTickets } from '@renderer/features/tickets';
import { useUnreadChatCount } from '@renderer/features/chats';
import { countBadge } from './badge';

/**
 * Keeps the tray, the dock badge and the taskbar overlay (a browser: the installed app's badge)
 * in step with the stores while signed in: tickets waiting, unread messages, unread internal-chat
 * messages. `push` is the bridge's sender (debounced, deduplicated), which outlives this hook, so
 * the signed-out counts it sends after a sign-out are compared with the last ones sent here.
 */
export function useDesktopBadge(push: (badge: Badge) => void): void {
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
  useEffect(() => push(badge), [push, badge]);
}
