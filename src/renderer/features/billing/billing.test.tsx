import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n as I18n } from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createRealtime } from '@renderer/api/socket';
import { useSession } from '@renderer/session';
import { fakeApi } from '@renderer/test/fakeApi';
import { lastSocket } from '@renderer/test/fakeSocketIo';
import { makeUser } from '@renderer/test/fixtures';
import { Route, renderWithApp, testI18n } from '@renderer/test/render';
import { CheckoutDialog } from './CheckoutDialog';
import { usePaymentCompletion } from './usePaymentCompletion';

vi.mock('socket.io-client', () => import('@renderer/test/fakeSocketIo'));

let i18n: I18n;
beforeAll(async () => {
  i18n = await testI18n();
});
afterEach(() => {
  // Unmounted before the session empties: the dialog reads the signed-in user.
  cleanup();
  useSession.getState().realtime?.close();
  useSession.setState({ user: null, realtime: null, backendUrl: null });
});

const PIX = '00020126440014br.gov.bcb.pix0122pix@sandbox.balcao.local520400005303986540571.005802BR6304ABCD';

describe('checkout dialog (spec 3 "Checkout dialog", §5, §9)', () => {
  it('starts at the plan, prices it live, asks name and CPF/CNPJ, and shows the Pix once subscribed', async () => {
    useSession.setState({
      user: makeUser({ profile: 'admin' }, { plan: { id: 1, name: 'Plano Demo' } }),
      backendUrl: 'http://backend.test',
    });
    const seen = fakeApi(() => ({ qrcode: { qrcode: PIX }, valor: { original: '71.00' }, txid: 'abc', invoiceId: 4 }));
    const user = userEvent.setup();
    renderWithApp(i18n, <Route path="/" element={<CheckoutDialog opened invoiceId={4} onClose={() => {}} />} />);

    const dialog = await screen.findByRole('dialog', { name: 'Falta pouco!' });
    for (const step of ['Dados', 'Personalizar', 'Revisar']) expect(within(dialog).getByText(step)).toBeInTheDocument();
    expect(within(dialog).getByText('R$ 49,00 / mês')).toBeInTheDocument();
    // Steps 0 and 1 have no VOLTAR.
    expect(within(dialog).queryByRole('button', { name: 'VOLTAR' })).toBeNull();

    const users = within(dialog).getByRole('textbox', { name: 'Usuários' });
    await user.clear(users);
    await user.type(users, '2');
    expect(within(dialog).getByText('O mínimo é 3.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'PRÓXIMO' })).toBeDisabled();
    await user.clear(users);
    await user.type(users, '5');
    expect(within(dialog).getByText('R$ 71,00 / mês')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'PRÓXIMO' }));

    await user.click(within(dialog).getByRole('button', { name: 'PRÓXIMO' }));
    expect(await within(dialog).findByText('O nome completo é obrigatório')).toBeInTheDocument();
    expect(within(dialog).getByText('CEP é obrigatório')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'VOLTAR' })).toBeNull();
    await user.type(within(dialog).getByRole('textbox', { name: /Nome completo/ }), 'Maria Silva');
    await user.type(within(dialog).getByRole('textbox', { name: /CPF\/CNPJ/ }), '123.456.789-09');
    await user.click(within(dialog).getByRole('button', { name: 'PRÓXIMO' }));

    expect(await within(dialog).findByRole('button', { name: 'VOLTAR' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'PAGAR' }));

    expect(
      await screen.findByText('Assinatura realizada com sucesso!, aguardando a realização do pagamento'),
    ).toBeInTheDocument();
    const post = seen.find((r) => r.method === 'POST' && r.path === '/subscription');
    expect(post?.body).toMatchObject({
      firstName: 'Maria Silva',
      zipcode: '123.456.789-09',
      users: 5,
      connections: 3,
      price: 71,
      invoiceId: 4,
    });
    expect(JSON.parse((post?.body as { plan: string }).plan)).toMatchObject({ title: 'Plano Demo', users: 5 });
    expect(await within(dialog).findByRole('img', { name: /^QR code do Pix de R\$\s71,00$/ })).toHaveAttribute(
      'data-qrcode',
      PIX,
    );
    expect(within(dialog).getByRole('textbox', { name: 'Código Pix copia e cola' })).toHaveValue(PIX);
    expect(within(dialog).getByTestId('pix-amount')).toHaveTextContent('R$ 71,00');
    await user.click(within(dialog).getByRole('button', { name: 'Copiar código' }));
    expect(await within(dialog).findByRole('button', { name: 'Copiado!' })).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(PIX);
  });
});

function PaymentListener() {
  usePaymentCompletion();
  return null;
}

describe('payment completion (spec 3: CONCLUIDA, toast, then / after 4 s)', () => {
  it("ignores another company's payment; on its own shows the new due date, updates the session and goes to /", async () => {
    const realtime = createRealtime({
      backendUrl: 'http://backend.test',
      companyId: 2,
      getToken: () => 't',
      refresh: async () => 't',
    });
    realtime.connect();
    const socket = lastSocket();
    useSession.setState({
      user: makeUser({ profile: 'admin' }, { dueDate: '2026-01-01' }),
      realtime,
      backendUrl: 'http://backend.test',
    });
    renderWithApp(i18n, <Route path="*" element={<PaymentListener />} />, '/financeiro-aberto');

    act(() => socket.deliver('company-2-payment', { action: 'CONCLUIDA', company: { id: 9, dueDate: '2027-03-01' } }));
    act(() => socket.deliver('company-2-payment', { action: 'PENDENTE', company: { id: 2, dueDate: '2027-03-01' } }));
    expect(screen.queryByText(/Licença renovada/)).toBeNull();

    act(() => socket.deliver('company-2-payment', { action: 'CONCLUIDA', company: { id: 2, dueDate: '2027-01-15' } }));
    expect(await screen.findByText('Pagamento confirmado! Licença renovada até 15/01/2027.')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/financeiro-aberto');
    await waitFor(() => expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent(/^\/$/), {
      timeout: 6000,
    });
    // The date lands in the effect that runs once / has been committed, a tick after the DOM shows it.
    await waitFor(() => expect(useSession.getState().user?.company?.dueDate).toBe('2027-01-15'));
  });
});
