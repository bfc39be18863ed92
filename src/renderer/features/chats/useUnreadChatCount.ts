import { useUser } from '@renderer/session';
import { myUnreads, useChats } from './store';

/** How many unread chat messages the user has in all its chats (the menu's dot, the popover, the tray). */
export function useUnreadChatCount(): number {
  const me = useUser().id;
  return useChats((s) => s.chats.reduce((sum, chat) => sum + myUnreads(chat, me), 0));
}
