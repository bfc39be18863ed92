import { useEffect, useState } from 'react';
import { NavLink as MantineNavLink, ScrollArea, Stack, Text, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { MENU_ENTRIES, visibleMenu, type MenuEntry } from '@shared/domain/menu';
import { useUser } from '@renderer/session';
import { getPlatform } from '@renderer/platform';
import { IMPLEMENTED_MENU } from '../menuItems';

/** The collapsible side menu (spec 1 §2): the entries the user may see, the version at the bottom. */
export function SideMenu({ collapsed }: { collapsed: boolean }) {
  const { t } = useTranslation('shell');
  const user = useUser();
  const [version, setVersion] = useState('');
  useEffect(() => {
    void getPlatform().version().then(setVersion);
  }, []);

  const entries = visibleMenu({ user, plan: user.company?.plan ?? null, hasHelps: false }).filter(
    (e): e is MenuEntry => IMPLEMENTED_MENU[e] !== undefined,
  );

  return (
    <Stack component="nav" aria-label={t('nav.label')} h="100%" justify="space-between" gap={0}>
      <ScrollArea type="auto" style={{ flex: 1 }}>
        {entries.map((entry) => {
          const Icon = IMPLEMENTED_MENU[entry]!;
          const label = t(`menu.${entry}`);
          const link = (
            <MantineNavLink
              key={entry}
              component={NavLink}
              to={MENU_ENTRIES[entry].path}
              label={collapsed ? undefined : label}
              aria-label={collapsed ? label : undefined}
              leftSection={<Icon size={20} stroke={1.6} aria-hidden />}
            />
          );
          return collapsed ? (
            <Tooltip key={entry} label={label} position="right">
              {link}
            </Tooltip>
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
