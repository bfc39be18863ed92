import { Button, Group, Input, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPaperclip, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@renderer/api';
import { getPlatform } from '@renderer/platform';

/** What the dialog will do with the greeting's file on save. */
export type GreetingMedia = { kind: 'keep' } | { kind: 'pick'; file: File } | { kind: 'remove' };

interface GreetingMediaFieldProps {
  /** The file the connection has now (its name), null when none. */
  current: string | null;
  value: GreetingMedia;
  onChange(value: GreetingMedia): void;
}

/**
 * The image or video the chatbot sends with the greeting (spec 2 §3 greetingMediaAttachment): picked
 * through the platform's file dialog, uploaded when the connection is saved.
 */
export function GreetingMediaField({ current, value, onChange }: GreetingMediaFieldProps) {
  const { t } = useTranslation('connections');
  const { t: tc } = useTranslation();
  const shown = value.kind === 'pick' ? value.file.name : value.kind === 'keep' ? current : null;

  // Called straight from the click: a browser opens its file picker only during a user gesture.
  const pick = () => {
    getPlatform()
      .openFiles('connectionMedia', { label: t('form.greetingMedia') })
      .then(
        ([file]) => file && onChange({ kind: 'pick', file }),
        (error: unknown) => notifications.show({ color: 'red', message: errorMessage(error, tc) }),
      );
  };

  return (
    <Input.Wrapper label={t('form.greetingMedia')} description={t('form.greetingMediaHint')}>
      <Group gap="xs" mt={4} wrap="nowrap">
        <Text size="sm" c={shown ? undefined : 'dimmed'} truncate="end" style={{ flex: 1, minWidth: 0 }}>
          {shown ?? t('form.greetingMediaNone')}
        </Text>
        <Button variant="default" size="xs" leftSection={<IconPaperclip size={14} />} onClick={pick}>
          {t(shown ? 'form.greetingMediaReplace' : 'form.greetingMediaAttach')}
        </Button>
        {shown && (
          <Button
            variant="subtle"
            color="red"
            size="xs"
            leftSection={<IconTrash size={14} />}
            onClick={() => onChange(current ? { kind: 'remove' } : { kind: 'keep' })}
          >
            {t('form.greetingMediaRemove')}
          </Button>
        )}
      </Group>
    </Input.Wrapper>
  );
}
