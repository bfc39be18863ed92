import { useEffect, useRef, useState } from 'react';
import { Alert, Badge, Button, Group, Loader, NavLink, ScrollArea, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Chat } from '@shared/api/chat';
import { LIMITS } from '@shared/domain/constants';
import { useUser } from '@renderer/session';
import { EmptyState, SearchField } from '@renderer/ui';
import { fetchChatPage } from './api';
import { myUnreads, useChats } from './store';
import { loadMoreChats } from './useChatsLive';

/** The user's chats, most recent first, each with its last message and my unread count; searched on the server by title. */
export function ChatList({ selectedId, onAdd, onPick }: { selectedId: number | null; onAdd(): void; onPick?(): void }) {
  const { t } = useTranslation('chats');
  const me = useUser().id;
  const all = useChats((s) => s.chats);
  const loaded = useChats((s) => s.loaded);
  const [term, setTerm] = useState('');
  const [found, setFound] = useState<Chat[] | null>(null);
  const [failed, setFailed] = useState(false);
  const viewport = useRef<HTMLDivElement>(null);

  useEffect(() => {
    setFailed(false);
    if (!term) return setFound(null);
    const abort = new AbortController();
    fetchChatPage(1, term, abort.signal)
      .then((reply) => setFound(reply.records))
      .catch(() => !abort.signal.aborted && setFailed(true));
    return () => abort.abort();
  }, [term]);

  // A search shows the server's matches with the live copies of the store (counts move).
  const live = new Map(all.map((c) => [c.id, c]));
  const rows = found ? found.map((c) => live.get(c.id) ?? c) : all;

  return (
    <Stack gap="xs" h="100%" p="sm" style={{ minHeight: 0 }}>
      <Group gap="xs" wrap="nowrap">
        <div style={{ flex: 1 }}>
          <SearchField label={t('search')} onSearch={setTerm} />
        </div>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={onAdd}>
          {t('add')}
        </Button>
      </Group>
      {failed && <Alert color="red">{t('loadError')}</Alert>}
      {!loaded || (term && !found && !failed) ? (
        <Loader role="progressbar" size="sm" aria-label={t('list')} />
      ) : rows.length === 0 ? (
        <EmptyState title={term ? t('notFound', { term }) : t('empty')}>{term ? null : t('emptyHint')}</EmptyState>
      ) : (
        <ScrollArea
          style={{ flex: 1 }}
          type="auto"
          viewportRef={viewport}
          onScrollPositionChange={({ y }) => {
            // Near the end of the list: the next 100, when not searching.
            const el = viewport.current;
            if (!term && el && el.scrollHeight - y - el.clientHeight < LIMITS.infiniteScrollThresholdPx)
              void loadMoreChats();
          }}
        >
          <nav aria-label={t('list')}>
            {rows.map((chat) => {
              const unread = myUnreads(chat, me);
              return (
                <NavLink
                  key={chat.id}
                  active={chat.id === selectedId}
                  aria-current={chat.id === selectedId ? 'page' : undefined}
                  component={Link}
                  to={`/chats/${chat.uuid}`}
                  onClick={() => onPick?.()}
                  label={
                    <Text fw={unread ? 700 : 500} truncate>
                      {chat.title}
                    </Text>
                  }
                  // Dimmed text on the active row's tint falls below AA contrast.
                  description={
                    <Text size="xs" c={chat.id === selectedId ? undefined : 'dimmed'} truncate>
                      {chat.lastMessage}
                    </Text>
                  }
                  rightSection={
                    unread > 0 ? (
                      <Badge size="sm" circle aria-label={t('unread', { count: unread })}>
                        {unread}
                      </Badge>
                    ) : undefined
                  }
                />
              );
            })}
          </nav>
        </ScrollArea>
      )}
    </Stack>
  );
}
