import { Suspense, useEffect, useState } from 'react';
import { AppShell, Loader, Center } from '@mantine/core';
import { Outlet, useLocation } from 'react-router';
import { startOutbox } from '@renderer/features/messages';
import { useNotificationsRuntime } from '@renderer/features/notifications';
import { useCompanySettingsRealtime, useUser } from '@renderer/features/session';
import { useTicketsLive } from '@renderer/features/tickets';
import { setUnreadInTitle } from '../branding';
import { KeyboardShell } from '../commandPalette/KeyboardShell';
import { RouteErrorBoundary } from '../RouteErrorBoundary';
import { SideMenu } from './SideMenu';
import { TopBar } from './TopBar';

/** The signed-in frame: top bar, collapsible side menu (user.defaultMenu) and the routed screen. */
export function AppLayout() {
  const user = useUser();
  const [collapsed, setCollapsed] = useState(user.defaultMenu === 'closed');
  const location = useLocation();
  useCompanySettingsRealtime();
  // Notifications, the ticket store (the badge's counts) and the keyboard shell work on every
  // screen, not only the tickets one.
  useNotificationsRuntime(setUnreadInTitle);
  useTicketsLive();
  // Messages left unsent by the last run go out at sign-in, whatever screen opens first.
  useEffect(() => startOutbox(), []);

  return (
    <AppShell header={{ height: 56 }} navbar={{ width: collapsed ? 64 : 240, breakpoint: 0 }} padding={0}>
      <AppShell.Header>
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
                <Loader aria-label="..." />
              </Center>
            }
          >
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </AppShell.Main>
      <KeyboardShell />
    </AppShell>
  );
}
