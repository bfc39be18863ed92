import { and, eq } from 'drizzle-orm';
import { settings } from '../../server/src/db/schema';
import { seriousViolations } from './axe';
import { appPage, expect, test } from './fixtures';
import { startOwnServer, type OwnServer } from './ownServer';

/**
 * Signup (issue 16, spec 3 "Signup", §5) on a server of this file's own: signing up needs company
 * 1's allowSignup 'enabled', a setting every other test on the shared server would see.
 */
test.describe.configure({ mode: 'default' });

let own: OwnServer;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  own = await startOwnServer();
  await own.server.db
    .update(settings)
    .set({ value: 'enabled' })
    .where(and(eq(settings.companyId, 1), eq(settings.key, 'allowSignup')));
});
test.afterAll(async () => {
  await own?.dispose();
});

const unique = () => Math.random().toString(36).slice(2, 7);

test('a new company signs up from the login page and its admin signs in to the inbox', async ({ browser }) => {
  test.slow();
  const page = await appPage(browser, own.url);
  const email = `dona${unique()}@nova.test`;
  await page.goto('/login');
  await page.getByRole('link', { name: 'Não tem uma conta? Cadastre-se!' }).click();
  await expect(page).toHaveURL(/\/signup$/);
  const form = page.getByRole('form', { name: 'Cadastre-se' });
  await form.getByRole('textbox', { name: 'Nome', exact: true }).fill('Dona Nova');
  await form.getByRole('textbox', { name: 'Nome da empresa' }).fill(`Nova ${unique()}`);
  await form.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await form.getByRole('textbox', { name: 'Telefone com DDD' }).fill('5511999990000');
  await form.getByLabel('Senha', { exact: true }).fill('segredo1');
  await form.getByRole('combobox', { name: 'Plano' }).click();
  // The spec's option text: name, attendants, connections, queues and the price in reais.
  await page.getByRole('option', { name: 'Completo - Atendentes: 50 - WhatsApp: 10 - Filas: 20 - R$ 0,00' }).click();
  await form.getByRole('button', { name: 'Cadastrar' }).click();
  await expect(page.getByText('Cadastro realizado com sucesso! Faça seu login.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill('segredo1');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/tickets$/);
  await page.context().close();
});

test("the form says the spec's messages, and a used email is refused", async ({ browser }) => {
  const page = await appPage(browser, own.url);
  await page.goto('/signup');
  const form = page.getByRole('form', { name: 'Cadastre-se' });
  await form.getByRole('button', { name: 'Cadastrar' }).click();
  await expect(form.getByText('Required')).toHaveCount(5);
  await form.getByRole('textbox', { name: 'Nome', exact: true }).fill('D');
  await form.getByRole('textbox', { name: 'Nome da empresa' }).fill('x'.repeat(51));
  await form.getByRole('textbox', { name: 'E-mail' }).fill('sem-arroba');
  await form.getByLabel('Senha', { exact: true }).fill('123');
  await form.getByRole('button', { name: 'Cadastrar' }).click();
  await expect(form.getByText('Too Short!')).toHaveCount(2);
  await expect(form.getByText('Too Long!')).toBeVisible();
  await expect(form.getByText('Invalid email')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await form.getByRole('textbox', { name: 'Nome', exact: true }).fill('Dona Repetida');
  await form.getByRole('textbox', { name: 'Nome da empresa' }).fill(`Repetida ${unique()}`);
  await form.getByRole('textbox', { name: 'E-mail' }).fill('admin@demo.local');
  await form.getByRole('textbox', { name: 'Telefone com DDD' }).fill('5511999990001');
  await form.getByLabel('Senha', { exact: true }).fill('segredo1');
  await form.getByRole('combobox', { name: 'Plano' }).click();
  await page.getByRole('option', { name: /^Completo/ }).click();
  await form.getByRole('button', { name: 'Cadastrar' }).click();
  await expect(form.getByRole('alert')).toHaveText('Este e-mail não pode ser usado.');
  await expect(page).toHaveURL(/\/signup$/);
  await page.context().close();
});
