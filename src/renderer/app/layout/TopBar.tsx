import { ActionIcon, Badge, Burger, Group, Title, useComputedColorScheme } from '@mantine/core';
import { IconCommand, IconMoon, IconRefresh, IconSun } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LazyTooltip } from '@renderer/ui';
import { DoNotDisturbSwitch, NotificationsBell, VolumeControl } from '@renderer/features/notifications';
import { toggleTheme, useBranding, useSession } from '@renderer/session';
import { UserMenu } from '@renderer/features/account';
import { ChatsPopover } from '@renderer/features/chats';
import { AnnouncementsBell } from '@renderer/features/announcements';
import { formatShortcut, isMacPlatform } from '../commandPalette/formatShortcut';
import { requestRefresh } from '../commandPalette/refresh';
import { openPalette } from '../commandPalette/shellStore';

/**
 * The top bar (spec 1 §1, §2 "Top bar"): menu toggle, app name, connection state, the command
 * palette, notifications bell, do not disturb, volume, refresh, theme and the user menu.
 */
export function TopBar({ collapsed, onToggle }: { collapsed: boolean; onToggle(): void }) {
  const { t } = useTranslation('shell');
  const { t: tc } = useTranslation('commands');
  const appName = useBranding((s) => s.appName);
  const theme = useComputedColorScheme('light');
  const realtimeStatus = useSession((s) => s.realtimeStatus);
  const paletteLabel = tc('palette.open', { keys: formatShortcut('mod+K', isMacPlatform()).join('+') });

  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap">
        <Burger
          opened={!collapsed}
          onClick={onToggle}
          size="sm"
          color="var(--balcao-header-text)"
          aria-label={t('nav.toggle')}
          aria-expanded={!collapsed}
        />
        <Title order={2} size="h4">
          {appName}
        </Title>
      </Group>
      <Group gap="xs" wrap="nowrap">
        {realtimeStatus === 'disconnected' && (
          <Badge color="orange" variant="light" role="status">
            {t('topbar.reconnecting')}
          </Badge>
        )}
        <LazyTooltip label={paletteLabel}>
          <ActionIcon variant="subtle" size="lg" onClick={openPalette} aria-label={paletteLabel}>
            <IconCommand size={20} />
          </ActionIcon>
        </LazyTooltip>
        <AnnouncementsBell />
        <NotificationsBell />
        <ChatsPopover />
        <DoNotDisturbSwitch />
        <VolumeControl />
        <LazyTooltip label={tc('refresh.button')}>
          <ActionIcon variant="subtle" size="lg" onClick={requestRefresh} aria-label={tc('refresh.button')}>
            <IconRefresh size={20} />
          </ActionIcon>
        </LazyTooltip>
        <ActionIcon variant="subtle" size="lg" onClick={() => toggleTheme(theme)} aria-label={t('topbar.toggleTheme')}>
          {theme === 'dark' ? <IconSun size={20} /> : <IconMoon size={20} />}
        </ActionIcon>
        <UserMenu />
      </Group>
    </Group>
  );
}
