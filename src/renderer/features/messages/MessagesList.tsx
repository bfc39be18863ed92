import { Fragment, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { Alert, Button, Center, Divider, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { LIMITS } from '@shared/domain/constants';
import { EmptyState } from '@renderer/ui';
import { loadOlder } from './loaders';
import { MessageBubble, type BubbleMessage } from './MessageBubble';
import { useConversationRealtime } from './realtime';
import { emptyConversation, useMessages } from './store';

const AT_BOTTOM_PX = 40;

/** The conversation of one ticket: history paged from the top, live arrivals at the bottom. */
export function MessagesList({ ticketId }: { ticketId: number }) {
  const { t } = useTranslation('messages');
  const conversation = useMessages((s) => s.conversations[ticketId] ?? emptyConversation);
  const outgoing = useMessages((s) => s.outgoing);
  const scroller = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  /** scrollHeight before an older page was requested, to keep the reading position. */
  const heightBeforeOlder = useRef<number | null>(null);
  useConversationRealtime(ticketId);

  useEffect(() => {
    atBottom.current = true;
    if (useMessages.getState().conversations[ticketId]?.page ?? 0) return;
    void loadOlder(ticketId);
  }, [ticketId]);

  const items = useMemo<BubbleMessage[]>(
    () => [
      ...conversation.messages.map((message) => ({ kind: 'stored' as const, message })),
      ...outgoing.filter((o) => o.ticketId === ticketId).map((message) => ({ kind: 'outgoing' as const, message })),
    ],
    [conversation.messages, outgoing, ticketId],
  );

  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    if (heightBeforeOlder.current !== null && !conversation.loading) {
      el.scrollTop += el.scrollHeight - heightBeforeOlder.current;
      heightBeforeOlder.current = null;
    } else if (atBottom.current) {
      el.scrollTop = el.scrollHeight;
    }
  }, [items, conversation.loading]);

  const onScroll = () => {
    const el = scroller.current!;
    atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < AT_BOTTOM_PX;
    if (el.scrollTop < LIMITS.historyScrollThresholdPx && conversation.hasMore && !conversation.loading && conversation.page > 0) {
      heightBeforeOlder.current = el.scrollHeight;
      void loadOlder(ticketId);
    }
  };

  if (conversation.page === 0 && conversation.loading) {
    return (
      <Center style={{ flex: 1 }}>
        <Loader aria-label={t('loading')} />
      </Center>
    );
  }

  return (
    <div ref={scroller} onScroll={onScroll} role="log" aria-label={t('log')} style={{ flex: 1, overflowY: 'auto', paddingBlock: 8 }}>
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
        const key = item.kind === 'stored' ? `m${item.message.id}` : `o${item.message.clientId}`;
        return (
          <Fragment key={key}>
            {day !== previousDay && (
              <Divider my="xs" label={dayjs(item.message.createdAt).format('DD/MM/YYYY')} labelPosition="center" />
            )}
            <MessageBubble item={item} />
          </Fragment>
        );
      })}
    </div>
  );
}
