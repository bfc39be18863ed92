import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n as I18n } from 'i18next';
import { useSession } from '@renderer/session';
import { fakeApi, type SeenRequest } from '../../test/fakeApi';
import { makeUser } from '../../test/fixtures';
import { renderWithApp, Route, testI18n } from '../../test/render';
import DashboardPage from './DashboardPage';

// Rendering Mantine with real typing takes seconds on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

let i18n: I18n;
beforeAll(async () => {
  i18n = await testI18n();
});

const signIn = (overrides: Record<string, unknown> = {}) =>
  useSession.setState({
    phase: 'authenticated',
    backendUrl: 'http://backend.test',
    user: makeUser(overrides),
    realtime: null,
  });

/** A deployed-shaped reply: counts as bigint strings, averages as long decimals. */
const summary = {
  counters: {
    supportHappening: '2',
    supportPending: 3,
    supportFinished: 4,
    tickets: 9,
    avgWaitTime: 14.2,
    avgSupportTime: 125.5,
    npsScore: 33.33,
  },
  attendants: [
    {
      id: 2,
      name: 'Ana Atendente',
      online: true,
      tickets: 3,
      rating: 4.5,
      countRating: 2,
      avgWaitTime: 11.67,
      avgSupportTime: 33.3,
    },
    { id: 3, name: 'Bruno Atendente', online: false, tickets: '0', rating: 0, countRating: 0 },
  ],
};

function backend(charts: 'ok' | 'fail' = 'ok') {
  return fakeApi(({ path }) => {
    if (path === '/dashboard') return summary;
    if (charts === 'fail') return Response.json({ error: 'Internal server error' }, { status: 500 });
    if (path === '/dashboard/ticketsUsers') return { data: [{ nome: 'Ana Atendente', quantidade: '3' }] };
    if (path === '/dashboard/ticketsDay') return { count: 3, data: [{ total: '3', data: '10/03/2026' }] };
    return Response.json({ error: 'ERR_NOT_FOUND' }, { status: 404 });
  });
}

const render = () =>
  renderWithApp(
    i18n,
    <>
      <Route path="/" element={<DashboardPage />} />
      <Route path="/tickets" element="inbox" />
    </>,
    '/',
  );

const figure = (name: string) => screen.findByRole('group', { name });
const dashboardCalls = (seen: SeenRequest[]) => seen.filter((r) => r.path === '/dashboard');

beforeEach(() => signIn({ profile: 'admin' }));

describe('the dashboard (spec 1 §2)', () => {
  it('gives a profile user without showDashboard the 403 page, with a way back to /tickets', async () => {
    signIn({ profile: 'user', showDashboard: 'disabled' });
    const seen = backend();
    render();
    expect(screen.getByRole('heading', { name: 'Oops! Acesso Negado!' })).toBeInTheDocument();
    expect(seen).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Voltar' }));
    expect(await screen.findByText('inbox')).toBeInTheDocument();
  });

  it('shows the counters of the month so far, for a user with showDashboard too', async () => {
    signIn({ profile: 'user', showDashboard: 'enabled' });
    const seen = backend();
    render();
    expect(within(await figure('Em atendimento')).getByText('2')).toBeInTheDocument();
    expect(within(await figure('Total de atendimentos')).getByText('9')).toBeInTheDocument();
    expect(within(await figure('T.M. de espera')).getByText('14 min')).toBeInTheDocument();
    expect(within(await figure('T.M. de atendimento')).getByText('2 h 6 min')).toBeInTheDocument();
    const today = new Date();
    const month = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}`;
    expect(dashboardCalls(seen)[0].query).toEqual({
      date_from: `${month}-01`,
      date_to: expect.stringMatching(new RegExp(`^${month}-`)),
    });
    const charts = seen.find((r) => r.path === '/dashboard/ticketsDay')!;
    expect(charts.query).toMatchObject({ initialDate: `${month}-01`, companyId: String(makeUser().companyId) });
  });

  it("refuses an empty filter with 'Parametrize o filtro' and applies a period", async () => {
    const seen = backend();
    render();
    await figure('Em atendimento');
    const from = screen.getByLabelText('Data inicial');
    const to = screen.getByLabelText('Data final');
    await userEvent.clear(from);
    await userEvent.clear(to);
    await userEvent.click(screen.getByRole('button', { name: 'Filtrar' }));
    expect(await screen.findByText('Parametrize o filtro')).toBeInTheDocument();
    expect(dashboardCalls(seen)).toHaveLength(1);

    await userEvent.type(from, '2026-03-10');
    await userEvent.type(to, '2026-03-01');
    await userEvent.click(screen.getByRole('button', { name: 'Filtrar' }));
    expect(await screen.findByText('A data final não pode ser anterior à inicial')).toBeInTheDocument();
    expect(dashboardCalls(seen)).toHaveLength(1);

    await userEvent.clear(to);
    await userEvent.type(to, '2026-03-31');
    await userEvent.click(screen.getByRole('button', { name: 'Filtrar' }));
    await vi.waitFor(() => expect(dashboardCalls(seen)).toHaveLength(2));
    expect(dashboardCalls(seen)[1].query).toEqual({ date_from: '2026-03-10', date_to: '2026-03-31' });
  });

  it('lists the attendants with the rating on the emoji scale; a charts failure gets the spec toast', async () => {
    backend('fail');
    render();
    await userEvent.click(await screen.findByRole('tab', { name: 'Atendentes' }));
    const table = await screen.findByRole('table', { name: 'Atendentes' });
    const ana = within(table).getByRole('row', { name: /Ana Atendente/ });
    expect(within(ana).getByRole('img', { name: 'Avaliação 4,5 de 5' })).toHaveTextContent('😍');
    expect(within(ana).getByText('Online')).toBeInTheDocument();
    const bruno = within(table).getByRole('row', { name: /Bruno Atendente/ });
    expect(within(bruno).getByText('Sem avaliação')).toBeInTheDocument();
    expect(await screen.findAllByText('Erro ao buscar informações dos tickets')).not.toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Exportar Excel' })).toBeEnabled();
  });
});
