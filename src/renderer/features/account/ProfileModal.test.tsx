import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n as I18n } from 'i18next';
import { makeUser } from '../../test/fixtures';
import { fakeApi } from '../../test/fakeApi';
import { renderWithApp, Route, testI18n } from '../../test/render';
import { ProfileModal } from './ProfileModal';
import { useSession } from '@renderer/session';

// Rendering Mantine with real typing takes seconds on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

let i18n: I18n;
beforeAll(async () => {
  i18n = await testI18n();
});

/** The user as a deployed 4.8 backend answers GET /users/3: queues, connection, width, flags, and a field of its own. */
const stored = {
  id: 3,
  name: 'Ana Atendente',
  email: 'ana@demo.local',
  profile: 'user',
  companyId: 2,
  super: false,
  tokenVersion: 4,
  whatsappId: 5,
  allTicket: 'disable',
  startWork: '08:00',
  endWork: '18:00',
  defaultTheme: 'dark',
  defaultMenu: 'closed',
  allowGroup: true,
  allHistoric: 'enabled',
  defaultTicketsManagerWidth: 480,
  farewellMessage: 'Até logo',
  followMeEnabled: true,
  queues: [
    { id: 1, name: 'Suporte', color: '#0091FF' },
    { id: 2, name: 'Vendas', color: '#2e7d32' },
  ],
  company: { id: 2, name: 'Outra' },
  whatsapp: { id: 5, name: 'WhatsApp Demo' },
};

/** The HTTP transport: answers GET /users/3 and records every PUT body. */
function backend() {
  const puts: Record<string, unknown>[] = [];
  fakeApi(({ method, path, body }) => {
    if (path === '/users/3' && method === 'GET') return stored;
    if (path === '/users/3' && method === 'PUT') {
      puts.push(body as Record<string, unknown>);
      return stored;
    }
    return Response.json({ error: 'ERR_SESSION_EXPIRED' }, { status: 401 });
  });
  return puts;
}

beforeEach(() => {
  useSession.setState({ phase: 'authenticated', backendUrl: 'http://backend.test', user: makeUser(), realtime: null });
});

describe('ProfileModal (issue 8: PUT /users is not a patch)', () => {
  it('saves the name with the whole record as read, so the queues, connection and width stay', async () => {
    const puts = backend();
    renderWithApp(i18n, <Route path="/" element={<ProfileModal opened onClose={() => {}} />} />);
    const name = await screen.findByRole('textbox', { name: 'Nome' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Ana A.');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));

    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toMatchObject({
      name: 'Ana A.',
      email: 'ana@demo.local',
      queueIds: [1, 2],
      whatsappId: 5,
      defaultTicketsManagerWidth: 480,
      profile: 'user',
      companyId: 2,
      allTicket: 'disable',
      startWork: '08:00',
      allHistoric: 'enabled',
      farewellMessage: 'Até logo',
      followMeEnabled: true,
    });
    // No password unless one is typed; nothing the server owns goes back.
    expect(puts[0]).not.toHaveProperty('password');
    expect(puts[0]).not.toHaveProperty('tokenVersion');
    expect(puts[0]).not.toHaveProperty('queues');
    expect(await screen.findByText('Usuário salvo com sucesso.')).toBeInTheDocument();
  });

  it('sends a new password only when one is typed', async () => {
    const puts = backend();
    renderWithApp(i18n, <Route path="/" element={<ProfileModal opened onClose={() => {}} />} />);
    await userEvent.type(await screen.findByLabelText('Senha'), 'nova12345');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toMatchObject({ password: 'nova12345', queueIds: [1, 2], whatsappId: 5 });
  });
});
