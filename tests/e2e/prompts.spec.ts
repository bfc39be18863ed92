import type { Page } from '@playwright/test';
import { createTenant } from '../support/tenant';
import { test, expect, appPage, backendUrl } from './fixtures';
import { seriousViolations } from './axe';
import { LoginDriver } from './drivers/LoginDriver';
import { saveAndSeeToast } from './drivers/DialogDriver';

/**
 * The AI prompts page (issue 14, spec 2 "AI prompts", §5 "Prompt") against the reference server:
 * an admin adds a prompt through the dialog's validation ('Informe o setor' without a queue),
 * finds, edits (the key kept when left blank) and deletes it, while a second admin's page follows
 * live; a profile user gets access denied; a plan without useOpenAi redirects with the spec's toast.
 */

async function openPrompts(page: Page) {
  await page.getByRole('navigation').getByRole('link', { name: 'Open.Ai', exact: true }).click();
  await expect(page).toHaveURL(/\/prompts$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Prompts/ })).toBeVisible();
}

test('an admin adds, finds, edits and deletes a prompt; another admin sees each step live', async ({
  page,
  login,
  tenant,
  browser,
}) => {
  test.slow();
  await login.as(tenant.admin);
  await openPrompts(page);
  await expect(page.getByText('Nenhum prompt cadastrado')).toBeVisible();
  const other = await appPage(browser);
  await new LoginDriver(other).as(tenant.super);
  await openPrompts(other);

  await page.getByRole('button', { name: 'Adicionar prompt' }).click();
  const add = page.getByRole('dialog', { name: 'Adicionar prompt' });
  await add.getByRole('button', { name: 'Salvar' }).click();
  await expect(add.getByText('Informe o setor')).toBeVisible();
  await expect(add.getByText('Obrigatório')).toHaveCount(3);
  await add.getByRole('textbox', { name: 'Nome' }).fill('Atendente virtual');
  await add.getByLabel('Chave da API').fill('sk-test-123');
  await add.getByRole('textbox', { name: 'Prompt' }).fill('Você é o atendente da loja. Responda em poucas frases.');
  await add.getByRole('textbox', { name: 'Temperatura' }).fill('3');
  await add.getByRole('textbox', { name: 'Temperatura' }).blur();
  await expect(add.getByRole('textbox', { name: 'Temperatura' })).toHaveValue('1');
  await add.getByRole('textbox', { name: 'Máximo de mensagens' }).fill('');
  await add.getByRole('button', { name: 'Salvar' }).click();
  await expect(add.getByText('Obrigatório')).toBeVisible();
  await add.getByRole('textbox', { name: 'Máximo de mensagens' }).fill('5');
  await add.getByRole('combobox', { name: 'Fila' }).click();
  await page.getByRole('option', { name: 'Suporte' }).click();
  await saveAndSeeToast(add, page.getByText('Prompt adicionado com sucesso!'));

  const table = page.getByRole('table', { name: 'Prompts' });
  const row = table.getByRole('row').filter({ hasText: 'Atendente virtual' });
  await expect(row).toContainText('Suporte');
  await expect(row).toContainText('Texto');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('(1)');
  // The other admin's page hears of it.
  const otherRow = other
    .getByRole('table', { name: 'Prompts' })
    .getByRole('row')
    .filter({ hasText: 'Atendente virtual' });
  await expect(otherRow).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('searchbox', { name: 'Pesquisar prompts' }).fill('nada assim');
  await expect(page.getByText('Nenhum prompt encontrado para "nada assim"')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Pesquisar prompts' }).fill('virtual');
  await expect(table.locator('tbody').getByRole('row')).toHaveCount(1);

  // Edit: the record is read again; the key stays blank and is kept; a voice asks for its service.
  await row.getByRole('button', { name: 'Editar Atendente virtual' }).click();
  const edit = page.getByRole('dialog', { name: 'Editar prompt' });
  await expect(edit.getByRole('textbox', { name: 'Nome' })).toHaveValue('Atendente virtual');
  await expect(edit.getByRole('textbox', { name: 'Máximo de mensagens' })).toHaveValue('5');
  await expect(edit.getByLabel('Chave da API')).toHaveValue('');
  await expect(edit.getByText('Deixe em branco para manter a chave salva.')).toBeVisible();
  await edit.getByRole('textbox', { name: 'Nome' }).fill('Assistente de vendas');
  await edit.getByRole('combobox', { name: 'Fila' }).click();
  await page.getByRole('option', { name: 'Vendas' }).click();
  await edit.getByRole('combobox', { name: 'Voz' }).click();
  await page.getByRole('option', { name: 'pt-BR-FranciscaNeural' }).click();
  await expect(edit.getByRole('textbox', { name: 'Região do serviço de voz' })).toBeVisible();
  await edit.getByRole('textbox', { name: 'Região do serviço de voz' }).fill('brazilsouth');
  expect(await seriousViolations(page)).toEqual([]);
  await edit.getByRole('button', { name: 'Salvar' }).click();
  await expect(edit).toBeHidden();
  await page.getByRole('searchbox', { name: 'Pesquisar prompts' }).fill('');
  const renamed = table.getByRole('row').filter({ hasText: 'Assistente de vendas' });
  await expect(renamed).toContainText('Vendas');
  await expect(renamed).toContainText('pt-BR-FranciscaNeural');
  await expect(
    other.getByRole('table', { name: 'Prompts' }).getByRole('row').filter({ hasText: 'Assistente de vendas' }),
  ).toBeVisible();

  // Delete, with the spec's confirmation.
  await renamed.getByRole('button', { name: 'Excluir Assistente de vendas' }).click();
  const confirm = page.getByRole('dialog', { name: 'Exclusão de Registro' });
  await expect(confirm).toContainText('Deseja realmente excluir esse registro?');
  await confirm.getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByText('Nenhum prompt cadastrado')).toBeVisible();
  await expect(other.getByText('Nenhum prompt cadastrado')).toBeVisible();
  await other.context().close();
});

test('a profile user gets access denied on /prompts, and no menu entry', async ({ page, login, tenant }) => {
  await login.as(tenant.ana);
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Open.Ai', exact: true })).toHaveCount(0);
  await page.goto('/prompts');
  await expect(page.getByRole('heading', { name: 'Oops! Acesso Negado!' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('without useOpenAi in the plan, /prompts says so and goes to /', async ({ page, login }) => {
  const tenant = await createTenant(backendUrl(), ['useOpenAi']);
  await login.as(tenant.admin);
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Open.Ai', exact: true })).toHaveCount(0);
  await page.goto('/prompts');
  await expect(
    page.getByRole('alert').filter({
      hasText: 'Esta empresa não possui permissão para acessar essa página! Estamos lhe redirecionando.',
    }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test('the connection dialog picks one of the company’s prompts by name', async ({
  page,
  login,
  tenant,
  superAdmin,
}) => {
  const queues = (await superAdmin.call<{ id: number }[]>('GET', '/queue')).body;
  const name = `Assistente ${Date.now().toString(36)}`;
  const made = await superAdmin.call('POST', '/prompt', {
    name,
    prompt: 'Você é o atendente da loja. Responda com educação.',
    apiKey: 'sk-test-0123456789',
    queueId: queues[0].id,
  });
  expect(made.status).toBe(200);
  await login.as(tenant.admin);
  await page.goto('/connections');
  await page.getByRole('button', { name: 'Editar WhatsApp Demo' }).click();
  const edit = page.getByRole('dialog', { name: 'Editar conexão' });
  await edit.getByRole('tab', { name: 'Integrações' }).click();
  await edit.getByRole('combobox', { name: 'Prompt de IA' }).click();
  await page.getByRole('option', { name }).click();
  await edit.getByRole('button', { name: 'Salvar' }).click();
  await expect(edit).toBeHidden();
  await page.getByRole('button', { name: 'Editar WhatsApp Demo' }).click();
  await edit.getByRole('tab', { name: 'Integrações' }).click();
  await expect(edit.getByRole('combobox', { name: 'Prompt de IA' })).toHaveValue(name);
});
