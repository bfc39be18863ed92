import { ActionIcon, Badge, Burger, Group, Title } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { UserMenu, useSession } from '@renderer/features/session';
import { useBranding } from '../branding';
import { toggleTheme, usePreferences } from '../preferences';

/** The top bar: menu toggle, app name, connection state, theme and the user menu. */
export function TopBar({ collapsed, onToggle }: { collapsed: boolean; onToggle(): void }) {
  const { t } = useTranslation('shell');
  const appName = useBranding((s) => s.appName);
  const theme = usePreferences((s) => s.theme);
  const realtimeStatus = useSession((s) => s.realtimeStatus);

  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap">
        <Burger opened={!collapsed} onClick={onToggle} size="sm" aria-label={t('nav.toggle')} aria-expanded={!collapsed} />
        <Title order={2} size="h4">
          {appName}
        </Title>
      </Group>
      <Group gap="sm" wrap="nowrap">
        {realtimeStatus === 'disconnected' && (
          <Badge color="orange" variant="light" role="status">
            {t('topbar.reconnecting')}
          </Badge>
        )}
        <ActionIcon variant="subtle" size="lg" onClick={toggleTheme} aria-label={t('topbar.toggleTheme')}>
          {theme === 'dark' ? <IconSun size={20} /> : <IconMoon size={20} />}
        </ActionIcon>
        <UserMenu />
      </Group>
    </Group>
  );
}
