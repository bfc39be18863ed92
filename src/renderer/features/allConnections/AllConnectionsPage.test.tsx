import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { useSession } from '@renderer/session';
import { fakeApi, type SeenRequest } from '@renderer/test/fakeApi';
import { makeUser } from '@renderer/test/fixtures';
import { renderWithApp, Route, testI18n } from '@renderer/test/render';
import AllConnectionsPage from './AllConnectionsPage';

/** Deployed shapes: two plain arrays, the connections of every company with their companyId. */
const COMPANIES = [
  { id: 1, name: 'Empresa 1', status: true, planId: 1 },
  { id: 2, name: 'Loja Dois', status: true, planId: 1 },
  { id: 3, name: 'Sem Conexões', status: true, planId: 1 },
];
function connections() {
  return [
    { id: 10, companyId: 1, name: 'Comercial', status: 'CONNECTED', number: '5565999990000', isDefault: true },
    { id: 11, companyId: 1, name: 'Suporte', status: 'qrcode', number: '', isDefault: false },
    { id: 20, companyId: 2, name: 'Loja', status: 'CONNECTED', number: '5565988887777', isDefault: true },
    // Not CONNECTED, so not counted as connected (spec 3 "All connections").
    { id: 21, companyId: 2, name: 'Loja 2', status: 'connected', number: '', isDefault: false },
  ];
}

function serve(request: SeenRequest) {
  if (request.method === 'GET' && request.path === '/companies/list') return COMPANIES;
  if (request.method === 'GET' && request.path === '/whatsapp/all') return connections();
  if (request.method === 'DELETE' && request.path === '/whatsappsession/20')
    return { message: 'Session disconnected.' };
  return Response.json({ error: 'ERR_NOT_FOUND' }, { status: 404 });
}

const signIn = (fields: Parameters<typeof makeUser>[0]) =>
  useSession.setState({ phase: 'authenticated', backendUrl: 'http://backend.test', user: makeUser(fields) });

describe('AllConnectionsPage', () => {
  afterEach(() => {
    cleanup();
    useSession.setState({ phase: 'booting', backendUrl: null, user: null });
  });

  it('sends anyone but the super user to /tickets', async () => {
    const seen = fakeApi(serve);
    signIn({ id: 1, profile: 'admin', super: false });
    renderWithApp(
      await testI18n(),
      <>
        <Route path="/allConnections" element={<AllConnectionsPage />} />
        <Route path="/tickets" element={null} />
      </>,
      '/allConnections',
    );
    await waitFor(() => expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/tickets'));
    expect(seen).toEqual([]);
  });

  it('counts per company and in total, and a disconnect in the dialog moves them', async () => {
    const seen = fakeApi(serve);
    signIn({ id: 1, profile: 'admin', super: true });
    renderWithApp(await testI18n(), <Route path="/" element={<AllConnectionsPage />} />);
    const table = await screen.findByRole('table', { name: 'Conexões por cliente' });
    const figures = (name: string) =>
      within(within(table).getByRole('row', { name: new RegExp(`^${name}`) }))
        .getAllByRole('cell')
        .slice(1, 4)
        .map((c) => c.textContent);
    await waitFor(() => expect(figures('Empresa 1')).toEqual(['1', '1', '2']));
    expect(figures('Loja Dois')).toEqual(['1', '1', '2']);
    expect(figures('Sem Conexões')).toEqual(['0', '0', '0']);
    expect(figures('Total')).toEqual(['2', '2', '4']);
    expect(seen.find((r) => r.path === '/whatsapp/all')?.query).toEqual({ session: '0' });

    await userEvent.click(within(table).getByRole('button', { name: 'Conexões de Loja Dois' }));
    const dialog = await screen.findByRole('dialog', { name: 'Conexões de Loja Dois' });
    expect(within(dialog).getAllByRole('row')).toHaveLength(3);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Excluir Loja' }));
    const confirm = await screen.findByRole('dialog', { name: 'Exclusão de Registro' });
    await userEvent.click(within(confirm).getByRole('radio', { name: /Apenas desconectar a sessão/ }));
    await userEvent.click(within(confirm).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('row', { name: /Loja 5565988887777|Loja —/ })).toHaveTextContent('Desconectado'),
    );
    expect(figures('Loja Dois')).toEqual(['0', '2', '2']);
    expect(figures('Total')).toEqual(['1', '3', '4']);
  });
});
