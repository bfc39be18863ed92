import { useEffect, useState } from 'react';
import { ActionIcon, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@renderer/api';
import { sendMedia } from './api';
import { FilePreview } from './FilePreview';

interface MediaPreviewModalProps {
  ticketId: number;
  files: File[];
  isPrivate: boolean;
  onClose(): void;
  /** The server accepted the files. */
  onSent(): void;
}

/**
 * The chosen files before they go: a preview of each with an optional caption, removable one by
 * one. They are sent together (multipart `medias`); the modal closes only once the server
 * accepted them, so a refusal keeps the files and captions.
 */
export function MediaPreviewModal({ ticketId, files, isPrivate, onClose, onSent }: MediaPreviewModalProps) {
  const { t } = useTranslation('composer');
  const { t: tc } = useTranslation();
  const [items, setItems] = useState(() => files.map((file) => ({ file, caption: '' })));
  const [busy, setBusy] = useState(false);

  useEffect(() => setItems(files.map((file) => ({ file, caption: '' }))), [files]);
  useEffect(() => {
    if (files.length > 0 && items.length === 0) onClose();
  }, [files.length, items.length, onClose]);

  const send = async () => {
    setBusy(true);
    try {
      await sendMedia(
        ticketId,
        items.map((item) => ({ file: item.file, name: item.file.name, caption: item.caption.trim() })),
        isPrivate,
      );
      onSent();
    } catch (error) {
      notifications.show({ color: 'red', message: errorMessage(error, tc) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened={files.length > 0} onClose={busy ? () => undefined : onClose} title={t('preview.title')} size="lg">
      <Stack>
        {items.map((item, index) => (
          <Stack key={`${item.file.name}-${index}`} gap={6} role="group" aria-label={item.file.name}>
            <Group justify="space-between" wrap="nowrap">
              <Text size="sm" fw={500} truncate>
                {item.file.name}
              </Text>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t('preview.remove', { name: item.file.name })}
                disabled={busy}
                onClick={() => setItems((all) => all.filter((_, i) => i !== index))}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
            <FilePreview file={item.file} />
            <TextInput
              label={t('preview.caption')}
              value={item.caption}
              disabled={busy}
              onChange={(e) => {
                const caption = e.currentTarget.value;
                setItems((all) => all.map((it, i) => (i === index ? { ...it, caption } : it)));
              }}
              onKeyDown={(e) => {
                if (e.key === 'Enter' && !e.nativeEvent.isComposing) {
                  e.preventDefault();
                  void send();
                }
              }}
            />
          </Stack>
        ))}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={busy}>
            {t('preview.cancel')}
          </Button>
          <Button onClick={() => void send()} loading={busy} disabled={items.length === 0}>
            {t('preview.send')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
