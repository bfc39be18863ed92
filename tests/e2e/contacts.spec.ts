import { writeFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect, appPage } from './fixtures';
import { LoginDriver } from './drivers/LoginDriver';

/**
 * The contacts page (issue 13, spec 1 §2 "Contacts", /contacts) against the reference server: add
 * with the spec's validation and the duplicate refusal, search, edit, block and unblock, delete for
 * an admin only, a colleague's change arriving live, and axe. Each test has a company of its own.
 */

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const freshNumber = () => `55659${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

async function openContacts(page: Page) {
  await page.getByRole('navigation').getByRole('link', { name: 'Contatos' }).click();
  await expect(page).toHaveURL(/\/contacts$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Contatos/ })).toBeVisible();
}

const table = (page: Page) => page.getByRole('table', { name: 'Contatos' });
const row = (page: Page, name: string) => table(page).getByRole('row').filter({ hasText: name });

test('an admin adds, finds, edits, blocks, unblocks and deletes a contact', async ({ page, login, tenant }) => {
  test.slow();
  await login.as(tenant.admin);
  await openContacts(page);

  // Add: the spec's checks first (spec 1 §5), then a valid contact.
  await page.getByRole('button', { name: 'Adicionar contato' }).click();
  const add = page.getByRole('dialog', { name: 'Adicionar contato' });
  const name = add.getByRole('textbox', { name: 'Nome' });
  await expect(name).toBeFocused();
  await add.getByRole('button', { name: 'Salvar' }).click();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await name.fill('Cliente ' + unique());
  const number = freshNumber();
  await add.getByRole('textbox', { name: 'Número' }).fill('+55 65');
  await add.getByRole('textbox', { name: 'E-mail' }).fill('não-é-email');
  await add.getByRole('button', { name: 'Salvar' }).click();
  await expect(add.getByText('Too Short!')).toBeVisible();
  await expect(add.getByText('Invalid email')).toBeVisible();
  const contactName = await name.inputValue();
  await add
    .getByRole('textbox', { name: 'Número' })
    .fill(`+${number.slice(0, 2)} (${number.slice(2, 4)}) ${number.slice(4)}`);
  await add.getByRole('textbox', { name: 'E-mail' }).fill('cliente@exemplo.com');
  await add.getByRole('button', { name: 'Salvar' }).click();
  await expect(add).toBeHidden();
  await expect(page.getByText('Contato salvo com sucesso.')).toBeVisible();
  // Stored as digits, shown in the international format.
  await expect(row(page, contactName)).toContainText(
    `+55 ${number.slice(2, 4)} ${number.slice(4, 9)} ${number.slice(9)}`,
  );

  // The same number again is refused, in the user's language.
  await page.getByRole('button', { name: 'Adicionar contato' }).click();
  await add.getByRole('textbox', { name: 'Nome' }).fill('Outro ' + unique());
  await add.getByRole('textbox', { name: 'Número' }).fill(number);
  await add.getByRole('button', { name: 'Salvar' }).click();
  await expect(add.getByRole('alert')).toHaveText('Já existe um contato com este número.');
  await add.getByRole('button', { name: 'Cancelar' }).click();

  // Search (the server's, 500 ms after typing).
  await page.getByRole('searchbox', { name: 'Pesquisar...' }).fill(number.slice(-6));
  await expect(table(page).locator('tbody').getByRole('row')).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contatos (1)');

  // Edit.
  await page.getByRole('button', { name: `Editar ${contactName}` }).click();
  const edit = page.getByRole('dialog', { name: 'Editar contato' });
  await expect(edit.getByRole('textbox', { name: 'Número' })).toHaveValue(number);
  const renamed = `${contactName} Silva`;
  await edit.getByRole('textbox', { name: 'Nome' }).fill(renamed);
  await edit.getByRole('button', { name: 'Salvar' }).click();
  await expect(edit).toBeHidden();
  await expect(row(page, renamed)).toBeVisible();

  // Block and unblock.
  await page.getByRole('button', { name: `Bloquear ${renamed}` }).click();
  await expect(page.getByText('Contato bloqueado')).toBeVisible();
  await expect(row(page, renamed)).toContainText('Bloqueado');
  await page.getByRole('button', { name: `Desbloquear ${renamed}` }).click();
  await expect(page.getByText('Contato desbloqueado')).toBeVisible();
  await expect(row(page, renamed)).toContainText('Ativo');

  // Delete, after the confirmation.
  await page.getByRole('button', { name: `Excluir ${renamed}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Exclusão de Registro' });
  await expect(confirm).toContainText(renamed);
  await confirm.getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByText('Contato excluído com sucesso!')).toBeVisible();
  await expect(row(page, renamed)).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contatos (0)');
});

test("a user cannot delete contacts; an admin's new contact and block reach the user's list live", async ({
  page,
  login,
  browser,
  tenant,
}) => {
  await login.as(tenant.ana);
  await openContacts(page);
  await expect(table(page).getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByRole('button', { name: /^Excluir / })).toHaveCount(0);

  const admin = await appPage(browser);
  await new LoginDriver(admin).as(tenant.admin);
  await openContacts(admin);
  const contactName = 'Ao Vivo ' + unique();
  await admin.getByRole('button', { name: 'Adicionar contato' }).click();
  const add = admin.getByRole('dialog', { name: 'Adicionar contato' });
  await add.getByRole('textbox', { name: 'Nome' }).fill(contactName);
  await add.getByRole('textbox', { name: 'Número' }).fill(freshNumber());
  await add.getByRole('button', { name: 'Salvar' }).click();
  await expect(add).toBeHidden();

  // ana's list, without a reload (company-{id}-contact).
  await expect(row(page, contactName)).toBeVisible();
  await admin.getByRole('button', { name: `Bloquear ${contactName}` }).click();
  await expect(row(page, contactName)).toContainText('Bloqueado');
  await admin.context().close();
});

for (const scheme of ['light', 'dark'] as const) {
  test(`axe finds nothing critical or serious on the contacts page and its dialog (${scheme})`, async ({
    page,
    login,
    tenant,
  }, testInfo) => {
    await page.addInitScript((value) => localStorage.setItem('balcao.theme', JSON.stringify(value)), scheme);
    await login.as(tenant.admin);
    await openContacts(page);
    await expect(table(page).getByRole('row').nth(1)).toBeVisible();
    const list = await new AxeBuilder({ page }).analyze();
    await page.getByRole('button', { name: 'Adicionar contato' }).click();
    await expect(page.getByRole('dialog', { name: 'Adicionar contato' })).toBeVisible();
    const dialog = await new AxeBuilder({ page }).analyze();
    const violations = [...list.violations, ...dialog.violations];
    await writeFile(testInfo.outputPath('axe.json'), JSON.stringify(violations, null, 2));
    const blocking = violations
      .filter((v) => v.impact === 'critical' || v.impact === 'serious')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    expect(blocking).toEqual([]);
  });
}
