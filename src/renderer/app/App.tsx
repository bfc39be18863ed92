import { useEffect } from 'react';
import { MantineProvider, createTheme } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { PRIMARY_COLOR_LIGHT, LIMITS } from '@shared/domain/constants';
import { setLoggedElsewhereHandler, useSession } from '@renderer/features/session';
import { loadBranding } from './branding';
import { useColorScheme } from './preferences';
import { AppRouter } from './router';

const theme = createTheme({
  primaryColor: 'blue',
  colors: {
    blue: [
      '#e5f4ff',
      '#cde2ff',
      '#9bc2ff',
      '#64a0ff',
      '#3984fe',
      '#1d72fe',
      '#0091FF',
      '#0058e4',
      '#004ecc',
      '#0043b5',
    ],
  },
  primaryShade: { light: 6, dark: 5 },
  focusRing: 'auto',
  other: { primaryLight: PRIMARY_COLOR_LIGHT },
});

export function App({ i18n }: { i18n: I18n }) {
  const colorScheme = useColorScheme(useSession((s) => s.user?.defaultTheme));
  const backendUrl = useSession((s) => s.backendUrl);

  useEffect(() => {
    if (backendUrl) void loadBranding(backendUrl);
  }, [backendUrl]);

  useEffect(() => {
    setLoggedElsewhereHandler(() =>
      notifications.show({
        color: 'orange',
        message: i18n.t('session:elsewhere'),
        autoClose: LIMITS.toastAutoCloseMs * 2,
      }),
    );
  }, [i18n]);

  return (
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme} forceColorScheme={colorScheme}>
        {/* Top centre: a toast never covers the composer's text field and send button (bottom of the window). */}
        <Notifications position="top-center" autoClose={LIMITS.toastAutoCloseMs} />
        <AppRouter />
      </MantineProvider>
    </I18nextProvider>
  );
}
