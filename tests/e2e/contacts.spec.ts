import type { Page } from '@playwright/test';
import { test, expect, appPage, backendUrl } from './fixtures';
import { sendInbound } from '../support/backendClient';
import { seriousViolations } from './axe';
import { LoginDriver } from './drivers/LoginDriver';
import { saveAndSeeToast } from './drivers/DialogDriver';

/**
 * The contacts page (issue 13, spec 1 §2 "Contacts", /contacts) against the reference server: add
 * with the spec's validation and the duplicate refusal, search, edit, block and unblock, delete for
 * an admin only, a colleague's change arriving live, and axe. Each test has a company of its own.
 */

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const freshNumber = () => `55659${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

async function openContacts(page: Page) {
  await page.getByRole('navigation').getByRole('link', { name: 'Contatos', exact: true }).click();
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
  await saveAndSeeToast(add, page.getByText('Contato salvo com sucesso.'));
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
  // The switches are stored at once (not by Save).
  const noBot = edit.getByRole('switch', { name: 'Desativar o chatbot para este contato' });
  await expect(noBot).not.toBeChecked();
  // Usable once the contact is read (a flip stored before would be undone by the older reading).
  await expect(noBot).toBeEnabled();
  await noBot.click({ force: true });
  await expect(noBot).toBeChecked();
  await edit.getByRole('button', { name: 'Salvar' }).click();
  await expect(edit).toBeHidden();
  await expect(row(page, renamed)).toBeVisible();
  await page.getByRole('button', { name: `Editar ${renamed}` }).click();
  await expect(noBot).toBeChecked();
  await expect(edit.getByRole('switch', { name: 'Aceitar áudios do contato' })).toBeChecked();
  await edit.getByRole('button', { name: 'Cancelar' }).click();

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

test('the contact dialog keeps extra information and tags; the groups filter tells groups from people', async ({
  page,
  login,
  tenant,
  sandbox,
}) => {
  test.slow();
  const groupName = `Grupo ${unique()}`;
  await sendInbound(backendUrl(), sandbox.token, { number: freshNumber(), name: groupName, body: 'Oi', isGroup: true });
  await login.as(tenant.admin);
  await openContacts(page);

  await page.getByRole('button', { name: 'Adicionar contato' }).click();
  const add = page.getByRole('dialog', { name: 'Adicionar contato' });
  const person = `Pessoa ${unique()}`;
  await add.getByRole('textbox', { name: 'Nome' }).fill(person);
  await add.getByRole('textbox', { name: 'Número' }).fill(freshNumber());
  await add.getByRole('combobox', { name: 'Tags do contato' }).click();
  await page.getByRole('option', { name: 'VIP', exact: true }).click();
  // The tag list stays open for more picks; moving on closes it.
  await add.getByRole('textbox', { name: 'E-mail' }).click();
  await add.getByRole('button', { name: 'Adicionar informação' }).click();
  await add.getByRole('textbox', { name: 'Nome do campo 1' }).fill('CPF');
  await add.getByRole('textbox', { name: 'Valor do campo 1' }).fill('123.456.789-00');
  // A field without a name is refused; removed, the contact saves.
  await add.getByRole('button', { name: 'Adicionar informação' }).click();
  await add.getByRole('textbox', { name: 'Valor do campo 2' }).fill('sem nome');
  await add.getByRole('button', { name: 'Salvar' }).click();
  await expect(add.getByRole('textbox', { name: 'Nome do campo 2' })).toHaveAttribute('aria-invalid', 'true');
  await add.getByRole('button', { name: 'Remover campo 2' }).click();
  await add.getByRole('button', { name: 'Salvar' }).click();
  await expect(add).toBeHidden();
  await expect(row(page, person)).toContainText('VIP');

  await page.getByRole('button', { name: `Editar ${person}` }).click();
  const edit = page.getByRole('dialog', { name: 'Editar contato' });
  await expect(edit.getByRole('textbox', { name: 'Nome do campo 1' })).toHaveValue('CPF');
  await expect(edit.getByRole('textbox', { name: 'Valor do campo 1' })).toHaveValue('123.456.789-00');
  await expect(edit.getByRole('button', { name: 'Remover tag VIP' })).toBeVisible();
  await edit.getByRole('textbox', { name: 'Valor do campo 1' }).fill('987.654.321-00');
  await edit.getByRole('button', { name: 'Salvar' }).click();
  await expect(edit).toBeHidden();
  await page.getByRole('button', { name: `Editar ${person}` }).click();
  await expect(edit.getByRole('textbox', { name: 'Valor do campo 1' })).toHaveValue('987.654.321-00');
  await edit.getByRole('button', { name: 'Cancelar' }).click();

  // Groups or people: the server filters (isGroup), and the list follows.
  const kind = page.getByRole('combobox', { name: 'Contatos ou grupos' });
  await kind.click();
  await page.getByRole('option', { name: 'Só grupos' }).click();
  await expect(row(page, groupName)).toBeVisible();
  await expect(row(page, person)).toHaveCount(0);
  await kind.click();
  await page.getByRole('option', { name: 'Só contatos' }).click();
  await expect(row(page, person)).toBeVisible();
  await expect(row(page, groupName)).toHaveCount(0);
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

test('a ticket opens from a contact: queue and connection asked, the conversation shown; a blocked contact offers none', async ({
  page,
  login,
  tenant,
  superAdmin,
}) => {
  const contactName = 'Atender ' + unique();
  const blockedName = 'Bloqueado ' + unique();
  await superAdmin.call('POST', '/contacts', { name: contactName, number: freshNumber() });
  const blocked = await superAdmin.call<{ id: number }>('POST', '/contacts', {
    name: blockedName,
    number: freshNumber(),
  });
  await superAdmin.call('PUT', `/contacts/block/${blocked.body.id}`, { active: false });

  await login.as(tenant.ana);
  await openContacts(page);
  await page.getByRole('searchbox', { name: 'Pesquisar...' }).fill(blockedName);
  await expect(row(page, blockedName)).toContainText('Bloqueado');
  await expect(page.getByRole('button', { name: `Abrir atendimento com ${blockedName}` })).toHaveCount(0);

  await page.getByRole('searchbox', { name: 'Pesquisar...' }).fill(contactName);
  await page.getByRole('button', { name: `Abrir atendimento com ${contactName}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Criar Ticket' });
  await expect(dialog.getByRole('textbox', { name: 'Contato' })).toHaveValue(new RegExp(`^${contactName} · `));
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(page).toHaveURL(/\/tickets\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: contactName })).toBeVisible();
});

for (const scheme of ['light', 'dark'] as const) {
  test(`axe finds nothing critical or serious on the contacts page and its dialog (${scheme})`, async ({
    page,
    login,
    tenant,
  }) => {
    await page.addInitScript((value) => localStorage.setItem('balcao.theme', JSON.stringify(value)), scheme);
    await login.as(tenant.admin);
    await openContacts(page);
    await expect(table(page).getByRole('row').nth(1)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Adicionar contato' }).click();
    await expect(page.getByRole('dialog', { name: 'Adicionar contato' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}
