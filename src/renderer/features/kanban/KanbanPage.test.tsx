import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n as I18n } from 'i18next';
import { useSession } from '@renderer/session';
import { fakeApi } from '../../test/fakeApi';
import { makeUser } from '../../test/fixtures';
import { renderWithApp, Route, testI18n } from '../../test/render';
import KanbanPage from './KanbanPage';

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

// Deployed shapes: the lanes under `lista` with 4.8's lane columns, tickets as GET /tickets lists them.
const proposta = { id: 10, name: 'Proposta', color: '#0ea5e9', kanban: 1, companyId: 1, timeLane: 0, nextLaneId: null };
const vip = { id: 3, name: 'VIP', color: '#f59e0b', kanban: 0 };
const ticket = (id: number, tags: unknown[], name: string) => ({
  id,
  uuid: `uuid-${id}`,
  status: 'open',
  contactId: id,
  contact: { id, name, number: '5565999991234', profilePicUrl: '' },
  lastMessage: `*Olá* de ${name}`,
  updatedAt: `2026-11-26T10:0${id}:00.000Z`,
  user: { id: 2, name: 'Ana Atendente' },
  whatsapp: { name: 'WhatsApp' },
  tags,
});

function backend() {
  return fakeApi(({ path }) => {
    if (path === '/tag/kanban/') return { lista: [proposta] };
    if (path === '/ticket/kanban')
      return {
        tickets: [ticket(1, [], 'Maria'), ticket(2, [proposta], 'João'), ticket(3, [vip], 'Carla')],
        count: 3,
        hasMore: false,
      };
    return Response.json({ error: 'ERR_NOT_FOUND' }, { status: 404 });
  });
}

const render = () =>
  renderWithApp(
    i18n,
    <>
      <Route path="/Kanban" element={<KanbanPage />} />
      <Route path="/tickets/:uuid" element="ticket" />
    </>,
    '/Kanban',
  );

beforeEach(() => signIn({ profile: 'admin' }));

describe('the kanban board (spec 2 "Kanban board")', () => {
  it('shows the default lane and one per kanban tag, each card with its ticket, contact, message and attendant', async () => {
    const seen = backend();
    render();
    const open = await screen.findByRole('region', { name: 'Em aberto' });
    const lane = screen.getByRole('region', { name: 'Proposta' });
    // A ticket with only normal tags stands in the default lane; newest first.
    expect(
      within(open)
        .getAllByText(/^Ticket nº/)
        .map((e) => e.textContent),
    ).toEqual(['Ticket nº 3', 'Ticket nº 1']);
    expect(within(lane).getByText('Ticket nº 2')).toBeInTheDocument();
    expect(within(open).getAllByRole('listitem')).toHaveLength(2);
    expect(within(open).getByText('Maria')).toBeInTheDocument();
    expect(within(open).getAllByText('+55 65 99999 1234')).toHaveLength(2);
    expect(within(open).getByText('Olá de Maria')).toBeInTheDocument();
    expect(within(open).getAllByText('Ana Atendente')).toHaveLength(2);
    expect(within(open).getByRole('button', { name: 'Mover o ticket nº 1 (Maria)' })).toBeInTheDocument();
    expect(seen.find((r) => r.path === '/ticket/kanban')?.query).toEqual({ pageNumber: '1' });
    expect(screen.getByRole('link', { name: 'Adicionar colunas' })).toHaveAttribute('href', '/TagsKanban');
  });

  it("'Ver Ticket' opens the ticket; Buscar reads the board for the days; no 'Adicionar colunas' without dashboard:view", async () => {
    signIn({ profile: 'user' });
    const seen = backend();
    render();
    await screen.findByRole('region', { name: 'Proposta' });
    expect(screen.queryByRole('link', { name: 'Adicionar colunas' })).not.toBeInTheDocument();

    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Data inicial'), '2026-11-01');
    await user.type(screen.getByLabelText('Data final'), '2026-10-01');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByText('A data final é anterior à inicial.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Data final'));
    await user.type(screen.getByLabelText('Data final'), '2026-11-30');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    await screen.findByRole('region', { name: 'Proposta' });
    await vi.waitFor(() =>
      expect(seen.filter((r) => r.path === '/ticket/kanban').at(-1)?.query).toEqual({
        startDate: '2026-11-01',
        endDate: '2026-11-30',
        pageNumber: '1',
      }),
    );

    await user.click(
      within(await screen.findByRole('region', { name: 'Proposta' })).getByRole('button', { name: 'Ver Ticket nº 2' }),
    );
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/tickets/uuid-2');
  });
});
