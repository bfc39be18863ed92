import { useEffect } from 'react';
import { ActionIcon, Group, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@renderer/api';
import { useDraftText } from '@renderer/features/composer';
import { useLocalScope } from '@renderer/session';
import { onChatMessageRefused, sendChatOutgoing } from './outbox';

/**
 * The chat's text box: its draft kept per chat (the ticket composer's drafts, in a scope of their
 * own so chat and ticket ids never meet), Enter sends and Shift+Enter breaks the line. A message
 * goes through the chat outbox, so the box empties at once; a refused one comes back to it.
 */
export function ChatComposer({ chatId }: { chatId: number }) {
  const { t } = useTranslation('chats');
  const { t: tc } = useTranslation();
  const scope = useLocalScope();
  const { text, latest, change, sent } = useDraftText(scope ? `${scope}|chats` : null, chatId);

  useEffect(
    () =>
      onChatMessageRefused((back, error) => {
        if (!latest.current.trim()) change(back);
        notifications.show({ color: 'red', message: errorMessage(error, tc) });
      }),
    [change, latest, tc],
  );

  const send = () => {
    const message = latest.current.trim();
    if (!message) return;
    sendChatOutgoing(chatId, message);
    sent(latest.current);
  };

  return (
    <Group
      gap="xs"
      p="sm"
      align="flex-end"
      wrap="nowrap"
      style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
    >
      <Textarea
        style={{ flex: 1 }}
        aria-label={t('composer')}
        placeholder={t('composerPlaceholder')}
        autosize
        minRows={1}
        maxRows={6}
        value={text}
        onChange={(e) => change(e.currentTarget.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
            e.preventDefault();
            send();
          }
        }}
      />
      <ActionIcon size="lg" aria-label={t('send')} onClick={send} disabled={!text.trim()}>
        <IconSend size={18} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
