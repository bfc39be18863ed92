import { ActionIcon, Button, FileButton, Group, Text } from '@mantine/core';
import { IconPaperclip, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface AttachmentFieldProps {
  /** The name of the attachment it will have once saved (a new file's, or the stored one's), or null. */
  name: string | null;
  onPick(file: File): void;
  onRemove(): void;
}

/** The reply's one attachment, any type (the server takes any): pick, replace or remove. */
export function AttachmentField({ name, onPick, onRemove }: AttachmentFieldProps) {
  const { t } = useTranslation('quickMessages');
  return (
    <div role="group" aria-labelledby="quick-message-attachment">
      <Text id="quick-message-attachment" size="sm" fw={500} mb={4}>
        {t('dialog.attachment')}
      </Text>
      <Group gap="xs" wrap="nowrap">
        <FileButton onChange={(file) => file && onPick(file)}>
          {(props) => (
            <Button {...props} variant="default" leftSection={<IconPaperclip size={16} aria-hidden />}>
              {t(name ? 'dialog.replace' : 'dialog.attach')}
            </Button>
          )}
        </FileButton>
        {name && (
          <>
            <Text size="sm" truncate style={{ minWidth: 0 }}>
              {name}
            </Text>
            <ActionIcon
              variant="subtle"
              color="red"
              onClick={onRemove}
              aria-label={t('dialog.removeAttachment', { name })}
            >
              <IconX size={16} aria-hidden />
            </ActionIcon>
          </>
        )}
      </Group>
    </div>
  );
}
