import { useEffect, useState } from 'react';
import { Center, Paper, Tabs, Text, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import type { Chat } from '@shared/api/chat';
import { errorMessage } from '@renderer/api';
import { ChatConversation } from './ChatConversation';
import { ChatDialog } from './ChatDialog';
import { ChatList } from './ChatList';
import { fetchChat } from './api';
import { upsertChats, useChats } from './store';

type Editing = { chat: Chat | null } | null;

/**
 * /chats and /chats/{uuid} (spec 3 "Internal chat"): the list and the open chat side by side from
 * the md breakpoint; below it two tabs, Chats and Mensagens (the chat tab active once a chat is open).
 */
export default function ChatsPage() {
  const { t } = useTranslation('chats');
  const { t: tc } = useTranslation();
  const { uuid } = useParams();
  const navigate = useNavigate();
  const wide = useMediaQuery('(min-width: 62em)', true, { getInitialValueInEffect: false });
  const chat = useChats((s) => (uuid ? (s.chats.find((c) => c.uuid === uuid) ?? null) : null));
  const loaded = useChats((s) => s.loaded);
  const [editing, setEditing] = useState<Editing>(null);
  const [missing, setMissing] = useState<{ uuid: string; error: unknown } | null>(null);

  // An address of a chat beyond the list's first page (or a link from elsewhere): read that one chat.
  useEffect(() => {
    if (!uuid || chat || !loaded) return;
    const abort = new AbortController();
    fetchChat(uuid, abort.signal)
      .then((found) => upsertChats([found]))
      .catch((error: unknown) => !abort.signal.aborted && setMissing({ uuid, error }));
    return () => abort.abort();
  }, [uuid, chat, loaded]);
  const [tab, setTab] = useState<string | null>(uuid ? 'messages' : 'chats');
  const shownTab = uuid ? tab : 'chats';

  const list = (
    <ChatList
      selectedId={chat?.id ?? null}
      onAdd={() => setEditing({ chat: null })}
      onPick={() => setTab('messages')}
    />
  );
  const conversation = chat ? (
    <ChatConversation key={chat.id} chat={chat} onEdit={() => setEditing({ chat })} />
  ) : (
    <Center h="100%" p="xl">
      <Text c="dimmed">{missing && missing.uuid === uuid ? errorMessage(missing.error, tc) : t('pick')}</Text>
    </Center>
  );

  return (
    <>
      <VisuallyHidden component="h1">{t('title')}</VisuallyHidden>
      {wide ? (
        <div style={{ display: 'flex', flex: 1, minHeight: 0, height: '100%' }}>
          <Paper
            withBorder
            radius={0}
            style={{ width: 340, flexShrink: 0, display: 'flex', flexDirection: 'column', minHeight: 0 }}
          >
            {list}
          </Paper>
          <div style={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', minHeight: 0 }}>
            {conversation}
          </div>
        </div>
      ) : (
        <Tabs
          value={shownTab}
          onChange={setTab}
          style={{ flex: 1, display: 'flex', flexDirection: 'column', minHeight: 0 }}
          keepMounted={false}
        >
          <Tabs.List grow>
            <Tabs.Tab value="chats">{t('tabs.chats')}</Tabs.Tab>
            <Tabs.Tab value="messages" disabled={!uuid}>
              {t('tabs.messages')}
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="chats" style={{ flex: 1, minHeight: 0 }}>
            {list}
          </Tabs.Panel>
          <Tabs.Panel value="messages" style={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' }}>
            {conversation}
          </Tabs.Panel>
        </Tabs>
      )}
      <ChatDialog
        opened={editing !== null}
        chat={editing?.chat ?? null}
        onClose={() => setEditing(null)}
        onSaved={(saved) => {
          if (!editing?.chat) navigate(`/chats/${saved.uuid}`);
        }}
      />
    </>
  );
}
