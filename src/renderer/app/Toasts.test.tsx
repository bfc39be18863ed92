import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { cleanNotifications } from '@mantine/notifications';
import { markFirstScreenShown, resetFirstScreen, showToast } from '@renderer/ui';
import { DEFAULT_BRAND } from '@renderer/session';
import { appTheme } from './theme';
import { Toasts } from './Toasts';

// The test setup marks the first screen shown for every component test; these choose.
beforeEach(() => resetFirstScreen());
afterEach(() => {
  act(() => cleanNotifications());
  markFirstScreenShown();
});

describe('the toasts', () => {
  it('shown before the first screen, wait for it, then appear', async () => {
    render(
      <MantineProvider>
        <Toasts />
      </MantineProvider>,
    );
    showToast({ message: 'Sessão encerrada em outro lugar' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByText('Sessão encerrada em outro lugar')).toBeNull();

    act(() => markFirstScreenShown());
    expect(await screen.findByText('Sessão encerrada em outro lugar')).toBeTruthy();
  });

  it('shown once the first screen is up, appear', async () => {
    markFirstScreenShown();
    render(
      <MantineProvider>
        <Toasts />
      </MantineProvider>,
    );
    showToast({ message: '3 atendimentos exportados' });
    expect(await screen.findByText('3 atendimentos exportados')).toBeTruthy();
  });

  it("have a close button named in the app's language (the app's theme)", async () => {
    markFirstScreenShown();
    render(
      <MantineProvider theme={appTheme(DEFAULT_BRAND, 'Fechar')}>
        <Toasts />
      </MantineProvider>,
    );
    showToast({ message: 'Contato salvo' });
    await screen.findByText('Contato salvo');
    expect(screen.getByRole('button', { name: 'Fechar' })).toBeTruthy();
  });
});
