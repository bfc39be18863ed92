import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { i18n as I18n } from 'i18next';
import { setPlatform, type Platform } from '@renderer/platform';
import { testI18n } from '@renderer/test/render';
import { followDoNotDisturb, useDoNotDisturb } from './doNotDisturb';
import { DoNotDisturbSwitch } from './DoNotDisturbSwitch';

let i18n: I18n;
beforeAll(async () => {
  i18n = await testI18n();
});
afterEach(() => {
  setPlatform(null);
  useDoNotDisturb.setState({ on: false });
});

/** A platform whose local store holds `doNotDisturb`, with a door for the tray's changes. */
function fakePlatform(stored: unknown) {
  let listener: (key: string, value: unknown) => void = () => {};
  const platform = {
    getLocal: vi.fn(async () => stored),
    setLocal: vi.fn(async () => {}),
    onLocalChanged: vi.fn((l: typeof listener) => ((listener = l), () => {})),
  };
  setPlatform(platform as unknown as Platform);
  return { platform, tray: (value: unknown) => listener('doNotDisturb', value) };
}

function show() {
  return render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider>
        <DoNotDisturbSwitch />
      </MantineProvider>
    </I18nextProvider>,
  );
}

describe('do not disturb in the top bar', () => {
  it('is a named switch that shows its state and keeps it in the local store', async () => {
    const { platform } = fakePlatform(false);
    const off = followDoNotDisturb();
    show();
    const toggle = screen.getByRole('switch', { name: 'Não perturbe' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(platform.setLocal).toHaveBeenCalledWith('doNotDisturb', true);

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(platform.setLocal).toHaveBeenLastCalledWith('doNotDisturb', false);
    off();
  });

  it('starts as the store says, and follows the tray (a bad value reads as off)', async () => {
    const { tray } = fakePlatform(true);
    const off = followDoNotDisturb();
    show();
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Não perturbe' })).toHaveAttribute('aria-checked', 'true'));
    tray(false);
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Não perturbe' })).toHaveAttribute('aria-checked', 'false'));
    tray(true);
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Não perturbe' })).toHaveAttribute('aria-checked', 'true'));
    tray('yes');
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Não perturbe' })).toHaveAttribute('aria-checked', 'false'));
    off();
  });

  it('a change from the tray that comes before the first read wins over it', async () => {
    let answer: (v: boolean) => void = () => {};
    let listener: (key: string, value: unknown) => void = () => {};
    setPlatform({
      getLocal: () => new Promise<boolean>((resolve) => (answer = resolve)),
      onLocalChanged: (l: typeof listener) => ((listener = l), () => {}),
    } as unknown as Platform);
    const off = followDoNotDisturb();
    listener('doNotDisturb', true);
    answer(false);
    await Promise.resolve();
    expect(useDoNotDisturb.getState().on).toBe(true);
    off();
  });
});
