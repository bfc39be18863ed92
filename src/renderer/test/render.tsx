import type { ReactNode } from 'react';
import { createTheme, MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { render, type RenderResult } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { i18n as I18n } from 'i18next';
import { allNamespaces } from '../app/namespaces';
import { createI18n } from '../i18n';

/** The app's real strings (pt-BR), as the user reads them. */
export async function testI18n(): Promise<I18n> {
  return createI18n(await allNamespaces());
}

/** Shows the current path, so a test can see where a guard sent the user. */
export function LocationProbe() {
  const location = useLocation();
  return <output aria-label="location">{location.pathname}</output>;
}

/**
 * jsdom has no layout: every rect is zero, which floating-ui's hide middleware reads as a detached
 * target, so an open menu's dropdown got `display: none` as soon as its position resolved, and a
 * test that looked a moment later found no menu item (MessageMenu.test.tsx, flaky under load).
 */
const testTheme = createTheme({ components: { Popover: { defaultProps: { hideDetached: false } } } });

/** Renders inside the providers the app has (Mantine, i18n, a router at `route`). */
export function renderWithApp(i18n: I18n, routes: ReactNode, route = '/'): RenderResult {
  return render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={testTheme}>
        <Notifications />
        <MemoryRouter initialEntries={[route]}>
          <Routes>{routes}</Routes>
          <LocationProbe />
        </MemoryRouter>
      </MantineProvider>
    </I18nextProvider>,
  );
}

export { Route };
