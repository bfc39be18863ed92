import { useEffect, useState } from 'react';
import { Indicator, ScrollArea, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MENU_ENTRIES, visibleMenu, type MenuEntry } from '@shared/domain/menu';
import { useConnectionsAttention } from '@renderer/features/connections';
import { useUnreadChatCount } from '@renderer/features/chats';
import { useHasHelps, useHelps } from '@renderer/features/helps';
import { useUser } from '@renderer/session';
import { getPlatform } from '@renderer/platform';
import { LazyTooltip, useFirstScreenShown } from '@renderer/ui';
import { IMPLEMENTED_MENU } from '../menuItems';
import { markCampaignsShown } from '../campaignsFlag';
import { MenuLink } from './MenuLink';

/** The collapsible side menu (spec 1 §2): the entries the user may see, the version at the bottom. */
export function SideMenu({ collapsed }: { collapsed: boolean }) {
  const { t } = useTranslation('shell');
  const user = useUser();
  const [version, setVersion] = useState('');
  // Spec 1 §2: the Connections entry warns while some connection is not connected.
  const connectionsWarn = useConnectionsAttention();
  // Spec 1 §2: the internal chat entry shows a dot while the user has unread chats.
  const chatsUnread = useUnreadChatCount() > 0;
  const hasHelps = useHasHelps();
  const loadHelps = useHelps((s) => s.load);
  useEffect(() => {
    void getPlatform().version().then(setVersion);
  }, []);
  // After the first screen: the Help entry is not worth delaying the inbox for.
  const firstScreenShown = useFirstScreenShown();
  useEffect(() => {
    if (firstScreenShown) void loadHelps();
  }, [loadHelps, firstScreenShown]);

  const entries = visibleMenu({ user, plan: user.company?.plan ?? null, hasHelps }).filter(
    (e): e is MenuEntry => IMPLEMENTED_MENU[e] !== undefined,
  );
  const showsCampaigns = entries.some((e) => MENU_ENTRIES[e].group === 'campaigns');
  useEffect(() => {
    if (showsCampaigns) markCampaignsShown();
  }, [showsCampaigns]);

  return (
    <Stack component="nav" aria-label={t('nav.label')} h="100%" justify="space-between" gap={0}>
      <ScrollArea type="auto" style={{ flex: 1 }}>
        {entries.map((entry) => {
          const Icon = IMPLEMENTED_MENU[entry]!;
          const warn = entry === 'connections' && connectionsWarn;
          const dot = entry === 'chats' && chatsUnread;
          const label = warn
            ? t('nav.connectionsWarning', { entry: t(`menu.${entry}`) })
            : dot
              ? t('nav.chatsUnread', { entry: t(`menu.${entry}`) })
              : t(`menu.${entry}`);
          const plainIcon = <Icon size={20} stroke={1.6} aria-hidden />;
          const icon = dot ? (
            <Indicator color="red" size={9} offset={2} aria-hidden data-testid="chats-unread-dot">
              {plainIcon}
            </Indicator>
          ) : (
            plainIcon
          );
          const link = (
            <MenuLink
              key={entry}
              to={MENU_ENTRIES[entry].path}
              label={collapsed ? undefined : t(`menu.${entry}`)}
              aria-label={collapsed || warn || dot ? label : undefined}
              icon={
                warn && collapsed ? (
                  <Indicator color="red" size={9} offset={2} aria-hidden>
                    {plainIcon}
                  </Indicator>
                ) : (
                  icon
                )
              }
              rightSection={
                warn && !collapsed ? (
                  <ThemeIcon
                    color="red"
                    variant="light"
                    size="sm"
                    radius="xl"
                    aria-hidden
                    data-testid="connections-warning"
                  >
                    <IconAlertTriangle size={14} />
                  </ThemeIcon>
                ) : undefined
              }
            />
          );
          return collapsed ? (
            <LazyTooltip key={entry} label={label} position="right">
              {link}
            </LazyTooltip>
          ) : (
            link
          );
        })}
      </ScrollArea>
      {!collapsed && version && (
        <Text size="xs" c="dimmed" p="sm" ta="center">
          {t('nav.version', { version })}
        </Text>
      )}
    </Stack>
  );
}
