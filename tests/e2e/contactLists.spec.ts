import * as XLSX from '@e965/xlsx';
import { seriousViolations } from './axe';
import { test, expect, appPage, backendUrl } from './fixtures';
import { createTenant } from '../support/tenant';
import { LoginDriver } from './drivers/LoginDriver';

/**
 * Contact lists (spec 3 "Contact lists and items", §5, §6): an admin makes a list from the side
 * menu, adds an entry with the spec's checks, imports an xlsx whose repeated and nameless rows are
 * left out with their reasons, and sees the counts follow; a profile user gets the placeholder on
 * the entries; a plan without campaigns gets the spec's toast.
 */

const tag = () => Math.random().toString(36).slice(2, 7);
const freshNumber = () => `55659${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

function xlsxFile(name: string, rows: string[][]) {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Planilha');
  return {
    name,
    mimeType: 'application/octet-stream',
    buffer: XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer,
  };
}

test('an admin makes a list, adds an entry, imports a sheet and sees the counts follow', async ({
  page,
  login,
  tenant,
}) => {
  test.slow();
  await login.as(tenant.admin);
  await page.getByRole('navigation').getByRole('link', { name: 'Listas de Contatos', exact: true }).click();
  await expect(page).toHaveURL(/\/contact-lists$/);

  await page.getByRole('button', { name: 'Adicionar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nova lista de contatos' });
  await dialog.getByRole('textbox', { name: 'Nome' }).fill('a');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog.getByText('Too Short!')).toBeVisible();
  const name = `Clientes ${tag()}`;
  await dialog.getByRole('textbox', { name: 'Nome' }).fill(name);
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog).toBeHidden();
  const table = page.getByRole('table', { name: 'Listas de contatos' });
  const row = table.getByRole('row').filter({ hasText: name });
  await expect(row.getByRole('cell').nth(1)).toHaveText('0');
  expect(await seriousViolations(page)).toEqual([]);

  await row.getByRole('button', { name: `Contatos de ${name}` }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`Contatos de ${name}`);
  await page.getByRole('button', { name: 'Adicionar' }).click();
  const add = page.getByRole('dialog', { name: 'Adicionar contato' });
  await add.getByRole('textbox', { name: 'Nome' }).fill('Maria Souza');
  await add.getByRole('textbox', { name: 'Número' }).fill('123');
  await add.getByRole('textbox', { name: 'E-mail' }).fill('maria@');
  await add.getByRole('button', { name: 'Salvar' }).click();
  await expect(add.getByText('Too Short!')).toBeVisible();
  await expect(add.getByText('Invalid email')).toBeVisible();
  const maria = freshNumber();
  await add
    .getByRole('textbox', { name: 'Número' })
    .fill(`+${maria.slice(0, 2)} (${maria.slice(2, 4)}) ${maria.slice(4)}`);
  await add.getByRole('textbox', { name: 'E-mail' }).fill('maria@ex.com');
  await add.getByRole('button', { name: 'Salvar' }).click();
  await expect(add).toBeHidden();
  const items = page.getByRole('table', { name: 'Contatos da lista' });
  const mariaRow = items.getByRole('row').filter({ hasText: 'Maria Souza' });
  // Shown in the app's phone format: its last four digits stay together.
  await expect(mariaRow).toContainText(maria.slice(-4));
  await expect(mariaRow.getByRole('img', { name: 'Número com WhatsApp' })).toBeVisible();

  // The sheet: one new, one already on the list, one without a name, one landline (no WhatsApp).
  const fixo = '6533334444';
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Importar' }).click();
  await (
    await chooser
  ).setFiles(
    xlsxFile('lista.xlsx', [
      ['nome', 'numero', 'email'],
      ['João Lima', freshNumber(), 'joao@ex.com'],
      ['Maria de novo', maria, ''],
      ['', freshNumber(), ''],
      ['Loja Centro', fixo, ''],
    ]),
  );
  const run = page.getByRole('dialog', { name: 'Importar contatos' });
  await expect(run.getByRole('alert')).toHaveText('Importação realizada com sucesso, mas houveram alguns erros');
  await expect(run).toContainText('Criados: 2');
  await expect(run).toContainText('Ignorados: 2');
  const ignored = run.getByRole('list', { name: 'Linhas ignoradas' });
  await expect(ignored.getByRole('listitem')).toHaveText([
    'Linha 3: Este número já está na lista.',
    'Linha 4: Sem nome',
  ]);
  expect(await seriousViolations(page)).toEqual([]);
  await run.getByRole('button', { name: 'Fechar' }).last().click();
  await expect(
    items.getByRole('row').filter({ hasText: 'Loja Centro' }).getByRole('img', { name: 'Número sem WhatsApp' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('(3)');

  // Delete one, then back to the lists: the count followed.
  await mariaRow.getByRole('button', { name: 'Excluir Maria Souza' }).click();
  await page.getByRole('dialog', { name: 'Exclusão de Registro' }).getByRole('button', { name: 'Excluir' }).click();
  await expect(mariaRow).toHaveCount(0);
  await page.getByRole('button', { name: 'Listas' }).click();
  await expect(row.getByRole('cell').nth(1)).toHaveText('2');
});

test('a profile user gets the placeholder on the entries; a plan without campaigns is refused', async ({
  page,
  login,
  tenant,
  browser,
}) => {
  await login.as(tenant.ana);
  await page.getByRole('navigation').getByRole('link', { name: 'Listas de Contatos', exact: true }).click();
  await page.getByRole('button', { name: 'Adicionar' }).click();
  const name = `Da Ana ${tag()}`;
  await page.getByRole('dialog', { name: 'Nova lista de contatos' }).getByRole('textbox', { name: 'Nome' }).fill(name);
  await page.getByRole('dialog', { name: 'Nova lista de contatos' }).getByRole('button', { name: 'Salvar' }).click();
  await page
    .getByRole('row')
    .filter({ hasText: name })
    .getByRole('button', { name: `Contatos de ${name}` })
    .click();
  await expect(page.getByRole('heading', { name: 'Oops! Acesso Negado!' })).toBeVisible();

  const plain = await createTenant(backendUrl(), ['useCampaigns']);
  const other = await appPage(browser);
  // The flag the menu sets where campaigns show (spec 1 §2 'cshow'), as if this browser had seen them.
  await other.addInitScript(() => localStorage.setItem('cshow', 'true'));
  await new LoginDriver(other).as(plain.admin);
  await expect(other.getByRole('navigation').getByRole('link', { name: 'Listas de Contatos', exact: true })).toHaveCount(0);
  await other.goto('/contact-lists');
  await expect(
    other
      .getByRole('alert')
      .filter({ hasText: 'Esta empresa não possui permissão para acessar essa página! Estamos lhe redirecionando.' }),
  ).toBeVisible();
  await expect(other).toHaveURL(/\/$/);
  await other.context().close();
});
