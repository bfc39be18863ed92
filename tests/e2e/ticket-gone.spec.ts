import { test, expect, backendUrl } from './fixtures';
import { apiLogin, sendInbound, uniqueNumber } from '../support/backendClient';

/** Admin actions over HTTP (signing ana in over HTTP would end her browser session). */
async function asAdmin(method: 'PUT' | 'DELETE', path: string, body?: unknown) {
  const token = await apiLogin(backendUrl(), 'super@demo.local');
  const response = await fetch(`${backendUrl()}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(response.ok, await response.text()).toBe(true);
}

test.describe('the open conversation when its ticket leaves the user', () => {
  test('transferred to a queue the user is not in, while open: the conversation says it is no longer hers', async ({ page, login, inbox, sandbox }) => {
    const suporte = sandbox.queues.find((q) => q.name === 'Suporte')!;
    const vendas = sandbox.queues.find((q) => q.name === 'Vendas')!;
    const name = 'Cliente Transferido E2E';
    const { ticketId } = await sendInbound(backendUrl(), sandbox.token, { number: uniqueNumber(), name, body: 'Oi', queueId: suporte.id });
    await login.as('ana@demo.local');
    await inbox.openTab('Aguardando');
    await inbox.ticket(inbox.list('Atendimentos aguardando'), name).click();
    await page.getByRole('button', { name: 'Aceitar' }).click();
    await expect(page.getByRole('textbox', { name: 'Digite uma mensagem' })).toBeVisible();

    await asAdmin('PUT', `/tickets/${ticketId}`, { status: 'pending', userId: null, queueId: vendas.id, isTransfered: true });
    await expect(inbox.ticket(inbox.list('Atendimentos em andamento'), name)).toHaveCount(0);
    await expect(page.getByRole('alert').filter({ hasText: 'Este atendimento não está mais disponível para você.' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Digite uma mensagem' })).toHaveCount(0);
  });

  test('deleted while open: the conversation says so instead of loading forever', async ({ page, login, inbox, sandbox }) => {
    const suporte = sandbox.queues.find((q) => q.name === 'Suporte')!;
    const name = 'Cliente Apagado E2E';
    const { ticketId } = await sendInbound(backendUrl(), sandbox.token, { number: uniqueNumber(), name, body: 'Oi', queueId: suporte.id });
    await login.as('ana@demo.local');
    await inbox.openTab('Aguardando');
    await inbox.ticket(inbox.list('Atendimentos aguardando'), name).click();
    await expect(inbox.conversation().getByText('Oi')).toBeVisible();

    await asAdmin('DELETE', `/tickets/${ticketId}`);
    await expect(page.getByRole('alert').filter({ hasText: 'Atendimento não encontrado.' })).toBeVisible();
  });
});
