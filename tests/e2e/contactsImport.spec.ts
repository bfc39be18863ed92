/// <reference lib="dom" />
import { readFile } from 'node:fs/promises';
import type { Download, FileChooser, Page } from '@playwright/test';
import * as XLSX from '@e965/xlsx';
import { seriousViolations } from './axe';
import { test, expect } from './fixtures';

/**
 * Contacts export and import (issue 13, spec 3 "Contact import", spec 1 §9): the backup of every
 * contact read back from the downloaded xlsx and imported again (nothing created, every row a
 * duplicate), a file with bad rows and the ignored rows' file, the mapping's messages, the
 * 'Arquivo inválido!' refusals, and a run that goes on while the user is elsewhere, then cancelled.
 */

const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const freshNumber = () => `55659${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

/** An xlsx file's bytes from a header row and rows, for the file chooser. */
function xlsxFile(name: string, rows: string[][]) {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Planilha');
  return {
    name,
    mimeType: 'application/octet-stream',
    buffer: XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer,
  };
}

/** The first sheet of a downloaded file, as rows of text. */
async function downloadedRows(download: Download): Promise<string[][]> {
  const book = XLSX.read(await readFile((await download.path())!), { type: 'buffer' });
  const sheet = book.Sheets[book.SheetNames[0]!]!;
  return XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: false, defval: '' }).map((r) => r.map(String));
}

async function openContacts(page: Page) {
  await page.getByRole('navigation').getByRole('link', { name: 'Contatos', exact: true }).click();
  // The count is the server's once the first page is in.
  await expect(page.getByRole('table', { name: 'Contatos' }).locator('tbody tr').first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: /^Contatos \(\d+\)/ })).toBeVisible();
}

const transferMenu = (page: Page) => page.getByRole('button', { name: 'Importar / Exportar' }).click();

async function openImportPage(page: Page) {
  await page.goto('/contacts/import');
  await expect(page.getByRole('heading', { level: 1, name: 'Importar contatos' })).toBeVisible();
}

async function pickOnImportPage(page: Page, file: Parameters<FileChooser['setFiles']>[0]) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Selecionar arquivo' }).click();
  await (await chooser).setFiles(file);
}

/** Picks a field for a column in the mapping (a Mantine Select). */
async function mapColumn(page: Page, column: string, field: string) {
  await page.getByRole('combobox', { name: `Campo da coluna ${column}` }).click();
  await page.getByRole('option', { name: field, exact: true }).click();
}

const counter = (page: Page, name: 'Criados' | 'Ignorados') => page.getByRole('group', { name });

test('the backup holds every contact and imports back as duplicates only', async ({ page, login, tenant }) => {
  test.slow();
  await login.as(tenant.admin);
  await openContacts(page);
  const heading = await page.getByRole('heading', { level: 1 }).textContent();
  const total = Number(/\((\d+)\)/.exec(heading ?? '')?.[1]);
  expect(total).toBeGreaterThan(20); // more than one page of 20

  await transferMenu(page);
  const download = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Exportar contatos' }).click();
  const backup = await download;
  expect(backup.suggestedFilename()).toBe('backup_contatos.xlsx');
  await expect(page.getByText(`Arquivo salvo: ${total} registros.`)).toBeVisible();
  const rows = await downloadedRows(backup);
  expect(rows[0]!.slice(0, 4)).toEqual(['Nome', 'Número', 'Email', 'Tags']);
  expect(rows).toHaveLength(total + 1);
  // Whole numbers for an admin, as stored (digits), one row per contact.
  const numbers = rows.slice(1).map((r) => r[1]!);
  expect(new Set(numbers).size).toBe(total);
  for (const n of numbers) expect(n).toMatch(/^\d{8,}$/);

  // The same file back, through the contacts page's picker: every row already exists.
  await transferMenu(page);
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('menuitem', { name: 'Importar contatos' }).click();
  // Under the name it was saved with (Playwright keeps downloads under a random one).
  await (
    await chooser
  ).setFiles({
    name: backup.suggestedFilename(),
    mimeType: 'application/octet-stream',
    buffer: await readFile((await backup.path())!),
  });
  await expect(page).toHaveURL(/\/contacts\/import$/);
  await expect(page.getByRole('status')).toHaveText(`${total} de ${total} linhas selecionadas`);
  await page.getByRole('button', { name: `Importar ${total} contatos` }).click();
  await expect(page.getByRole('alert')).toHaveText('Importação realizada com sucesso, mas houveram alguns erros', {
    timeout: total * 330 + 30_000,
  });
  await expect(counter(page, 'Criados')).toContainText('0');
  await expect(counter(page, 'Ignorados')).toContainText(String(total));
  await expect(page.getByRole('status')).toHaveText(`${total} de ${total} linhas processadas`);

  const ignored = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Baixar linhas ignoradas' }).click();
  const ignoredRows = await downloadedRows(await ignored);
  expect(ignoredRows).toHaveLength(total + 1);
  expect(ignoredRows.slice(1).every((r) => r.at(-1) === 'Já existe um contato com este número')).toBe(true);

  // Back returns to /contacts, where the count is unchanged.
  await page.getByRole('button', { name: 'Voltar para Contatos' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Contatos (${total})`);
});

test('a file with bad rows: the mapping checks, then the counters and the ignored rows with their reasons', async ({
  page,
  login,
  tenant,
}) => {
  await login.as(tenant.ana);
  await openImportPage(page);
  const tag = stamp();
  const [a, b] = [freshNumber(), freshNumber()];
  await pickOnImportPage(
    page,
    xlsxFile('clientes.xlsx', [
      ['Nome', 'Telefone', 'Email'],
      [`Ana ${tag}`, a, `ana${tag}@x.com`],
      [`Sem número ${tag}`, '', ''],
      ['', freshNumber(), ''],
      [`Ana repetida ${tag}`, `+${a.slice(0, 2)} ${a.slice(2)}`, ''],
      [`Bruno ${tag}`, b, ''],
      [`Curto ${tag}`, '123', ''],
    ]),
  );
  await expect(page.getByRole('table', { name: 'Contatos da planilha' }).locator('tbody tr')).toHaveCount(6);
  expect(await seriousViolations(page)).toEqual([]);

  // The spec's mapping messages (spec 3 §5).
  await mapColumn(page, 'Email', 'Nome');
  await expect(page.getByRole('alert')).toHaveText('O campo Nome já foi selecionado.');
  await mapColumn(page, 'Telefone', 'Campo extra');
  await page.getByRole('button', { name: 'Importar 6 contatos' }).click();
  await expect(page.getByRole('alert')).toHaveText('Não foi selecionado o campo de número do contato');
  await mapColumn(page, 'Telefone', 'Número');
  await mapColumn(page, 'Nome', 'Campo extra');
  await page.getByRole('button', { name: 'Importar 6 contatos' }).click();
  await expect(page.getByRole('alert')).toHaveText('Não foi selecionado o campo de nome do contato');
  await mapColumn(page, 'Nome', 'Nome');
  await page.getByRole('checkbox', { name: 'Selecionar todas as linhas' }).uncheck();
  await page.getByRole('button', { name: 'Importar 0 contatos' }).click();
  await expect(page.getByRole('alert')).toHaveText('Nenhum contato selecionado');
  await page.getByRole('checkbox', { name: 'Selecionar todas as linhas' }).check();

  await page.getByRole('button', { name: 'Importar 6 contatos' }).click();
  await expect(page.getByRole('alert')).toHaveText('Importação realizada com sucesso, mas houveram alguns erros', {
    timeout: 30_000,
  });
  await expect(counter(page, 'Criados')).toContainText('2');
  await expect(counter(page, 'Ignorados')).toContainText('4');
  expect(await seriousViolations(page)).toEqual([]);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Baixar linhas ignoradas' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('contatos_ignorados.xlsx');
  const rows = await downloadedRows(file);
  expect(rows[0]).toEqual(['Nome', 'Telefone', 'Email', 'Linha', 'Motivo']);
  expect(rows.slice(1).map((r) => [r[3], r[4]])).toEqual([
    ['3', 'Sem número'],
    ['4', 'Sem nome'],
    ['5', 'Número repetido na planilha'],
    ['7', 'Número inválido'],
  ]);

  // The two created contacts are on the contacts page.
  await openContacts(page);
  await page.getByRole('searchbox', { name: 'Pesquisar...' }).fill(tag);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contatos (2)');
});

test("'Arquivo inválido!' for a file of another kind, or more than one file", async ({ page, login, tenant }) => {
  await login.as(tenant.ana);
  await openImportPage(page);
  await pickOnImportPage(page, { name: 'contatos.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
  await expect(page.getByRole('alert')).toHaveText('Arquivo inválido!');

  // Two files dropped at once.
  await page.getByTestId('contact-import-drop').evaluate((area) => {
    const files = new DataTransfer();
    files.items.add(new File(['Nome,Número\nA,5565999990001\n'], 'a.csv'));
    files.items.add(new File(['Nome,Número\nB,5565999990002\n'], 'b.csv'));
    area.dispatchEvent(new DragEvent('drop', { dataTransfer: files, bubbles: true, cancelable: true }));
  });
  await expect(page.getByRole('alert')).toHaveText('Arquivo inválido!');

  // One csv dropped is read.
  await page.getByTestId('contact-import-drop').evaluate((area) => {
    const files = new DataTransfer();
    files.items.add(new File(['Nome,Número\nA,5565999990001\n'], 'a.csv'));
    area.dispatchEvent(new DragEvent('drop', { dataTransfer: files, bubbles: true, cancelable: true }));
  });
  await expect(page.getByText('a.csv')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Importar 1 contato' })).toBeVisible();
});

test('a run goes on while the user is elsewhere, shows again when they come back, and is cancelled', async ({
  page,
  login,
  tenant,
}) => {
  test.slow();
  await login.as(tenant.admin);
  await openImportPage(page);
  const tag = stamp();
  const rows = Array.from({ length: 60 }, (_, i) => [`Lote ${tag} ${i + 1}`, freshNumber()]);
  await pickOnImportPage(page, xlsxFile('lote.xlsx', [['Nome', 'Número'], ...rows]));
  await page.getByRole('button', { name: 'Importar 60 contatos' }).click();
  // Progress is told every 5 rows.
  await expect(page.getByRole('status')).toHaveText('5 de 60 linhas processadas');

  await page.getByRole('button', { name: 'Voltar para Contatos' }).click();
  await expect(page).toHaveURL(/\/contacts$/);
  await transferMenu(page);
  await page.getByRole('menuitem', { name: 'Importar contatos' }).click();
  await expect(page).toHaveURL(/\/contacts\/import$/);
  await expect(page.getByRole('status')).toHaveText(/^\d+ de 60 linhas processadas$/);
  await page.getByRole('button', { name: 'Cancelar importação' }).click();
  await expect(page.getByRole('alert')).toHaveText(/^Importação cancelada: \d+ de 60 linhas processadas\.$/);
  const created = Number(await counter(page, 'Criados').locator('p').last().textContent());
  expect(created).toBeLessThan(60);
  await expect(counter(page, 'Ignorados')).toContainText('0');

  // Exactly the counted contacts exist.
  await page.getByRole('button', { name: 'Voltar para Contatos' }).click();
  await page.getByRole('searchbox', { name: 'Pesquisar...' }).fill(tag);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Contatos (${created})`);
});
