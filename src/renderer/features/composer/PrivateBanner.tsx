import { Group, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * Said above the box while 'Mensagem privada' is on (a live region: announced when it appears):
 * what is typed goes to the team only, and the switch stays on (it used to turn itself off after
 * each send, and the next text went to the customer).
 */
export function PrivateBanner() {
  const { t } = useTranslation('composer');
  return (
    <Group gap={6} mb={6} wrap="nowrap" role="status" c="yellow.9">
      <IconLock size={16} aria-hidden />
      <Text size="sm" fw={700}>
        {t('private.banner')}
      </Text>
      <Text size="xs">{t('private.stays')}</Text>
    </Group>
  );
}

/** The box's look while private: tinted and framed in the notes' yellow, a lock at its start. */
export const privateBoxStyles = {
  input: {
    background: 'var(--mantine-color-yellow-light)',
    border: '2px solid var(--mantine-color-yellow-6)',
  },
};
