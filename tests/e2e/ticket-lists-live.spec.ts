import { test, expect, appPage, backendUrl } from './fixtures';
import { asUser } from '../support/adminApi';
import { apiLogin, sendInbound, uniqueNumber } from '../support/backendClient';
import { InboxDriver } from './drivers/InboxDriver';
import { LoginDriver } from './drivers/LoginDriver';

/**
 * A transfer to a queue (spec 1 §4: pending without a user), as an admin does it. Over HTTP with
 * the admin's token: signing ana or bruno in over HTTP would end their browser sessions.
 */
async function transferToQueue(adminToken: string, ticketId: number, queueId: number) {
  const response = await fetch(`${backendUrl()}/tickets/${ticketId}`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${adminToken}` },
    body: JSON.stringify({ status: 'pending', userId: null, queueId, isTransfered: true }),
  });
  expect(response.ok, await response.text()).toBe(true);
}

test('ana and bruno, side by side, see tickets come and go live as they move between them', async ({
  browser,
  page,
  login,
  inbox,
  sandbox,
  tenant,
}) => {
  // Two signed-in browsers and four moves, each awaited live in both: over a minute on a loaded
  // 2-core machine (seen at 60 s with the suite's two workers beside it).
  test.slow();
  const suporte = sandbox.queues.find((q) => q.name === 'Suporte')!;
  const vendas = sandbox.queues.find((q) => q.name === 'Vendas')!;
  const adminToken = await apiLogin(backendUrl(), tenant.admin);

  await login.as(tenant.ana);
  const brunoPage = await appPage(browser);
  await new LoginDriver(brunoPage).as(tenant.bruno);
  const bruno = new InboxDriver(brunoPage);
  await inbox.openTab('Aguardando');
  await bruno.openTab('Aguardando');
  const anaPending = inbox.list('Atendimentos aguardando');
  const brunoPending = bruno.list('Atendimentos aguardando');

  // A customer writes in Vendas: bruno's list, not ana's.
  const name = 'Cliente Ao Vivo E2E';
  const { ticketId } = await sendInbound(backendUrl(), sandbox.token, {
    number: uniqueNumber(),
    name,
    body: 'Quero um orçamento',
    queueId: vendas.id,
  });
  await expect(bruno.ticket(brunoPending, name)).toBeVisible();

  // Bruno accepts it: it moves to his Atendendo.
  await bruno.ticket(brunoPending, name).click();
  await brunoPage.getByRole('button', { name: 'Aceitar' }).click();
  const brunoOpen = bruno.list('Atendimentos em andamento');
  await expect(bruno.ticket(brunoOpen, name)).toBeVisible();
  await expect(inbox.ticket(anaPending, name)).toHaveCount(0);

  // Transferred to Suporte: it leaves bruno's list and shows up in ana's, neither reloading.
  await transferToQueue(adminToken, ticketId, suporte.id);
  await expect(inbox.ticket(anaPending, name)).toBeVisible();
  await expect(bruno.ticket(brunoOpen, name)).toHaveCount(0);

  // Ana takes it; then it goes back to Vendas: gone from ana's, waiting in bruno's.
  await inbox.ticket(anaPending, name).click();
  await page.getByRole('button', { name: 'Aceitar' }).click();
  const anaOpen = inbox.list('Atendimentos em andamento');
  await expect(inbox.ticket(anaOpen, name)).toBeVisible();
  await bruno.openTab('Aguardando');
  await transferToQueue(adminToken, ticketId, vendas.id);
  await expect(inbox.ticket(anaOpen, name)).toHaveCount(0);
  await expect(bruno.ticket(brunoPending, name)).toBeVisible();

  await brunoPage.context().close();
});

test('a customer starting to wait in the user’s queue is announced to screen readers with the new count', async ({
  page,
  login,
  sandbox,
  tenant,
}) => {
  const suporte = sandbox.queues.find((q) => q.name === 'Suporte')!;
  // What waits for ana now, as the server counts it (her HTTP session ends when she signs in below).
  const asAna = await asUser(backendUrl(), tenant.ana);
  const { body: pending } = await asAna.call<{ count: number }>('GET', '/tickets?status=pending&showAll=false&pageNumber=1');
  const before = pending.count;
  await login.as(tenant.ana);
  const waiting = page.getByRole('tab', { name: 'Aguardando' });
  // The tab has loaded its count before anyone new writes in.
  await expect.poll(async () => Number((await waiting.textContent())?.replace(/\D/g, '') || 0)).toBe(before);
  const announcer = page.getByRole('status').filter({ hasText: /^Aguardando: / });

  await sendInbound(backendUrl(), sandbox.token, {
    number: uniqueNumber(),
    name: 'Cliente Anunciado E2E',
    body: 'Oi',
    queueId: suporte.id,
  });
  await expect(announcer).toHaveText(`Aguardando: ${before + 1} atendimento${before + 1 === 1 ? '' : 's'}`);
});
