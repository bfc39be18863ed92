import { test, expect, backendUrl } from './fixtures';
import { seriousViolations } from './axe';
import { asUser } from '../support/adminApi';
import { QuickMessagesDriver } from './drivers/QuickMessagesDriver';

/**
 * Quick replies (spec 2 "Quick replies", /quick-messages) against the reference server: search,
 * add with an attachment, edit, the active switch, delete with a confirmation, changes made by
 * another session arriving live, the server's validation on its field, what a user may not change,
 * and axe. Tests share the server's demo data: each makes replies with its own shortcodes and
 * leaves the seeded ones as they are.
 */

type Reply = { id: number; shortcode: string; status: boolean; mediaName: string | null; message: string };
const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

test('search, add with an attachment, edit, switch off and delete a reply', async ({ page, login, tenant }) => {
  // The longest flow of the file: a dozen round trips to the server.
  test.slow();
  await login.as(tenant.admin);
  const qm = new QuickMessagesDriver(page);
  await qm.open();
  await expect(qm.row('saudacao')).toBeVisible();
  const before = await qm.count();

  // Search: the server's, 500 ms after typing; the count follows.
  await qm.search().fill('saud');
  await expect(qm.rows()).toHaveCount(1);
  await expect(qm.row('saudacao')).toBeVisible();
  await expect(qm.heading()).toHaveText('Respostas Rápidas (1)');
  await qm.search().fill('nada-assim-existe');
  await expect(page.getByText('Nenhuma resposta rápida encontrada para "nada-assim-existe"')).toBeVisible();
  await qm.search().press('Escape');
  await expect(qm.heading()).toHaveText(`Respostas Rápidas (${before})`);

  // Add, from the keyboard: the dialog opens on the shortcode; the spec's message when it is empty.
  await page.getByRole('button', { name: 'Adicionar' }).focus();
  await page.keyboard.press('Enter');
  const add = qm.dialog('Adicionar Resposta Rápida');
  await expect(add).toBeVisible();
  const shortcodeField = add.getByRole('textbox', { name: 'Atalho' });
  await expect(shortcodeField).toBeFocused();
  await qm.save();
  await expect(shortcodeField).toHaveAttribute('aria-invalid', 'true');
  await expect(add.getByText('Obrigatório')).toBeVisible();

  const code = unique('e2e-tabela');
  await shortcodeField.fill(code);
  await add.getByRole('textbox', { name: 'Resposta' }).fill('Segue a tabela de preços.');
  await qm.attach({ name: 'tabela.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 tabela') });
  await expect(add.getByText('tabela.pdf')).toBeVisible();
  await qm.save();
  await expect(add).toBeHidden();
  await expect(qm.row(code)).toContainText('tabela.pdf');
  await expect(qm.activeSwitch(code)).toBeChecked();
  await expect(qm.heading()).toHaveText(`Respostas Rápidas (${before + 1})`);

  // Edit: new text, shared with the company.
  await qm.editButton(code).click();
  const edit = qm.dialog('Editar Resposta Rápida');
  await expect(edit.getByRole('textbox', { name: 'Atalho' })).toHaveValue(code);
  await expect(edit.getByText('tabela.pdf')).toBeVisible();
  await edit.getByRole('textbox', { name: 'Resposta' }).fill('Tabela de preços atualizada.');
  await edit.getByRole('switch', { name: 'Disponível para todos da empresa' }).check();
  await qm.save();
  await expect(edit).toBeHidden();

  // A colleague reads the change from the server, shared now with everyone.
  const ana = await asUser(backendUrl(), tenant.ana);
  const seen = await ana.call<{ records: Reply[] }>('GET', `/quick-messages?searchParam=${code}`);
  expect(seen.body.records).toEqual([
    expect.objectContaining({ shortcode: code, message: 'Tabela de preços atualizada.', mediaName: 'tabela.pdf' }),
  ]);

  // Switch it off from the row: stored, as the colleague reads it.
  await qm.activeSwitch(code).click();
  await expect(qm.activeSwitch(code)).not.toBeChecked();
  await expect
    .poll(
      async () =>
        (await ana.call<{ records: Reply[] }>('GET', `/quick-messages?searchParam=${code}`)).body.records[0]?.status,
    )
    .toBe(false);

  // Delete asks first; Cancel keeps it, Excluir removes it.
  await qm.deleteButton(code).click();
  const confirm = qm.dialog(`Excluir /${code}?`);
  await expect(confirm).toContainText('Esta ação é irreversível!');
  await confirm.getByRole('button', { name: 'Cancelar' }).click();
  await expect(qm.row(code)).toBeVisible();
  await qm.deleteButton(code).click();
  await confirm.getByRole('button', { name: 'Excluir' }).click();
  await expect(qm.row(code)).toHaveCount(0);
  await expect(qm.heading()).toHaveText(`Respostas Rápidas (${before})`);
  const gone = await ana.call('GET', `/quick-messages?searchParam=${code}`);
  expect(gone.body).toMatchObject({ records: [], count: 0 });
});

test('a reply made, changed and deleted in another session shows up live', async ({ page, login, tenant }) => {
  await login.as(tenant.admin);
  const qm = new QuickMessagesDriver(page);
  await qm.open();
  await expect(qm.row('saudacao')).toBeVisible();
  const before = await qm.count();

  const ana = await asUser(backendUrl(), tenant.ana);
  const code = unique('e2e-live');
  const made = await ana.call<Reply>('POST', '/quick-messages', { shortcode: code, message: 'Olá!', geral: true });
  expect(made.status).toBe(200);
  await expect(qm.row(code)).toBeVisible();
  await expect(qm.heading()).toHaveText(`Respostas Rápidas (${before + 1})`);

  await ana.call('PUT', `/quick-messages/${made.body.id}`, { status: false });
  await expect(qm.activeSwitch(code)).not.toBeChecked();

  await ana.call('DELETE', `/quick-messages/${made.body.id}`);
  await expect(qm.row(code)).toHaveCount(0);
  await expect(qm.heading()).toHaveText(`Respostas Rápidas (${before})`);
});

test('the next page loads when the table is scrolled to its bottom', async ({ page, login, tenant }) => {
  const ana = await asUser(backendUrl(), tenant.ana);
  const prefix = unique('e2e-pagina');
  const made: number[] = [];
  try {
    for (let i = 0; i < 25; i += 1) {
      const r = await ana.call<Reply>('POST', '/quick-messages', {
        shortcode: `${prefix}-${String(i).padStart(2, '0')}`,
        geral: true,
      });
      made.push(r.body.id);
    }
    await page.setViewportSize({ width: 1024, height: 768 });
    await login.as(tenant.admin);
    const qm = new QuickMessagesDriver(page);
    await qm.open();
    await qm.search().fill(prefix);
    await expect(qm.heading()).toHaveText('Respostas Rápidas (25)');
    // 20 a page; 768 px high shows fewer, so the second page waits for the scroll.
    await expect(qm.rows()).toHaveCount(20);
    await qm.rows().last().scrollIntoViewIfNeeded();
    await expect(qm.rows()).toHaveCount(25);
    await expect(qm.rows().last()).toContainText(`/${prefix}-24`);
  } finally {
    for (const id of made) await ana.call('DELETE', `/quick-messages/${id}`);
  }
});

test("the server's refusal shows on its field and the dialog stays open", async ({ page, login, tenant }) => {
  await login.as(tenant.admin);
  const qm = new QuickMessagesDriver(page);
  await qm.open();
  await page.getByRole('button', { name: 'Adicionar' }).click();
  const add = qm.dialog('Adicionar Resposta Rápida');
  const code = unique('e2e-longa');
  await add.getByRole('textbox', { name: 'Atalho' }).fill(code);
  // The spec sets no maximum, so the form lets it through; the server stops at 4096 characters.
  const messageField = add.getByRole('textbox', { name: 'Resposta' });
  await messageField.fill('x'.repeat(5000));
  await qm.save();
  await expect(messageField).toHaveAttribute('aria-invalid', 'true');
  await expect(messageField).toHaveAccessibleDescription(/4096/);
  await expect(messageField).toBeFocused();
  await expect(add).toBeVisible();
  await add.getByRole('button', { name: 'Cancelar' }).click();
  await expect(add).toBeHidden();
  await expect(qm.row(code)).toHaveCount(0);
});

test("a colleague's view-only reply cannot be changed by a user", async ({ page, login, tenant }) => {
  const admin = await asUser(backendUrl(), tenant.admin);
  const code = unique('e2e-vitrine');
  const made = await admin.call<Reply>('POST', '/quick-messages', { shortcode: code, geral: true, visao: true });
  try {
    await login.as(tenant.ana);
    const qm = new QuickMessagesDriver(page);
    await qm.open();
    await qm.search().fill(code);
    await expect(qm.rows()).toHaveCount(1);
    await expect(qm.editButton(code)).toBeDisabled();
    await expect(qm.deleteButton(code)).toBeDisabled();
    await expect(qm.activeSwitch(code)).toHaveCount(0);
    await expect(qm.row(code)).toContainText('Ativa');
    await expect(qm.editButton(code)).toHaveAccessibleDescription('Você não pode alterar esta resposta');
  } finally {
    await admin.call('DELETE', `/quick-messages/${made.body.id}`);
  }
});

for (const scheme of ['light', 'dark'] as const) {
  test(`axe finds nothing critical or serious on the page and its dialog (${scheme})`, async ({
    page,
    login,
    tenant,
  }) => {
    await page.addInitScript((value) => localStorage.setItem('balcao.theme', JSON.stringify(value)), scheme);
    await login.as(tenant.admin);
    const qm = new QuickMessagesDriver(page);
    await qm.open();
    await expect(qm.row('saudacao')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Adicionar' }).click();
    await qm.save();
    await expect(qm.dialog('Adicionar Resposta Rápida').getByText('Obrigatório')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}
