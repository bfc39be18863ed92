import { useState, type UIEvent } from 'react';
import { ActionIcon, Button, Center, Indicator, Loader, Popover, Stack, Text, Title } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PopoverScroller, useCloseOnEscape } from '@renderer/ui';
import { LIMITS } from '@shared/domain/constants';
import { getPlatform } from '@renderer/platform';
import { loadNextUnreadPage, reloadUnread } from './loaders';
import { useUnread } from './store';
import { UnreadTicketItem } from './UnreadTicketItem';
import { useUnreadCount, useUnreadTickets } from './useUnreadTickets';

const HEADING_ID = 'notifications-heading';

/**
 * The top bar's bell (spec 1 §2 "Top bar"): the unread count in its name and badge, and a popover
 * listing the unread tickets, paged (the next page within 100 px of the bottom); each opens its
 * ticket. In a browser it offers, once, to turn on desktop notifications.
 */
export function NotificationsBell() {
  const { t } = useTranslation('notifications');
  const [opened, setOpened] = useState(false);
  useCloseOnEscape(opened, setOpened);
  const count = useUnreadCount();

  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-end" width={380} shadow="md" trapFocus>
      {/* The target is the button itself: it gets the popover's aria-haspopup/expanded, which a plain div may not carry. */}
      <Indicator label={<span aria-hidden>{count}</span>} disabled={count === 0} size={18} offset={6} color="red">
        <Popover.Target>
          <ActionIcon
            variant="subtle"
            size="lg"
            aria-label={t('bell', { unread: count })}
            onClick={() => setOpened((o) => !o)}
          >
            <IconBell size={20} />
          </ActionIcon>
        </Popover.Target>
      </Indicator>
      <Popover.Dropdown p={0} aria-labelledby={HEADING_ID}>
        <NotificationsPanel onOpenTicket={() => setOpened(false)} />
      </Popover.Dropdown>
    </Popover>
  );
}

function NotificationsPanel({ onOpenTicket }: { onOpenTicket(): void }) {
  const { t } = useTranslation('notifications');
  const tickets = useUnreadTickets();
  const loading = useUnread((s) => s.loading);
  const error = useUnread((s) => s.error);

  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    const el = event.currentTarget;
    if (el.scrollHeight - el.scrollTop - el.clientHeight < LIMITS.infiniteScrollThresholdPx) void loadNextUnreadPage();
  };

  return (
    <Stack gap={0}>
      <Title order={2} size="h5" id={HEADING_ID} px="sm" py="xs">
        {t('title')}
      </Title>
      <PermissionPrompt />
      <PopoverScroller labelledBy={HEADING_ID} onScroll={onScroll}>
        {tickets.length > 0 && (
          <ul aria-label={t('list')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {tickets.map((ticket) => (
              <li key={ticket.id}>
                <UnreadTicketItem ticket={ticket} onOpen={onOpenTicket} />
              </li>
            ))}
          </ul>
        )}
        {loading && (
          <Center py="sm">
            <Loader role="progressbar" size="sm" aria-label={t('loading')} />
          </Center>
        )}
        {!loading && error && (
          <Stack align="center" gap="xs" py="sm">
            <Text size="sm" role="alert">
              {t('loadError')}
            </Text>
            <Button size="xs" variant="light" onClick={() => void reloadUnread()}>
              {t('retry')}
            </Button>
          </Stack>
        )}
        {!loading && !error && tickets.length === 0 && (
          <Text size="sm" c="dimmed" ta="center" py="md">
            {t('empty')}
          </Text>
        )}
      </PopoverScroller>
    </Stack>
  );
}

/** In a browser, desktop notifications need the user's yes: asked on this click only, never unprompted. */
function PermissionPrompt() {
  const { t } = useTranslation('notifications');
  const [permission, setPermission] = useState(() => getPlatform().notificationPermission());
  if (permission === 'default')
    return (
      <Button
        variant="light"
        size="xs"
        mx="sm"
        mb="xs"
        onClick={() => void getPlatform().requestNotificationPermission().then(setPermission)}
      >
        {t('permission.ask')}
      </Button>
    );
  if (permission === 'denied')
    return (
      <Text size="xs" c="dimmed" px="sm" pb="xs">
        {t('permission.denied')}
      </Text>
    );
  return null;
}
