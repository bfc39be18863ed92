import type { Page } from '@playwright/test';
import { test, expect, appPage } from './fixtures';
import { seriousViolations } from './axe';
import { png } from './composerFiles';
import { LoginDriver } from './drivers/LoginDriver';

/**
 * Announcements (issue 15, spec 3 "Announcements", §5, §6; spec 1 §2 top bar) against the
 * reference server: the super user's page (validation, the image's kinds, add, edit, delete with
 * the spec's confirmation), the top bar's popover of another company's attendant following live
 * with its unseen count and the detail dialog, and the page refused to an admin.
 *
 * Announcements are the platform's, not a company's: every test here sees the others'. This file's
 * tests therefore run one after the other in one worker (no other spec writes announcements), so
 * one test's announcement never moves another's count.
 */
test.describe.configure({ mode: 'default' });

const unique = () => Math.random().toString(36).slice(2, 7);

async function openAnnouncements(page: Page) {
  await page.getByRole('navigation').getByRole('link', { name: 'Informativos', exact: true }).click();
  await expect(page).toHaveURL(/\/announcements$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Informativos/ })).toBeVisible();
}

test('the super user adds an announcement through the validation, edits and deletes it', async ({
  page,
  login,
  tenant,
}) => {
  test.slow();
  const title = `Manutenção ${unique()}`;
  await login.as(tenant.super);
  await openAnnouncements(page);

  await page.getByRole('button', { name: 'Adicionar informativo' }).click();
  const add = page.getByRole('dialog', { name: 'Adicionar informativo' });
  await expect(add.getByRole('textbox', { name: 'Título' })).toBeFocused();
  await add.getByRole('button', { name: 'Salvar' }).click();
  await expect(add.getByText('Obrigatório')).toHaveCount(2);
  await add.getByRole('textbox', { name: 'Título' }).fill(title);
  await add.getByRole('textbox', { name: 'Texto' }).fill('O sistema para às 22h.\nSalve seu trabalho.');
  await add.getByRole('combobox', { name: 'Prioridade' }).click();
  await page.getByRole('option', { name: 'Alta' }).click();
  // Only .png, .jpg and .jpeg (spec 3 §5): another file is refused and said so.
  let chooser = page.waitForEvent('filechooser');
  await add.getByRole('button', { name: 'Anexar imagem' }).click();
  await (await chooser).setFiles([{ name: 'animacao.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') }]);
  await expect(
    add.getByText('"animacao.gif" não foi aceito: envie apenas arquivos .png, .jpg ou .jpeg.'),
  ).toBeVisible();
  await expect(add.getByText('Nenhuma imagem')).toBeVisible();
  chooser = page.waitForEvent('filechooser');
  await add.getByRole('button', { name: 'Anexar imagem' }).click();
  await (await chooser).setFiles([png('aviso.png')]);
  await expect(add.getByText('aviso.png')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  // The toast closes by itself after a few seconds: watched from the click on, not after the
  // dialog's closing (a loaded CI run saw the dialog gone only once the toast was).
  const saved = expect(page.getByText('Operação realizada com sucesso!').first()).toBeVisible();
  await add.getByRole('button', { name: 'Salvar' }).click();
  await saved;
  await expect(add).toBeHidden();

  const table = page.getByRole('table', { name: 'Informativos' });
  await page.getByRole('searchbox', { name: 'Pesquisar informativos' }).fill(title);
  const row = table.locator('tbody').getByRole('row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Alta');
  await expect(row).toContainText('Ativo');
  await expect(row.getByRole('img', { name: 'Com imagem: aviso.png' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // Edit: the record is read again; switched off and without its image.
  await row.getByRole('button', { name: `Editar ${title}` }).click();
  const edit = page.getByRole('dialog', { name: 'Editar informativo' });
  await expect(edit.getByRole('textbox', { name: 'Título' })).toHaveValue(title);
  await expect(edit.getByRole('textbox', { name: 'Texto' })).toHaveValue('O sistema para às 22h.\nSalve seu trabalho.');
  await expect(edit.getByText('aviso.png')).toBeVisible();
  await edit.getByRole('textbox', { name: 'Título' }).fill(`${title} adiada`);
  await edit.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Inativo' }).click();
  await edit.getByRole('button', { name: 'Remover imagem' }).click();
  await expect(edit.getByText('Nenhuma imagem')).toBeVisible();
  await edit.getByRole('button', { name: 'Salvar' }).click();
  await expect(edit).toBeHidden();
  await expect(row).toContainText(`${title} adiada`);
  await expect(row).toContainText('Inativo');
  await expect(row).toContainText('Sem imagem');

  // Delete, with the spec's confirmation (spec 3 §8).
  await row.getByRole('button', { name: `Excluir ${title} adiada` }).click();
  const confirm = page.getByRole('dialog', { name: 'Exclusão de Registro' });
  await expect(confirm).toContainText('Deseja realmente excluir esse registro?');
  await confirm.getByRole('button', { name: 'Excluir' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText(`Nenhum informativo encontrado para "${title}"`)).toBeVisible();
});

test("a super user's announcement reaches an attendant's popover live, counted until opened", async ({
  page,
  login,
  tenant,
  browser,
}) => {
  test.slow();
  const title = `Feriado ${unique()}`;
  await login.as(tenant.ana);
  const bell = page.getByRole('banner').getByRole('button', { name: /^Informativos/ });
  await expect(bell).toBeVisible();
  // Opened once: whatever the platform had is seen now.
  await bell.click();
  const popover = page.getByRole('dialog', { name: 'Informativos' });
  await expect(popover).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(popover).toBeHidden();
  await expect(page.getByRole('button', { name: 'Informativos', exact: true })).toBeVisible();

  const sup = await appPage(browser);
  await new LoginDriver(sup).as(tenant.super);
  await openAnnouncements(sup);
  await sup.getByRole('button', { name: 'Adicionar informativo' }).click();
  const add = sup.getByRole('dialog', { name: 'Adicionar informativo' });
  await add.getByRole('textbox', { name: 'Título' }).fill(title);
  await add.getByRole('textbox', { name: 'Texto' }).fill('Atendimento reduzido no dia 25.\nVoltamos no dia 26.');
  await add.getByRole('combobox', { name: 'Prioridade' }).click();
  await sup.getByRole('option', { name: 'Média' }).click();
  const chooser = sup.waitForEvent('filechooser');
  await add.getByRole('button', { name: 'Anexar imagem' }).click();
  await (await chooser).setFiles([png('natal.png')]);
  await add.getByRole('button', { name: 'Salvar' }).click();
  await expect(add).toBeHidden();

  // Ana's bell counts it without a reload; opening the list clears the count.
  await expect(page.getByRole('button', { name: 'Informativos (1 novo)' })).toBeVisible();
  await page.getByRole('button', { name: 'Informativos (1 novo)' }).click();
  const item = popover.getByRole('list', { name: 'Informativos' }).getByRole('button').first();
  await expect(item).toContainText(title);
  await expect(item).toContainText('Média');
  await expect(item).toContainText('Atendimento reduzido no dia 25.');
  await expect(item).not.toContainText('Voltamos no dia 26.');
  await expect(page.getByRole('button', { name: 'Informativos', exact: true })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // In full: the whole text and the image; Escape closes it.
  await item.click();
  const detail = page.getByRole('dialog', { name: title });
  await expect(detail).toContainText('Voltamos no dia 26.');
  const image = detail.getByRole('img', { name: `Imagem do informativo ${title}` });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(detail).toBeHidden();

  // Deleted by the super user: gone from ana's list too.
  const row = sup.getByRole('table', { name: 'Informativos' }).getByRole('row').filter({ hasText: title });
  await row.getByRole('button', { name: `Excluir ${title}` }).click();
  await sup.getByRole('dialog', { name: 'Exclusão de Registro' }).getByRole('button', { name: 'Excluir' }).click();
  await expect(row).toHaveCount(0);
  await page.getByRole('button', { name: 'Informativos', exact: true }).click();
  await expect(popover).toBeVisible();
  await expect(popover.getByText(title)).toHaveCount(0);
  await sup.context().close();
});

test('an admin has no Informativos entry, and /announcements says so and goes to /', async ({
  page,
  login,
  tenant,
}) => {
  await login.as(tenant.admin);
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Usuários', exact: true })).toBeVisible();
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Informativos', exact: true })).toHaveCount(0);
  await page.goto('/announcements');
  await expect(
    page.getByRole('alert').filter({
      hasText: 'Esta empresa não possui permissão para acessar essa página! Estamos lhe redirecionando.',
    }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});
