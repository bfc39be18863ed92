import { test, expect, backendUrl } from './fixtures';
import { apiGet, apiLogin } from '../support/backendClient';

test('admin@outra.local sees none of company 1 tickets, and cannot open one by its address', async ({ page, login, inbox }) => {
  const demoToken = await apiLogin(backendUrl(), 'admin@demo.local');
  const demo = await apiGet<{ tickets: { uuid: string; contact: { name: string } }[] }>(
    backendUrl(),
    demoToken,
    '/tickets?status=pending&pageNumber=1&showAll=true',
  );
  expect(demo.tickets.length).toBeGreaterThan(0);
  const foreign = demo.tickets[0];

  await login.as('admin@outra.local');
  for (const tab of ['Atendendo', 'Aguardando'] as const) {
    await inbox.openTab(tab);
    // The lists have loaded (company 2 has open and pending tickets of its own) before we look.
    await expect(page.getByRole('tabpanel', { name: tab }).getByRole('option').first()).toBeVisible();
    for (const ticket of demo.tickets) {
      await expect(page.getByRole('option', { name: new RegExp(ticket.contact.name) })).toHaveCount(0);
    }
  }
  await page.goto(`/tickets/${foreign.uuid}`);
  await expect(page.getByRole('alert')).toHaveText('Atendimento não encontrado.');
});
