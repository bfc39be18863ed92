import { test, expect } from './fixtures';
import { sendInbound, uniqueNumber } from '../support/backendClient';
import { backendUrl } from './fixtures';

test.describe('inbox, end to end', () => {
  test('an inbound message becomes a live pending ticket that ana accepts, answers, and sees read', async ({ page, login, inbox, sandbox, tenant }) => {
    await login.as(tenant.ana);
    await inbox.openTab('Aguardando');
    const pending = inbox.list('Atendimentos aguardando');
    await expect(pending).toBeVisible();

    // A contact nobody has seen writes in, in ana's queue (Suporte): no reload.
    const number = uniqueNumber();
    const suporte = sandbox.queues.find((q) => q.name === 'Suporte')!;
    await sendInbound(backendUrl(), sandbox.token, { number, name: 'Cliente Novo E2E', body: 'Olá, preciso de ajuda', queueId: suporte.id });
    const row = inbox.ticket(pending, 'Cliente Novo E2E');
    await expect(row).toBeVisible();
    await expect(row).toContainText('Olá, preciso de ajuda');

    await row.click();
    await expect(page).toHaveURL(/\/tickets\/[\w-]+$/);
    await expect(inbox.conversation().getByText('Olá, preciso de ajuda')).toBeVisible();

    await page.getByRole('button', { name: 'Aceitar' }).click();
    await expect(inbox.tab('Atendendo')).toHaveAttribute('aria-selected', 'true');
    await expect(inbox.ticket(inbox.list('Atendimentos em andamento'), 'Cliente Novo E2E')).toBeVisible();

    await inbox.reply('Bom dia! Como posso ajudar?');
    const reply = inbox.sentMessage('Bom dia! Como posso ajudar?');
    await expect(reply).toHaveCount(1);
    // The sandbox advances the ack 1 → 2 → 3: the icon ends on 'read'.
    await expect(reply.getByRole('img', { name: 'Lida' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Digite uma mensagem' })).toHaveValue('');

    await login.logout('Ana');
  });

  test('a ticket of another queue never reaches ana', async ({ login, inbox, sandbox, tenant }) => {
    await login.as(tenant.ana);
    await inbox.openTab('Aguardando');
    const vendas = sandbox.queues.find((q) => q.name === 'Vendas')!;
    const suporte = sandbox.queues.find((q) => q.name === 'Suporte')!;
    await sendInbound(backendUrl(), sandbox.token, { number: uniqueNumber(), name: 'Cliente Vendas E2E', body: 'Quero comprar', queueId: vendas.id });
    // A second message in ana's queue, sent after: once it shows, the first had its chance to arrive.
    await sendInbound(backendUrl(), sandbox.token, { number: uniqueNumber(), name: 'Cliente Suporte E2E', body: 'Ajuda', queueId: suporte.id });
    const pending = inbox.list('Atendimentos aguardando');
    await expect(inbox.ticket(pending, 'Cliente Suporte E2E')).toBeVisible();
    await expect(inbox.ticket(pending, 'Cliente Vendas E2E')).toHaveCount(0);
  });
});
