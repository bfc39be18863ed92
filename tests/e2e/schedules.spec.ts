import { test, expect, backendUrl } from './fixtures';
import { seriousViolations } from './axe';
import { ComposerDriver } from './drivers/ComposerDriver';
import { openAsAna, ticketForAna } from './composerScene';
import { createTenant } from '../support/tenant';

/**
 * The schedules calendar (spec 3 "Schedules", /schedules, plan useSchedules): a schedule made from
 * a conversation shows on the calendar with its time and contact, opens in the same form to be
 * changed or deleted, by mouse and by keyboard; `?contactId=` opens the form for that contact; a
 * plan without schedules gets the spec's toast.
 */

const tag = () => Math.random().toString(36).slice(2, 7);

test('a schedule made in a conversation shows on the calendar, is changed there and deleted', async ({
  page,
  login,
  sandbox,
  superAdmin,
  tenant,
}) => {
  test.slow();
  const ticket = await ticketForAna(sandbox, superAdmin, tenant.ana);
  await openAsAna(page, login, ticket);
  const composer = new ComposerDriver(page);
  await composer.button('Agendar mensagem').click();
  const form = composer.dialog('Agendamento');
  const body = `Retorno combinado ${tag()}`;
  await form.getByLabel('Mensagem').fill(body);
  const sendAt = await form.getByLabel('Data de envio').inputValue();
  await form.getByRole('button', { name: 'Adicionar' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Agendamento salvo com sucesso!' })).toBeVisible();

  await page.getByRole('navigation').getByRole('link', { name: 'Agendamentos', exact: true }).click();
  await expect(page).toHaveURL(/\/schedules$/);
  const calendar = page.getByRole('region', { name: 'Calendário de agendamentos' });
  // The default time is an hour ahead: at the end of a month it is on the next one.
  const [year, month] = sendAt.split('-').map(Number);
  const today = await page.evaluate(() => [new Date().getFullYear(), new Date().getMonth() + 1]);
  if (year * 12 + month > today[0] * 12 + today[1]) await calendar.getByRole('button', { name: 'Próximo' }).click();
  const event = calendar.getByRole('button', { name: new RegExp(`· ${ticket.name}, .*: ${body}$`) });
  await expect(event).toHaveText(`${sendAt.slice(11, 16)} · ${ticket.name}`);
  expect(await seriousViolations(page)).toEqual([]);

  // By keyboard: the event takes the focus and Enter opens it in the form.
  await event.focus();
  await page.keyboard.press('Enter');
  const edit = page.getByRole('dialog', { name: 'Editar agendamento' });
  await expect(edit.getByLabel('Mensagem')).toHaveValue(body);
  await expect(edit.getByRole('combobox', { name: 'Contato' })).toHaveValue(new RegExp(ticket.name));
  await expect(edit.getByLabel('Data de envio')).toHaveValue(sendAt);
  const changed = `${body} (remarcado)`;
  await edit.getByLabel('Mensagem').fill(changed);
  await edit.getByRole('button', { name: 'Salvar' }).click();
  await expect(edit).toBeHidden();
  const moved = calendar.getByRole('button', { name: new RegExp(`· ${ticket.name}, .*remarcado\\)$`) });
  await expect(moved).toBeVisible();
  // The server holds the change: the form reads it back after a reload.
  await page.reload();
  if (year * 12 + month > today[0] * 12 + today[1]) await calendar.getByRole('button', { name: 'Próximo' }).click();
  await moved.click();
  await expect(edit.getByLabel('Mensagem')).toHaveValue(changed);

  // Delete, after the spec's question.
  await edit.getByRole('button', { name: 'Excluir' }).click();
  const confirm = page.getByRole('dialog', { name: 'Exclusão de Registro' });
  await expect(confirm).toContainText('Deseja realmente excluir esse registro?');
  await confirm.getByRole('button', { name: 'Excluir' }).click();
  await expect(edit).toBeHidden();
  await expect(moved).toHaveCount(0);
});

test('?contactId= opens the form for that contact; a new schedule lands on the calendar', async ({
  page,
  login,
  sandbox,
  superAdmin,
  tenant,
}) => {
  const ticket = await ticketForAna(sandbox, superAdmin, tenant.ana);
  await login.as(tenant.ana);
  await page.goto(`/schedules?contactId=${ticket.contactId}`);
  const form = page.getByRole('dialog', { name: 'Agendamento' });
  await expect(form.getByRole('combobox', { name: 'Contato' })).toHaveValue(new RegExp(ticket.name));
  // Tomorrow at 10:00, in the browser's clock: on the day view after one step forward.
  const tomorrow = await page.evaluate(() => {
    const d = new Date(Date.now() + 86_400_000);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T10:00`;
  });
  const body = `Visita técnica ${tag()}`;
  await form.getByLabel('Mensagem').fill(body);
  await form.getByLabel('Data de envio').fill(tomorrow);
  await form.getByRole('button', { name: 'Adicionar' }).click();
  await expect(form).toBeHidden();
  await expect(page).toHaveURL(/\/schedules$/);
  const calendar = page.getByRole('region', { name: 'Calendário de agendamentos' });
  await calendar.getByRole('button', { name: 'Dia' }).click();
  await calendar.getByRole('button', { name: 'Próximo' }).click();
  // In the day view the event's box is the button, named by its text, date and message.
  const event = calendar.getByRole('button', { name: new RegExp(`^10:00 · ${ticket.name}, .*: ${body}$`) });
  await expect(event).toBeVisible();
  await event.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Editar agendamento' }).getByLabel('Mensagem')).toHaveValue(body);
});

test('a plan without schedules: no menu entry, and /schedules says so and goes home', async ({ page, login }) => {
  const tenant = await createTenant(backendUrl(), ['useSchedules']);
  await login.as(tenant.admin);
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Agendamentos', exact: true })).toHaveCount(0);
  await page.goto('/schedules');
  await expect(
    page.getByRole('alert').filter({
      hasText: 'Esta empresa não possui permissão para acessar essa página! Estamos lhe redirecionando.',
    }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});
