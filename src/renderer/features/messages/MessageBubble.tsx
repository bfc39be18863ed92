import { memo, type ReactNode } from 'react';
import { Box, Checkbox, Group, Paper, Text } from '@mantine/core';
import { IconCornerUpRight, IconPhoneX } from '@tabler/icons-react';
import dayjs from 'dayjs';
import type { Message } from '@shared/api/message';
import { useFixedT } from '@renderer/i18n';
import { AckIcon } from './AckIcon';
import { MessageMenu } from './actions/MessageMenu';
import { canForward } from './actions/rules';
import { toggleSelected } from './actions/selection';
import { BodyText, MessageContent } from './content/MessageContent';
import { QuotedBlock } from './content/QuotedBlock';
import { OutgoingStatus, QueuedActions } from './OutgoingStatus';
import type { OutgoingMessage } from './outgoing';
import { messageKind } from './parse/messageKind';
import type { Reaction } from './reactions';

export type BubbleMessage = { kind: 'stored'; message: Message } | { kind: 'outgoing'; message: OutgoingMessage };

interface Frame {
  fromMe: boolean;
  isPrivate: boolean;
  label: string;
  id?: string;
  children: ReactNode;
  aside?: ReactNode;
  lead?: ReactNode;
}

/** The row and the bubble every message shares: side, colour, the menu beside it. */
function BubbleFrame({ fromMe, isPrivate, label, id, children, aside, lead }: Frame) {
  return (
    <Box
      data-message-row
      id={id}
      tabIndex={id ? -1 : undefined}
      px="md"
      py={3}
      style={{ display: 'flex', alignItems: 'flex-start', gap: 4, justifyContent: fromMe ? 'flex-end' : 'flex-start', outline: 'none' }}
    >
      {lead}
      {fromMe && aside}
      <Paper
        role="article"
        aria-label={label}
        shadow="xs"
        radius="md"
        px="sm"
        py={6}
        maw="70%"
        bg={isPrivate ? 'var(--mantine-color-yellow-light)' : fromMe ? 'var(--mantine-color-blue-light)' : undefined}
      >
        {children}
      </Paper>
      {!fromMe && aside}
    </Box>
  );
}

function Footer({ time, edited, children }: { time: string; edited: boolean; children?: ReactNode }) {
  const t = useFixedT('messages');
  return (
    <Group gap={4} justify="flex-end" mt={2} wrap="nowrap">
      <Text size="xs" c="dimmed">
        {edited ? `${t('bubble.edited')} ${time}` : time}
      </Text>
      {children}
    </Group>
  );
}

interface StoredProps {
  message: Message;
  ticketId: number;
  reactions?: Reaction[];
  /** LGPD: deleted messages show no content (enableLGPD and lgpdDeleteMessage on). */
  hideDeleted: boolean;
  selecting: boolean;
  selected: boolean;
  isGroup: boolean;
}

/** A missed call: a line across the conversation, not a bubble. */
function CallLine({ message }: { message: Message }) {
  const t = useFixedT('messages');
  return (
    <Group justify="center" py={4} id={`message-${message.id}`}>
      <Paper role="article" aria-label={t('bubble.missedCall', { time: dayjs(message.createdAt).format('HH:mm') })} px="sm" py={4} radius="md" withBorder>
        <Group gap={6} wrap="nowrap">
          <IconPhoneX size={16} color="var(--mantine-color-red-6)" aria-hidden />
          <Text size="xs">{t('bubble.missedCall', { time: dayjs(message.createdAt).format('HH:mm') })}</Text>
        </Group>
      </Paper>
    </Group>
  );
}

/** A message from the server. Its text is rendered as text: nothing a contact sends is ever interpreted as HTML. */
export const StoredBubble = memo(function StoredBubble({ message, ticketId, reactions, hideDeleted, selecting, selected, isGroup }: StoredProps) {
  const t = useFixedT('messages');
  const kind = messageKind(message);
  if (kind === 'call') return <CallLine message={message} />;
  const time = dayjs(message.createdAt).format('HH:mm');
  const hidden = message.isDeleted && hideDeleted;
  const lead = selecting ? (
    <Checkbox
      mt={8}
      aria-label={t('selection.select')}
      checked={selected}
      disabled={!canForward(message)}
      onChange={() => toggleSelected(message.id)}
    />
  ) : undefined;

  return (
    <BubbleFrame
      id={`message-${message.id}`}
      fromMe={message.fromMe}
      isPrivate={message.isPrivate}
      label={message.fromMe ? t('bubble.mine') : t('bubble.theirs')}
      lead={lead}
      aside={selecting ? undefined : <MessageMenu message={message} ticketId={ticketId} />}
    >
      {message.isForwarded && (
        <Group gap={4} c="dimmed">
          <IconCornerUpRight size={12} aria-hidden />
          <Text size="xs" fs="italic">
            {t('bubble.forwarded')}
          </Text>
        </Group>
      )}
      {message.isPrivate && (
        <Text size="xs" fw={600} c="dimmed">
          {t('bubble.private')}
        </Text>
      )}
      {isGroup && !message.fromMe && message.contact?.name && (
        <Text size="xs" fw={600} c="blue">
          {message.contact.name}
        </Text>
      )}
      {message.isDeleted && (
        <Text size="xs" c="red" fs="italic">
          🚫 {hidden ? t('bubble.deletedHidden') : message.fromMe ? t('bubble.deleted') : t('bubble.deletedByContact')}
        </Text>
      )}
      {!hidden && message.quotedMsg && kind !== 'reaction' && <QuotedBlock quoted={message.quotedMsg} />}
      {!hidden &&
        (kind === 'reaction' ? (
          <>
            <Text size="sm">{t(message.fromMe ? 'bubble.reactedMine' : 'bubble.reacted', { emoji: message.body })}</Text>
            {message.quotedMsg && <QuotedBlock quoted={message.quotedMsg} />}
          </>
        ) : (
          <MessageContent message={message} dimmed={message.isDeleted} />
        ))}
      <Footer time={time} edited={message.isEdited}>
        {/* A private note stays inside the team: it is never delivered, so it has no ticks. */}
        {message.fromMe && !message.isPrivate && <AckIcon ack={message.ack} audio={kind === 'audio'} />}
      </Footer>
      {reactions && reactions.length > 0 && (
        <Group gap={4} mt={2} aria-label={t('bubble.reactions', { list: reactions.map((r) => r.emoji).join(' ') })} role="group">
          {reactions.map((r, i) => (
            <Text key={i} size="sm" title={r.name ?? t('quote.you')} px={6} style={{ borderRadius: 12, background: 'var(--mantine-color-default-hover)' }}>
              {r.emoji}
            </Text>
          ))}
        </Group>
      )}
    </BubbleFrame>
  );
});

/** A message typed here that the server has not taken over yet. */
export const OutgoingBubble = memo(function OutgoingBubble({ message }: { message: OutgoingMessage }) {
  const t = useFixedT('messages');
  return (
    <BubbleFrame fromMe isPrivate={message.isPrivate} label={t('bubble.mine')}>
      {message.isPrivate && (
        <Text size="xs" fw={600} c="dimmed">
          {t('bubble.private')}
        </Text>
      )}
      {message.quotedMsg && <QuotedBlock quoted={message.quotedMsg} />}
      {message.media && (
        <Text size="sm" fs="italic">
          {t('outbox.attachment', { name: message.media.name })}
        </Text>
      )}
      <BodyText body={message.body} />
      <Footer time={dayjs(message.createdAt).format('HH:mm')} edited={false}>
        <QueuedActions message={message} />
        <OutgoingStatus message={message} />
      </Footer>
    </BubbleFrame>
  );
});
