import type { Page } from '@playwright/test';
import { addDays, addMonths, dateInZone } from '../../src/shared/domain/dueDates';
import { seriousViolations } from './axe';
import { test, expect } from './fixtures';

/**
 * The super user's companies page (issue 16, spec 3 "Companies", §5, §6, §8) against the reference
 * server: add a company through the validation, edit it, renew its due date by the recurrence, the
 * label of a company due in 3 days, delete it; an admin who is not super is sent away. Every
 * company of the shared server is listed, so each test finds its own by a unique name.
 */
const unique = () => Math.random().toString(36).slice(2, 7);
const shown = (iso: string) => iso.split('-').reverse().join('/');

async function openCompanies(page: Page) {
  await page.getByRole('navigation').getByRole('link', { name: 'Empresas', exact: true }).click();
  await expect(page).toHaveURL(/\/companies$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Empresas/ })).toBeVisible();
}

test('the super user adds, edits, renews and deletes a company, labelled when it falls due', async ({
  page,
  login,
  tenant,
}) => {
  test.slow();
  const name = `Cliente ${unique()}`;
  const today = dateInZone(new Date(), Intl.DateTimeFormat().resolvedOptions().timeZone);
  const dueIn3 = addDays(today, 3);
  await login.as(tenant.super);
  await openCompanies(page);

  await page.getByRole('button', { name: 'Adicionar empresa' }).click();
  const add = page.getByRole('dialog', { name: 'Adicionar empresa' });
  await add.getByRole('button', { name: 'Salvar' }).click();
  await expect(add.getByText('Nome é obrigatório')).toBeVisible();
  await expect(add.getByText('E-mail é obrigatório')).toBeVisible();
  await add.getByRole('textbox', { name: 'Nome' }).fill('A');
  await add.getByRole('textbox', { name: 'E-mail' }).fill('sem-arroba');
  await add.getByRole('button', { name: 'Salvar' }).click();
  await expect(add.getByText('Too Short!')).toBeVisible();
  await expect(add.getByText('Email é inválido')).toBeVisible();

  await add.getByRole('textbox', { name: 'Nome' }).fill(name);
  await add.getByRole('textbox', { name: 'E-mail' }).fill(`${unique()}@cliente.test`);
  await add.getByRole('combobox', { name: 'Plano' }).click();
  await page.getByRole('option', { name: /^Completo/ }).click();
  await add.getByLabel('Data de vencimento').fill(dueIn3);
  await add.getByLabel('Senha padrão').fill('inicial1');
  await add.getByRole('button', { name: 'Salvar' }).click();
  await expect(add).toBeHidden();

  await page.getByRole('searchbox', { name: 'Pesquisar empresas' }).fill(name);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toHaveCount(1);
  await expect(row.getByText(`${shown(dueIn3)} (Mensal)`)).toBeVisible();
  await expect(row.getByText('Vence em breve')).toBeVisible();
  // The label's colours pass AA in both themes.
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Alternar tema claro/escuro' }).click();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Alternar tema claro/escuro' }).click();

  // Edit: the recurrence becomes quarterly.
  await row.getByRole('button', { name: `Editar ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Editar empresa' });
  await expect(edit.getByRole('textbox', { name: 'Nome' })).toHaveValue(name);
  await edit.getByRole('combobox', { name: 'Recorrência' }).click();
  await page.getByRole('option', { name: 'Trimestral' }).click();
  await edit.getByRole('button', { name: 'Salvar' }).click();
  await expect(edit).toBeHidden();
  await expect(row.getByText(`${shown(dueIn3)} (Trimestral)`)).toBeVisible();

  // Renew: three months later, and no longer labelled.
  await row.getByRole('button', { name: `Mais ações de ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Renovar vencimento' }).click();
  const renewed = shown(addMonths(dueIn3, 3));
  await expect(row.getByText(`${renewed} (Trimestral)`)).toBeVisible();
  await expect(row.getByText('Vence em breve')).toHaveCount(0);

  // Its weekly hours, in the settings page's editor.
  await row.getByRole('button', { name: `Mais ações de ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Horários' }).click();
  const week = page.getByRole('dialog', { name: `Horários de ${name}` });
  await week.getByRole('button', { name: 'Salvar horários' }).click();
  await expect(page.getByText('Horários atualizados com sucesso.')).toBeVisible();
  await week.getByRole('button', { name: 'Fechar' }).click();
  await expect(week).toBeHidden();

  // Delete, with the confirmation.
  await row.getByRole('button', { name: `Mais ações de ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Excluir' }).click();
  const confirm = page.getByRole('dialog', { name: `Excluir a empresa ${name}?` });
  await confirm.getByRole('button', { name: 'Excluir' }).click();
  await expect(row).toHaveCount(0);
});

test('an admin who is not super is sent away with the access toast', async ({ page, login, tenant }) => {
  await login.as(tenant.admin);
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Empresas', exact: true })).toHaveCount(0);
  await page.goto('/companies');
  await expect(
    page.getByText('Esta empresa não possui permissão para acessar essa página! Estamos lhe redirecionando.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});
