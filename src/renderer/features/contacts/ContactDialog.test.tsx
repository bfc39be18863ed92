import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n as I18n } from 'i18next';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Contact } from '@shared/api/contact';
import { useSession } from '@renderer/session';
import { fakeApi } from '@renderer/test/fakeApi';
import { makeUser } from '@renderer/test/fixtures';
import { Route, renderWithApp, testI18n } from '@renderer/test/render';
import { ContactDialog } from './ContactDialog';

let i18n: I18n;
beforeAll(async () => {
  i18n = await testI18n();
  useSession.setState({ phase: 'authenticated', backendUrl: 'http://backend.test', user: makeUser(), realtime: null });
});

const row: Contact = {
  id: 7,
  name: 'Maria',
  number: '5565999990000',
  email: '',
  urlPicture: '',
  active: true,
  isGroup: false,
  tags: [],
  extraInfo: [],
};

describe('the edit-contact dialog', () => {
  it('keeps what was typed while the contact was read, and fills the rest from what was read', async () => {
    let release = () => {};
    const recordIn = new Promise<void>((resolve) => (release = resolve));
    fakeApi(async ({ method, path }) => {
      if (method === 'GET' && path === '/contacts/7') {
        await recordIn;
        return { ...row, email: 'maria@exemplo.com', extraInfo: [{ id: 1, name: 'CPF', value: '123' }] };
      }
      return [];
    });
    renderWithApp(
      i18n,
      <Route path="/" element={<ContactDialog opened contact={row} onClose={vi.fn()} onSaved={vi.fn()} />} />,
    );
    await screen.findByRole('dialog', { name: 'Editar contato' });
    // A quick user: the name field has the focus at once, and they type before the contact is read.
    await userEvent.setup().type(screen.getByRole('textbox', { name: 'Nome' }), ' Souza');

    release();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveValue('maria@exemplo.com'));
    expect(screen.getByRole('textbox', { name: 'Nome' })).toHaveValue('Maria Souza');
  });

  it('lets the switches and tags be changed only once the contact is read, so an older reading never undoes a flip', async () => {
    let release = () => {};
    const recordIn = new Promise<void>((resolve) => (release = resolve));
    fakeApi(async ({ method, path }) => {
      if (method === 'GET' && path === '/contacts/7') {
        await recordIn;
        return { ...row, disableBot: false };
      }
      if (method === 'PUT' && path === '/contacts/toggleDisableBot/7') return { ...row, disableBot: true };
      return [];
    });
    renderWithApp(
      i18n,
      <Route path="/" element={<ContactDialog opened contact={row} onClose={vi.fn()} onSaved={vi.fn()} />} />,
    );
    const noBot = await screen.findByRole('switch', { name: 'Desativar o chatbot para este contato' });
    // A keyboard user reaches the switch under the loading cover.
    expect(noBot).toBeDisabled();
    expect(screen.getByRole('switch', { name: 'Aceitar áudios do contato' })).toBeDisabled();

    release();
    await waitFor(() => expect(noBot).toBeEnabled());
    await userEvent.setup().click(noBot);
    await waitFor(() => expect(noBot).toBeChecked());
  });
});
