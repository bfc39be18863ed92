import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Menu } from '@mantine/core';
import { setPlatform, type Platform } from '@renderer/platform';
import { renderWithApp, Route, testI18n } from '@renderer/test/render';
import { DesktopPreferenceItems } from './DesktopPreferenceItems';

function fakePlatform(kind: 'desktop' | 'web') {
  const local: Record<string, unknown> = { closeToTray: true, startAtLogin: false };
  let changed: ((key: string, value: unknown) => void) | null = null;
  const platform = {
    kind,
    getLocal: vi.fn(async (key: string) => local[key]),
    setLocal: vi.fn(async (key: string, value: unknown) => {
      local[key] = value;
    }),
    onLocalChanged: (listener: (key: string, value: unknown) => void) => {
      changed = listener;
      return () => (changed = null);
    },
  };
  setPlatform(platform as unknown as Platform);
  return { platform, fromTray: (key: string, value: unknown) => changed?.(key, value) };
}

/** The items in a menu held open (in jsdom the target has no size, which Mantine reads as detached). */
async function openMenu() {
  const i18n = await testI18n();
  renderWithApp(
    i18n,
    <Route
      path="/"
      element={
        <Menu opened hideDetached={false}>
          <Menu.Target>
            <button type="button">menu</button>
          </Menu.Target>
          <Menu.Dropdown>
            <DesktopPreferenceItems />
            <Menu.Item>Sair</Menu.Item>
          </Menu.Dropdown>
        </Menu>
      }
    />,
  );
}

afterEach(() => setPlatform(null));

describe('the desktop app’s switches in the profile menu', () => {
  it('shows close to tray and start at login as checkboxes, and changes them', async () => {
    const { platform, fromTray } = fakePlatform('desktop');
    await openMenu();
    const tray = await screen.findByRole('menuitemcheckbox', { name: 'Fechar para a bandeja' });
    const login = screen.getByRole('menuitemcheckbox', { name: 'Iniciar com o sistema' });
    await vi.waitFor(() => expect(tray).toHaveAttribute('aria-checked', 'true'));
    expect(login).toHaveAttribute('aria-checked', 'false');

    await userEvent.click(login);
    expect(platform.setLocal).toHaveBeenCalledWith('startAtLogin', true);
    expect(login).toHaveAttribute('aria-checked', 'true');

    fromTray('closeToTray', false);
    await vi.waitFor(() => expect(tray).toHaveAttribute('aria-checked', 'false'));
  });

  it('are not offered in a browser', async () => {
    fakePlatform('web');
    await openMenu();
    await screen.findByRole('menuitem', { name: 'Sair' });
    expect(screen.queryByRole('menuitemcheckbox')).toBeNull();
  });
});
