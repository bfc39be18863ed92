import { test, expect, backendUrl } from './fixtures';
import { sendInbound, uniqueNumber } from '../support/backendClient';

/**
 * Issue 8: saving one's own profile must not delete data. PUT /users/{id} is not a patch (the
 * reference server resets omitted queues, connection and panel width as a deployed Whaticket
 * 4.8 does), so the dialog sends the whole record as read. Checked over HTTP as the tenant's super user.
 */
test("saving one's own profile keeps the user's queues: the inbox still lists their tickets, and the server still holds queues, connection and width", async ({
  page,
  login,
  inbox,
  sandbox,
  superAdmin,
  tenant,
}) => {
  const ana = (await superAdmin.users()).find((u) => u.email === tenant.ana)!;
  const before = await superAdmin.user(ana.id);
  expect(before.queues.length).toBeGreaterThan(0);
  expect(before.whatsappId).not.toBeNull();
  // A width of her own, so a reset to the default would show.
  await superAdmin.call('PUT', `/users/toggleChangeWidht/${ana.id}`, { defaultTicketsManagerWidth: 480 });
  const name = `Cliente Perfil ${Math.random().toString(36).slice(2, 8)}`;
  const suporte = sandbox.queues.find((q) => q.name === 'Suporte')!;
  await sendInbound(backendUrl(), sandbox.token, { number: uniqueNumber(), name, body: 'Oi', queueId: suporte.id });

  try {
    await login.as(tenant.ana);
    await inbox.openTab('Aguardando');
    await expect(inbox.ticket(inbox.list('Atendimentos aguardando'), name)).toBeVisible();

    await page.getByRole('button', { name: `Conta de ${String(before.name)}` }).click();
    await page.getByRole('menuitem', { name: 'Perfil' }).click();
    const dialog = page.getByRole('dialog', { name: 'Editar perfil' });
    await dialog.getByRole('textbox', { name: 'Nome' }).fill('Ana Perfil Salvo');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Usuário salvo com sucesso.' })).toBeVisible();
    await expect(dialog).toBeHidden();

    const after = await superAdmin.user(ana.id);
    expect(after.name).toBe('Ana Perfil Salvo');
    expect(after.queues.map((q) => q.id)).toEqual(before.queues.map((q) => q.id));
    expect(after.whatsappId).toBe(before.whatsappId);
    expect(after.defaultTicketsManagerWidth).toBe(480);

    // The inbox, read from the server again, still lists the queue's ticket.
    await page.reload();
    await inbox.openTab('Aguardando');
    await expect(inbox.ticket(inbox.list('Atendimentos aguardando'), name)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Conta de Ana Perfil Salvo' })).toBeVisible();
  } finally {
    // Other tests know ana by her name, queues and width.
    await superAdmin.editUser(ana.id, {
      name: String(before.name),
      queueIds: before.queues.map((q) => q.id),
      whatsappId: before.whatsappId ?? null,
      defaultTicketsManagerWidth: Number(before.defaultTicketsManagerWidth),
    });
  }
});
