import { memo } from 'react';
import { Box, Group, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import type { Message } from '@shared/api/message';
import { AckIcon } from './AckIcon';
import type { OutgoingMessage } from './store';

export type BubbleMessage =
  | { kind: 'stored'; message: Message }
  | { kind: 'outgoing'; message: OutgoingMessage };

/** One message. Its text is rendered as text: nothing a contact sends is ever interpreted as HTML. */
export const MessageBubble = memo(function MessageBubble({ item }: { item: BubbleMessage }) {
  const { t } = useTranslation('messages');
  const fromMe = item.kind === 'outgoing' || item.message.fromMe;
  const isPrivate = item.message.isPrivate;
  const time = dayjs(item.message.createdAt).format('HH:mm');
  const deleted = item.kind === 'stored' && item.message.isDeleted;

  return (
    <Box style={{ display: 'flex', justifyContent: fromMe ? 'flex-end' : 'flex-start' }} px="md" py={4}>
      <Paper
        role="article"
        aria-label={fromMe ? t('bubble.mine') : t('bubble.theirs')}
        shadow="xs"
        radius="md"
        px="sm"
        py={6}
        maw="70%"
        bg={isPrivate ? 'var(--mantine-color-yellow-light)' : fromMe ? 'var(--mantine-color-blue-light)' : undefined}
      >
        {isPrivate && (
          <Text size="xs" fw={600} c="dimmed">
            {t('bubble.private')}
          </Text>
        )}
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} fs={deleted ? 'italic' : undefined}>
          {deleted ? t('bubble.deleted') : item.message.body}
        </Text>
        <Group gap={4} justify="flex-end" mt={2}>
          <Text size="xs" c="dimmed">
            {time}
          </Text>
          {fromMe &&
            (item.kind === 'outgoing' ? (
              <AckIcon ack="sending" />
            ) : (
              <AckIcon ack={item.message.ack} audio={item.message.mediaType === 'audio'} />
            ))}
        </Group>
      </Paper>
    </Box>
  );
});
