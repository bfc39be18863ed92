import { useState } from 'react';
import { ActionIcon, Badge, Button, Indicator, NavLink, Popover, Stack, Text, Title } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PopoverScroller, useCloseOnEscape } from '@renderer/ui';
import { Link } from 'react-router';
import { useUser } from '@renderer/session';
import { myUnreads, useChats } from './store';
import { useUnreadChatCount } from './useUnreadChatCount';

const HEADING_ID = 'chats-popover-heading';
/** The popover lists the most recent chats; the page has them all. */
const SHOWN = 20;

/**
 * The top bar's chats popover (spec 1 §2 "Top bar"): the unread figure on its icon and in its
 * name, the user's most recent chats with their unread counts, each opening /chats/{uuid}.
 * Shown only when the plan has internal chat.
 */
export function ChatsPopover() {
  const { t } = useTranslation('chats');
  const user = useUser();
  const [opened, setOpened] = useState(false);
  useCloseOnEscape(opened, setOpened);
  const count = useUnreadChatCount();
  const chats = useChats((s) => s.chats);
  if (user.company?.plan?.useInternalChat !== true) return null;
  const close = () => setOpened(false);

  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-end" width={340} shadow="md" trapFocus>
      <Indicator label={<span aria-hidden>{count}</span>} disabled={count === 0} size={18} offset={6} color="red">
        <Popover.Target>
          <ActionIcon
            variant="subtle"
            size="lg"
            aria-label={count > 0 ? t('popover.unread', { count }) : t('popover.open')}
            onClick={() => setOpened((o) => !o)}
          >
            <IconMessageCircle size={20} />
          </ActionIcon>
        </Popover.Target>
      </Indicator>
      <Popover.Dropdown p={0} aria-labelledby={HEADING_ID}>
        <Stack gap={0}>
          <Title order={2} size="h5" id={HEADING_ID} px="sm" py="xs">
            {t('title')}
          </Title>
          <PopoverScroller labelledBy={HEADING_ID}>
            {chats.length === 0 ? (
              <Text size="sm" c="dimmed" ta="center" py="md">
                {t('popover.empty')}
              </Text>
            ) : (
              <nav aria-label={t('popover.open')}>
                {chats.slice(0, SHOWN).map((chat) => {
                  const unread = myUnreads(chat, user.id);
                  return (
                    <NavLink
                      key={chat.id}
                      component={Link}
                      to={`/chats/${chat.uuid}`}
                      onClick={close}
                      label={
                        <Text size="sm" fw={unread ? 700 : 500} truncate>
                          {chat.title}
                        </Text>
                      }
                      description={
                        <Text size="xs" c="dimmed" truncate>
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
            )}
          </PopoverScroller>
          <Button component={Link} to="/chats" variant="subtle" onClick={close} m="xs">
            {t('popover.all')}
          </Button>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
