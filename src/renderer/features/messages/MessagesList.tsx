import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Alert, Button, Center, Divider, Loader } from '@mantine/core';
import { IconArrowDown } from '@tabler/icons-react';
import { useVirtualizer } from '@tanstack/react-virtual';
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
import { markMessage, registerJump } from './jumpToMessage';
import { loadOlder } from './loaders';
import { OpenTicketContext, type OpenTicket } from './openTicket';
import { OutgoingBubble, StoredBubble, type BubbleMessage } from './MessageBubble';
import { startOutbox } from './outboxRuntime';
import { splitReactions } from './reactions';
import { useConversationRealtime } from './realtime';
import { emptyConversation, useMessages } from './store';

/** Within this distance of the bottom the list counts as "at the bottom" and follows new messages. */
const AT_BOTTOM_PX = 40;

/** A first guess of a row's height, before it is measured (a one-line bubble and its margins). */
const ESTIMATED_ROW_PX = 64;
/** Rows rendered beyond each edge of the view, so a short scroll never shows a blank. */
const OVERSCAN = 10;

const keyOf = (item: BubbleMessage) => (item.kind === 'stored' ? `m${item.message.id}` : `o${item.message.clientId}`);

/** The local calendar day of a timestamp, as YYYY-MM-DD. */
function dayOf(at: string | Date): string {
  const d = new Date(at);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/**
 * A message's day, worked out once per message object: the rows are rebuilt over the whole
 * conversation for each arrival and each older page, and a change to a message is a new object.
 */
const days = new WeakMap<BubbleMessage['message'], string>();
function dayOfMessage(message: BubbleMessage['message']): string {
  let day = days.get(message);
  if (day === undefined) {
    day = dayOf(message.createdAt);
    days.set(message, day);
  }
  return day;
}

/**
 * A row of the log: a message, and the day separator that follows it when the next message is of
 * another day. The separator belongs to the row above it, not below: older pages go in above, and
 * a row that lost or gained a separator at its top would push the message being read down.
 * The first row shows its day above itself only at the conversation's very start.
 */
interface Row {
  key: string;
  item: BubbleMessage;
  dayAbove: string | null;
  dayBelow: string | null;
}

/**
 * The conversation of one ticket: history paged from the top (within 50 px) keeping the reading
 * position; live arrivals followed only when already at the bottom, else a "new messages" button;
 * day separators; the message menus, selection mode and their dialogs. Virtualized (rows of
 * varying height, measured as they render): a conversation of thousands of messages, or a burst
 * of them, keeps only the rows near the view in the page (issue 18). The ticket is handed over
 * by the conversation screen, and reaches the bubbles through OpenTicketContext.
 */
export function MessagesList({ ticket, onTicketOpened }: OpenTicket) {
  const queueId = ticket.queueId ?? null;
  const whatsappId = ticket.whatsappId ?? null;
  const route = useMemo(() => ({ queueId, whatsappId, onTicketOpened }), [queueId, whatsappId, onTicketOpened]);
  return (
    <OpenTicketContext.Provider value={route}>
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

  const atStart = !conversation.hasMore;
  const rows = useMemo<Row[]>(() => {
    const days = items.map((item) => dayOfMessage(item.message));
    return items.map((item, n) => ({
      key: keyOf(item),
      item,
      dayAbove: n === 0 && atStart ? days[0] : null,
      dayBelow: n + 1 < days.length && days[n + 1] !== days[n] ? days[n + 1] : null,
    }));
  }, [items, atStart]);

  const getItemKey = useCallback((index: number) => rows[index]?.key ?? index, [rows]);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ESTIMATED_ROW_PX,
    overscan: OVERSCAN,
    getItemKey,
    paddingStart: 8,
    // Older messages going in above keep the row being read where it is, and so do rows above
    // it taking their measured height (the following at the bottom is ours, below).
    anchorTo: 'end',
    paddingEnd: 8,
    // Let React batch scroll renders instead of committing synchronously inside each scroll event.
    useFlushSync: false,
  });

  // A quote's click: bring the message's row into the window, then mark it once it rendered.
  useEffect(
    () =>
      registerJump((id) => {
        const index = rows.findIndex((r) => r.item.kind === 'stored' && String(r.item.message.id) === id);
        if (index < 0) return false;
        virtualizer.scrollToIndex(index, { align: 'center' });
        let tries = 0;
        const mark = () => {
          if (!markMessage(id) && (tries += 1) < 10) requestAnimationFrame(mark);
        };
        requestAnimationFrame(mark);
        return true;
      }),
    [rows, virtualizer],
  );

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
    if (atBottom.current || firstFill || (grewAtEnd && items[items.length - 1].kind === 'outgoing')) {
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
    if (
      el.scrollTop < LIMITS.historyScrollThresholdPx &&
      conversation.hasMore &&
      !conversation.loading &&
      conversation.page > 0
    ) {
      void loadOlder(ticketId);
    }
  };

  // The same element while the ticket is the same: the closed dialogs do not render again for
  // every message that arrives (they read their own stores).
  const dialogs = useMemo(
    () => (
      <>
        <ExternalLinkDialog />
        <EditMessageModal />
        <DeleteMessageDialog />
        <ForwardModal ticketId={ticketId} />
      </>
    ),
    [ticketId],
  );

  if (conversation.page === 0 && conversation.loading) {
    return (
      <Center style={{ flex: 1 }}>
        <Loader role="progressbar" aria-label={t('loading')} />
      </Center>
    );
  }

  const today = dayOf(new Date());
  const daySeparator = (day: string) => (
    <Divider my="xs" label={day === today ? t('today') : dayjs(day).format('DD/MM/YYYY')} labelPosition="center" />
  );
  return (
    <div style={{ display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0, position: 'relative' }}>
      <SelectionBar ticketId={ticketId} />
      {conversation.error && (
        <Alert color="red" m="md" role="alert">
          {t('loadError')}{' '}
          <Button size="xs" variant="light" onClick={() => void loadOlder(ticketId)}>
            {t('retry')}
          </Button>
        </Alert>
      )}
      {conversation.loading && (
        // Over the log's top edge, not in it: the rows' positions stay the virtualizer's own.
        <Center py="xs" style={{ position: 'absolute', top: 0, left: 0, right: 0, zIndex: 2, pointerEvents: 'none' }}>
          <Loader role="progressbar" size="sm" aria-label={t('loadingOlder')} />
        </Center>
      )}
      <div ref={scroller} onScroll={onScroll} role="log" aria-label={t('log')} style={{ flex: 1, overflowY: 'auto' }}>
        {items.length === 0 && !conversation.loading && !conversation.error && <EmptyState title={t('empty')} />}
        <div ref={content} style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
          {virtualizer.getVirtualItems().map((v) => {
            const { item, dayAbove, dayBelow } = rows[v.index];
            return (
              <div
                key={v.key}
                data-index={v.index}
                ref={virtualizer.measureElement}
                style={{ position: 'absolute', top: 0, left: 0, width: '100%', transform: `translateY(${v.start}px)` }}
              >
                {dayAbove !== null && daySeparator(dayAbove)}
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
                {dayBelow !== null && daySeparator(dayBelow)}
              </div>
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
