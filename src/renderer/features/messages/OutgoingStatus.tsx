import { Button, Group, Text } from '@mantine/core';
import { LazyTooltip } from '@renderer/ui';
import { IconAlertTriangle, IconCheck, IconClockPause } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@renderer/api';
import { AckIcon } from './AckIcon';
import { discardOutgoing, retryOutgoing } from './outbox';
import type { OutgoingMessage } from './outgoing';

/** Where a message typed here stands: sending, accepted, queued (goes by itself) or failed (Retry). */
export function OutgoingStatus({ message }: { message: OutgoingMessage }) {
  const { t } = useTranslation('messages');
  const { t: tc } = useTranslation();
  switch (message.status) {
    case 'sending':
      return <AckIcon ack="sending" />;
    case 'sent':
      return <IconCheck size={16} role="img" aria-label={t('ack.sent')} />;
    case 'queued':
      return (
        <LazyTooltip label={t('outbox.queued')}>
          <IconClockPause size={16} role="img" aria-label={t('outbox.queued')} />
        </LazyTooltip>
      );
    case 'failed':
      return (
        <Group gap={4} wrap="nowrap">
          <LazyTooltip label={message.error ? errorMessage(message.error, tc) : t('outbox.failed')}>
            <IconAlertTriangle size={16} color="var(--mantine-color-red-6)" role="img" aria-label={t('outbox.failed')} />
          </LazyTooltip>
          <Button size="compact-xs" variant="light" onClick={() => retryOutgoing(message.clientId)}>
            {t('outbox.retry')}
          </Button>
          <Button size="compact-xs" variant="subtle" color="gray" onClick={() => discardOutgoing(message.clientId)}>
            {t('outbox.discard')}
          </Button>
        </Group>
      );
  }
}

/** A queued message also offers Discard (it would go out by itself otherwise). */
export function QueuedActions({ message }: { message: OutgoingMessage }) {
  const { t } = useTranslation('messages');
  if (message.status !== 'queued') return null;
  return (
    <Text component="span" size="xs">
      <Button size="compact-xs" variant="subtle" color="gray" onClick={() => discardOutgoing(message.clientId)}>
        {t('outbox.discard')}
      </Button>
    </Text>
  );
}
