import { useSession } from '@renderer/session';
import { myUnreads, useChats } from './store';

/**
 * How many unread chat messages the user has in all its chats (the menu's dot, the popover, the
 * tray's figure); 0 when signed out (the desktop bridge asks before and after a session).
 */
export function useUnreadChatCount(): number {
  const me = useSession((s) => s.user?.id ?? null);
  return useChats((s) => (me === null ? 0 : s.chats.reduce((sum, chat) => sum + myUnreads(chat, me), 0)));
}
