import { test, expect, appPage } from './fixtures';
import { seriousViolations } from './axe';
import { LoginDriver } from './drivers/LoginDriver';
import { startOwnServer } from './ownServer';

const DAY = 86_400_000;
/** Company 2 of the seed is due in a year: 400 days on, its subscription has expired. */
const LATER = 400 * DAY;

/**
 * Billing end to end (issue 16; spec 1 §2 /financeiro-aberto, spec 3 "Checkout dialog"): a company
 * past its due date signs in and lands on /financeiro-aberto, goes through the checkout and gets a
 * Pix code and QR; the sandbox provider is paid with the code's txid; the user sees the renewal
 * toast with the new due date and lands on /, and /financeiro lists the paid invoice. On a server of
 * the test's own, with the server's and the browser's clocks moved on by the same 400 days.
 */
test('an expired company pays its subscription by Pix and is taken back in', async ({ browser }) => {
  test.slow();
  const own = await startOwnServer();
  try {
    own.advance(LATER);
    const page = await appPage(browser, own.url);
    await page.clock.install({ time: new Date(Date.now() + LATER) });
    const login = new LoginDriver(page);
    await login.open();
    await login.submit('admin@outra.local');
    await expect(page).toHaveURL(/\/financeiro-aberto$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Assinatura vencida' })).toBeVisible();

    await page.getByRole('button', { name: 'Pagar agora' }).click();
    const dialog = page.getByRole('dialog', { name: 'Falta pouco!' });
    await expect(dialog.getByText('R$ 49,00 / mês')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Usuários' }).fill('5');
    await expect(dialog.getByText('R$ 71,00 / mês')).toBeVisible();
    await dialog.getByRole('button', { name: 'PRÓXIMO' }).click();
    await dialog.getByRole('button', { name: 'PRÓXIMO' }).click();
    await expect(dialog.getByText('O nome completo é obrigatório')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Nome completo' }).fill('Maria Silva');
    await dialog.getByRole('textbox', { name: 'CPF/CNPJ' }).fill('123.456.789-09');
    await dialog.getByRole('button', { name: 'PRÓXIMO' }).click();
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'PAGAR' }).click();

    await expect(
      page.getByText('Assinatura realizada com sucesso!, aguardando a realização do pagamento'),
    ).toBeVisible();
    await expect(dialog.getByRole('img', { name: /^QR code do Pix de R\$\s71,00$/ })).toBeVisible();
    const code = await dialog.getByRole('textbox', { name: 'Código Pix copia e cola' }).inputValue();
    expect(code).toMatch(/^000201.*0014br\.gov\.bcb\.pix.*540571\.00.*6304[0-9A-F]{4}$/);
    await expect(dialog.getByRole('img', { name: /QR code do Pix/ })).toHaveAttribute('data-qrcode', code);

    // The payer's bank pays the charge the code names (its txid, field 62-05).
    const txid = /62290525([A-Za-z0-9]{25})6304/.exec(code)?.[1];
    expect(txid).toBeTruthy();
    const paid = await fetch(`${own.url}/sandbox/pix/${txid}/pay`, { method: 'POST' });
    expect(paid.status).toBe(200);
    const { company } = (await paid.json()) as { company: { dueDate: string } };
    const [y, m, d] = company.dueDate.split('-');
    await expect(page.getByText(`Pagamento confirmado! Licença renovada até ${d}/${m}/${y}.`)).toBeVisible();
    await expect(page).toHaveURL(new URL('/', page.url()).href, { timeout: 15_000 });

    await page.goto('/financeiro');
    const invoices = page.getByRole('table', { name: 'Faturas' });
    await expect(invoices.getByRole('row')).toHaveCount(2);
    await expect(invoices.getByRole('row').nth(1)).toContainText('Pago');
    await expect(invoices.getByRole('row').nth(1)).toContainText('R$ 71,00');
    await expect(invoices.getByRole('button', { name: /Pagar a fatura/ })).toHaveCount(0);
    await page.context().close();
  } finally {
    await own.dispose();
  }
});
