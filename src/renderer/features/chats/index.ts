import { lazy } from 'react';

/** /chats and /chats/{uuid} (spec 3 "Internal chat"), for the router. */
export const ChatsPage = lazy(() => import('./ChatsPage'));
// For the app shell: the chats kept live on every screen, and the unread figure (menu dot, popover, tray).
export { useChatsLive } from './useChatsLive';
export { useUnreadChatCount } from './useUnreadChatCount';
// For the top bar: the chats popover (spec 1 §2).
export { ChatsPopover } from './ChatsPopover';
