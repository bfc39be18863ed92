import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n as I18n } from 'i18next';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeApi, type SeenRequest } from '@renderer/test/fakeApi';
import { Route, renderWithApp, testI18n } from '@renderer/test/render';
import { CampaignDialog } from './CampaignDialog';
import { formOf } from './campaignForm';

let i18n: I18n;
beforeAll(async () => {
  i18n = await testI18n();
});

const inMinutes = (m: number) => new Date(Date.now() + m * 60_000).toISOString();

function campaign(overrides: Record<string, unknown>) {
  return {
    id: 7,
    name: 'Black Friday',
    message1: 'Olá {nome}',
    status: 'INATIVA',
    confirmation: false,
    scheduledAt: null,
    completedAt: null,
    contactListId: 3,
    whatsappId: 1,
    userId: null,
    queueId: null,
    statusTicket: 'closed',
    openTicket: 'disabled',
    ...overrides,
  };
}

/** The server at the transport boundary: the dialog's choices, the campaign, and what a save sends back. */
function server(record: Record<string, unknown> | null) {
  return fakeApi(({ method, path, body }: SeenRequest) => {
    if (path === '/contact-lists/list') return [{ id: 3, name: 'Clientes', contactsCount: 2 }];
    if (path === '/tags/list') return [];
    if (path === '/whatsapp') return [{ id: 1, name: 'Sandbox', status: 'CONNECTED' }];
    if (path === '/users/list') return [{ id: 5, name: 'Ana', profile: 'user' }];
    if (path === '/queue') return [{ id: 9, name: 'Vendas', color: '#0a0' }];
    if (path === '/campaigns/7' && method === 'GET') return record;
    if (path === '/campaigns/7' && method === 'PUT') return { ...record, ...(body as object) };
    if (path === '/campaigns' && method === 'POST') return { ...(body as object), id: 8, status: 'INATIVA' };
    return new Response('{}', { status: 404 });
  });
}

function open(record: Record<string, unknown> | null, onSaved = vi.fn()) {
  const row = record ? { ...formOf(null), ...record } : null;
  renderWithApp(
    i18n,
    <Route
      path="/"
      element={
        <CampaignDialog
          opened
          row={row as Parameters<typeof CampaignDialog>[0]['row']}
          onClose={vi.fn()}
          onSaved={onSaved}
        />
      }
    />,
  );
}

const loaded = () => waitFor(() => expect(screen.queryByLabelText('Carregando campanha')).toBeNull());

describe('the campaign dialog (spec 3 §4, §5)', () => {
  it('is read-only for a campaign scheduled within the hour: no Save, the fields locked', async () => {
    const record = campaign({ status: 'PROGRAMADA', scheduledAt: inMinutes(30) });
    const seen = server(record);
    open(record);
    await screen.findByRole('dialog', { name: 'Editar campanha' });
    await loaded();
    expect(screen.getByText(/Esta campanha não pode mais ser alterada/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Salvar' })).toBeNull();
    // The footer's Close beside the header's ×.
    expect(screen.getAllByRole('button', { name: 'Fechar' })).toHaveLength(2);
    expect(screen.getByRole('textbox', { name: 'Nome' })).toHaveAttribute('readonly');
    expect(screen.getByRole('textbox', { name: 'Mensagem 1' })).toHaveAttribute('readonly');
    expect(screen.getByRole('switch', { name: 'Abrir ticket' })).toBeDisabled();
    expect(seen.filter((r) => r.method !== 'GET')).toEqual([]);
  });

  it('is editable two hours ahead', async () => {
    const record = campaign({ status: 'PROGRAMADA', scheduledAt: inMinutes(120) });
    server(record);
    open(record);
    await loaded();
    expect(screen.getByRole('textbox', { name: 'Nome' })).not.toHaveAttribute('readonly');
    expect(screen.getByRole('button', { name: 'Salvar' })).toBeVisible();
  });

  it('lets a cancelled campaign change only its messages, and saves them', async () => {
    const record = campaign({ status: 'CANCELADA', scheduledAt: inMinutes(-60) });
    const seen = server(record);
    const onSaved = vi.fn();
    open(record, onSaved);
    await loaded();
    expect(screen.getByText('Campanha cancelada: só as mensagens podem ser alteradas.')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Nome' })).toHaveAttribute('readonly');
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Msg. 2' }));
    const second = screen.getByRole('textbox', { name: 'Mensagem 2' });
    expect(second).not.toHaveAttribute('readonly');
    await user.type(second, 'Oferta para {{nome}');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(await screen.findByText('Campanha salva com sucesso!')).toBeVisible();
    const put = seen.find((r) => r.method === 'PUT');
    expect(put?.path).toBe('/campaigns/7');
    expect(put?.body).toMatchObject({ message1: 'Olá {nome}', message2: 'Oferta para {nome}' });
  });

  it('asks for a queue when a user is chosen, and keeps user and queue off without openTicket', async () => {
    const seen = server(null);
    open(null);
    await screen.findByRole('dialog', { name: 'Nova campanha' });
    await loaded();
    const user = userEvent.setup();
    // Spec 3 §9 defaults: ticket closed, openTicket off (user and queue locked), no tag list.
    expect(screen.getByRole('combobox', { name: 'Status do ticket' })).toHaveValue('Fechado');
    expect(screen.getByRole('combobox', { name: 'Lista de Tags' })).toHaveValue('Nenhuma');
    expect(screen.getByRole('combobox', { name: 'Usuário' })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Fila' })).toBeDisabled();

    await user.type(screen.getByRole('textbox', { name: 'Nome' }), 'Natal');
    await user.click(screen.getByRole('switch', { name: 'Abrir ticket' }));
    await user.type(screen.getByRole('combobox', { name: 'Usuário' }), 'Ana');
    await user.click(await screen.findByRole('option', { name: 'Ana', hidden: true }));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Fila' })).toHaveAttribute('aria-invalid', 'true'));
    expect(seen.some((r) => r.method === 'POST')).toBe(false);

    await user.type(screen.getByRole('combobox', { name: 'Fila' }), 'Vendas');
    await user.click(await screen.findByRole('option', { name: 'Vendas', hidden: true }));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(seen.some((r) => r.method === 'POST')).toBe(true));
    expect(seen.find((r) => r.method === 'POST')?.body).toMatchObject({
      name: 'Natal',
      userId: 5,
      queueId: 9,
      openTicket: 'enabled',
      statusTicket: 'closed',
      tagListId: null,
      scheduledAt: '',
    });
  });
});
