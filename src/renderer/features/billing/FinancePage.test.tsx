import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n as I18n } from 'i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useSession } from '@renderer/session';
import { fakeApi } from '@renderer/test/fakeApi';
import { makeUser } from '@renderer/test/fixtures';
import { Route, renderWithApp, testI18n } from '@renderer/test/render';
import FinancePage from './FinancePage';

let i18n: I18n;
beforeAll(async () => {
  i18n = await testI18n();
});
afterEach(() => {
  cleanup();
  useSession.setState({ user: null, backendUrl: null });
});

/** /financeiro (spec 1 §2): the company's invoices with their state as text, and Pagar on each unpaid one. */
describe('finance page', () => {
  it('lists paid, open and overdue invoices; Pagar opens the checkout for that invoice', async () => {
    useSession.setState({ user: makeUser({ profile: 'admin' }), backendUrl: 'http://backend.test' });
    fakeApi(({ path }) =>
      path === '/invoices/all'
        ? [
            { id: 3, detail: 'Plano', value: 71, dueDate: '2999-01-10', status: 'open' },
            { id: 2, detail: 'Plano', value: 49, dueDate: '2000-01-10', status: 'open' },
            { id: 1, detail: 'Plano', value: '49.00', dueDate: '1999-01-10', status: 'paid' },
          ]
        : {},
    );
    renderWithApp(i18n, <Route path="/" element={<FinancePage />} />);
    const table = await screen.findByRole('table', { name: 'Faturas' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringMatching(/^3Plano.*71,00.*10\/01\/2999Em aberto.*Pagar$/),
      expect.stringMatching(/^2Plano.*49,00.*10\/01\/2000Vencido.*Pagar$/),
      expect.stringMatching(/^1Plano.*49,00.*10\/01\/1999Pago$/),
    ]);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Financeiro (3)');

    await userEvent.click(within(table).getByRole('button', { name: 'Pagar a fatura nº 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Falta pouco!' });
    expect(within(dialog).getByText('Fatura nº 2')).toBeInTheDocument();
  });

  it('is for admins: a profile user gets the no-permission view', async () => {
    useSession.setState({ user: makeUser({ profile: 'user' }), backendUrl: 'http://backend.test' });
    const seen = fakeApi(() => []);
    renderWithApp(i18n, <Route path="/" element={<FinancePage />} />);
    expect(await screen.findByText('Oops! Acesso Negado!')).toBeInTheDocument();
    expect(seen).toEqual([]);
  });
});
