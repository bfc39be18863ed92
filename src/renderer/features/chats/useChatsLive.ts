import { useEffect } from 'react';
import type { ChatEvent } from '@shared/api/chat';
import { batchPerFrame } from '@renderer/api';
import { useSession, useUser } from '@renderer/session';
import { fetchChatMessages, fetchChatPage } from './api';
import { flushChatOutbox } from './outbox';
import { mergeChatMessages, removeChat, resetChats, setChats, setMyUnreads, upsertChats, useChats } from './store';
import { openChat } from './openChat';

/** Reads the user's chats again (sign-in, reconnect): page 1, the 100 most recent. */
export async function reloadChats(): Promise<void> {
  try {
    setChats((await fetchChatPage(1, '')).records);
  } catch {
    // The list keeps what it had; the next reconnect tries again.
  }
}

/** Reads the newest page of a thread again and merges it (what a reconnect may have missed). */
export async function catchUpThread(chatId: number): Promise<void> {
  const reply = await fetchChatMessages(chatId, 1);
  const held = useChats.getState().threads[chatId];
  mergeChatMessages(chatId, reply.records, held && held.page > 0 ? {} : { page: 1, hasMore: reply.hasMore });
}

/**
 * Keeps the user's chats live on every screen (the menu's dot, the top-bar popover, the chats
 * page): loads them at sign-in when the plan has internal chat, applies `company-{id}-chat`
 * events batched per frame (only chats the user is a member of: deployed backends send them to
 * the whole company), and after a reconnect reads the list and the open chat again and sends
 * what the outbox held.
 */
export function useChatsLive(onMessage?: (event: Extract<ChatEvent, { action: 'new-message' }>) => void): void {
  const user = useUser();
  const realtime = useSession((s) => s.realtime);
  const enabled = user.company?.plan?.useInternalChat === true;
  const me = user.id;

  useEffect(() => {
    if (!enabled) return;
    resetChats();
    void reloadChats();
    if (!realtime) return;
    const mine = (chat: { users: { userId: number }[] }) => chat.users.some((u) => u.userId === me);
    const batch = batchPerFrame<ChatEvent>((events) => {
      for (const event of events) {
        if (event.action === 'delete') {
          removeChat(event.chatId);
        } else if (event.action === 'new-message') {
          const known = useChats.getState().chats.some((c) => c.id === event.message.chatId);
          if (event.chat && !mine(event.chat)) continue;
          if (!event.chat && !known) continue;
          mergeChatMessages(event.message.chatId, [event.message]);
          if (event.chat) upsertChats([event.chat]);
          else if (event.message.senderId !== me) setMyUnreads(event.message.chatId, me, (n) => n + 1);
          onMessage?.(event);
        } else if (mine(event.chat)) {
          upsertChats([event.chat]);
        } else if (useChats.getState().chats.some((c) => c.id === event.chat.id)) {
          // Taken out of the chat by its owner.
          removeChat(event.chat.id);
        }
      }
    });
    const offEvent = realtime.onEvent('chat', (event) => batch.push(event));
    const offResync = realtime.onResync(() => {
      void reloadChats();
      const open = openChat.current;
      if (open !== null) void catchUpThread(open).catch(() => undefined);
      flushChatOutbox();
    });
    return () => {
      offEvent();
      offResync();
    };
  }, [enabled, realtime, me, onMessage]);
}
