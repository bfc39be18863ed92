import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi, type SeenRequest } from '@renderer/test/fakeApi';
import { renderWithApp, Route, testI18n } from '@renderer/test/render';
import PlansAdmin from './PlansAdmin';

/** A plan as the reference server answers it: both names of the price and of the public flag. */
const completo = {
  id: 1,
  name: 'Completo',
  users: 50,
  connections: 0,
  queues: 20,
  value: 99,
  amount: '99',
  public: true,
  isPublic: true,
  useWhatsapp: true,
  useFacebook: true,
  useInstagram: true,
  useCampaigns: true,
  useSchedules: true,
  useInternalChat: true,
  useExternalApi: true,
  useKanban: true,
  useOpenAi: true,
  useIntegrations: true,
};

function serve(request: SeenRequest) {
  if (request.method === 'GET' && request.path === '/plans') return { plans: [completo], count: 1, hasMore: false };
  if (request.method === 'POST' && request.path === '/plans')
    return { ...completo, ...(request.body as object), id: 2, amount: '49' };
  if (request.method === 'DELETE' && request.path === '/plans/1')
    return Response.json({ error: 'ERR_PLAN_IN_USE' }, { status: 400 });
  return Response.json({ error: 'ERR_NOT_FOUND' }, { status: 404 });
}

const render = async () => renderWithApp(await testI18n(), <Route path="/" element={<PlansAdmin />} />);

describe('PlansAdmin (the settings page plans tab)', () => {
  afterEach(cleanup);

  it('lists the plans (0 as no limit, the price in reais); a new plan goes out with every module flag', async () => {
    const seen = fakeApi(serve);
    await render();
    const table = await screen.findByRole('table', { name: 'Planos' });
    const row = (await within(table).findByText('Completo')).closest('tr')!;
    expect(row).toHaveTextContent('Sem limite');
    expect(row).toHaveTextContent(/R\$\s*99,00/);

    await userEvent.click(screen.getByRole('button', { name: 'Adicionar plano' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adicionar plano' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Nome' }), 'Básico');
    await userEvent.clear(within(dialog).getByRole('textbox', { name: 'Usuários' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Usuários' }), '3');
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Kanban' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Operação realizada com sucesso!')).toBeVisible();
    expect(seen.find((r) => r.method === 'POST')?.body).toEqual({
      name: 'Básico',
      users: 3,
      connections: 0,
      queues: 0,
      amount: 0,
      isPublic: true,
      useWhatsapp: true,
      useFacebook: true,
      useInstagram: true,
      useCampaigns: true,
      useSchedules: true,
      useInternalChat: true,
      useExternalApi: true,
      useKanban: false,
      useOpenAi: true,
      useIntegrations: true,
    });
    await waitFor(() => expect(within(table).getByText('Básico')).toBeVisible());
  });

  it('asks before deleting, and says why a plan in use stays', async () => {
    fakeApi(serve);
    await render();
    await userEvent.click(await screen.findByRole('button', { name: 'Excluir Completo' }));
    const confirm = await screen.findByRole('dialog', { name: 'Exclusão de Registro' });
    expect(confirm).toHaveTextContent('Deseja realmente excluir esse registro?');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Este plano está em uso por uma empresa e não pode ser excluído.')).toBeVisible();
    expect(screen.getByText('Completo')).toBeVisible();
  });
});
