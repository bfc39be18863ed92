import { useLayoutEffect, useRef } from 'react';
import { Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { LazyTooltip } from '@renderer/ui';
import { IconAlertTriangle, IconClock, IconClockPause } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ChatMessage } from '@shared/api/chat';
import { errorMessage } from '@renderer/api';
import { discardChatOutgoing, retryChatOutgoing } from './outbox';
import type { ChatOutgoing } from './store';

/** Older messages load when the reader is this close to the top (spec 3 "Internal chat"). */
export const LOAD_OLDER_WITHIN_PX = 600;
/** Within this of the bottom, a new message keeps the view at the bottom. */
const STICK_PX = 80;

const time = (iso: string) => {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : d.toLocaleString(undefined, { dateStyle: 'short', timeStyle: 'short' });
};

function Bubble({
  mine,
  name,
  text,
  at,
  children,
}: {
  mine: boolean;
  name: string;
  text: string;
  at: string;
  children?: React.ReactNode;
}) {
  return (
    <Group justify={mine ? 'flex-end' : 'flex-start'} wrap="nowrap">
      <Paper
        component="article"
        p="xs"
        radius="md"
        maw="75%"
        bg={mine ? 'var(--mantine-color-blue-light)' : 'var(--mantine-color-default-hover)'}
        aria-label={name}
      >
        <Text size="xs" fw={700}>
          {name}
        </Text>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {text}
        </Text>
        <Group gap={4} justify="flex-end" wrap="nowrap">
          <Text size="xs" c="dimmed">
            {at}
          </Text>
          {children}
        </Group>
      </Paper>
    </Group>
  );
}

function OutgoingState({ entry }: { entry: ChatOutgoing }) {
  const { t } = useTranslation('chats');
  const { t: tc } = useTranslation();
  if (entry.status === 'failed') {
    return (
      <Group gap={4} wrap="nowrap">
        <LazyTooltip label={entry.error ? errorMessage(entry.error, tc) : t('outbox.failed')}>
          <IconAlertTriangle size={16} color="var(--mantine-color-red-6)" role="img" aria-label={t('outbox.failed')} />
        </LazyTooltip>
        <Button size="compact-xs" variant="light" onClick={() => retryChatOutgoing(entry.clientId)}>
          {t('outbox.retry')}
        </Button>
        <Button size="compact-xs" variant="subtle" color="gray" onClick={() => discardChatOutgoing(entry.clientId)}>
          {t('outbox.discard')}
        </Button>
      </Group>
    );
  }
  if (entry.status === 'queued') return <IconClockPause size={16} role="img" aria-label={t('outbox.queued')} />;
  return <IconClock size={16} role="img" aria-label={t(entry.status === 'sent' ? 'outbox.sent' : 'outbox.sending')} />;
}

interface ChatMessagesProps {
  title: string;
  me: number;
  messages: ChatMessage[];
  outgoing: ChatOutgoing[];
  loading: boolean;
  hasMore: boolean;
  onNearTop(): void;
}

/**
 * The conversation's messages, oldest at the top. Opens at the newest; older pages load near the
 * top without moving what the reader is looking at (the scroll is shifted by what was added
 * above); a new message keeps the view at the bottom when it was there.
 */
export function ChatMessages({ title, me, messages, outgoing, loading, hasMore, onNearTop }: ChatMessagesProps) {
  const { t } = useTranslation('chats');
  const box = useRef<HTMLDivElement>(null);
  const last = useRef({ first: null as number | null, height: 0, top: 0, atBottom: true });

  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    const first = messages[0]?.id ?? null;
    const prev = last.current;
    if (prev.first !== null && first !== prev.first && el.scrollHeight > prev.height && !prev.atBottom) {
      // Older messages came in above: keep the same message under the reader's eyes.
      el.scrollTop = prev.top + (el.scrollHeight - prev.height);
    } else if (prev.atBottom) {
      el.scrollTop = el.scrollHeight;
    }
    last.current = {
      first,
      height: el.scrollHeight,
      top: el.scrollTop,
      atBottom: el.scrollHeight - el.scrollTop - el.clientHeight < STICK_PX,
    };
    // A first page too short to scroll: nothing would ever ask for the older ones.
    if (el.scrollHeight <= el.clientHeight + LOAD_OLDER_WITHIN_PX && hasMore && !loading && messages.length > 0)
      onNearTop();
  }, [messages, outgoing, hasMore, loading, onNearTop]);

  const onScroll = () => {
    const el = box.current;
    if (!el) return;
    last.current = {
      ...last.current,
      height: el.scrollHeight,
      top: el.scrollTop,
      atBottom: el.scrollHeight - el.scrollTop - el.clientHeight < STICK_PX,
    };
    if (el.scrollTop < LOAD_OLDER_WITHIN_PX && hasMore && !loading) onNearTop();
  };

  return (
    <div
      ref={box}
      onScroll={onScroll}
      role="log"
      aria-label={t('messages', { title })}
      tabIndex={0}
      style={{ flex: 1, overflowY: 'auto', minHeight: 0, padding: 'var(--mantine-spacing-sm)' }}
    >
      <Stack gap="xs">
        {loading && <Loader role="progressbar" size="sm" mx="auto" aria-label={t('loadingOlder')} />}
        {!loading && messages.length === 0 && outgoing.length === 0 && (
          <Text c="dimmed" ta="center" size="sm">
            {t('noMessages')}
          </Text>
        )}
        {messages.map((m) => (
          <Bubble
            key={m.id}
            mine={m.senderId === me}
            name={m.senderId === me ? t('you') : (m.sender?.name ?? '')}
            text={m.message || m.mediaName || ''}
            at={time(m.createdAt)}
          />
        ))}
        {outgoing.map((o) => (
          <Bubble key={o.clientId} mine name={t('you')} text={o.message} at={time(o.createdAt)}>
            <OutgoingState entry={o} />
          </Bubble>
        ))}
      </Stack>
    </div>
  );
}
