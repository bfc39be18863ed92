import type { Page } from '@playwright/test';
import { createTenant } from '../support/tenant';
import { test, expect, appPage, backendUrl } from './fixtures';
import { seriousViolations } from './axe';
import { LoginDriver } from './drivers/LoginDriver';
import { saveAndSeeToast } from './drivers/DialogDriver';

/**
 * The queue integrations page (issue 14, spec 2 "Queue integrations", §5, §6, §8) against the
 * reference server: an admin adds, finds, edits and deletes an integration with the spec's
 * validation, a colleague's page follows live; a Dialogflow record of a deployed backend opens and
 * its test session is refused plainly; the connection dialog picks an integration from a select;
 * a profile user gets the placeholder; a plan without useIntegrations is turned away. Each test has
 * a company of its own.
 */

const unique = () => Math.random().toString(36).slice(2, 7);

async function openIntegrations(page: Page) {
  await page.getByRole('navigation').getByRole('link', { name: 'Integrações', exact: true }).click();
  await expect(page).toHaveURL(/\/queue-integration$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Integrações/ })).toBeVisible();
}

const table = (page: Page) => page.getByRole('table', { name: 'Integrações' });

async function pickType(page: Page, dialog: ReturnType<Page['getByRole']>, type: string) {
  await dialog.getByRole('combobox', { name: 'Tipo' }).click();
  await page.getByRole('option', { name: type, exact: true }).click();
}

test('an admin adds, finds, edits and deletes an integration with the spec’s checks; a colleague sees it live', async ({
  page,
  login,
  tenant,
  browser,
}) => {
  test.slow();
  const name = `Fluxo ${unique()}`;
  await login.as(tenant.admin);
  await openIntegrations(page);
  const colleague = await appPage(browser);
  await new LoginDriver(colleague).as(tenant.super);
  await openIntegrations(colleague);

  await page.getByRole('button', { name: 'Adicionar projeto' }).click();
  const add = page.getByRole('dialog', { name: 'Adicionar projeto' });
  // A new one starts as a Typebot with spec 2 §9's delay and expiry.
  await expect(add.getByRole('combobox', { name: 'Tipo' })).toHaveValue('Typebot');
  await expect(add.getByRole('textbox', { name: 'Intervalo (ms) entre mensagens' })).toHaveValue('1000');
  await expect(add.getByRole('textbox', { name: 'Tempo em minutos para expirar uma conversa' })).toHaveValue('1');
  await add.getByRole('button', { name: 'Salvar' }).click();
  await expect(add.getByRole('textbox', { name: 'Nome' })).toHaveAccessibleDescription('Obrigatório');
  await expect(add.getByRole('textbox', { name: 'URL' })).toHaveAccessibleDescription('Obrigatório');
  await expect(add.getByRole('textbox', { name: 'Typebot - Slug' })).toHaveAccessibleDescription('Obrigatório');

  // The kinds offered are the spec's three.
  await add.getByRole('combobox', { name: 'Tipo' }).click();
  await expect(page.getByRole('option')).toHaveText(['N8N', 'WebHooks', 'Typebot']);
  await page.getByRole('option', { name: 'N8N', exact: true }).click();
  await expect(add.getByRole('textbox', { name: 'Typebot - Slug' })).toHaveCount(0);
  await add.getByRole('textbox', { name: 'Nome' }).fill('A');
  await add.getByRole('textbox', { name: 'URL' }).fill('n8n.example.com');
  await add.getByRole('button', { name: 'Salvar' }).click();
  await expect(add.getByRole('textbox', { name: 'Nome' })).toHaveAccessibleDescription('Muito curto!');
  await expect(add.getByRole('textbox', { name: 'URL' })).toHaveAccessibleDescription(
    'Informe um endereço http:// ou https://',
  );
  await add.getByRole('textbox', { name: 'Nome' }).fill('x'.repeat(51));
  await expect(add.getByRole('textbox', { name: 'Nome' })).toHaveAccessibleDescription('Muito longo!');
  await add.getByRole('textbox', { name: 'Nome' }).fill(name);
  await add.getByRole('textbox', { name: 'URL' }).fill('https://n8n.example.com/webhook/vendas');
  await saveAndSeeToast(add, page.getByText('Integração adicionada com sucesso.'));
  const row = table(page).getByRole('row').filter({ hasText: name });
  await expect(row.getByRole('img', { name: 'N8N' })).toBeVisible();

  // The colleague's page hears of it.
  await expect(table(colleague).getByRole('row').filter({ hasText: name })).toBeVisible();

  await page.getByRole('searchbox', { name: 'Pesquisar integrações' }).fill(name.toUpperCase());
  await expect(table(page).locator('tbody').getByRole('row')).toHaveCount(1);
  await page.getByRole('searchbox', { name: 'Pesquisar integrações' }).fill(`${name} nada`);
  await expect(page.getByText(`Nenhuma integração encontrada para "${name} nada"`)).toBeVisible();
  await page.getByRole('searchbox', { name: 'Pesquisar integrações' }).fill(name);

  await row.getByRole('button', { name: `Editar ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Editar projeto' });
  await expect(edit.getByRole('textbox', { name: 'Nome' })).toHaveValue(name);
  await expect(edit.getByRole('textbox', { name: 'URL' })).toHaveValue('https://n8n.example.com/webhook/vendas');
  await pickType(page, edit, 'Typebot');
  await edit.getByRole('button', { name: 'Salvar' }).click();
  await expect(edit.getByRole('textbox', { name: 'Typebot - Slug' })).toHaveAccessibleDescription('Obrigatório');
  await edit.getByRole('textbox', { name: 'Typebot - Slug' }).fill('vendas-abc');
  await edit.getByRole('textbox', { name: 'Palavra para finalizar o ticket' }).fill('#sair');
  await saveAndSeeToast(edit, page.getByText('Integração editada com sucesso.'));
  await expect(row.getByRole('img', { name: 'Typebot' })).toBeVisible();
  await expect(
    table(colleague).getByRole('row').filter({ hasText: name }).getByRole('img', { name: 'Typebot' }),
  ).toBeVisible();

  await row.getByRole('button', { name: `Excluir ${name}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Exclusão de Registro' });
  await expect(confirm).toContainText('Deseja realmente excluir esse registro?');
  await confirm.getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByText('Integração excluída com sucesso.')).toBeVisible();
  await expect(row).toHaveCount(0);
  await expect(table(colleague).getByRole('row').filter({ hasText: name })).toHaveCount(0);
  await colleague.context().close();
});

test('a Dialogflow record from a deployed backend opens with its fields; the test session says this server runs no flow', async ({
  page,
  login,
  tenant,
  superAdmin,
}) => {
  const name = `Agente ${unique()}`;
  await superAdmin.call('POST', '/queueIntegration', {
    type: 'dialogflow',
    name,
    projectName: 'faq-123',
    jsonContent: '{"type":"service_account"}',
    language: 'pt-BR',
  });
  await login.as(tenant.admin);
  await openIntegrations(page);
  const row = table(page).getByRole('row').filter({ hasText: name });
  await expect(row.getByRole('img', { name: 'DialogFlow' })).toBeVisible();
  await row.getByRole('button', { name: `Editar ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Editar projeto' });
  await expect(edit.getByRole('combobox', { name: 'Tipo' })).toHaveValue('DialogFlow');
  await expect(edit.getByRole('textbox', { name: 'Nome do projeto' })).toHaveValue('faq-123');
  await expect(edit.getByRole('combobox', { name: 'Linguagem' })).toHaveValue('Português');
  await edit.getByRole('button', { name: 'Testar sessão' }).click();
  await expect(edit.getByRole('alert')).toContainText(
    'Este servidor não executa fluxos externos (Dialogflow, n8n, Typebot): o teste não foi feito.',
  );
  await expect(page.getByText('Integração testada com sucesso!')).toHaveCount(0);
  // Saved back as it is.
  await saveAndSeeToast(edit, page.getByText('Integração editada com sucesso.'));
});

test('the connection dialog picks one of the company’s integrations by name', async ({
  page,
  login,
  tenant,
  superAdmin,
}) => {
  const name = `Gancho ${unique()}`;
  await superAdmin.call('POST', '/queueIntegration', { type: 'webhook', name, urlN8N: 'https://crm.example.com/h' });
  await login.as(tenant.admin);
  await page.goto('/connections');
  await page.getByRole('button', { name: 'Editar WhatsApp Demo' }).click();
  const edit = page.getByRole('dialog', { name: 'Editar conexão' });
  await edit.getByRole('tab', { name: 'Integrações' }).click();
  await edit.getByRole('combobox', { name: 'Integração' }).click();
  await page.getByRole('option', { name: `${name} (WebHooks)` }).click();
  await edit.getByRole('button', { name: 'Salvar' }).click();
  await expect(edit).toBeHidden();
  await page.getByRole('button', { name: 'Editar WhatsApp Demo' }).click();
  await edit.getByRole('tab', { name: 'Integrações' }).click();
  await expect(edit.getByRole('combobox', { name: 'Integração' })).toHaveValue(`${name} (WebHooks)`);
});

test('a chatbot option of the queue dialog picks an integration by name', async ({
  page,
  login,
  tenant,
  superAdmin,
}) => {
  const name = `Typebot ${unique()}`;
  await superAdmin.call('POST', '/queueIntegration', {
    type: 'typebot',
    name,
    urlN8N: 'https://typebot.example.com',
    typebotSlug: 'atendimento',
  });
  await login.as(tenant.admin);
  await page.goto('/queues');
  await page.getByRole('button', { name: 'Editar Suporte' }).click();
  const edit = page.getByRole('dialog', { name: 'Editar fila' });
  await edit.getByRole('button', { name: 'Adicionar opção' }).click();
  const option = edit.getByRole('group', { name: /^Opção \d+:/ }).last();
  await option.getByRole('textbox', { name: 'Nome da opção' }).fill('Robô de vendas');
  await option.getByRole('combobox', { name: 'Tipo' }).click();
  await page.getByRole('option', { name: 'Integração', exact: true }).click();
  await option.getByRole('combobox', { name: 'Integração' }).click();
  await page.getByRole('option', { name: `${name} (Typebot)` }).click();
  await edit.getByRole('button', { name: 'Salvar' }).click();
  await expect(edit).toBeHidden();
  await page.getByRole('button', { name: 'Editar Suporte' }).click();
  const saved = edit.getByRole('group', { name: /^Opção \d+: Robô de vendas/ });
  await expect(saved.getByRole('combobox', { name: 'Integração' })).toHaveValue(`${name} (Typebot)`);
});

test('a profile user gets the no-access placeholder on /queue-integration', async ({ page, login, tenant }) => {
  await login.as(tenant.ana);
  await page.goto('/queue-integration');
  await expect(page.getByRole('heading', { name: 'Oops! Acesso Negado!' })).toBeVisible();
});

test('without useIntegrations in the plan, /queue-integration says so and goes to /', async ({ page, login }) => {
  const tenant = await createTenant(backendUrl(), ['useIntegrations']);
  await login.as(tenant.admin);
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Integrações', exact: true })).toHaveCount(0);
  await page.goto('/queue-integration');
  await expect(
    page.getByRole('alert').filter({
      hasText: 'Esta empresa não possui permissão para acessar essa página! Estamos lhe redirecionando.',
    }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

for (const [width, height, scheme] of [
  [1024, 768, 'light'],
  [1920, 1080, 'dark'],
] as const) {
  test(`axe finds nothing serious on the page and its dialogs at ${width}×${height} (${scheme})`, async ({
    page,
    login,
    tenant,
    superAdmin,
  }) => {
    await page.setViewportSize({ width, height });
    await page.emulateMedia({ colorScheme: scheme });
    await superAdmin.call('POST', '/queueIntegration', {
      type: 'dialogflow',
      name: 'Agente FAQ',
      projectName: 'faq-123',
      language: 'pt-BR',
    });
    await superAdmin.call('POST', '/queueIntegration', {
      type: 'n8n',
      name: 'Fluxo n8n',
      urlN8N: 'https://n8n.example.com',
    });
    await login.as(tenant.admin);
    await page.goto('/queue-integration');
    await expect(table(page).getByText('Fluxo n8n')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Adicionar projeto' }).click();
    const add = page.getByRole('dialog', { name: 'Adicionar projeto' });
    await add.getByRole('button', { name: 'Salvar' }).click();
    await expect(add.getByRole('textbox', { name: 'Nome' })).toHaveAccessibleDescription('Obrigatório');
    expect(await seriousViolations(page)).toEqual([]);
    await add.getByRole('button', { name: 'Cancelar' }).click();
    await page.getByRole('button', { name: 'Editar Agente FAQ' }).click();
    const edit = page.getByRole('dialog', { name: 'Editar projeto' });
    await expect(edit.getByRole('textbox', { name: 'Nome do projeto' })).toHaveValue('faq-123');
    expect(await seriousViolations(page)).toEqual([]);
  });
}
