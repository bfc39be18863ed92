import * as XLSX from '@e965/xlsx';
import { readFile } from 'node:fs/promises';
import type { DashboardReply } from '../../src/shared/api/dashboard';
import { asUser } from '../support/adminApi';
import { sendInbound, uniqueNumber } from '../support/backendClient';
import { seriousViolations } from './axe';
import { backendUrl, expect, test } from './fixtures';

/**
 * The dashboard at / (spec 1 §2, §3 counters and attendant rows) against the reference server:
 * tickets made in the test move the counters and the attendants table by exactly what was done,
 * another period shows that period, the attendants export reads back, and a plain user gets the
 * 403 page. The browser runs on the server's clock (America/Cuiaba), so both read the same days.
 */

test('the counters and the attendants table follow the tickets made here; another period, the export', async ({
  page,
  login,
  tenant,
  superAdmin,
  sandbox,
}) => {
  test.slow();
  await login.as(tenant.admin);
  await page.getByRole('navigation').getByRole('link', { name: 'Dashboard', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  const from = await page.getByLabel('Data inicial').inputValue();
  const to = await page.getByLabel('Data final').inputValue();
  expect(from).toMatch(/^\d{4}-\d{2}-01$/);

  const figures = async () =>
    (await superAdmin.call<DashboardReply>('GET', `/dashboard?date_from=${from}&date_to=${to}`)).body;
  const before = await figures();
  const anaName = (await superAdmin.users()).find((u) => u.email === tenant.ana)!.name;
  const anaBefore = before.attendants.find((a) => a.name === anaName)!.tickets;

  // Three customers write in (three new contacts, passive, pending); ana takes two and closes one.
  const suporte = sandbox.queues.find((q) => q.name === 'Suporte')!;
  const created = [];
  for (let i = 0; i < 3; i += 1)
    created.push(
      await sendInbound(backendUrl(), sandbox.token, {
        number: uniqueNumber(),
        name: `Cliente Painel ${i}`,
        body: 'Olá',
        queueId: suporte.id,
      }),
    );
  const ana = await asUser(backendUrl(), tenant.ana);
  const anaId = (await superAdmin.users()).find((u) => u.email === tenant.ana)!.id;
  await ana.updateTicket(created[0].ticketId, { status: 'open', userId: anaId });
  await ana.updateTicket(created[1].ticketId, { status: 'open', userId: anaId });
  await ana.updateTicket(created[1].ticketId, { status: 'closed' });

  const after = await figures();
  expect(after.counters).toMatchObject({
    tickets: before.counters.tickets + 3,
    leads: before.counters.leads + 3,
    passiveTickets: before.counters.passiveTickets + 3,
    supportPending: before.counters.supportPending + 1,
    supportHappening: before.counters.supportHappening + 1,
    supportFinished: before.counters.supportFinished + 1,
  });

  await page.getByRole('button', { name: 'Filtrar' }).click();
  const figure = (name: string) => page.getByRole('group', { name, exact: true });
  const shows = async (name: string, value: number) =>
    expect(figure(name).getByText(String(value), { exact: true })).toBeVisible();
  await shows('Total de atendimentos', after.counters.tickets);
  await shows('Novos contatos', after.counters.leads);
  await shows('Aguardando', after.counters.supportPending);
  await shows('Em atendimento', after.counters.supportHappening);
  await shows('Finalizados', after.counters.supportFinished);
  await shows('Atendimentos receptivos', after.counters.passiveTickets);
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('tab', { name: 'NPS' }).click();
  await expect(figure('Score NPS')).toBeVisible();
  await shows('Não avaliados', after.counters.withoutRating);

  await page.getByRole('tab', { name: 'Atendentes' }).click();
  const table = page.getByRole('table', { name: 'Atendentes' });
  const anaRow = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: anaName, exact: true }) });
  await expect(anaRow.getByRole('cell').nth(2)).toHaveText(String(anaBefore + 2));
  await expect(table.locator('tbody').getByRole('row')).toHaveCount(after.attendants.length);
  const perUser = page.getByRole('figure', { name: 'Atendimentos por usuário' });
  await expect(perUser).toBeVisible();
  await expect(perUser.getByRole('row', { name: `${anaName} ${anaBefore + 2}` })).toBeAttached();
  const perDay = page.getByRole('figure', { name: 'Atendimentos por dia' });
  await expect(perDay).toContainText(`${after.counters.tickets} atendimentos no total`);
  expect(await seriousViolations(page)).toEqual([]);

  // The export: the table as relatorio-de-atendentes.xlsx, read back.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar Excel' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('relatorio-de-atendentes.xlsx');
  const book = XLSX.read(await readFile(await file.path()));
  const rows = XLSX.utils.sheet_to_json<(string | number)[]>(book.Sheets[book.SheetNames[0]], { header: 1 });
  expect(rows[0]).toEqual([
    'Nome',
    'Avaliações',
    'Total de avaliações',
    'Total de atendimentos',
    'T.M. de espera (min)',
    'T.M. de atendimento (min)',
    'Status',
  ]);
  expect(rows).toHaveLength(after.attendants.length + 1);
  expect(rows.find((r) => r[0] === anaName)?.[3]).toBe(anaBefore + 2);

  // Another period: a month long gone has nothing; one day shows the chart per hour.
  await page.getByLabel('Data inicial').fill('2020-01-01');
  await page.getByLabel('Data final').fill('2020-01-31');
  await page.getByRole('button', { name: 'Filtrar' }).click();
  await expect(anaRow.getByRole('cell').nth(2)).toHaveText('0');
  await expect(perDay).toContainText('Nenhum atendimento no período.');
  await page.getByRole('tab', { name: 'Indicadores' }).click();
  await shows('Total de atendimentos', 0);

  await page.getByLabel('Data inicial').fill(to);
  await page.getByLabel('Data final').fill(to);
  await page.getByRole('button', { name: 'Filtrar' }).click();
  const today = (await superAdmin.call<DashboardReply>('GET', `/dashboard?date_from=${to}&date_to=${to}`)).body;
  await shows('Total de atendimentos', today.counters.tickets);
  await page.getByRole('tab', { name: 'Atendentes' }).click();
  await expect(page.getByRole('figure', { name: 'Atendimentos por hora' })).toBeVisible();

  // Neither day: the spec's message, nothing applied.
  await page.getByLabel('Data inicial').fill('');
  await page.getByLabel('Data final').fill('');
  await page.getByRole('button', { name: 'Filtrar' }).click();
  await expect(page.getByText('Parametrize o filtro')).toBeVisible();
});

test('a plain user without showDashboard gets the 403 page and no Dashboard entry', async ({ page, login, tenant }) => {
  await login.as(tenant.ana);
  await expect(page).toHaveURL(/\/tickets/);
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Dashboard', exact: true })).toHaveCount(0);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Oops! Acesso Negado!' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Voltar' }).click();
  await expect(page).toHaveURL(/\/tickets$/);
});
