import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useSession } from '@renderer/session';
import { fakeApi, type SeenRequest } from '@renderer/test/fakeApi';
import { makeUser } from '@renderer/test/fixtures';
import { renderWithApp, Route, testI18n } from '@renderer/test/render';
import SettingsPage from './SettingsPage';

const SETTINGS = { userRating: 'disabled', sendGreetingAccepted: 'disabled', greetingAcceptedMessage: '', enableLGPD: 'disabled' };

function signIn(overrides: Record<string, unknown>) {
  useSession.setState({
    phase: 'authenticated',
    backendUrl: 'http://backend.test',
    user: makeUser({ id: 1, companyId: 2, ...overrides }, { companieSettings: SETTINGS }),
  });
}

function serve(request: SeenRequest) {
  if (request.method === 'PUT' && request.path === '/companySettings') {
    const { column, data } = request.body as { column: string; data: string };
    return { [column]: data };
  }
  if (request.method === 'GET' && request.path === '/settings') return [{ key: 'appName', value: 'Balcão' }];
  return Response.json({ error: 'ERR_NOT_FOUND' }, { status: 404 });
}

const render = async () => renderWithApp(await testI18n(), <Route path="/" element={<SettingsPage />} />);

describe('SettingsPage', () => {
  beforeAll(() => {
    // Mantine's autosize textarea listens to document.fonts, which jsdom lacks.
    if (!('fonts' in document))
      Object.defineProperty(document, 'fonts', {
        configurable: true,
        value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
      });
  });
  afterEach(() => {
    cleanup();
    useSession.setState({ phase: 'booting', backendUrl: null, user: null });
  });

  it('shows a profile user the no-permission view, and calls nothing', async () => {
    const seen = fakeApi(serve);
    signIn({ profile: 'user' });
    await render();
    expect(await screen.findByRole('heading', { name: 'Oops! Acesso Negado!' })).toBeVisible();
    expect(seen).toEqual([]);
  });

  it('saves an option on change with the spec toast; the white-label tab is not an admin one', async () => {
    const seen = fakeApi(serve);
    signIn({ profile: 'admin' });
    await render();
    await userEvent.click(await screen.findByRole('switch', { name: 'Avaliações' }));
    expect(await screen.findByText('Operação atualizada com sucesso.')).toBeVisible();
    expect(seen.at(-1)).toMatchObject({ method: 'PUT', path: '/companySettings', body: { column: 'userRating', data: 'enabled' } });
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Avaliações' })).toBeChecked());
    expect(screen.queryByRole('tab', { name: 'Whitelabel' })).toBeNull();
  });

  it('does not switch on an option whose message is empty: the message field says it is required', async () => {
    const seen = fakeApi(serve);
    signIn({ profile: 'admin' });
    await render();
    await userEvent.click(await screen.findByRole('switch', { name: 'Enviar saudação ao aceitar o ticket' }));
    expect(await screen.findByText('Obrigatório com a opção ativada: escreva a mensagem antes.')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Mensagem de saudação ao aceitar o ticket' })).toHaveFocus();
    expect(seen).toEqual([]);
  });

  it('shows the white-label tab to the super user', async () => {
    fakeApi(serve);
    signIn({ profile: 'admin', super: true });
    await render();
    await userEvent.click(await screen.findByRole('tab', { name: 'Whitelabel' }));
    expect(await screen.findByRole('textbox', { name: 'Nome do sistema' })).toHaveValue('Balcão');
  });
});
