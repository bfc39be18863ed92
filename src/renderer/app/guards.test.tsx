import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { useSession } from '@renderer/session';
import { makeUser } from '../test/fixtures';
import { renderWithApp, Route, testI18n } from '../test/render';
import { PublicOnly, RequireAuth, RequireExpired, TicketUuidGuard } from './guards';
import { RequirePlan } from './RequirePlan';

let i18n: I18n;
beforeAll(async () => {
  i18n = await testI18n();
});

function signIn(overrides: Record<string, unknown> = {}, company: Record<string, unknown> = {}) {
  useSession.setState({ phase: 'authenticated', token: 't', user: makeUser(overrides, company) });
}

const where = () => screen.getByLabelText('location').textContent;

beforeEach(() => useSession.setState({ phase: 'anonymous', token: null, user: null, loggedOut: false }));

const routes = (
  <>
    <Route path="/login" element={<PublicOnly>login page</PublicOnly>} />
    <Route path="/tickets" element={<RequireAuth>inbox</RequireAuth>} />
    <Route path="/tickets/:ticketId" element={<TicketUuidGuard>conversation</TicketUuidGuard>} />
    <Route path="/todolist" element={<RequireAuth>tasks</RequireAuth>} />
    <Route
      path="/financeiro-aberto"
      element={
        <RequireAuth>
          <RequireExpired>finance</RequireExpired>
        </RequireAuth>
      }
    />
    <Route path="/" element={<RequireAuth>dashboard</RequireAuth>} />
    <Route path="/kanban" element={<RequirePlan gate={{ plan: 'useKanban' }}>kanban board</RequirePlan>} />
    <Route path="/companies" element={<RequirePlan gate={{ superOnly: true }}>companies</RequirePlan>} />
  </>
);

describe('route guards (spec 1 §2)', () => {
  it('sends an unauthenticated user on a private route to /login', () => {
    renderWithApp(i18n, routes, '/tickets');
    expect(where()).toBe('/login');
  });

  it('comes back to the page it was sent away from, unless the user logged out', async () => {
    const { unmount } = renderWithApp(i18n, routes, '/todolist');
    expect(where()).toBe('/login');
    act(() => signIn());
    expect(where()).toBe('/todolist');
    unmount();

    useSession.setState({ phase: 'anonymous', token: null, user: null, loggedOut: true });
    renderWithApp(i18n, routes, '/todolist');
    act(() => signIn());
    expect(where()).toBe('/tickets');
  });

  it('an attendant signing in from / lands on the inbox, not on the 403 page', () => {
    renderWithApp(i18n, routes, '/');
    expect(where()).toBe('/login');
    act(() => signIn({ showDashboard: 'disabled' }));
    expect(where()).toBe('/tickets');
    expect(screen.queryByRole('heading', { name: 'Oops! Acesso Negado!' })).not.toBeInTheDocument();
  });

  it('/financeiro-aberto is only for a company past its due date', () => {
    signIn({}, { dueDate: '2099-01-01' });
    const { unmount } = renderWithApp(i18n, routes, '/financeiro-aberto');
    expect(where()).toBe('/tickets');
    unmount();
    signIn({}, { dueDate: '2020-01-01' });
    renderWithApp(i18n, routes, '/financeiro-aberto');
    expect(screen.getByText('finance')).toBeInTheDocument();
  });

  it('sends an authenticated user away from /login to the inbox', () => {
    signIn();
    renderWithApp(i18n, routes, '/login');
    expect(where()).toBe('/tickets');
  });

  it('sends a company whose subscription has expired to /financeiro-aberto', () => {
    signIn({}, { dueDate: '2020-01-01' });
    renderWithApp(i18n, routes, '/login');
    expect(where()).toBe('/financeiro-aberto');
  });

  it('redirects the literal uuid "undefined" to /tickets', () => {
    signIn();
    renderWithApp(i18n, routes, '/tickets/undefined');
    expect(where()).toBe('/tickets');
  });

  it('a plan-gated page without the flag warns and goes to / after 1 second', async () => {
    signIn({ showDashboard: 'enabled' });
    renderWithApp(i18n, routes, '/kanban');
    expect(screen.queryByText('kanban board')).not.toBeInTheDocument();
    expect(
      await screen.findByText(
        'Esta empresa não possui permissão para acessar essa página! Estamos lhe redirecionando.',
      ),
    ).toBeInTheDocument();
    await screen.findByText('dashboard', {}, { timeout: 3000 });
    expect(where()).toBe('/');
  });

  it('a plan-gated page with the flag shows', () => {
    signIn({}, { plan: { useKanban: true } });
    renderWithApp(i18n, routes, '/kanban');
    expect(screen.getByText('kanban board')).toBeInTheDocument();
  });

  it('super-only pages need the super flag', async () => {
    signIn({ super: true });
    renderWithApp(i18n, routes, '/companies');
    expect(screen.getByText('companies')).toBeInTheDocument();
  });
});
