import { useState } from 'react';
import { ActionIcon, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@renderer/api';
import { sendOutgoing } from '@renderer/features/messages';
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
 * one (mounted per choice of files, so it starts from them). They are sent together (multipart `medias`); the modal closes only once the server
 * accepted them, so a refusal keeps the files and captions.
 */
export function MediaPreviewModal({ ticketId, files, isPrivate, onClose, onSent }: MediaPreviewModalProps) {
  const { t } = useTranslation('composer');
  const { t: tc } = useTranslation();
  const [items, setItems] = useState(() => files.map((file) => ({ file, caption: '' })));
  const [busy, setBusy] = useState(false);

  const send = async () => {
    setBusy(true);
    let left = items;
    try {
      // One message per file, in order (deployed Whaticket's multipart sends one per file too);
      // each leaves the list once the outbox took it, so a refusal keeps only what is left.
      for (const item of items) {
        await sendOutgoing({
          ticketId,
          body: item.caption.trim(),
          isPrivate,
          media: { file: item.file, name: item.file.name },
        });
        left = left.slice(1);
      }
      onSent();
    } catch (error) {
      setItems(left);
      notifications.show({ color: 'red', message: errorMessage(error, tc) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened onClose={busy ? () => undefined : onClose} title={t('preview.title')} size="lg">
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
                onClick={() => {
                  // Removing the last file cancels the send.
                  if (items.length === 1) onClose();
                  else setItems((all) => all.filter((_, i) => i !== index));
                }}
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
