import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { reloadApp } from './refresh';

/** Asks before a reload that would lose typed text. */
export function RefreshConfirm({ opened, onClose }: { opened: boolean; onClose(): void }) {
  const { t } = useTranslation('commands');
  return (
    <Modal opened={opened} onClose={onClose} title={t('refresh.title')}>
      <Text size="sm">{t('refresh.body')}</Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onClose} data-autofocus>
          {t('refresh.cancel')}
        </Button>
        <Button color="red" onClick={reloadApp}>
          {t('refresh.confirm')}
        </Button>
      </Group>
    </Modal>
  );
}
