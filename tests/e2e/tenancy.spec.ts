import { test, expect, backendUrl } from './fixtures';
import { apiGet, apiLogin } from '../support/backendClient';
import { createOtherTenant } from '../support/tenant';

test("another company's admin sees none of this company's tickets, and cannot open one by its address", async ({
  page,
  login,
  inbox,
  tenant,
}) => {
  // The other company is seeded like the demo's second one: its own queue, contacts and tickets.
  const other = await createOtherTenant(backendUrl());
  const ownToken = await apiLogin(backendUrl(), tenant.admin);
  const own = await apiGet<{ tickets: { uuid: string; contact: { name: string } }[] }>(
    backendUrl(),
    ownToken,
    '/tickets?status=pending&pageNumber=1&showAll=true',
  );
  expect(own.tickets.length).toBeGreaterThan(0);
  const foreign = own.tickets[0];

  await login.as(other.admin);
  for (const tab of ['Atendendo', 'Aguardando'] as const) {
    await inbox.openTab(tab);
    // The lists have loaded (the other company has open and pending tickets of its own) before we look.
    await expect(page.getByRole('tabpanel', { name: tab }).getByRole('option').first()).toBeVisible();
    for (const ticket of own.tickets) {
      await expect(page.getByRole('option', { name: new RegExp(ticket.contact.name) })).toHaveCount(0);
    }
  }
  await page.goto(`/tickets/${foreign.uuid}`);
  await expect(page.getByRole('alert')).toHaveText('Atendimento não encontrado.');
});
