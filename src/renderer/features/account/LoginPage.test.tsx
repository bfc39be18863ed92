import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n as I18n } from 'i18next';
import { loadBranding, useBranding, useSession } from '@renderer/session';
import { fakeApi } from '../../test/fakeApi';
import { renderWithApp, Route, testI18n } from '../../test/render';
import LoginPage from './LoginPage';

let i18n: I18n;
beforeAll(async () => {
  i18n = await testI18n();
});

/** A backend answering public settings and login from plain data (the real client over a fake fetch). */
function backend(
  settings: Record<string, string | null>,
  login: { status: number; body: unknown; headers?: Record<string, string> },
) {
  fakeApi(({ path }) => {
    if (path.startsWith('/public-settings/')) return settings[path.split('/').pop()!] ?? null;
    if (path === '/auth/login') return Response.json(login.body, { status: login.status, headers: login.headers });
    return Response.json({ error: 'ERR_SESSION_EXPIRED' }, { status: 401 });
  });
}

/** Renders the login page and signs in with the given (any) credentials. */
async function submitLogin(email: string) {
  renderWithApp(i18n, <Route path="/login" element={<LoginPage />} />, '/login');
  await userEvent.type(screen.getByLabelText('Email'), email);
  await userEvent.type(screen.getByLabelText('Senha'), 'segredo');
  await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
}

afterEach(() => {
  vi.useRealTimers();
});

beforeEach(() => {
  useSession.setState({
    phase: 'anonymous',
    backendUrl: 'http://backend.test',
    token: null,
    user: null,
    realtime: null,
  });
  useBranding.setState({ appName: 'Balcão', favicon: null, allowSignup: false });
});

describe('the login page (spec 1 §2)', () => {
  it("shows the backend's app name and title, and the signup link only when allowSignup is enabled", async () => {
    backend(
      { appName: 'Atendimento ACME', allowSignup: 'enabled', appLogoFavicon: 'favicon.png' },
      { status: 401, body: {} },
    );
    await loadBranding('http://backend.test');
    renderWithApp(i18n, <Route path="/login" element={<LoginPage />} />, '/login');
    expect(screen.getByRole('heading', { name: 'Atendimento ACME' })).toBeInTheDocument();
    expect(document.title).toBe('Atendimento ACME');
    expect(document.querySelector<HTMLLinkElement>('link[rel="icon"]')?.href).toBe(
      'http://backend.test/public/favicon.png',
    );
    expect(screen.getByRole('link', { name: 'Não tem uma conta? Cadastre-se!' })).toHaveAttribute('href', '/signup');
  });

  it('hides the signup link when allowSignup is disabled', async () => {
    backend({ allowSignup: 'disabled' }, { status: 401, body: {} });
    await loadBranding('http://backend.test');
    renderWithApp(i18n, <Route path="/login" element={<LoginPage />} />, '/login');
    expect(screen.queryByRole('link', { name: /Cadastre-se/ })).not.toBeInTheDocument();
  });

  it('asks for both fields before calling the backend', async () => {
    backend({}, { status: 401, body: {} });
    renderWithApp(i18n, <Route path="/login" element={<LoginPage />} />, '/login');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findAllByText('Required')).toHaveLength(2);
  });

  it('says nothing before the first try, then puts the focus on the field missing and clears its message as it is filled', async () => {
    backend({}, { status: 401, body: {} });
    renderWithApp(i18n, <Route path="/login" element={<LoginPage />} />, '/login');
    await userEvent.type(screen.getByLabelText('Senha'), 'segredo');
    expect(screen.queryByText('Required')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findAllByText('Required')).toHaveLength(1);
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(screen.getByLabelText('Email'), 'a');
    expect(screen.queryByText('Required')).not.toBeInTheDocument();
  });

  it('warns at login when fewer than 5 days of subscription remain', async () => {
    const dueDate = new Date(Date.now() + 2 * 86_400_000).toISOString();
    backend(
      {},
      {
        status: 200,
        body: {
          token: 'jwt',
          user: {
            id: 9,
            name: 'Dona',
            email: 'dona@x.local',
            profile: 'admin',
            companyId: 7,
            company: { id: 7, name: 'X', dueDate },
          },
        },
      },
    );
    await submitLogin('dona@x.local');
    expect(
      await screen.findByText('Sua assinatura vence em 2 dia(s). Regularize para não perder o acesso.'),
    ).toBeInTheDocument();
    useSession.getState().realtime?.close();
  });

  it("a switched-off company's user is told so, in the user's language, and can try again", async () => {
    backend({}, { status: 401, body: { error: 'ERR_COMPANY_INACTIVE' } });
    await submitLogin('ana@x.local');
    expect(await screen.findByText('Esta empresa está inativa. Fale com o suporte da plataforma.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Entrar' })).toBeEnabled();
  });

  it('after too many attempts (429) shows the wait in seconds and keeps the button off until Retry-After passes', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    backend({}, { status: 429, body: { error: 'ERR_TOO_MANY_LOGIN_ATTEMPTS' }, headers: { 'Retry-After': '2' } });
    await submitLogin('ana@x.local');
    // (Notifications of earlier tests are alerts too: the login page's is found by its text.)
    expect(await screen.findByText('Muitas tentativas de login. Tente novamente em 2 segundos.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Entrar' })).toBeDisabled();
    await act(async () => vi.advanceTimersByTime(1000));
    expect(screen.getByText('Muitas tentativas de login. Tente novamente em 1 segundo.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Entrar' })).toBeDisabled();
    await act(async () => vi.advanceTimersByTime(1000));
    expect(screen.queryByText(/Muitas tentativas de login/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Entrar' })).toBeEnabled();
  });

  it('a 429 without Retry-After shows the translated error and leaves the button on', async () => {
    backend({}, { status: 429, body: { error: 'ERR_TOO_MANY_LOGIN_ATTEMPTS' } });
    await submitLogin('ana@x.local');
    expect(await screen.findByText('Muitas tentativas de login. Tente novamente mais tarde.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Entrar' })).toBeEnabled();
  });
});
