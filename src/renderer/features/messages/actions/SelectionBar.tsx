import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCornerUpRight, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { openForward } from './dialogs';
import { clearSelection, useSelection } from './selection';

/** Selection mode's toolbar: how many are picked, Forward (messagesList.header.notMessage with none), Cancel. */
export function SelectionBar({ ticketId }: { ticketId: number }) {
  const { t } = useTranslation('messages');
  const { ticketId: selecting, ids } = useSelection();
  if (selecting !== ticketId) return null;
  return (
    <Group
      role="toolbar"
      aria-label={t('selection.toolbar')}
      justify="space-between"
      px="md"
      py={6}
      style={{ borderBottom: '1px solid var(--mantine-color-default-border)', background: 'var(--mantine-color-default-hover)' }}
    >
      <Text size="sm" fw={500} aria-live="polite">
        {t('selection.count', { count: ids.length })}
      </Text>
      <Group gap="xs">
        <Button
          size="xs"
          leftSection={<IconCornerUpRight size={14} />}
          onClick={() => {
            if (ids.length === 0) notifications.show({ color: 'yellow', message: t('header.notMessage') });
            else openForward();
          }}
        >
          {t('selection.forward')}
        </Button>
        <Button size="xs" variant="default" leftSection={<IconX size={14} />} onClick={clearSelection}>
          {t('selection.cancel')}
        </Button>
      </Group>
    </Group>
  );
}
