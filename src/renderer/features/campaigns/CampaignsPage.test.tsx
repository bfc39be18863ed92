import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useSession } from '@renderer/session';
import { fakeApi, type SeenRequest } from '@renderer/test/fakeApi';
import { makeUser } from '@renderer/test/fixtures';
import { renderWithApp, Route, testI18n } from '@renderer/test/render';
import type { i18n as I18n } from 'i18next';
import CampaignsPage from './CampaignsPage';

let i18n: I18n;
beforeAll(async () => {
  i18n = await testI18n();
});

const row = (id: number, name: string, status: string) => ({
  id,
  name,
  status,
  confirmation: false,
  scheduledAt: '2026-11-27T10:00:00.000Z',
  completedAt: null,
  contactListId: 1,
  contactList: { name: 'Clientes' },
  whatsappId: 1,
  whatsapp: { name: 'WhatsApp Demo' },
  userId: null,
  queueId: null,
});

/** Two campaigns; the server refuses cancelling the running one (it finished meanwhile) and restarts the other. */
function serve({ method, path }: SeenRequest) {
  if (method === 'GET' && path === '/campaigns')
    return { records: [row(2, 'Natal', 'EM_ANDAMENTO'), row(1, 'Páscoa', 'CANCELADA')], count: 2, hasMore: false };
  if (path === '/campaigns/2/cancel') return Response.json({ error: 'ERR_CAMPAIGN_NOT_CANCELLABLE' }, { status: 400 });
  if (path === '/campaigns/1/restart') return { message: 'Campaign restarted' };
  return Response.json({ error: 'ERR_NOT_FOUND' }, { status: 404 });
}

const signIn = (profile: 'admin' | 'user') =>
  useSession.setState({
    phase: 'authenticated',
    backendUrl: 'http://backend.test',
    user: makeUser({ id: 1, profile }),
  });

describe('CampaignsPage', () => {
  afterEach(() => {
    cleanup();
    useSession.setState({ phase: 'booting', backendUrl: null, user: null });
  });

  it("offers cancel and restart by status, and says the server's refusal", async () => {
    signIn('admin');
    const seen = fakeApi(serve);
    renderWithApp(i18n, <Route path="/" element={<CampaignsPage />} />);
    const table = await screen.findByRole('table', { name: 'Campanhas' });
    const natal = (await within(table).findByText('Natal')).closest('tr')!;
    const pascoa = within(table).getByText('Páscoa').closest('tr')!;
    expect(within(natal).getByText('Em andamento')).toBeVisible();
    expect(within(natal).queryByRole('button', { name: 'Reiniciar Natal' })).toBeNull();
    expect(within(pascoa).queryByRole('button', { name: 'Cancelar Páscoa' })).toBeNull();
    expect(within(natal).getByRole('link', { name: 'Relatório de Natal' })).toHaveAttribute(
      'href',
      '/campaign/2/report',
    );

    const user = userEvent.setup();
    await user.click(within(natal).getByRole('button', { name: 'Cancelar Natal' }));
    expect(await screen.findByText('Só uma campanha em andamento ou programada pode ser cancelada.')).toBeVisible();
    await user.click(within(pascoa).getByRole('button', { name: 'Reiniciar Páscoa' }));
    expect(await screen.findByText('Campanha reiniciada')).toBeVisible();
    expect(seen.filter((r) => r.method === 'POST').map((r) => r.path)).toEqual([
      '/campaigns/2/cancel',
      '/campaigns/1/restart',
    ]);
  });

  it('gives a profile user the access-denied placeholder and asks the server nothing', async () => {
    signIn('user');
    const seen = fakeApi(serve);
    renderWithApp(i18n, <Route path="/" element={<CampaignsPage />} />);
    expect(await screen.findByRole('heading', { name: 'Oops! Acesso Negado!' })).toBeVisible();
    expect(seen).toEqual([]);
  });
});
