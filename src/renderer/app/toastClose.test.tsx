import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { DEFAULT_BRAND } from '@renderer/session';
import { appTheme } from './theme';

describe('toasts under the app theme', () => {
  it("have a close button a screen reader can name, in the app's language", async () => {
    render(
      <MantineProvider theme={appTheme(DEFAULT_BRAND, 'Kapat')}>
        <Notifications />
      </MantineProvider>,
    );
    act(() => {
      notifications.show({ message: '3 atendimentos exportados' });
    });
    expect(await screen.findByText('3 atendimentos exportados')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Kapat' })).toBeTruthy();
  });
});
