import { useEffect, useRef } from 'react';
import { ActionIcon, Group, Menu, Stack, Text, Title } from '@mantine/core';
import { IconDots, IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useShallow } from 'zustand/react/shallow';
import type { Chat } from '@shared/api/chat';
import { errorMessage } from '@renderer/api';
import { getPlatform } from '@renderer/platform';
import { useUser } from '@renderer/session';
import { ConfirmDialog, useDeleteDialog } from '@renderer/ui';
import { deleteChat, markChatRead } from './api';
import { ChatComposer } from './ChatComposer';
import { ChatMessages } from './ChatMessages';
import { openChat } from './openChat';
import { myUnreads, removeChat, setMyUnreads, useChats } from './store';
import { useChatThread } from './useChatThread';

/** Arrivals in an open, focused chat are read this long after the last one (a burst is one request), as tickets do. */
const MARK_READ_DEBOUNCE_MS = 800;

/**
 * Keeps the open chat read while it is on screen and the window focused: on opening, on focus,
 * and when a message from someone else raises my count.
 */
function useReadWhileOpen(chat: Chat, me: number) {
  const unread = myUnreads(chat, me);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const focused = useRef(typeof document === 'undefined' || document.hasFocus());

  const read = useRef(() => undefined as void);
  read.current = () => {
    if (!focused.current || unread === 0) return;
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      timer.current = null;
      setMyUnreads(chat.id, me, () => 0);
      void markChatRead(chat.id, me).catch(() => undefined);
    }, MARK_READ_DEBOUNCE_MS);
  };

  useEffect(() => {
    openChat.current = chat.id;
    const off = getPlatform().onFocusChanged((next) => {
      focused.current = next;
      if (next) read.current();
    });
    return () => {
      off();
      if (openChat.current === chat.id) openChat.current = null;
      if (timer.current) clearTimeout(timer.current);
    };
  }, [chat.id]);

  useEffect(() => read.current(), [unread, chat.id]);
}

/** One chat: its title and members, the owner's edit and delete, the messages and the composer. */
export function ChatConversation({ chat, onEdit }: { chat: Chat; onEdit(): void }) {
  const { t } = useTranslation('chats');
  const { t: tc } = useTranslation();
  const me = useUser().id;
  const navigate = useNavigate();
  const { thread, loadOlder } = useChatThread(chat.id);
  const outgoing = useChats(useShallow((s) => s.outgoing.filter((o) => o.chatId === chat.id)));
  useReadWhileOpen(chat, me);
  const owner = chat.ownerId === me;
  const deleting = useDeleteDialog<Chat>({
    remove: (c) => deleteChat(c.id),
    onRemoved: (c) => {
      removeChat(c.id);
      navigate('/chats');
    },
    successMessage: t('deleted'),
    describeError: (error) => errorMessage(error, tc),
  });
  const names = chat.users
    .map((u) => (u.userId === me ? t('you') : (u.user?.name ?? '')))
    .filter(Boolean)
    .join(', ');

  return (
    <Stack gap={0} h="100%" style={{ minHeight: 0 }}>
      <Group
        p="sm"
        justify="space-between"
        wrap="nowrap"
        style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
      >
        <div style={{ minWidth: 0 }}>
          <Title order={2} size="h4" style={{ overflowWrap: 'anywhere' }}>
            {chat.title}
          </Title>
          <Text size="xs" c="dimmed" truncate>
            {names}
          </Text>
        </div>
        {owner && (
          <Menu position="bottom-end">
            <Menu.Target>
              <ActionIcon variant="subtle" aria-label={t('actions')}>
                <IconDots size={18} aria-hidden />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item leftSection={<IconPencil size={16} aria-hidden />} onClick={onEdit}>
                {t('edit')}
              </Menu.Item>
              <Menu.Item
                color="red"
                leftSection={<IconTrash size={16} aria-hidden />}
                onClick={() => deleting.ask(chat)}
              >
                {t('delete')}
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        )}
      </Group>
      <ChatMessages
        title={chat.title}
        me={me}
        messages={thread.messages}
        outgoing={outgoing}
        loading={thread.loading}
        hasMore={thread.hasMore}
        onNearTop={loadOlder}
      />
      <ChatComposer chatId={chat.id} />
      <ConfirmDialog title={t('deleteTitle')} confirmLabel={t('deleteConfirm')} danger {...deleting.dialog}>
        {t('deleteMessage')}
      </ConfirmDialog>
    </Stack>
  );
}
