import { test, expect, backendUrl } from './fixtures';
import { sendInbound, uniqueNumber } from '../support/backendClient';
import type { HttpUser } from '../support/adminApi';

/** Admin actions over HTTP, as the super user (signing ana in over HTTP would end her browser session). */
async function asAdmin(superAdmin: HttpUser, method: 'PUT' | 'DELETE', path: string, body?: unknown) {
  const response = await superAdmin.call(method, path, body);
  expect(response.status, JSON.stringify(response.body)).toBeLessThan(300);
}

test.describe('the open conversation when its ticket leaves the user', () => {
  test('transferred to a queue the user is not in, while open: the conversation says it is no longer hers', async ({ page, login, inbox, sandbox, tenant, superAdmin }) => {
    const suporte = sandbox.queues.find((q) => q.name === 'Suporte')!;
    const vendas = sandbox.queues.find((q) => q.name === 'Vendas')!;
    const name = 'Cliente Transferido E2E';
    const { ticketId } = await sendInbound(backendUrl(), sandbox.token, { number: uniqueNumber(), name, body: 'Oi', queueId: suporte.id });
    await login.as(tenant.ana);
    await inbox.openTab('Aguardando');
    await inbox.ticket(inbox.list('Atendimentos aguardando'), name).click();
    await page.getByRole('button', { name: 'Aceitar' }).click();
    await expect(page.getByRole('textbox', { name: 'Digite uma mensagem' })).toBeVisible();

    await asAdmin(superAdmin, 'PUT', `/tickets/${ticketId}`, { status: 'pending', userId: null, queueId: vendas.id, isTransfered: true });
    await expect(inbox.ticket(inbox.list('Atendimentos em andamento'), name)).toHaveCount(0);
    await expect(page.getByRole('alert').filter({ hasText: 'Este atendimento não está mais disponível para você.' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Digite uma mensagem' })).toHaveCount(0);
  });

  test('deleted while open: the conversation says so instead of loading forever', async ({ page, login, inbox, sandbox, tenant, superAdmin }) => {
    const suporte = sandbox.queues.find((q) => q.name === 'Suporte')!;
    const name = 'Cliente Apagado E2E';
    const { ticketId } = await sendInbound(backendUrl(), sandbox.token, { number: uniqueNumber(), name, body: 'Oi', queueId: suporte.id });
    await login.as(tenant.ana);
    await inbox.openTab('Aguardando');
    await inbox.ticket(inbox.list('Atendimentos aguardando'), name).click();
    await expect(inbox.conversation().getByText('Oi')).toBeVisible();

    await asAdmin(superAdmin, 'DELETE', `/tickets/${ticketId}`);
    await expect(page.getByRole('alert').filter({ hasText: 'Atendimento não encontrado.' })).toBeVisible();
  });
});
