import type { Page } from '@playwright/test';
import { TodoDriver } from './drivers/TodoDriver';
import { expect, test } from './fixtures';

/**
 * The to-do list of spec 3 (/todolist): add, edit and delete local tasks shown with their update
 * time; blank text ignored; kept only in the browser under 'tasks' (no server call), so it works
 * with the network gone.
 */

type StoredTask = { text: string; createdAt: string; updatedAt: string; done?: boolean };
const storedTasks = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('tasks') ?? 'null') as StoredTask[] | null);

test('add (blank text ignored), edit and delete tasks; they are kept across a reload', async ({ page, login, tenant }) => {
  await login.as(tenant.ana);
  const todo = new TodoDriver(page);
  await todo.open();
  await expect(todo.empty()).toBeVisible();

  await todo.add('   ');
  await expect(todo.empty()).toBeVisible();
  expect(await storedTasks(page)).toBeNull();

  await todo.field().fill('');
  await todo.add('Ligar para a Dona Maria');
  await todo.add('Enviar a proposta');
  await expect(todo.items()).toHaveText([/^Ligar para a Dona Maria/, /^Enviar a proposta/]);
  await expect(todo.items().first()).toContainText('Atualizada em');

  await todo.edit('Enviar a proposta', 'Enviar a proposta revisada');
  await expect(todo.items()).toHaveText([/^Ligar para a Dona Maria/, /^Enviar a proposta revisada/]);
  await todo.remove('Ligar para a Dona Maria');
  await expect(todo.items()).toHaveText([/^Enviar a proposta revisada/]);

  // Kept in the deployed client's shape, under 'tasks'.
  const [task] = (await storedTasks(page))!;
  expect(task.text).toBe('Enviar a proposta revisada');
  expect(Date.parse(task.updatedAt)).toBeGreaterThan(Date.parse(task.createdAt));

  await page.reload();
  await expect(todo.items()).toHaveText([/^Enviar a proposta revisada/]);

  // Ticked off: kept with the task, still ticked after a reload.
  const box = page.getByRole('checkbox', { name: 'Concluída: "Enviar a proposta revisada"' });
  await box.check();
  expect((await storedTasks(page))![0].done).toBe(true);
  await page.reload();
  await expect(box).toBeChecked();
});

test('works with the network gone, and what was done offline is still there once it is back', async ({ page, context, login, tenant }) => {
  await login.as(tenant.ana);
  const todo = new TodoDriver(page);
  await todo.open();
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));

  await context.setOffline(true);
  await todo.add('Revisar contrato');
  await todo.add('Retornar ligação');
  await todo.edit('Revisar contrato', 'Revisar contrato assinado');
  await todo.remove('Retornar ligação');
  await expect(todo.items()).toHaveText([/^Revisar contrato assinado/]);
  // No server call (spec 3 "To-do: No calls").
  expect(requests.filter((url) => !url.startsWith('ws'))).toEqual([]);

  await context.setOffline(false);
  await page.reload();
  await expect(todo.items()).toHaveText([/^Revisar contrato assinado/]);
});
