import { ActionIcon, Box, Group, Text } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { quoteSummary } from './content/quoteText';
import { setReplyTo, useReplyTo } from './replyTo';

/**
 * The message being answered, above the composer (the composer renders it): who wrote it, what
 * it said, and a button to cancel the reply. Renders nothing when no reply is set.
 */
export function ReplyPreview({ ticketId }: { ticketId: number }) {
  const { t } = useTranslation('messages');
  const quoted = useReplyTo(ticketId);
  if (!quoted) return null;
  const name = quoted.fromMe ? t('quote.you') : (quoted.contact?.name ?? '');
  return (
    <Group
      role="region"
      aria-label={t('reply.to', { name })}
      gap="xs"
      wrap="nowrap"
      px="sm"
      py={6}
      style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
    >
      <Box
        px="xs"
        py={2}
        style={{ flex: 1, minWidth: 0, borderLeft: '4px solid var(--mantine-color-blue-5)', background: 'var(--mantine-color-default-hover)', borderRadius: 4 }}
      >
        <Text size="xs" fw={600} c="blue">
          {t('reply.to', { name })}
        </Text>
        <Text size="xs" lineClamp={2} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {quoteSummary(quoted, t)}
        </Text>
      </Box>
      <ActionIcon variant="subtle" color="gray" onClick={() => setReplyTo(ticketId, null)} aria-label={t('reply.cancel')}>
        <IconX size={16} />
      </ActionIcon>
    </Group>
  );
}
