import type { Page } from '@playwright/test';
import { uniqueNumber } from '../support/backendClient';
import { createTenant } from '../support/tenant';
import { seriousViolations } from './axe';
import { InboxDriver } from './drivers/InboxDriver';
import { LoginDriver } from './drivers/LoginDriver';
import { test, expect, appPage, backendUrl } from './fixtures';

/**
 * The messages API page (issue 16, spec 3 "Messages API") against the reference server: an admin
 * reads the endpoint at this backend's address, sends a text with the test form and a connection's
 * token, and the message reaches the ticket manager live (another admin's window); a wrong token
 * is refused with the translated message; a plan without useExternalApi redirects with the toast.
 */

async function openMessagesApi(page: Page) {
  await page.getByRole('navigation').getByRole('link', { name: 'API', exact: true }).click();
  await expect(page).toHaveURL(/\/messages-api$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Documentação para envio de mensagens' })).toBeVisible();
}

test('the test form sends a text with the connection token and it appears in the ticket manager', async ({
  page,
  login,
  tenant,
  sandbox,
  browser,
}) => {
  test.slow();
  // Another admin keeps the ticket manager open on the waiting tickets.
  const other = await appPage(browser);
  await new LoginDriver(other).as(tenant.super);
  await other.goto('/tickets');
  const inbox = new InboxDriver(other);
  await inbox.openTab('Abertas');
  await inbox.openTab('Aguardando');

  await login.as(tenant.admin);
  // The token, copied from the connection's dialog as the page's instructions say.
  await page.goto('/connections');
  await page.getByRole('button', { name: `Editar ${sandbox.name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Editar conexão' });
  const tokenField = edit.getByRole('textbox', { name: 'Token' });
  await expect(tokenField).toHaveValue(/^\S{30}$/);
  const token = await tokenField.inputValue();
  expect(token).toBe(sandbox.token);
  await edit.getByRole('button', { name: 'Cancelar' }).click();
  await expect(edit).toBeHidden();

  await openMessagesApi(page);
  const text = page.getByRole('region', { name: 'Mensagens de Texto' });
  await expect(text.getByText(`${backendUrl()}/api/messages/send`).first()).toBeVisible();
  await expect(text.getByText(/curl -X POST/)).toContainText(`${backendUrl()}/api/messages/send`);

  const form = page.getByRole('form', { name: 'Teste de Envio de Texto' });
  const number = uniqueNumber();
  await form.getByRole('textbox', { name: 'Token cadastrado' }).fill(token);
  await form.getByRole('textbox', { name: 'Número' }).fill(number);
  await form.getByRole('textbox', { name: 'Mensagem' }).fill('Seu pedido saiu para entrega');
  await form.getByRole('button', { name: 'Enviar' }).click();
  await expect(form.getByText('Mensagem enviada com sucesso')).toBeVisible();
  await expect(form.getByText(/"mensagem": "Mensagem enviada"/)).toBeVisible();

  // The new contact's ticket arrives in the other window's waiting list, with the message.
  const row = inbox.ticket(inbox.list('Atendimentos aguardando'), number);
  await expect(row).toBeVisible({ timeout: 15_000 });
  await row.click();
  await expect(other.getByText('Seu pedido saiu para entrega').last()).toBeVisible();
  await other.context().close();

  expect(await seriousViolations(page)).toEqual([]);
});

test('the media form sends a file picked through the platform', async ({
  page,
  login,
  tenant,
  sandbox,
  superAdmin,
}) => {
  await login.as(tenant.admin);
  await openMessagesApi(page);
  const form = page.getByRole('form', { name: 'Teste de Envio de Mídia' });
  await form.getByRole('textbox', { name: 'Token cadastrado' }).fill(sandbox.token);
  await form.getByRole('textbox', { name: 'Número' }).fill(uniqueNumber());
  const chooser = page.waitForEvent('filechooser');
  await form.getByRole('button', { name: 'Escolher arquivo' }).click();
  await (await chooser).setFiles({ name: 'boleto.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
  await expect(form.getByText('boleto.pdf')).toBeVisible();
  await form.getByRole('button', { name: 'Enviar' }).click();
  await expect(form.getByText('Mensagem enviada com sucesso')).toBeVisible();
  const reply = JSON.parse((await form.locator('pre').innerText()) || '{}') as { ticketId: number };
  expect((await superAdmin.ticket(reply.ticketId)).lastMessage).toBe('boleto.pdf');
});

test('a wrong token is refused with the translated message', async ({ page, login, tenant }) => {
  await login.as(tenant.admin);
  await openMessagesApi(page);
  const form = page.getByRole('form', { name: 'Teste de Envio de Texto' });
  // Nothing sent while a field is empty.
  await form.getByRole('button', { name: 'Enviar' }).click();
  await expect(form.getByText('Obrigatório')).toHaveCount(3);
  await form.getByRole('textbox', { name: 'Token cadastrado' }).fill('x'.repeat(30));
  await form.getByRole('textbox', { name: 'Número' }).fill(uniqueNumber());
  await form.getByRole('textbox', { name: 'Mensagem' }).fill('Oi');
  await form.getByRole('button', { name: 'Enviar' }).click();
  await expect(form.getByRole('alert')).toContainText('Token inválido: não é o de nenhuma conexão.');
  // The refusal is the form's answer, not the session's: still signed in, on the page.
  await expect(page).toHaveURL(/\/messages-api$/);
  expect(await seriousViolations(page)).toEqual([]);
});

test('without useExternalApi in the plan, /messages-api says so and goes to /', async ({ page, login }) => {
  const tenant = await createTenant(backendUrl(), ['useExternalApi']);
  await login.as(tenant.admin);
  await expect(page.getByRole('navigation').getByRole('link', { name: 'API', exact: true })).toHaveCount(0);
  await page.goto('/messages-api');
  await expect(
    page.getByRole('alert').filter({
      hasText: 'Esta empresa não possui permissão para acessar essa página! Estamos lhe redirecionando.',
    }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test('a profile user gets access denied on /messages-api, and no menu entry', async ({ page, login, tenant }) => {
  await login.as(tenant.ana);
  await expect(page.getByRole('navigation').getByRole('link', { name: 'API', exact: true })).toHaveCount(0);
  await page.goto('/messages-api');
  await expect(page.getByRole('heading', { name: 'Oops! Acesso Negado!' })).toBeVisible();
});
