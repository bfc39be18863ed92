import type { Page } from '@playwright/test';
import { test, expect, appPage } from './fixtures';
import { seriousViolations } from './axe';
import { LoginDriver } from './drivers/LoginDriver';
import { saveAndSeeToast } from './drivers/DialogDriver';

/**
 * The tags page (issue 14, spec 2 "Tags page", §5 "Tag") against the reference server: an admin
 * adds a tag with the spec's validation, searches, edits it into a kanban lane, opens its
 * contacts and takes it off one, deletes it; a colleague's page follows live; a profile user may
 * add but not change or delete. Each test has a company of its own.
 */

const unique = () => Math.random().toString(36).slice(2, 7);

async function openTags(page: Page) {
  await page.getByRole('navigation').getByRole('link', { name: 'Tags', exact: true }).click();
  await expect(page).toHaveURL(/\/tags$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Tags/ })).toBeVisible();
}

test('an admin adds, finds, edits, opens the contacts of and deletes a tag; a colleague sees it live', async ({
  page,
  login,
  tenant,
  browser,
  superAdmin,
}) => {
  test.slow();
  const name = `Retorno ${unique()}`;
  // A contact carrying the tag, for its contacts dialog.
  const contacts = (
    await superAdmin.call<{ contacts: { id: number; name: string }[] }>('GET', '/contacts?pageNumber=1')
  ).body.contacts;
  const carrier = contacts[0];

  await login.as(tenant.admin);
  await openTags(page);
  const ana = await appPage(browser);
  await new LoginDriver(ana).as(tenant.ana);
  await openTags(ana);

  await page.getByRole('button', { name: 'Adicionar tag' }).click();
  const add = page.getByRole('dialog', { name: 'Adicionar tag' });
  await add.getByRole('button', { name: 'Salvar' }).click();
  await expect(add.getByText('Obrigatório')).toBeVisible();
  await add.getByRole('textbox', { name: 'Nome' }).fill('AB');
  await add.getByRole('button', { name: 'Salvar' }).click();
  await expect(add.getByText('Mensagem muito curta')).toBeVisible();
  await add.getByRole('textbox', { name: 'Nome' }).fill(name);
  await add.getByRole('textbox', { name: 'Cor' }).fill('#1e6b2f');
  await saveAndSeeToast(add, page.getByText('Tag adicionada com sucesso.'));

  // Ana's page hears of it.
  await expect(ana.getByRole('table', { name: 'Tags' }).getByText(name)).toBeVisible();

  // The same name again is refused on its field.
  await page.getByRole('button', { name: 'Adicionar tag' }).click();
  await add.getByRole('textbox', { name: 'Nome' }).fill(name.toUpperCase());
  await add.getByRole('button', { name: 'Salvar' }).click();
  await expect(add.getByRole('textbox', { name: 'Nome' })).toHaveAttribute('aria-invalid', 'true');
  await add.getByRole('button', { name: 'Cancelar' }).click();

  await page.getByRole('searchbox', { name: 'Pesquisar tags' }).fill(name);
  const table = page.getByRole('table', { name: 'Tags' });
  await expect(table.locator('tbody').getByRole('row')).toHaveCount(1);
  const row = table.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Tag');

  await row.getByRole('button', { name: `Editar ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Editar tag' });
  await expect(edit.getByRole('textbox', { name: 'Nome' })).toHaveValue(name);
  await edit.getByRole('switch', { name: 'Coluna do kanban' }).click({ force: true });
  await edit.getByRole('button', { name: 'Salvar' }).click();
  await expect(edit).toBeHidden();
  await expect(row).toContainText('Coluna do kanban');

  // Its contacts: one carries it after a sync; the dialog lists it and takes the tag off.
  const { body: tags } = await superAdmin.call<{ tags: { id: number }[] }>(
    'GET',
    `/tags?searchParam=${encodeURIComponent(name)}`,
  );
  await superAdmin.call('POST', '/tags/sync', { contactId: carrier.id, tags: [{ id: tags.tags[0].id }] });
  await page.reload();
  await page.getByRole('searchbox', { name: 'Pesquisar tags' }).fill(name);
  await row.getByRole('button', { name: `Contatos com a tag ${name}: 1` }).click();
  const dialog = page.getByRole('dialog', { name: new RegExp(`^Contatos com a tag ${name}`) });
  await expect(dialog).toHaveAccessibleName(`Contatos com a tag ${name} (1)`);
  await expect(dialog.getByRole('list')).toContainText(carrier.name);
  await dialog.getByRole('button', { name: `Tirar a tag de ${carrier.name}` }).click();
  await expect(dialog.getByText('Nenhum contato tem esta tag.')).toBeVisible();
  await expect(dialog).toHaveAccessibleName(`Contatos com a tag ${name} (0)`);
  await dialog.getByRole('button', { name: 'Fechar' }).click();
  await expect(row.getByRole('button', { name: `Contatos com a tag ${name}: 0` })).toBeVisible();

  await row.getByRole('button', { name: `Excluir ${name}` }).click();
  await page
    .getByRole('dialog', { name: `Excluir a tag "${name}"?` })
    .getByRole('button', { name: 'Excluir' })
    .click();
  await expect(page.getByText('Tag excluída com sucesso.')).toBeVisible();
  await expect(row).toHaveCount(0);
  await expect(ana.getByRole('table', { name: 'Tags' }).getByText(name)).toHaveCount(0);
  await ana.context().close();
});

test('a profile user adds tags but may not change or delete them', async ({ page, login, tenant }) => {
  await login.as(tenant.ana);
  await openTags(page);
  const table = page.getByRole('table', { name: 'Tags' });
  const vip = table.getByRole('row').filter({ hasText: 'VIP' });
  await expect(vip.getByRole('button', { name: 'Editar VIP' })).toBeDisabled();
  await expect(vip.getByRole('button', { name: 'Excluir VIP' })).toBeDisabled();
  const name = `Ana ${unique()}`;
  await page.getByRole('button', { name: 'Adicionar tag' }).click();
  const add = page.getByRole('dialog', { name: 'Adicionar tag' });
  await add.getByRole('textbox', { name: 'Nome' }).fill(name);
  await add.getByRole('button', { name: 'Salvar' }).click();
  await expect(add).toBeHidden();
  await expect(table.getByText(name)).toBeVisible();
});

for (const scheme of ['light', 'dark'] as const) {
  test(`axe finds nothing critical or serious on the tags page and its dialogs (${scheme})`, async ({
    page,
    login,
    tenant,
  }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await login.as(tenant.admin);
    await openTags(page);
    await expect(page.getByRole('table', { name: 'Tags' }).getByText('VIP')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Adicionar tag' }).click();
    await expect(page.getByRole('dialog', { name: 'Adicionar tag' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}
