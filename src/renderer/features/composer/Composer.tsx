import { useState } from 'react';
import { ActionIcon, Group, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@renderer/api';
import { sendOutgoing } from '@renderer/features/messages';

/**
 * The reply box. Enter sends, Shift+Enter adds a line; blank text is not sent. The message shows
 * at once (as 'sending'); the text leaves the box only once the server has accepted it.
 */
export function Composer({ ticketId }: { ticketId: number }) {
  const { t } = useTranslation('composer');
  const { t: tc } = useTranslation();
  const [text, setText] = useState('');

  const send = async () => {
    const body = text.trim();
    if (!body) return;
    try {
      await sendOutgoing({ ticketId, body });
      setText((current) => (current.trim() === body ? '' : current));
    } catch (error) {
      notifications.show({ color: 'red', message: errorMessage(error, tc) });
    }
  };

  return (
    <Group p="sm" gap="xs" align="flex-end" wrap="nowrap" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
      <Textarea
        style={{ flex: 1 }}
        aria-label={t('placeholder')}
        placeholder={t('placeholder')}
        autosize
        minRows={1}
        maxRows={8}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
            e.preventDefault();
            void send();
          }
        }}
      />
      <ActionIcon size="lg" variant="filled" onClick={() => void send()} aria-label={t('send')} disabled={!text.trim()}>
        <IconSend size={18} />
      </ActionIcon>
    </Group>
  );
}
