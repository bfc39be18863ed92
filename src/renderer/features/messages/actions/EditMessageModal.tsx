import { useEffect, useState } from 'react';
import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@renderer/api';
import { editMessage } from '../api';
import { mergeMessages } from '../store';
import { closeDialogs, useMessageDialogs } from './dialogs';

/**
 * 'Editar mensagem': POST /messages/edit/{id}. The server decides the 15-minute window; when it
 * refuses (the window closed while the dialog was open, or the clocks differ) its error shows and
 * the dialog stays, text kept.
 */
export function EditMessageModal() {
  const { t } = useTranslation('messages');
  const { t: tc } = useTranslation();
  const message = useMessageDialogs((s) => s.edit);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (message) setText(message.body);
  }, [message]);

  const save = async () => {
    if (!message || !text.trim()) return;
    setBusy(true);
    try {
      const updated = await editMessage(message.id, text.trim());
      // The server's copy (reply or socket event) carries isEdited; show the text at once either way.
      mergeMessages(message.ticketId, [updated ?? { ...message, body: text.trim(), isEdited: true }]);
      notifications.show({ color: 'green', message: t('edit.success') });
      closeDialogs();
    } catch (error) {
      notifications.show({ color: 'red', message: errorMessage(error, tc) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened={message !== null} onClose={closeDialogs} title={t('edit.title')} centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <Stack>
          <Textarea label={t('edit.label')} value={text} onChange={(e) => setText(e.currentTarget.value)} autosize minRows={2} maxRows={10} data-autofocus />
          <Group justify="flex-end">
            <Button variant="default" onClick={closeDialogs}>
              {tc('actions.cancel')}
            </Button>
            <Button type="submit" loading={busy} disabled={!text.trim() || text.trim() === message?.body.trim()}>
              {t('edit.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
