import { readFile } from 'node:fs/promises';
import * as XLSX from '@e965/xlsx';
import { test, expect } from './fixtures';
import { seriousViolations } from './axe';

/**
 * The attendance report (spec 3 "Reports", /reports) against the reference server: filters that
 * narrow the table, the contact search from 3 characters, server paging with the page sizes, and
 * the export of every match to relatorio-de-atendimentos.xlsx, read back here.
 */

test('filters narrow the table, the page size pages it, and the export holds every match', async ({
  page,
  login,
  tenant,
}) => {
  test.slow();
  await login.as(tenant.admin);
  await page.getByRole('navigation').getByRole('link', { name: 'Relatórios', exact: true }).click();
  await expect(page).toHaveURL(/\/reports$/);
  const table = page.getByRole('table', { name: 'Atendimentos do relatório' });
  const rows = table.locator('tbody').getByRole('row');
  const heading = page.getByRole('heading', { level: 1 });
  await expect(rows).toHaveCount(10);
  const total = Number(/\((\d+)\)/.exec((await heading.textContent()) ?? '')![1]);
  expect(total).toBeGreaterThan(10);
  await expect(page.getByRole('status').filter({ hasText: `1–10 de ${total}` })).toBeVisible();
  // Default period: the first of the month to today, in the user's time zone (the browser's, which
  // the config sets to America/Cuiaba: around midnight UTC its date is not this process's).
  const [firstDay, today] = await page.evaluate(() => {
    const now = new Date();
    const day = (d: Date) =>
      `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    return [day(new Date(now.getFullYear(), now.getMonth(), 1)), day(now)];
  });
  await expect(page.getByLabel('Data inicial')).toHaveValue(firstDay);
  await expect(page.getByLabel('Data final')).toHaveValue(today);

  // Page size 5, then the second page.
  await page.getByRole('combobox', { name: 'Itens por página' }).click();
  await page.getByRole('option', { name: '5', exact: true }).click();
  await expect(rows).toHaveCount(5);
  await page
    .getByRole('navigation', { name: 'Páginas do relatório' })
    .getByRole('button', { name: 'Próxima página' })
    .click();
  await expect(page.getByRole('status').filter({ hasText: `6–10 de ${total}` })).toBeVisible();

  // The queue filter: only Vendas.
  await page.getByRole('combobox', { name: 'Fila' }).click();
  await page.getByRole('option', { name: 'Vendas' }).click();
  await page.keyboard.press('Escape');
  await expect(heading).not.toContainText(`(${total})`);
  const vendas = Number(/\((\d+)\)/.exec((await heading.textContent()) ?? '')![1]);
  expect(vendas).toBeGreaterThan(0);
  expect(vendas).toBeLessThan(total);
  for (const cell of await rows.locator('td:nth-child(5)').allTextContents()) expect(cell).toBe('Vendas');

  // Export: every match of the filters (Vendas), whatever the page size.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar para Excel' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('relatorio-de-atendimentos.xlsx');
  const book = XLSX.read(await readFile((await file.path())!), { type: 'buffer' });
  const sheet = XLSX.utils.sheet_to_json<string[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1 });
  expect(sheet[0]).toEqual([
    'ID',
    'Conexão',
    'Contato',
    'Usuário',
    'Fila',
    'Status',
    'Última mensagem',
    'Aberto em',
    'Fechado em',
    'Tempo de atendimento',
    'NPS',
  ]);
  const body = sheet.slice(1);
  expect(body).toHaveLength(vendas);
  expect(body.every((r) => r[4] === 'Vendas')).toBe(true);
  expect(body.map((r) => r[2])).toContain('Aline Carvalho');
  await expect(page.getByText(`${vendas} atendimentos exportados`)).toBeVisible();

  // The contact search waits for 3 characters, then one contact narrows it further.
  const contact = page.getByRole('combobox', { name: 'Contato' });
  await contact.fill('Al');
  await expect(page.getByText('Digite ao menos 3 caracteres').last()).toBeVisible();
  await contact.fill('Aline');
  await page.getByRole('option', { name: 'Aline Carvalho' }).click();
  await expect(heading).toContainText('(1)');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Aline Carvalho');
  expect(await seriousViolations(page)).toEqual([]);

  // Per row: the ticket's log (the tickets screen's dialog), then the ticket itself.
  const id = (await rows.first().locator('td').first().textContent())!;
  await rows
    .first()
    .getByRole('button', { name: `Logs do atendimento ${id}` })
    .click();
  const log = page.getByRole('dialog', { name: 'Logs do ticket' });
  await expect(log.getByRole('list', { name: 'Histórico do ticket' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(log).toBeHidden();
  await rows
    .first()
    .getByRole('button', { name: `Abrir atendimento ${id}` })
    .click();
  await expect(page).toHaveURL(/\/tickets\/[0-9a-f-]{36}$/);
});

test('a user outside the management group gets the no-permission view', async ({ page, login, tenant }) => {
  await login.as(tenant.ana);
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Relatórios', exact: true })).toHaveCount(0);
  await page.goto('/reports');
  await expect(page.getByRole('heading', { name: 'Oops! Acesso Negado!' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
