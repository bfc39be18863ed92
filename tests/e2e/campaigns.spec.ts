import * as XLSX from '@e965/xlsx';
import type { Page } from '@playwright/test';
import { seriousViolations } from './axe';
import { test, expect } from './fixtures';
import type { HttpUser } from '../support/adminApi';

/**
 * Campaigns (spec 3 "Campaigns", "Campaign report", "Campaign settings", §4, §5, §9) against the
 * reference server, whose runner sends them for real over the sandbox channel on its clock
 * (America/Cuiaba, the server's default time zone, like the browser's here) with a pass every
 * second (schedulerIntervalMs 1000, global-setup.ts): an admin sets the sending window, imports a
 * list, schedules a campaign for now and watches the report reach 100 %, each contact's
 * conversation holding exactly one message with its name; cancel mid-run and restart still send
 * each contact one message; hours outside the window wait; a profile user gets the placeholder.
 */

const SERVER_TIME_ZONE = 'America/Cuiaba';
const tag = () => Math.random().toString(36).slice(2, 7);
const freshNumber = () => `55659${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
/** The whole day, every day: the runner never waits for its window. */
const ALWAYS = { startHour: '00:00', endHour: '23:59', sabado: true, domingo: true };

function xlsxFile(name: string, rows: string[][]) {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Planilha');
  return {
    name,
    mimeType: 'application/octet-stream',
    buffer: XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer,
  };
}

/** The server's wall clock now, as a datetime-local field takes it (the browser runs on the same zone). */
function serverLocalNow(): { input: string; hour: number } {
  const p = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: SERVER_TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date())
      .map((x) => [x.type, x.value]),
  );
  return { input: `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`, hour: Number(p.hour) };
}

async function ok<T>(reply: Promise<{ status: number; body: T }>, what: string): Promise<T> {
  const { status, body } = await reply;
  if (status >= 400) throw new Error(`${what}: HTTP ${status} ${JSON.stringify(body)}`);
  return body;
}

interface Entry {
  name: string;
  number: string;
}

/** A contact list with these entries, made over HTTP (the import through the page is the first test's). */
async function listOf(api: HttpUser, entries: Entry[]) {
  const list = await ok(api.call<{ id: number }>('POST', '/contact-lists', { name: `Lista ${tag()}` }), 'list');
  for (const e of entries)
    await ok(api.call('POST', '/contact-list-items', { ...e, email: '', contactListId: list.id }), 'entry');
  return list.id;
}

/** The company's WhatsApp sandbox connection (the default one). */
async function connectionOf(api: HttpUser) {
  const all = await ok(api.call<{ id: number; name: string; isDefault: boolean }[]>('GET', '/whatsapp'), 'whatsapp');
  return all.find((c) => c.isDefault) ?? all[0];
}

/** A campaign due now over `contactListId`, made over HTTP. */
async function campaignNow(api: HttpUser, contactListId: number, whatsappId: number, message1: string) {
  const name = `Campanha ${tag()}`;
  const made = await ok(
    api.call<{ id: number }>('POST', '/campaigns', {
      name,
      message1,
      scheduledAt: new Date().toISOString(),
      contactListId,
      whatsappId,
    }),
    'campaign',
  );
  return { id: made.id, name };
}

async function statusOf(api: HttpUser, campaignId: number) {
  return (await ok(api.call<{ status: string }>('GET', `/campaigns/${campaignId}`), 'campaign')).status;
}

async function delivered(api: HttpUser, campaignId: number) {
  const c = await ok(
    api.call<{ status: string; shipping: { deliveredAt: string | null }[] }>('GET', `/campaigns/${campaignId}`),
    'campaign',
  );
  return c.shipping.filter((s) => s.deliveredAt).length;
}

/**
 * The bodies the company sent to `number`, across its conversations (by contact number, message
 * bodies not searched), each message once.
 */
async function sentTo(api: HttpUser, number: string): Promise<string[]> {
  const { tickets } = await ok(
    api.call<{ tickets: { id: number; contact: { number: string } }[] }>(
      'GET',
      `/tickets?status=search&showAll=true&searchOnMessages=false&searchParam=${number}`,
    ),
    'tickets',
  );
  const seen = new Map<number, string>();
  for (const t of tickets.filter((x) => x.contact.number === number)) {
    const { messages } = await ok(
      api.call<{ messages: { id: number; body: string; fromMe: boolean }[] }>('GET', `/messages/${t.id}`),
      'messages',
    );
    for (const m of messages) if (m.fromMe) seen.set(m.id, m.body);
  }
  return [...seen.values()];
}

/** Picks an option of a Mantine select by the select's label. */
async function choose(scope: Page | ReturnType<Page['getByRole']>, page: Page, label: string, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const report = (page: Page) => ({
  status: page.getByRole('status', { name: 'Status da campanha' }),
  progress: page.getByRole('progressbar', { name: 'Progresso do envio' }),
  count: (label: string) => page.getByRole('group', { name: label }),
});

test('the settings page saves the intervals from their lists, the window and a variable', async ({
  page,
  login,
  tenant,
  superAdmin,
}) => {
  test.slow();
  await login.as(tenant.admin);
  const nav = page.getByRole('navigation');
  // No interval, the whole day, every day (spec 3 §5 option lists).
  await nav.getByRole('link', { name: 'Configurações de Campanhas', exact: true }).click();
  await expect(page).toHaveURL(/\/campaigns-config$/);
  await expect(page.getByRole('combobox', { name: 'Intervalo entre mensagens' })).toHaveValue('20 segundos');
  await choose(page, page, 'Intervalo entre mensagens', 'Sem intervalo');
  await page.getByLabel('Início').fill(ALWAYS.startHour);
  await page.getByLabel('Fim').fill(ALWAYS.endHour);
  await page.getByRole('switch', { name: 'Enviar aos sábados' }).check({ force: true });
  await page.getByRole('switch', { name: 'Enviar aos domingos' }).check({ force: true });
  await page.getByRole('button', { name: 'Adicionar variável' }).click();
  await page.getByRole('textbox', { name: 'Chave 1' }).fill('loja');
  await page.getByRole('textbox', { name: 'Valor 1' }).fill('Loja Centro');
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Salvar' }).click();
  // The toast ('Configurações salvas') closes after 2 s, too soon for a loaded machine: the unit
  // test reads it (CampaignSettingsPage.test.tsx); here, what the server now holds.
  await expect
    .poll(async () => {
      const list = await ok(superAdmin.call<{ key: string; value: string }[]>('GET', '/campaign-settings'), 'settings');
      return Object.fromEntries(list.map((e) => [e.key, JSON.parse(e.value) as unknown]));
    })
    .toMatchObject({ messageInterval: 0, ...ALWAYS, variables: [{ key: 'loja', value: 'Loja Centro' }] });
});

test('an admin imports a list, runs a campaign to 100 %, one message per contact', async ({
  page,
  login,
  tenant,
  superAdmin,
}) => {
  // An import, a campaign run and four axe checks, on a machine another run shares.
  test.setTimeout(240_000);
  await ok(
    superAdmin.call('POST', '/campaign-settings', {
      settings: { messageInterval: 0, ...ALWAYS, variables: [{ key: 'loja', value: 'Loja Centro' }] },
    }),
    'settings',
  );
  const wa = await connectionOf(superAdmin);
  await login.as(tenant.admin);
  const nav = page.getByRole('navigation');

  // The list, imported from a sheet.
  const people: Entry[] = [
    { name: 'Maria Souza', number: freshNumber() },
    { name: 'João Lima', number: freshNumber() },
    { name: 'Carla Dias', number: freshNumber() },
  ];
  const listName = `Clientes ${tag()}`;
  await nav.getByRole('link', { name: 'Listas de Contatos', exact: true }).click();
  await page.getByRole('button', { name: 'Adicionar' }).click();
  const listDialog = page.getByRole('dialog', { name: 'Nova lista de contatos' });
  await listDialog.getByRole('textbox', { name: 'Nome' }).fill(listName);
  await listDialog.getByRole('button', { name: 'Salvar' }).click();
  await page.getByRole('button', { name: `Contatos de ${listName}` }).click();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Importar' }).click();
  await (
    await chooser
  ).setFiles(xlsxFile('lista.xlsx', [['nome', 'numero', 'email'], ...people.map((p) => [p.name, p.number, ''])]));
  const run = page.getByRole('dialog', { name: 'Importar contatos' });
  await expect(run).toContainText('Criados: 3');
  await run.getByRole('button', { name: 'Fechar' }).last().click();

  // The campaign, due now.
  await nav.getByRole('link', { name: 'Campanhas', exact: true }).click();
  await expect(page).toHaveURL(/\/campaigns$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Campanhas');
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Nova Campanha' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nova campanha' });
  await expect(dialog.getByText(/Use variáveis como \{nome\}, \{numero\}, \{email\}/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog.getByText('Obrigatório')).toBeVisible();
  const name = `Ofertas ${tag()}`;
  await dialog.getByRole('textbox', { name: 'Nome' }).fill(name);
  await dialog.getByRole('textbox', { name: 'Mensagem 1' }).fill('Olá {nome}, novidades na {loja}!');
  await dialog.getByLabel('Agendamento').fill(serverLocalNow().input);
  await choose(dialog, page, 'Lista de Contatos', listName);
  await choose(dialog, page, 'Conexão', wa.name);
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog).toBeHidden({ timeout: 30_000 });

  // The list follows the runner live, to the end.
  const row = page.getByRole('table', { name: 'Campanhas' }).getByRole('row').filter({ hasText: name });
  await expect(row).toContainText(listName);
  // The runner first (a pass a second), then the row, by the campaign's events alone.
  const id = Number(
    (await row.getByRole('link', { name: `Relatório de ${name}` }).getAttribute('href'))?.split('/')[2],
  );
  await expect.poll(() => statusOf(superAdmin, id), { timeout: 60_000 }).toBe('FINALIZADA');
  await expect(row).toContainText('Finalizada', { timeout: 30_000 });
  expect(await seriousViolations(page)).toEqual([]);

  await row.getByRole('link', { name: `Relatório de ${name}` }).click();
  await expect(page).toHaveURL(/\/campaign\/\d+\/report$/);
  const r = report(page);
  await expect(r.status).toHaveText('Finalizada');
  await expect(r.progress).toHaveAttribute('aria-valuenow', '100');
  await expect(r.count('Contatos válidos')).toContainText('3');
  await expect(r.count('Entregues')).toContainText('3');
  expect(await seriousViolations(page)).toEqual([]);

  // Each contact's conversation: exactly one message, its name and the custom variable filled.
  for (const p of people)
    expect(await sentTo(superAdmin, p.number)).toEqual([`Olá ${p.name}, novidades na Loja Centro!`]);

  // A finished campaign opens read-only.
  await page.getByRole('link', { name: 'Campanhas' }).first().click();
  await row.getByRole('button', { name: `Editar ${name}` }).click();
  const view = page.getByRole('dialog', { name: 'Editar campanha' });
  await expect(view.getByText(/Esta campanha não pode mais ser alterada/)).toBeVisible();
  await expect(view.getByRole('button', { name: 'Salvar' })).toHaveCount(0);
});

test('a campaign cancelled mid-run and restarted still sends each contact one message', async ({
  page,
  login,
  tenant,
  superAdmin,
}) => {
  test.slow();
  // Five seconds between messages: the cancel lands between two of them.
  await ok(superAdmin.call('POST', '/campaign-settings', { settings: { ...ALWAYS, messageInterval: 5 } }), 'settings');
  const people = ['Ana Paula', 'Bia Costa', 'Caio Reis', 'Davi Melo'].map((name) => ({ name, number: freshNumber() }));
  const listId = await listOf(superAdmin, people);
  const wa = await connectionOf(superAdmin);
  await login.as(tenant.admin);
  // Through the menu (the session's socket already listening), the empty list in before the campaign is made.
  await page.getByRole('navigation').getByRole('link', { name: 'Campanhas', exact: true }).click();
  await expect(page.getByText('Nenhuma campanha')).toBeVisible();
  const c = await campaignNow(superAdmin, listId, wa.id, 'Oi {nome}');
  const row = page.getByRole('table', { name: 'Campanhas' }).getByRole('row').filter({ hasText: c.name });
  await expect(row).toContainText('Em andamento');
  await expect.poll(() => delivered(superAdmin, c.id)).toBeGreaterThan(0);

  // The success toasts are the unit test's (CampaignsPage.test.tsx): here, the status that follows.
  await row.getByRole('button', { name: `Cancelar ${c.name}` }).click();
  await expect(row).toContainText('Cancelada');
  const before = await delivered(superAdmin, c.id);
  expect(before).toBeLessThan(people.length);

  // Cancelled: only the messages may change (spec 3 §4).
  await row.getByRole('button', { name: `Editar ${c.name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Editar campanha' });
  await expect(edit.getByText('Campanha cancelada: só as mensagens podem ser alteradas.')).toBeVisible();
  await expect(edit.getByRole('textbox', { name: 'Nome' })).toHaveAttribute('readonly', '');
  await edit.getByRole('button', { name: 'Cancelar' }).click();

  await row.getByRole('button', { name: `Reiniciar ${c.name}` }).click();
  await expect.poll(() => statusOf(superAdmin, c.id), { timeout: 60_000 }).toBe('FINALIZADA');
  await expect(row).toContainText('Finalizada', { timeout: 30_000 });
  expect(await delivered(superAdmin, c.id)).toBe(people.length);
  for (const p of people) expect(await sentTo(superAdmin, p.number)).toEqual([`Oi ${p.name}`]);
});

test('outside the sending hours a campaign waits, and goes once the window is widened', async ({
  page,
  login,
  tenant,
  superAdmin,
}) => {
  test.slow();
  // Two hours from now on the server's clock, an hour long: now is outside it.
  const hour = serverLocalNow().hour;
  const [from, to] = hour < 20 ? [hour + 2, hour + 3] : [1, 2];
  const hh = (h: number) => `${String(h).padStart(2, '0')}:00`;
  await ok(
    superAdmin.call('POST', '/campaign-settings', {
      settings: { messageInterval: 0, startHour: hh(from), endHour: hh(to), sabado: true, domingo: true },
    }),
    'settings',
  );
  const people = [
    { name: 'Elisa Rocha', number: freshNumber() },
    { name: 'Fábio Nunes', number: freshNumber() },
  ];
  const listId = await listOf(superAdmin, people);
  const wa = await connectionOf(superAdmin);
  const c = await campaignNow(superAdmin, listId, wa.id, 'Bom dia {nome}');
  await login.as(tenant.admin);
  // Through the menu and the list (a full reload is slow on a loaded machine).
  await page.getByRole('navigation').getByRole('link', { name: 'Campanhas', exact: true }).click();
  await page.getByRole('link', { name: `Relatório de ${c.name}` }).click();
  const r = report(page);
  await expect(r.status).toHaveText('Em andamento', { timeout: 30_000 });
  // A few of the runner's passes (one a second): nothing goes outside the window.
  for (let pass = 0; pass < 3; pass += 1) {
    await page.waitForTimeout(1000);
    expect(await delivered(superAdmin, c.id)).toBe(0);
  }
  await expect(r.count('Entregues')).toContainText('0');
  await expect(r.progress).toHaveAttribute('aria-valuenow', '0');

  // The window widened on the settings page: the campaign goes on by itself, the report follows.
  await page.getByRole('navigation').getByRole('link', { name: 'Configurações de Campanhas', exact: true }).click();
  await expect(page.getByLabel('Início')).toHaveValue(hh(from));
  await page.getByLabel('Início').fill(ALWAYS.startHour);
  await page.getByLabel('Fim').fill(ALWAYS.endHour);
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect
    .poll(async () => {
      const list = await ok(superAdmin.call<{ key: string; value: string }[]>('GET', '/campaign-settings'), 'settings');
      return list.find((e) => e.key === 'startHour')?.value;
    })
    .toBe(JSON.stringify(ALWAYS.startHour));
  await page.goBack();
  await expect(r.status).toHaveText('Finalizada', { timeout: 30_000 });
  await expect(r.progress).toHaveAttribute('aria-valuenow', '100');
  for (const p of people) expect(await sentTo(superAdmin, p.number)).toEqual([`Bom dia ${p.name}`]);
});

test('a profile user gets the placeholder on the campaign pages', async ({ page, login, tenant }) => {
  await login.as(tenant.ana);
  await page.getByRole('navigation').getByRole('link', { name: 'Campanhas', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Oops! Acesso Negado!' })).toBeVisible();
  await page.getByRole('navigation').getByRole('link', { name: 'Configurações de Campanhas', exact: true }).click();
  await expect(page).toHaveURL(/\/campaigns-config$/);
  await expect(page.getByRole('heading', { name: 'Oops! Acesso Negado!' })).toBeVisible();
});
