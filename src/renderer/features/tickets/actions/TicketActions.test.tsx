import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n as I18n } from 'i18next';
import type { Ticket } from '@shared/api/ticket';
import { setApi } from '@renderer/api';
import { useSession } from '@renderer/session';
import { makeTicket, makeUser } from '@renderer/test/fixtures';
import { fakeApi } from '@renderer/test/fakeApi';
import { renderWithApp, Route, testI18n } from '@renderer/test/render';
import { CloseAllButton } from './CloseAllButton';
import { TicketActions } from './TicketActions';

let i18n: I18n;
beforeAll(async () => {
  i18n = await testI18n();
});

/** A fake backend: records each call, answers from `replies` by "METHOD path". */
function fakeBackend(replies: Record<string, unknown> = {}) {
  // The real API client over a fake network: each reply by method and path, null when unknown.
  return fakeApi(({ method, path }) => replies[`${method} ${path}`] ?? null);
}

afterEach(() => setApi(null));

const signIn = (overrides: Record<string, unknown> = {}) =>
  useSession.setState({ phase: 'authenticated', token: 't', user: makeUser(overrides) });

const ticket = makeTicket;

const renderActions = (t: Ticket, canReply = true) =>
  renderWithApp(
    i18n,
    <Route
      path="*"
      element={<TicketActions ticket={t} canReply={canReply} onOpened={() => {}} conversation={() => null} />}
    />,
    '/tickets/u-40',
  );

describe('TicketActions', () => {
  it('offers the holder of an open ticket return, resolve and transfer, with their shortcuts', () => {
    fakeBackend();
    signIn();
    renderActions(ticket());
    expect(screen.getByRole('button', { name: 'Retornar' })).toHaveAttribute('aria-keyshortcuts', 'Alt+V');
    expect(screen.getByRole('button', { name: 'Resolver' })).toHaveAttribute('aria-keyshortcuts', 'Alt+R');
    expect(screen.getByRole('button', { name: 'Transferir' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Aceitar' })).toBeNull();
  });

  it('does not offer a user the transitions of a ticket another attendant holds; an admin keeps them', () => {
    fakeBackend();
    signIn({ id: 5 });
    const { unmount } = renderActions(ticket({ userId: 3, user: { id: 3, name: 'Ana' } }), false);
    expect(screen.queryByRole('button', { name: 'Retornar' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Resolver' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Transferir' })).toBeNull();
    unmount();

    signIn({ id: 5, profile: 'admin' });
    renderActions(ticket({ userId: 3, user: { id: 3, name: 'Ana' } }));
    expect(screen.getByRole('button', { name: 'Resolver' })).toBeInTheDocument();
  });

  it('lists delete in the menu only with ticket-options:deleteTicket', async () => {
    fakeBackend();
    signIn();
    const { unmount } = renderActions(ticket());
    await userEvent.click(screen.getByRole('button', { name: 'Mais opções' }));
    expect(await screen.findByRole('menuitem', { name: 'Logs do ticket' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Deletar' })).toBeNull();
    unmount();

    signIn({ profile: 'admin' });
    renderActions(ticket());
    await userEvent.click(screen.getByRole('button', { name: 'Mais opções' }));
    expect(await screen.findByRole('menuitem', { name: 'Deletar' })).toBeInTheDocument();
  });

  it('resolves with or without the farewell message, as chosen', async () => {
    const calls = fakeBackend({ 'PUT /tickets/40': ticket({ status: 'closed' }) });
    signIn();
    renderActions(ticket());
    await userEvent.click(screen.getByRole('button', { name: 'Resolver' }));
    const dialog = await screen.findByRole('dialog', { name: 'Resolver ticket' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Resolver sem mensagem de despedida' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')).toBeDefined());
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
      path: '/tickets/40',
      body: { status: 'closed', sendFarewellMessage: false },
    });
    await waitFor(() => expect(screen.getByLabelText('location').textContent).toBe('/tickets'));
  });
});

describe('CloseAllButton', () => {
  it('is only for admins', () => {
    fakeBackend();
    signIn();
    renderWithApp(i18n, <Route path="*" element={<CloseAllButton />} />, '/tickets');
    expect(screen.queryByRole('button', { name: 'Fechar todos' })).toBeNull();
  });

  it('closes the chosen status in the chosen queues after confirmation', async () => {
    const calls = fakeBackend({
      'GET /queue': [
        { id: 1, name: 'Suporte', color: '#0091FF' },
        { id: 2, name: 'Vendas', color: '#16A34A' },
      ],
    });
    signIn({ profile: 'admin' });
    renderWithApp(i18n, <Route path="*" element={<CloseAllButton status="pending" queueIds={[2]} />} />, '/tickets');
    await userEvent.click(screen.getByRole('button', { name: 'Fechar todos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Fechar todos os tickets' });
    await waitFor(() => expect(calls.some((c) => c.path === '/queue')).toBe(true));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fechar todos' }));
    await waitFor(() => expect(calls.find((c) => c.path === '/tickets/closeAll')).toBeDefined());
    expect(calls.find((c) => c.path === '/tickets/closeAll')).toMatchObject({
      method: 'POST',
      body: { status: 'pending', selectedQueueIds: [2] },
    });
  });
});
