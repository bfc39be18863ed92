import { test, expect } from './fixtures';
import { ComposerDriver } from './drivers/ComposerDriver';
import { openAsAna, ticketForAna } from './composerScene';
import { png } from './composerFiles';

/**
 * Scheduling a message from the conversation (spec 1 §2 "schedule", §9 defaults; spec 3 §5
 * validation): the modal's defaults and messages, then a schedule a few seconds ahead that the
 * reference server's scheduler sends into the conversation at its time (real clock).
 */

test('the schedule modal: defaults, validation, a png attachment, and the message arrives at its time', async ({
  page,
  login,
  sandbox,
  superAdmin,
  tenant,
}) => {
  const ticket = await ticketForAna(sandbox, superAdmin, tenant.ana);
  await openAsAna(page, login, ticket);
  const composer = new ComposerDriver(page);

  await composer.button('Agendar mensagem').click();
  const dialog = composer.dialog('Agendamento');
  await expect(dialog).toBeVisible();

  // Defaults: the ticket's contact, now + 1 hour (to the next 10 minutes), send once (interval 1 day, value 0, 1 time, tipoDias 4).
  await expect(dialog.getByRole('combobox', { name: 'Contato' })).toHaveValue(new RegExp(ticket.name));
  const sendAt = dialog.getByLabel('Data de envio');
  const inAnHour = await page.evaluate(() => Date.now() + 3_600_000);
  const shown = await sendAt.evaluate((input: HTMLInputElement) => new Date(input.value).getTime());
  // An hour from now, on the time fields' 10-minute step (spec 1 §5: step 600 s).
  expect(shown - inAnHour).toBeGreaterThanOrEqual(-60_000);
  expect(shown - inAnHour).toBeLessThan(11 * 60_000);
  expect(new Date(shown).getMinutes() % 10).toBe(0);
  await expect(sendAt).toHaveAttribute('step', '600');
  await expect(dialog.getByRole('combobox', { name: 'Intervalo' })).toHaveValue('Dias');
  await expect(dialog.getByLabel('Valor do intervalo')).toHaveValue('0');
  await expect(dialog.getByLabel('Enviar quantas vezes')).toHaveValue('1');
  await expect(dialog.getByRole('combobox', { name: 'Em dias não úteis' })).toHaveValue(
    'Enviar normalmente em dias não úteis',
  );

  // Validation: at least 5 characters, and a time.
  await dialog.getByLabel('Mensagem').fill('oi');
  await sendAt.fill('');
  await dialog.getByRole('button', { name: 'Adicionar' }).click();
  await expect(dialog.getByText('Mensagem muito curta')).toBeVisible();
  await expect(dialog.getByText('Obrigatório')).toBeVisible();

  // A message a few seconds ahead (the field takes seconds when typed), with an image.
  const body = `Lembrete agendado ${Math.random().toString(36).slice(2, 6)}`;
  await dialog.getByLabel('Mensagem').fill(body);
  const soon = await page.evaluate(() => {
    const d = new Date(Date.now() + 6_000);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
  });
  await sendAt.fill(soon);
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: 'Anexar imagem' }).click();
  await (await chooser).setFiles([png('lembrete.png')]);
  await expect(dialog.getByText('lembrete.png')).toBeVisible();
  await dialog.getByRole('button', { name: 'Adicionar' }).click();
  await expect(composer.toast('Agendamento salvo com sucesso!')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The server's scheduler sends it at its time; it shows in the conversation.
  await expect(composer.conversation().getByText(body)).toBeVisible({ timeout: 40_000 });
});
