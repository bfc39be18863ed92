import { Suspense, useEffect, useState } from 'react';
import { AppShell, Loader, Center } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { useUser } from '@renderer/session';
import { markFirstScreenShownAfterPaint } from '@renderer/ui';
import { KeyboardShell } from '../commandPalette/KeyboardShell';
import { LiveServices } from './LiveServices';
import { RouteErrorBoundary } from '../RouteErrorBoundary';
import classes from './AppLayout.module.css';
import { SideMenu } from './SideMenu';
import { TopBar } from './TopBar';

/** Below 1366 px the side menu shows icons only by itself: laptops and half-screen windows need the room for the inbox. */
export const MENU_AUTO_COLLAPSE_QUERY = '(max-width: 1365px)';

/** The signed-in frame: top bar, collapsible side menu (user.defaultMenu) and the routed screen. */
export function AppLayout() {
  const { t } = useTranslation('common');
  const user = useUser();
  const short = useMediaQuery(MENU_AUTO_COLLAPSE_QUERY, false, { getInitialValueInEffect: false });
  const [collapsed, setCollapsed] = useState(short || user.defaultMenu === 'closed');
  // Crossing the threshold collapses, or gives back the user's own choice; the toggle still works at any width.
  useEffect(() => setCollapsed(short || user.defaultMenu === 'closed'), [short, user.defaultMenu]);
  const location = useLocation();
  // The inbox says when its first screen is shown (its list's first page); any other screen is
  // shown as it mounts, and the background reads it held back go now (ui/firstScreen.ts).
  const onInbox = location.pathname.startsWith('/tickets');
  useEffect(() => {
    if (!onInbox) markFirstScreenShownAfterPaint();
  }, [onInbox]);

  return (
    <AppShell header={{ height: 56 }} navbar={{ width: collapsed ? 64 : 240, breakpoint: 0 }} padding={0}>
      <AppShell.Header className={classes.header}>
        <TopBar collapsed={collapsed} onToggle={() => setCollapsed((c) => !c)} />
      </AppShell.Header>
      <AppShell.Navbar>
        <SideMenu collapsed={collapsed} />
      </AppShell.Navbar>
      <AppShell.Main id="main" style={{ height: '100dvh', display: 'flex', flexDirection: 'column' }}>
        <RouteErrorBoundary key={location.pathname.split('/')[1]}>
          <Suspense
            fallback={
              <Center style={{ flex: 1 }}>
                <Loader role="progressbar" aria-label={t('actions.loading')} />
              </Center>
            }
          >
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </AppShell.Main>
      <KeyboardShell />
      <LiveServices />
    </AppShell>
  );
}
