import { useEffect, useRef } from 'react';
import type { Message } from '@shared/api/message';
import { batchPerFrame } from '@renderer/api';
import { useSession } from '@renderer/session';
import { getPlatform } from '@renderer/platform';
import { catchUp, resyncConversation } from './loaders';
import { mergeMessages, removeMessage } from './store';

type Change = { kind: 'merge'; message: Message } | { kind: 'delete'; id: string | number };

/** Arrivals in an open, focused conversation are read this long after the last one (a burst is one request). */
export const MARK_READ_DEBOUNCE_MS = 800;

/**
 * Keeps the open conversation live: joins its chat box, applies message events for it only,
 * resyncs after every reconnect, and keeps it read while it is open and the window focused: what
 * arrives is read by fetching the newest page again (GET /messages marks the ticket read, and
 * the server's updateUnread clears the bell and the title). `unreadMessages` is the open ticket's
 * count, handed down by the conversation screen.
 */
export function useConversationRealtime(ticketId: number, unreadMessages: number): void {
  const realtime = useSession((s) => s.realtime);
  // The count as last seen for this ticket, and the effect's markRead, for the count's own effect.
  const unread = useRef({ ticketId, count: unreadMessages });
  const markReadNow = useRef<() => void>(() => undefined);

  // The ticket gains unread messages (an update event) while it is open: read them.
  useEffect(() => {
    const previous = unread.current;
    unread.current = { ticketId, count: unreadMessages };
    if (previous.ticketId === ticketId && unreadMessages > 0 && unreadMessages !== previous.count) markReadNow.current();
  }, [ticketId, unreadMessages]);

  useEffect(() => {
    let focused = typeof document === 'undefined' || document.hasFocus();
    let timer: ReturnType<typeof setTimeout> | null = null;
    const markRead = () => {
      if (!focused) return;
      if (timer) clearTimeout(timer);
      timer = setTimeout(() => {
        timer = null;
        void catchUp(ticketId).catch(() => undefined);
      }, MARK_READ_DEBOUNCE_MS);
    };
    markReadNow.current = markRead;
    const offFocus = getPlatform().onFocusChanged((next) => {
      focused = next;
      if (next && unread.current.count > 0) markRead();
    });

    const offs: (() => void)[] = [offFocus];
    if (realtime) {
      const batch = batchPerFrame<Change>((changes) => {
        const merges = changes.flatMap((c) => (c.kind === 'merge' ? [c.message] : []));
        mergeMessages(ticketId, merges);
        for (const c of changes) if (c.kind === 'delete') removeMessage(ticketId, c.id);
      });
      realtime.join('joinChatBox', ticketId);
      offs.push(
        realtime.onEvent('appMessage', (event) => {
          // Deployed backends send every company event to everyone: keep this ticket's only.
          if (event.action === 'delete') {
            if (event.message.ticketId === undefined || event.message.ticketId === ticketId) batch.push({ kind: 'delete', id: event.message.id });
            return;
          }
          if (event.message.ticketId !== ticketId) return;
          batch.push({ kind: 'merge', message: event.message });
          if (event.action === 'create' && !event.message.fromMe) markRead();
        }),
        realtime.onResync(() => void resyncConversation(ticketId)),
        () => realtime.leave('joinChatBox', 'joinChatBoxLeave', ticketId),
      );
    }
    return () => {
      markReadNow.current = () => undefined;
      if (timer) clearTimeout(timer);
      offs.forEach((off) => off());
    };
  }, [realtime, ticketId]);
}
