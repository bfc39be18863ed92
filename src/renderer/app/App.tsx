import { useEffect, useMemo } from 'react';
import { MantineProvider } from '@mantine/core';
import { I18nextProvider, useTranslation } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { LIMITS } from '@shared/domain/constants';
import { setLoggedElsewhereHandler, startBranding, useBranding, useColorScheme, useSession } from '@renderer/session';
import { getPlatform } from '@renderer/platform';
import { showToast } from '@renderer/ui';
import { AppRouter } from './router';
import { Toasts } from './Toasts';
import { appCssVariables, appTheme } from './theme';

export function App({ i18n }: { i18n: I18n }) {
  const colorScheme = useColorScheme(useSession((s) => s.user?.defaultTheme));
  const backendUrl = useSession((s) => s.backendUrl);
  const primaryColorLight = useBranding((s) => s.primaryColorLight);
  const primaryColorDark = useBranding((s) => s.primaryColorDark);
  // Re-renders on a language change, so the toasts' close label follows it.
  const { t } = useTranslation('common', { i18n });
  const closeLabel = t('actions.close');
  // Every configured colour goes through the readable-colour rules (app/theme.ts).
  const { theme, cssVariablesResolver } = useMemo(() => {
    const brand = { primaryColorLight, primaryColorDark };
    return { theme: appTheme(brand, closeLabel), cssVariablesResolver: appCssVariables(brand) };
  }, [primaryColorLight, primaryColorDark, closeLabel]);

  // Kept branding at once, read again after the first screen (session/branding.ts).
  useEffect(() => {
    if (backendUrl) void startBranding(backendUrl);
  }, [backendUrl]);

  useEffect(() => {
    setLoggedElsewhereHandler(() =>
      showToast({
        color: 'orange',
        message: i18n.t('account:elsewhere'),
        autoClose: LIMITS.toastAutoCloseMs * 2,
      }),
    );
  }, [i18n]);

  // Something the user wrote was found damaged on this machine (platform onLocalDamaged): say so,
  // and that the rest was kept. It stays until closed.
  useEffect(
    () =>
      getPlatform().onLocalDamaged(() =>
        showToast({
          id: 'local-damaged',
          color: 'orange',
          message: i18n.t('shell:localDamaged'),
          autoClose: false,
        }),
      ),
    [i18n],
  );

  return (
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} forceColorScheme={colorScheme}>
        <Toasts />
        <AppRouter />
      </MantineProvider>
    </I18nextProvider>
  );
}
