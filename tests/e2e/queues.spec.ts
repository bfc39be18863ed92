import { test, expect } from './fixtures';
import { seriousViolations } from './axe';

/**
 * The queues page (spec 2 "Queues page", /queues) against the reference server: an admin adds a
 * queue (the spec's checks, the server's refusal of a taken colour on its field), edits it, sees
 * another admin's change arrive live, and deletes it; a profile user gets the no-permission view.
 */

const tag = () => Math.random().toString(36).slice(2, 7);

test('add, edit and delete a queue; another admin’s change arrives live', async ({
  page,
  login,
  tenant,
  superAdmin,
}) => {
  test.slow();
  await login.as(tenant.admin);
  await page.getByRole('navigation').getByRole('link', { name: 'Filas & Chatbot', exact: true }).click();
  await expect(page).toHaveURL(/\/queues$/);
  const table = page.getByRole('table', { name: 'Filas' });
  const row = (name: string) => table.locator('tbody').getByRole('row').filter({ hasText: name });
  await expect(row('Suporte')).toBeVisible();

  await page.getByRole('button', { name: 'Adicionar fila' }).click();
  const add = page.getByRole('dialog', { name: 'Adicionar fila' });
  await expect(add.getByRole('textbox', { name: 'Nome' })).toBeFocused();
  await add.getByRole('button', { name: 'Salvar' }).click();
  await expect(add.getByText('Obrigatório').first()).toBeVisible();
  // The company already has queues: the greeting is required (spec 2 §5).
  await expect(add.getByText('A mensagem de saudação é obrigatória quando há mais de uma fila.')).toBeVisible();

  const name = `Financeiro ${tag()}`;
  await add.getByRole('textbox', { name: 'Nome' }).fill(name);
  // Suporte's colour: the server refuses it, said on the colour field in Portuguese.
  await add.getByRole('textbox', { name: 'Cor' }).fill('#0091FF');
  await add.getByRole('textbox', { name: 'Mensagem de saudação' }).fill('Você está na fila do financeiro.');
  await add.getByRole('button', { name: 'Salvar' }).click();
  await expect(add.getByText('Esta cor já está em uso, escolha outra.')).toBeVisible();
  const color = `#${Math.floor(Math.random() * 0xffffff)
    .toString(16)
    .padStart(6, '0')}`;
  await add.getByRole('textbox', { name: 'Cor' }).fill(color);
  await add.getByRole('switch', { name: 'Rodízio entre os atendentes da fila' }).check();
  await add.getByRole('combobox', { name: 'Tempo de rodízio' }).click();
  await page.getByRole('option', { name: '15 minutos' }).click();
  await add.getByRole('button', { name: 'Salvar' }).click();
  await expect(add).toBeHidden();
  await expect(row(name)).toContainText('Você está na fila do financeiro.');

  // Edit: the dialog reads the queue back, rotation included.
  await page.getByRole('button', { name: `Editar ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Editar fila' });
  await expect(edit.getByRole('textbox', { name: 'Nome' })).toHaveValue(name);
  await expect(edit.getByRole('combobox', { name: 'Tempo de rodízio' })).toHaveValue('15 minutos');
  await edit.getByRole('textbox', { name: 'Mensagem de saudação' }).fill('Bem-vindo ao financeiro.');
  await edit.getByRole('button', { name: 'Salvar' }).click();
  await expect(edit).toBeHidden();
  await expect(row(name)).toContainText('Bem-vindo ao financeiro.');

  // Another admin renames it over HTTP: the row follows without a reload.
  const colleague = superAdmin;
  const id = (await colleague.call<{ id: number; name: string }[]>('GET', '/queue')).body.find(
    (q) => q.name === name,
  )!.id;
  const renamed = `${name} (novo)`;
  const put = await colleague.call('PUT', `/queue/${id}`, { name: renamed, color, greetingMessage: 'Oi' });
  expect(put.status).toBe(200);
  await expect(row(renamed)).toBeVisible();

  await page.getByRole('button', { name: `Excluir ${renamed}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Exclusão de Registro' });
  await expect(confirm).toContainText('Deseja realmente excluir esse registro?');
  await confirm.getByRole('button', { name: 'Excluir' }).click();
  await expect(row(renamed)).toHaveCount(0);
  expect((await colleague.call('GET', `/queue/${id}`)).status).toBe(404);
});

test('a profile user gets the no-permission view on /queues', async ({ page, login, tenant }) => {
  await login.as(tenant.ana);
  await page.goto('/queues');
  await expect(page.getByRole('heading', { name: 'Oops! Acesso Negado!' })).toBeVisible();
});

for (const scheme of ['light', 'dark'] as const) {
  test(`axe finds nothing critical or serious on the queues page and its dialog (${scheme})`, async ({
    page,
    login,
    tenant,
  }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await login.as(tenant.admin);
    await page.goto('/queues');
    await expect(page.getByRole('table', { name: 'Filas' }).getByText('Suporte', { exact: true })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Editar Suporte' }).click();
    await expect(page.getByRole('dialog', { name: 'Editar fila' }).getByRole('textbox', { name: 'Nome' })).toHaveValue(
      'Suporte',
    );
    expect(await seriousViolations(page)).toEqual([]);
  });
}
