import type { Page } from '@playwright/test';
import { test, expect, appPage } from './fixtures';
import { seriousViolations } from './axe';
import { LoginDriver } from './drivers/LoginDriver';
import { saveAndSeeToast } from './drivers/DialogDriver';

/**
 * The file lists page (issue 14, spec 2 "File lists", §5 "File list", §6) against the reference
 * server: an admin adds a list with two options, each with a file picked through the file dialog,
 * with the spec's validation; edits it (rename, replace a file, remove an option); finds and
 * deletes it; a colleague's page follows live; a failed upload loses nothing and saving again
 * sends it; a profile user gets the no-access placeholder. Each test has a company of its own.
 */

const unique = () => Math.random().toString(36).slice(2, 7);
const file = (name: string, text: string, mimeType = 'application/pdf') => ({
  name,
  mimeType,
  buffer: Buffer.from(text),
});

async function openFiles(page: Page) {
  await page.getByRole('navigation').getByRole('link', { name: 'Lista de arquivos', exact: true }).click();
  await expect(page).toHaveURL(/\/files$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Lista de arquivos/ })).toBeVisible();
}

/** Picks `f` through the file dialog the option's attach or replace button opens. */
async function attach(page: Page, button: ReturnType<Page['getByRole']>, f: ReturnType<typeof file>) {
  const chooser = page.waitForEvent('filechooser');
  await button.click();
  await (await chooser).setFiles(f);
}

test('an admin adds, edits, finds and deletes a file list with files; a colleague sees each change live', async ({
  page,
  login,
  tenant,
  browser,
}) => {
  test.slow();
  const name = `Catálogo ${unique()}`;
  await login.as(tenant.admin);
  await openFiles(page);
  const other = await appPage(browser);
  await new LoginDriver(other).as(tenant.super);
  await other.goto('/files');
  const theirs = other.getByRole('table', { name: 'Listas de arquivos' });
  await expect(other.getByRole('heading', { level: 1, name: /^Lista de arquivos/ })).toBeVisible();

  await page.getByRole('button', { name: 'Adicionar' }).click();
  const add = page.getByRole('dialog', { name: 'Adicionar lista de arquivos' });
  // The spec's validation (§5): name required and at least 3 characters, message required.
  await add.getByRole('button', { name: 'Salvar' }).click();
  await expect(add.getByText('Obrigatório')).toHaveCount(3);
  await add.getByRole('textbox', { name: 'Nome', exact: true }).fill('AB');
  await add.getByRole('button', { name: 'Salvar' }).click();
  await expect(add.getByText('nome muito curto')).toBeVisible();
  await add.getByRole('textbox', { name: 'Nome', exact: true }).fill(name);
  await add.getByRole('textbox', { name: 'Mensagem' }).fill('Segue o nosso catálogo');

  // Two options, each with its file.
  await add.getByRole('textbox', { name: 'Nome da opção 1' }).fill('Tabela de preços');
  await attach(page, add.getByRole('button', { name: 'Anexar arquivo à opção 1' }), file('tabela.pdf', '%PDF tabela'));
  await expect(add.getByRole('group', { name: 'Opção 1' })).toContainText('tabela.pdf');
  await add.getByRole('button', { name: 'Adicionar opção' }).click();
  await add.getByRole('textbox', { name: 'Nome da opção 2' }).fill('Fotos');
  await attach(
    page,
    add.getByRole('button', { name: 'Anexar arquivo à opção 2' }),
    file('fotos.zip', 'PK', 'application/zip'),
  );
  await expect(add.getByRole('group', { name: 'Opção 2' })).toContainText('fotos.zip');
  await saveAndSeeToast(add, page.getByText('Lista de arquivos salva com sucesso!'));

  const table = page.getByRole('table', { name: 'Listas de arquivos' });
  const row = table.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Segue o nosso catálogo');
  // The colleague's page hears of it.
  await expect(theirs.getByText(name)).toBeVisible();

  // Edit: the files are there; rename, replace one file, remove the other option.
  await row.getByRole('button', { name: `Editar ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Editar lista de arquivos' });
  await expect(edit.getByRole('textbox', { name: 'Nome', exact: true })).toHaveValue(name);
  await expect(edit.getByRole('group', { name: 'Opção 1' })).toContainText('tabela.pdf');
  await expect(edit.getByRole('group', { name: 'Opção 2' })).toContainText('fotos.zip');
  const renamed = `${name} 2026`;
  await edit.getByRole('textbox', { name: 'Nome', exact: true }).fill(renamed);
  await attach(
    page,
    edit.getByRole('button', { name: 'Trocar arquivo da opção 1' }),
    file('tabela-2026.pdf', '%PDF nova'),
  );
  await expect(edit.getByRole('group', { name: 'Opção 1' })).toContainText('tabela-2026.pdf');
  await edit.getByRole('button', { name: 'Remover opção 2' }).click();
  await expect(edit.getByRole('group', { name: 'Opção 2' })).toHaveCount(0);
  await edit.getByRole('button', { name: 'Salvar' }).click();
  await expect(edit).toBeHidden();
  const renamedRow = table.getByRole('row').filter({ hasText: renamed });
  await expect(renamedRow).toBeVisible();
  await expect(theirs.getByText(renamed)).toBeVisible();

  // Read again: what was saved is what the dialog shows.
  await renamedRow.getByRole('button', { name: `Editar ${renamed}` }).click();
  await expect(edit.getByRole('group', { name: 'Opção 1' })).toContainText('tabela-2026.pdf');
  await expect(edit.getByRole('textbox', { name: 'Nome da opção 1' })).toHaveValue('Tabela de preços');
  await expect(edit.getByRole('group', { name: 'Opção 2' })).toHaveCount(0);
  await edit.getByRole('button', { name: 'Cancelar' }).click();

  // Search: only the matching list.
  await page.getByRole('searchbox', { name: 'Pesquisar listas de arquivos' }).fill(`${renamed}`);
  await expect(table.locator('tbody').getByRole('row')).toHaveCount(1);
  await page.getByRole('searchbox', { name: 'Pesquisar listas de arquivos' }).fill(`nada-${unique()}`);
  await expect(page.getByText(/Nenhuma lista de arquivos encontrada/)).toBeVisible();
  await page.getByRole('searchbox', { name: 'Pesquisar listas de arquivos' }).fill(renamed);

  // Delete, with the spec's confirmation.
  await renamedRow.getByRole('button', { name: `Excluir ${renamed}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Exclusão de Registro' });
  await expect(confirm).toContainText('Deseja realmente excluir esse registro?');
  await confirm.getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByText('Lista de arquivos excluída com sucesso!')).toBeVisible();
  await expect(renamedRow).toHaveCount(0);
  await expect(theirs.getByText(renamed)).toHaveCount(0);
  await other.context().close();
});

test('a failed upload loses nothing: the list stays saved, and saving again sends the file', async ({
  page,
  login,
  tenant,
}) => {
  const name = `Manual ${unique()}`;
  await login.as(tenant.admin);
  await openFiles(page);
  await page.getByRole('button', { name: 'Adicionar' }).click();
  const add = page.getByRole('dialog', { name: 'Adicionar lista de arquivos' });
  await add.getByRole('textbox', { name: 'Nome', exact: true }).fill(name);
  await add.getByRole('textbox', { name: 'Mensagem' }).fill('O manual');
  await add.getByRole('textbox', { name: 'Nome da opção 1' }).fill('Manual');
  await attach(page, add.getByRole('button', { name: 'Anexar arquivo à opção 1' }), file('manual.pdf', '%PDF manual'));

  // The upload's connection fails once.
  const upload = '**/files/uploadList/**';
  await page.route(upload, (route) => route.abort('connectionrefused'));
  await add.getByRole('button', { name: 'Salvar' }).click();
  // Still open, now on the saved list, saying what failed, with the file still picked to send.
  const edit = page.getByRole('dialog', { name: 'Editar lista de arquivos' });
  await expect(edit.getByRole('alert')).toContainText('A lista foi salva, mas o arquivo "manual.pdf" não foi enviado');
  await expect(edit.getByRole('group', { name: 'Opção 1' })).toContainText('manual.pdfA enviar');
  await expect(page.getByRole('table', { name: 'Listas de arquivos' }).getByText(name)).toBeVisible();

  await page.unroute(upload);
  await edit.getByRole('button', { name: 'Salvar' }).click();
  await expect(edit).toBeHidden();
  const rows = page.getByRole('table', { name: 'Listas de arquivos' }).getByRole('row').filter({ hasText: name });
  // Saved once, not twice.
  await expect(rows).toHaveCount(1);
  await rows.getByRole('button', { name: `Editar ${name}` }).click();
  await expect(edit.getByRole('group', { name: 'Opção 1' })).toContainText('manual.pdf');
  await expect(edit.getByRole('group', { name: 'Opção 1' })).not.toContainText('A enviar');
  await expect(edit.getByRole('button', { name: 'Trocar arquivo da opção 1' })).toBeVisible();
});

test('a queue and a chatbot option of type file pick one of the company’s lists by name', async ({
  page,
  login,
  tenant,
  superAdmin,
}) => {
  test.slow();
  const name = `Boletos ${unique()}`;
  const { body: list } = await superAdmin.call<{ id: number }>('POST', '/files', { name, message: 'Seus boletos' });
  await login.as(tenant.admin);
  await page.goto('/queues');
  const edit = page.getByRole('button', { name: 'Editar Suporte' });
  await edit.click();
  const dialog = page.getByRole('dialog', { name: 'Editar fila' });
  // The queue's own list (spec 2 §3 "Queue" fileListId), the first of the dialog's 'Lista de arquivos'.
  const queueList = dialog.getByRole('combobox', { name: 'Lista de arquivos' }).first();
  await queueList.click();
  await page.getByRole('option', { name }).click();
  await expect(queueList).toHaveValue(name);
  await dialog.getByRole('button', { name: 'Adicionar opção' }).click();
  const option = dialog.getByRole('group', { name: /^Opção \d+:/ }).last();
  await option.getByRole('textbox', { name: 'Nome da opção' }).fill('Segunda via');
  await option.getByRole('combobox', { name: 'Tipo' }).click();
  await page.getByRole('option', { name: 'Lista de arquivos' }).click();
  await option.getByRole('combobox', { name: 'Lista de arquivos' }).click();
  await page.getByRole('option', { name }).click();
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog).toBeHidden();

  const { body: queues } = await superAdmin.call<{ id: number; name: string }[]>('GET', '/queue');
  const suporte = queues.find((q) => q.name === 'Suporte')!;
  const { body: queue } = await superAdmin.call<{
    fileListId: number | null;
    chatbots: { name: string; optFileId: number | null }[];
  }>('GET', `/queue/${suporte.id}`);
  expect(queue.fileListId).toBe(list.id);
  expect(queue.chatbots.find((c) => c.name === 'Segunda via')?.optFileId).toBe(list.id);
  await edit.click();
  await expect(queueList).toHaveValue(name);
  await expect(
    dialog.getByRole('group', { name: /Segunda via/ }).getByRole('combobox', { name: 'Lista de arquivos' }),
  ).toHaveValue(name);
});

test('a profile user gets the no-access placeholder and no menu entry', async ({ page, login, tenant }) => {
  await login.as(tenant.ana);
  await page.goto('/files');
  await expect(page.getByRole('heading', { name: 'Oops! Acesso Negado!' })).toBeVisible();
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Lista de arquivos', exact: true })).toHaveCount(0);
});

for (const scheme of ['light', 'dark'] as const) {
  test(`axe finds nothing critical or serious on the file lists page and its dialog (${scheme})`, async ({
    page,
    login,
    tenant,
  }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await login.as(tenant.admin);
    await openFiles(page);
    await expect(page.getByText('Nenhuma lista de arquivos')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Adicionar' }).click();
    const add = page.getByRole('dialog', { name: 'Adicionar lista de arquivos' });
    await attach(page, add.getByRole('button', { name: 'Anexar arquivo à opção 1' }), file('a.pdf', '%PDF'));
    await expect(add.getByText('A enviar')).toBeVisible();
    await add.getByRole('button', { name: 'Salvar' }).click();
    await expect(add.getByText('Obrigatório').first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}
