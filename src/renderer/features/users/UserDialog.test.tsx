import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n as I18n } from 'i18next';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@renderer/test/fakeApi';
import { Route, renderWithApp, testI18n } from '@renderer/test/render';
import { UserDialog } from './UserDialog';

let i18n: I18n;
beforeAll(async () => {
  i18n = await testI18n();
});

describe('the add-user dialog', () => {
  it('keeps what was typed and the errors shown when the choices arrive late', async () => {
    let release = () => {};
    const choicesIn = new Promise<void>((resolve) => (release = resolve));
    fakeApi(async ({ path }) => {
      await choicesIn;
      if (path === '/queue') return [{ id: 1, name: 'Suporte', color: '#0a0' }];
      return [];
    });
    renderWithApp(
      i18n,
      <Route path="/" element={<UserDialog opened row={null} onClose={vi.fn()} onSaved={vi.fn()} />} />,
    );
    await screen.findByRole('dialog', { name: 'Adicionar usuário' });
    const user = userEvent.setup();
    // A quick attendant: the name typed and Salvar pressed before the queues and connections are read.
    await user.type(screen.getByRole('textbox', { name: 'Nome' }), 'Carla');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveAttribute('aria-invalid', 'true'),
    );

    release();
    await waitFor(() => expect(screen.queryByLabelText('Carregando usuário')).toBeNull());
    expect(screen.getByRole('textbox', { name: 'Nome' })).toHaveValue('Carla');
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveAttribute('aria-invalid', 'true');
  });
});
