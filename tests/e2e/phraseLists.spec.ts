import { test, expect } from './fixtures';
import { seriousViolations } from './axe';

/**
 * The flow-phrase campaigns page (issue 17, spec 3 "Flow-phrase campaigns", §5, §8) against the
 * reference server: an admin adds a campaign through the dialog's validation (name, flow and
 * phrase required; an empty connection marked but saved), switches it off (Desativado) and
 * deletes it with the spec's confirmation; a profile user gets access denied.
 */

test('an admin adds, edits (switched off) and deletes a flow-phrase campaign', async ({ page, login, tenant }) => {
  test.slow();
  await login.as(tenant.admin);
  await page.goto('/phrase-lists');
  await expect(page.getByRole('heading', { level: 1, name: /^Campanhas de frase/ })).toBeVisible();
  await expect(page.getByText('Nenhuma campanha de frase cadastrada')).toBeVisible();

  await page.getByRole('button', { name: 'Adicionar campanha' }).click();
  const add = page.getByRole('dialog', { name: 'Adicionar campanha de frase' });
  await expect(add.getByText('Nenhuma conexão escolhida.')).toBeVisible();
  await expect(add.getByText('O fluxo roda no construtor de fluxos da empresa, não neste aplicativo.')).toBeVisible();
  await add.getByRole('button', { name: 'Salvar' }).click();
  await expect(add.getByText('Obrigatório')).toHaveCount(2);
  await expect(add.getByText('Escolha o fluxo')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await add.getByRole('textbox', { name: 'Nome' }).fill('Promoção de verão');
  await add.getByRole('combobox', { name: 'Fluxo' }).click();
  await page.getByRole('option', { name: 'Boas-vindas' }).click();
  await add.getByRole('textbox', { name: 'Frase de disparo' }).fill('quero desconto');
  // No connection: marked, yet saved (spec 3 §5).
  // Watched from the click on: the toast closes by itself after a few seconds.
  const addSaved = expect(page.getByText('Frase criada com sucesso!')).toBeVisible();
  await add.getByRole('button', { name: 'Salvar' }).click();
  await addSaved;
  await expect(add).toBeHidden();

  const table = page.getByRole('table', { name: 'Campanhas de frase' });
  const row = table.getByRole('row').filter({ hasText: 'Promoção de verão' });
  await expect(row).toContainText('Ativo');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('(1)');

  // Edit: the record is read again; a connection chosen clears the mark; switched off it reads Desativado.
  await row.getByRole('button', { name: 'Editar Promoção de verão' }).click();
  const edit = page.getByRole('dialog', { name: 'Editar campanha de frase' });
  await expect(edit.getByRole('textbox', { name: 'Frase de disparo' })).toHaveValue('quero desconto');
  await expect(edit.getByRole('combobox', { name: 'Fluxo' })).toHaveValue('Boas-vindas');
  await edit.getByRole('combobox', { name: 'Conexão' }).click();
  await page.getByRole('option', { name: 'WhatsApp Demo' }).click();
  await expect(edit.getByText('Nenhuma conexão escolhida.')).toBeHidden();
  await edit.getByRole('switch', { name: 'Ativo' }).click();
  expect(await seriousViolations(page)).toEqual([]);
  // Watched from the click on: the toast closes by itself after a few seconds.
  const editSaved = expect(page.getByText('Frase alterada com sucesso!')).toBeVisible();
  await edit.getByRole('button', { name: 'Salvar' }).click();
  await editSaved;
  await expect(edit).toBeHidden();
  await expect(row).toContainText('Desativado');

  await row.getByRole('button', { name: 'Editar Promoção de verão' }).click();
  await expect(edit.getByRole('combobox', { name: 'Conexão' })).toHaveValue('WhatsApp Demo');
  await expect(edit.getByRole('switch', { name: 'Ativo' })).not.toBeChecked();
  await edit.getByRole('button', { name: 'Cancelar' }).click();
  await expect(edit).toBeHidden();

  // Delete, with the spec's confirmation.
  await row.getByRole('button', { name: 'Excluir Promoção de verão' }).click();
  const confirm = page.getByRole('dialog', { name: 'Exclusão de Registro' });
  await expect(confirm).toContainText('Deseja realmente excluir esse registro?');
  await confirm.getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByText('Frase deletada')).toBeVisible();
  await expect(page.getByText('Nenhuma campanha de frase cadastrada')).toBeVisible();
});

test('a profile user gets access denied on /phrase-lists', async ({ page, login, tenant }) => {
  await login.as(tenant.ana);
  await page.goto('/phrase-lists');
  await expect(page.getByRole('heading', { name: 'Oops! Acesso Negado!' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
