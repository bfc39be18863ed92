import type { Page } from '@playwright/test';
import { test, expect, appPage, backendUrl } from './fixtures';
import { seriousViolations } from './axe';
import { asUser } from '../support/adminApi';
import { createTenant } from '../support/tenant';
import { LoginDriver } from './drivers/LoginDriver';
import { UsersDriver } from './drivers/UsersDriver';

/**
 * Plans (issue 16; spec 2 "Settings page" plans tab, spec 3 §3/§7/§8) against the reference
 * server: the super user keeps them in the settings page; a module switched off on a company's
 * plan leaves that company's open menu at once; the plan's user count stops the admin's users
 * dialog with the translated refusal. Plans are the whole platform's, so each test names its own
 * and searches for it; the companies whose plan changes have a plan of their own
 * (`createTenant(…, ['useCampaigns'])`), never the shared "Completo".
 */

const unique = () => Math.random().toString(36).slice(2, 7);
const SAVED = 'Operação realizada com sucesso!';

/** The tenant factory's plan of a company made without some flags: "Sem <flags> <tag>", the tag its emails' domain. */
const ownPlanName = (adminEmail: string, without: string) => `Sem ${without} ${adminEmail.split('@')[1].split('.')[0]}`;

async function openPlansTab(page: Page) {
  await page.getByRole('navigation').getByRole('link', { name: 'Configurações', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Configurações' })).toBeVisible();
  await page.getByRole('tab', { name: 'Planos' }).click();
  await expect(page.getByRole('table', { name: 'Planos' })).toBeVisible();
}

const planRow = (page: Page, name: string) =>
  page
    .getByRole('table', { name: 'Planos' })
    .locator('tbody')
    .getByRole('row')
    .filter({ has: page.getByText(name, { exact: true }) });

async function search(page: Page, term: string) {
  await page.getByRole('searchbox', { name: 'Pesquisar planos' }).fill(term);
}

test('the super user adds, edits and deletes a plan in the settings page; a taken name is refused', async ({
  page,
  login,
}) => {
  const tenant = await createTenant(backendUrl());
  await login.as(tenant.super);
  await openPlansTab(page);
  const name = `Plano e2e ${unique()}`;

  await page.getByRole('button', { name: 'Adicionar plano' }).click();
  const add = page.getByRole('dialog', { name: 'Adicionar plano' });
  await expect(add.getByRole('textbox', { name: 'Nome' })).toBeFocused();
  await add.getByRole('button', { name: 'Salvar' }).click();
  await expect(add.getByText('Obrigatório')).toBeVisible();
  await add.getByRole('textbox', { name: 'Nome' }).fill(name);
  await add.getByRole('textbox', { name: 'Usuários' }).fill('3');
  await add.getByRole('textbox', { name: 'Conexões' }).fill('2');
  await add.getByRole('textbox', { name: 'Filas' }).fill('4');
  await add.getByRole('textbox', { name: 'Valor (R$)' }).fill('49');
  await add.getByRole('switch', { name: 'Público' }).click({ force: true });
  await add.getByRole('switch', { name: 'Kanban' }).click({ force: true });
  await expect(add.getByRole('switch', { name: 'Kanban' })).not.toBeChecked();
  await expect(add.getByRole('switch', { name: 'Open.AI' })).toBeChecked();
  expect(await seriousViolations(page)).toEqual([]);
  // Watched from the click on: the toast closes by itself after a few seconds.
  const saved = expect(page.getByText(SAVED).first()).toBeVisible();
  await add.getByRole('button', { name: 'Salvar' }).click();
  await saved;
  await expect(add).toBeHidden();

  await search(page, name);
  await expect(planRow(page, name)).toContainText('R$ 49,00');
  await expect(planRow(page, name)).toContainText('Não');

  // Edit: the dialog holds what was saved; a new name and count.
  await planRow(page, name)
    .getByRole('button', { name: `Editar ${name}` })
    .click();
  const edit = page.getByRole('dialog', { name: 'Editar plano' });
  await expect(edit.getByRole('switch', { name: 'Kanban' })).not.toBeChecked();
  await expect(edit.getByRole('textbox', { name: 'Filas' })).toHaveValue('4');
  await edit.getByRole('textbox', { name: 'Nome' }).fill(`${name} 2`);
  await edit.getByRole('textbox', { name: 'Usuários' }).fill('10');
  await edit.getByRole('button', { name: 'Salvar' }).click();
  await expect(edit).toBeHidden();
  await expect(planRow(page, `${name} 2`)).toContainText('10');

  // A second plan by that name: the spec's failure toast, and why on the field.
  await page.getByRole('button', { name: 'Adicionar plano' }).click();
  const again = page.getByRole('dialog', { name: 'Adicionar plano' });
  await again.getByRole('textbox', { name: 'Nome' }).fill(`${name} 2`);
  await again.getByRole('button', { name: 'Salvar' }).click();
  await expect(
    page.getByText(
      'Não foi possível realizar a operação. Verifique se já existe uma plano com o mesmo nome ou se os campos foram preenchidos corretamente',
    ),
  ).toBeVisible();
  await expect(again.getByText('Já existe um plano com este nome.')).toBeVisible();
  await again.getByRole('button', { name: 'Cancelar' }).click();

  // Delete, after the spec's question.
  await planRow(page, `${name} 2`)
    .getByRole('button', { name: `Excluir ${name} 2` })
    .click();
  const confirm = page.getByRole('dialog', { name: 'Exclusão de Registro' });
  await expect(confirm).toContainText('Deseja realmente excluir esse registro?');
  await confirm.getByRole('button', { name: 'Excluir' }).click();
  await expect(confirm).toBeHidden();
  await expect(planRow(page, `${name} 2`)).toHaveCount(0);
  await expect(page.getByText('Nenhum plano encontrado')).toBeVisible();
});

test("a module switched off on a company's plan leaves its admin's open menu at once, and comes back", async ({
  page,
  login,
  browser,
}) => {
  const tenant = await createTenant(backendUrl(), ['useCampaigns']);
  await login.as(tenant.admin);
  const kanban = page.getByRole('navigation').getByRole('link', { name: 'Kanban', exact: true });
  await expect(kanban).toBeVisible();

  const superPage = await appPage(browser);
  await new LoginDriver(superPage).as(tenant.super);
  await openPlansTab(superPage);
  const name = ownPlanName(tenant.admin, 'useCampaigns');
  await search(superPage, name);
  const setKanban = async (on: boolean) => {
    await planRow(superPage, name)
      .getByRole('button', { name: `Editar ${name}` })
      .click();
    const edit = superPage.getByRole('dialog', { name: 'Editar plano' });
    const sw = edit.getByRole('switch', { name: 'Kanban' });
    await expect(sw).toBeChecked({ checked: !on });
    await sw.click({ force: true });
    await edit.getByRole('button', { name: 'Salvar' }).click();
    await expect(edit).toBeHidden();
  };

  await setKanban(false);
  await expect(kanban).toHaveCount(0);
  await setKanban(true);
  await expect(kanban).toBeVisible();
  await superPage.context().close();
});

test("past the plan's user count, the admin's users dialog says so in Portuguese", async ({ page, login }) => {
  const tenant = await createTenant(backendUrl(), ['useCampaigns']);
  const sup = await asUser(backendUrl(), tenant.super);
  const plan = (await sup.call<Record<string, unknown>>('GET', `/companies/listPlan/${tenant.companyId}`)).body;
  const have = (await sup.users()).length;
  // The company is full: its plan allows exactly the users it has.
  expect((await sup.call('PUT', `/plans/${String(plan.id)}`, { ...plan, users: have })).status).toBe(200);

  await login.as(tenant.admin);
  const users = new UsersDriver(page);
  await users.open();
  await page.getByRole('button', { name: 'Adicionar usuário' }).click();
  const add = users.dialog('Adicionar usuário');
  await users.field(add, 'Nome').fill('Um a mais');
  await users.field(add, 'E-mail').fill(`mais-${unique()}@balcao.test`);
  await add.getByLabel(/^Senha/).fill('segredo1');
  await users.save(add);
  await expect(add.getByText('Número máximo de usuários já alcançado.')).toBeVisible();
  await expect(add).toBeVisible();
});
