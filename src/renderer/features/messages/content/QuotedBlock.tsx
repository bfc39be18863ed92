import { Box, Text, UnstyledButton } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { jumpToMessage } from '../jumpToMessage';
import type { QuotedRef } from '../outgoing';
import { quoteSummary } from './quoteText';

/** The message a reply answers, inside the reply's bubble; a click goes to it when it is loaded. */
export function QuotedBlock({ quoted }: { quoted: QuotedRef }) {
  const { t } = useTranslation('messages');
  const author = quoted.fromMe ? t('quote.you') : (quoted.contact?.name ?? '');
  return (
    <UnstyledButton
      aria-label={t('quote.jump')}
      onClick={() => {
        if (!jumpToMessage(quoted.id)) notifications.show({ message: t('quote.notLoaded') });
      }}
      w="100%"
      mb={4}
    >
      <Box
        px="xs"
        py={4}
        style={{
          borderLeft: `4px solid ${quoted.fromMe ? 'var(--mantine-color-teal-5)' : 'var(--mantine-color-blue-5)'}`,
          background: 'var(--mantine-color-default-hover)',
          borderRadius: 4,
        }}
      >
        {author && (
          <Text size="xs" fw={600} c={quoted.fromMe ? 'teal' : 'blue'}>
            {author}
          </Text>
        )}
        <Text size="xs" lineClamp={3} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {quoteSummary(quoted, t)}
        </Text>
      </Box>
    </UnstyledButton>
  );
}
