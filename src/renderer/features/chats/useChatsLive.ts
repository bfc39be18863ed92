import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatEvent } from '@shared/api/chat';
import { batchPerFrame } from '@renderer/api';
import { isDoNotDisturb } from '@renderer/features/notifications';
import { getPlatform } from '@renderer/platform';
import { useFirstScreenShown } from '@renderer/ui';
import { useLocalScope, useSession, useUser } from '@renderer/session';
import { shouldNotifyChatMessage } from './chatNotification';
import { fetchChatMessages, fetchChatPage } from './api';
import { flushChatOutbox } from './outbox';
import { keepChatOutbox } from './outboxStorage';
import {
  addChatPage,
  resetChatList,
  mergeChatMessages,
  removeChat,
  setChats,
  setMyUnreads,
  upsertChats,
  useChats,
} from './store';
import { openChat } from './openChat';

/** Reads the user's chats again (sign-in, reconnect): page 1, the 100 most recent. */
export async function reloadChats(): Promise<void> {
  try {
    const reply = await fetchChatPage(1, '');
    setChats(reply.records, reply.hasMore);
  } catch {
    // The list keeps what it had; the next reconnect tries again.
  }
}

let loadingMore = false;
/** The next page of the user's chats (the list scrolled near its end). */
export async function loadMoreChats(): Promise<void> {
  const { page, hasMore, loaded } = useChats.getState();
  if (!loaded || !hasMore || loadingMore) return;
  loadingMore = true;
  try {
    const reply = await fetchChatPage(page + 1, '');
    addChatPage(reply.records, page + 1, reply.hasMore);
  } catch {
    // The next scroll tries again.
  } finally {
    loadingMore = false;
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
export function useChatsLive(): void {
  const { t } = useTranslation('chats');
  const user = useUser();
  const realtime = useSession((s) => s.realtime);
  const enabled = user.company?.plan?.useInternalChat === true;
  const me = user.id;
  const scope = useLocalScope();
  // What the last run left unsent in the chats goes out now, whatever screen opens first.
  useEffect(() => (enabled && scope ? keepChatOutbox(scope) : undefined), [enabled, scope]);
  const latest = useRef({ t, focused: typeof document !== 'undefined' && document.hasFocus() });
  latest.current.t = t;
  useEffect(
    () =>
      getPlatform().onFocusChanged((focused) => {
        latest.current.focused = focused;
      }),
    [],
  );

  // After the first screen (issue 18): the list read then covers any event before it.
  const firstScreenShown = useFirstScreenShown();
  useEffect(() => {
    if (!enabled || !firstScreenShown) return;
    resetChatList();
    void reloadChats();
    if (!realtime) return;
    /** A native notification for a message the user is not looking at (do not disturb honoured). */
    const notify = (message: Extract<ChatEvent, { action: 'new-message' }>['message'], title: string) => {
      const { t: tr, focused } = latest.current;
      if (
        !shouldNotifyChatMessage({ message, me, openChatId: openChat.current, focused, doNotDisturb: isDoNotDisturb() })
      )
        return;
      const uuid = useChats.getState().chats.find((c) => c.id === message.chatId)?.uuid;
      if (!uuid) return;
      void getPlatform()
        .notify({
          title: tr('notification', { title, sender: message.sender?.name ?? '' }).slice(0, 200),
          body: (message.message || message.mediaName || '').slice(0, 500),
          tag: `chat-${message.chatId}`,
          ticketUuid: uuid,
          kind: 'chat',
        })
        .catch((error: unknown) => console.warn('notification not shown', error));
    };
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
          notify(
            event.message,
            event.chat?.title ?? useChats.getState().chats.find((c) => c.id === event.message.chatId)?.title ?? '',
          );
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
  }, [enabled, realtime, me, firstScreenShown]);
}
