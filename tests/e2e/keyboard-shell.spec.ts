import { apiGet, apiLogin, sendInbound, uniqueNumber } from '../support/backendClient';
import { TopBarDriver } from './drivers/TopBarDriver';
import { backendUrl, expect, test } from './fixtures';

test.describe('keyboard shell', () => {
  test('Ctrl+K opens the command palette; typing a screen name and Enter goes there', async ({ page, login, tenant }) => {
    await login.as(tenant.ana);
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Oops! Acesso Negado!' })).toBeVisible();

    const topBar = new TopBarDriver(page);
    const palette = await topBar.openPalette();
    const search = palette.getByRole('combobox', { name: 'Buscar comando ou tela' });
    await expect(search).toBeFocused();
    await page.keyboard.type('atendim');
    const option = palette.getByRole('option', { name: 'Atendimentos', exact: true });
    await expect(option).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/tickets$/);
    await expect(palette).toBeHidden();
  });

  test('letters typed straight after Ctrl+K land in the search, even on a busy machine', async ({ page, login, tenant }) => {
    await login.as(tenant.ana);
    await page.goto('/');
    await expect(new TopBarDriver(page).bell()).toBeVisible();
    // A slow machine widens the moment between the key and the dialog's first frame.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    await page.keyboard.press('Control+k');
    await page.keyboard.type('atendim');
    const search = page.getByRole('combobox', { name: 'Buscar comando ou tela' });
    await expect(search).toHaveValue('atendim');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  });

  test('the palette lists the current ticket’s actions, Escape closes it, Enter runs one', async ({ page, login, sandbox, tenant }) => {
    const suporte = sandbox.queues.find((q) => q.name === 'Suporte')!;
    const { ticketId } = await sendInbound(backendUrl(), sandbox.token, { number: uniqueNumber(), name: 'Cliente Paleta E2E', body: 'Oi', queueId: suporte.id });
    const admin = await apiLogin(backendUrl(), tenant.admin);
    const { uuid } = await apiGet<{ uuid: string }>(backendUrl(), admin, `/tickets/${ticketId}`);
    await login.as(tenant.ana);
    await page.goto(`/tickets/${uuid}`);
    await expect(page.getByRole('button', { name: 'Aceitar' })).toBeVisible();

    const palette = await new TopBarDriver(page).openPalette();
    const current = palette.getByRole('group', { name: 'Atendimento atual' });
    await expect(current.getByRole('option', { name: /Aceitar/ })).toBeVisible();
    await expect(palette.getByRole('group', { name: 'Ir para' }).getByRole('option', { name: 'Atendimentos', exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(palette).toBeHidden();

    // Run from the palette: the ticket is accepted (read back from the server).
    const again = await new TopBarDriver(page).openPalette();
    await page.keyboard.type('aceitar');
    await expect(again.getByRole('option', { name: /Aceitar/ })).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await expect
      .poll(async () => (await apiGet<{ status: string }>(backendUrl(), admin, `/tickets/${ticketId}`)).status)
      .toBe('open');
  });

  test('Shift+? lists the shortcuts, and Escape closes it', async ({ page, login, tenant }) => {
    await login.as(tenant.ana);
    const help = await new TopBarDriver(page).openShortcuts();
    const table = help.getByRole('table', { name: 'Atalhos de teclado' });
    for (const action of [
      'Abrir a paleta de comandos',
      'Mostrar os atalhos de teclado',
      'Mover pela lista de atendimentos',
      'Abrir o atendimento selecionado',
    ])
      await expect(table.getByRole('row', { name: new RegExp(action) })).toBeVisible();
    await expect(table.getByRole('row', { name: /Abrir a paleta de comandos/ })).toContainText('Ctrl');
    await page.keyboard.press('Escape');
    await expect(help).toBeHidden();
  });
});
