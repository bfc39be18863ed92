import { useEffect } from 'react';
import { appMessageEventSchema, socketEvents } from '@shared/api/events';
import type { Message } from '@shared/api/message';
import { batchPerFrame } from '@renderer/api';
import { useSession } from '@renderer/features/session';
import { resyncConversation } from './loaders';
import { mergeMessages, removeMessage } from './store';

type Change = { kind: 'merge'; message: Message } | { kind: 'delete'; id: string | number };

/** Keeps the open conversation live: joins its chat box, applies message events for it only. */
export function useConversationRealtime(ticketId: number): void {
  const realtime = useSession((s) => s.realtime);
  const companyId = useSession((s) => s.user?.companyId);

  useEffect(() => {
    if (!realtime || companyId === undefined) return;
    const batch = batchPerFrame<Change>((changes) => {
      const merges = changes.flatMap((c) => (c.kind === 'merge' ? [c.message] : []));
      mergeMessages(ticketId, merges);
      for (const c of changes) if (c.kind === 'delete') removeMessage(ticketId, c.id);
    });
    realtime.join('joinChatBox', ticketId);
    const offs = [
      realtime.on(socketEvents(companyId).appMessage, appMessageEventSchema, (event) => {
        // Deployed backends send every company event to everyone: keep this ticket's only.
        if (event.action === 'delete') {
          if (event.message.ticketId === undefined || event.message.ticketId === ticketId) batch.push({ kind: 'delete', id: event.message.id });
          return;
        }
        if (event.message.ticketId === ticketId) batch.push({ kind: 'merge', message: event.message });
      }),
      realtime.onResync(() => void resyncConversation(ticketId)),
    ];
    return () => {
      offs.forEach((off) => off());
      realtime.leave('joinChatBox', 'joinChatBoxLeave', ticketId);
    };
  }, [realtime, companyId, ticketId]);
}
