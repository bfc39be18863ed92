import { useState } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@renderer/api';
import { deleteMessage } from '../api';
import { closeDialogs, useMessageDialogs } from './dialogs';
import { mergeMessages } from '../store';

/** 'Apagar mensagem?' then DELETE /messages/{id}; the server's event (update with isDeleted, or delete) follows. */
export function DeleteMessageDialog() {
  const { t } = useTranslation('messages');
  const { t: tc } = useTranslation();
  const message = useMessageDialogs((s) => s.remove);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    if (!message) return;
    setBusy(true);
    try {
      await deleteMessage(message.id);
      mergeMessages(message.ticketId, [{ ...message, isDeleted: true }]);
      closeDialogs();
    } catch (error) {
      notifications.show({ color: 'red', message: errorMessage(error, tc) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened={message !== null} onClose={closeDialogs} title={t('deleteDialog.title')} centered>
      <Stack>
        <Text size="sm">{t('deleteDialog.message')}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={closeDialogs}>
            {tc('actions.cancel')}
          </Button>
          <Button color="red" loading={busy} onClick={() => void confirm()}>
            {t('deleteDialog.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
