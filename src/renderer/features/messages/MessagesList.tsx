import { Fragment, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Alert, Button, Center, Divider, Loader } from '@mantine/core';
import { IconArrowDown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import type { Ticket } from '@shared/api/ticket';
import { LIMITS } from '@shared/domain/constants';
import { useCompanySetting } from '@renderer/session';
import { EmptyState } from '@renderer/ui';
import { DeleteMessageDialog } from './actions/DeleteMessageDialog';
import { EditMessageModal } from './actions/EditMessageModal';
import { ForwardModal } from './actions/ForwardModal';
import { SelectionBar } from './actions/SelectionBar';
import { clearSelection, useSelection } from './actions/selection';
import { ChannelNotice } from './ChannelNotice';
import { ExternalLinkDialog } from './content/ExternalLinkDialog';
import { loadOlder } from './loaders';
import { OpenTicketContext, type OpenTicket } from './openTicket';
import { OutgoingBubble, StoredBubble, type BubbleMessage } from './MessageBubble';
import { startOutbox } from './outboxRuntime';
import { splitReactions } from './reactions';
import { useConversationRealtime } from './realtime';
import { emptyConversation, useMessages } from './store';

/** Within this distance of the bottom the list counts as "at the bottom" and follows new messages. */
const AT_BOTTOM_PX = 40;

const keyOf = (item: BubbleMessage) => (item.kind === 'stored' ? `m${item.message.id}` : `o${item.message.clientId}`);

/**
 * The conversation of one ticket: history paged from the top (within 50 px) keeping the reading
 * position; live arrivals followed only when already at the bottom, else a "new messages" button;
 * day separators; the message menus, selection mode and their dialogs. The ticket is handed over
 * by the conversation screen, and reaches the bubbles through OpenTicketContext.
 */
export function MessagesList({ ticket, onTicketOpened }: OpenTicket) {
  const openTicket = useMemo(() => ({ ticket, onTicketOpened }), [ticket, onTicketOpened]);
  return (
    <OpenTicketContext.Provider value={openTicket}>
      <ConversationLog ticket={ticket} />
    </OpenTicketContext.Provider>
  );
}

function ConversationLog({ ticket }: { ticket: Ticket }) {
  const { t } = useTranslation('messages');
  const ticketId = ticket.id;
  const conversation = useMessages((s) => s.conversations[ticketId] ?? emptyConversation);
  const outgoing = useMessages((s) => s.outgoing);
  const isGroup = ticket.isGroup;
  const enableLgpd = useCompanySetting('enableLGPD');
  const lgpdDeleteMessage = useCompanySetting('lgpdDeleteMessage');
  // LGPD: deleted messages show no content (the reference server already blanks them).
  const hideDeleted = enableLgpd === 'enabled' && lgpdDeleteMessage === 'enabled';
  const selection = useSelection();
  const selecting = selection.ticketId === ticketId;
  const scroller = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  /** Taken when an older page was asked for, to keep the message being read where it is. */
  const beforeOlder = useRef<{ height: number; top: number } | null>(null);
  const lastKey = useRef<string | null>(null);
  const [unseen, setUnseen] = useState(0);
  useConversationRealtime(ticketId, ticket.unreadMessages);

  useEffect(() => {
    startOutbox();
    atBottom.current = true;
    lastKey.current = null;
    setUnseen(0);
    if ((useMessages.getState().conversations[ticketId]?.page ?? 0) === 0) void loadOlder(ticketId);
    return () => clearSelection();
  }, [ticketId]);

  const { items, reactions } = useMemo(() => {
    const { shown, reactions: byTarget } = splitReactions(conversation.messages);
    const list: BubbleMessage[] = [
      ...shown.map((message) => ({ kind: 'stored' as const, message })),
      ...outgoing.filter((o) => o.ticketId === ticketId).map((message) => ({ kind: 'outgoing' as const, message })),
    ];
    return { items: list, reactions: byTarget };
  }, [conversation.messages, outgoing, ticketId]);

  const scrollToBottom = () => {
    const el = scroller.current;
    if (el) el.scrollTop = el.scrollHeight;
    atBottom.current = true;
    setUnseen(0);
  };

  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const newest = items.length ? keyOf(items[items.length - 1]) : null;
    const grewAtEnd = newest !== null && newest !== lastKey.current;
    const firstFill = lastKey.current === null;
    lastKey.current = newest;
    if (beforeOlder.current && !conversation.loading) {
      // Older messages went in above: keep the one being read in place.
      el.scrollTop = beforeOlder.current.top + (el.scrollHeight - beforeOlder.current.height);
      beforeOlder.current = null;
    } else if (atBottom.current || firstFill || (grewAtEnd && items[items.length - 1].kind === 'outgoing')) {
      // Following the conversation, or the user just sent something: show the newest.
      scrollToBottom();
    } else if (grewAtEnd) {
      setUnseen((n) => n + 1);
    }
  }, [items, conversation.loading]);

  // Images and players take their height after rendering: stay at the bottom if there.
  useEffect(() => {
    const el = scroller.current;
    const inner = content.current;
    if (!el || !inner || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (atBottom.current) el.scrollTop = el.scrollHeight;
    });
    observer.observe(inner);
    return () => observer.disconnect();
  }, [conversation.page > 0]); // eslint-disable-line react-hooks/exhaustive-deps

  // A first page that does not fill the view cannot be scrolled up: load on until it does.
  useEffect(() => {
    const el = scroller.current;
    if (!el || conversation.loading || !conversation.hasMore || conversation.page === 0 || conversation.error) return;
    if (el.scrollHeight <= el.clientHeight) void loadOlder(ticketId);
  }, [conversation.loading, conversation.hasMore, conversation.page, conversation.error, ticketId]);

  const onScroll = () => {
    const el = scroller.current!;
    atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < AT_BOTTOM_PX;
    if (atBottom.current && unseen) setUnseen(0);
    if (el.scrollTop < LIMITS.historyScrollThresholdPx && conversation.hasMore && !conversation.loading && conversation.page > 0) {
      beforeOlder.current = { height: el.scrollHeight, top: el.scrollTop };
      void loadOlder(ticketId);
    }
  };

  const dialogs = (
    <>
      <ExternalLinkDialog />
      <EditMessageModal />
      <DeleteMessageDialog />
      <ForwardModal ticketId={ticketId} />
    </>
  );

  if (conversation.page === 0 && conversation.loading) {
    return (
      <Center style={{ flex: 1 }}>
        <Loader aria-label={t('loading')} />
      </Center>
    );
  }

  const today = dayjs().format('YYYY-MM-DD');
  return (
    <div style={{ display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0, position: 'relative' }}>
      <SelectionBar ticketId={ticketId} />
      <div ref={scroller} onScroll={onScroll} role="log" aria-label={t('log')} style={{ flex: 1, overflowY: 'auto', paddingBlock: 8 }}>
        <div ref={content}>
          {conversation.loading && (
            <Center py="xs">
              <Loader size="sm" aria-label={t('loadingOlder')} />
            </Center>
          )}
          {conversation.error && (
            <Alert color="red" m="md" role="alert">
              {t('loadError')}{' '}
              <Button size="xs" variant="light" onClick={() => void loadOlder(ticketId)}>
                {t('retry')}
              </Button>
            </Alert>
          )}
          {items.length === 0 && !conversation.loading && !conversation.error && <EmptyState title={t('empty')} />}
          {items.map((item, i) => {
            const day = dayjs(item.message.createdAt).format('YYYY-MM-DD');
            const previousDay = i > 0 ? dayjs(items[i - 1].message.createdAt).format('YYYY-MM-DD') : null;
            return (
              <Fragment key={keyOf(item)}>
                {day !== previousDay && (
                  <Divider my="xs" label={day === today ? t('today') : dayjs(day).format('DD/MM/YYYY')} labelPosition="center" />
                )}
                {item.kind === 'stored' ? (
                  <StoredBubble
                    message={item.message}
                    ticketId={ticketId}
                    reactions={reactions.get(String(item.message.id))}
                    hideDeleted={hideDeleted}
                    selecting={selecting}
                    selected={selecting && selection.ids.includes(String(item.message.id))}
                    isGroup={isGroup}
                  />
                ) : (
                  <OutgoingBubble message={item.message} />
                )}
              </Fragment>
            );
          })}
        </div>
      </div>
      {unseen > 0 && (
        <Button
          size="xs"
          radius="xl"
          leftSection={<IconArrowDown size={14} />}
          onClick={scrollToBottom}
          style={{ position: 'absolute', bottom: 56, left: '50%', transform: 'translateX(-50%)', zIndex: 2 }}
        >
          {t('newMessages', { count: unseen })}
        </Button>
      )}
      <ChannelNotice ticket={ticket} />
      {dialogs}
    </div>
  );
}
