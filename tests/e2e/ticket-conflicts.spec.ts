import type { Page } from '@playwright/test';
import { test, expect, backendUrl } from './fixtures';
import { sendInbound, uniqueNumber } from '../support/backendClient';
import type { HttpUser } from '../support/adminApi';
import { ConversationDriver } from './drivers/ConversationDriver';

/**
 * ERR_OTHER_OPEN_TICKET (spec 1 §8) and the new-ticket dialog: another user's ticket is named in
 * the 'already open' dialog; the user's own ticket opens instead. HTTP as the tenant's super user
 * ('Super Usuário'), who never signs in in the browser.
 */

/** The id of a user of the company, by email. */
const idOf = async (superAdmin: HttpUser, email: string) => (await superAdmin.users()).find((u) => u.email === email)!.id;

type Sandbox = { token: string; queues: { id: number; name: string }[] };

async function inbound(sandbox: Sandbox, superAdmin: HttpUser, queue: string) {
  const name = `Cliente ${Math.random().toString(36).slice(2, 8)}`;
  const number = uniqueNumber();
  const reply = await sendInbound(backendUrl(), sandbox.token, {
    number,
    name,
    body: 'Oi',
    queueId: sandbox.queues.find((q) => q.name === queue)!.id,
  });
  const ticket = await superAdmin.ticket(reply.ticketId);
  return { name, number, id: ticket.id, uuid: ticket.uuid, contactId: ticket.contactId };
}

test('accepting a ticket another attendant took meanwhile shows who holds it and in which queue', async ({
  page,
  login,
  sandbox,
  superAdmin,
  tenant,
}) => {
  const ticket = await inbound(sandbox, superAdmin, 'Suporte');
  const superId = await idOf(superAdmin, tenant.super);
  await login.as(tenant.ana);
  const conversation = new ConversationDriver(page);
  await conversation.open(ticket.uuid, ticket.name);
  await expect(conversation.action('Aceitar')).toBeVisible();

  // The super user accepts at the same moment: just before ana's accept reaches the server.
  // (Any earlier, and the live update would already have taken the button from ana's screen.)
  await page.route(`**/tickets/${ticket.id}`, async (route) => {
    if (route.request().method() === 'PUT')
      await superAdmin.updateTicket(ticket.id, { status: 'open', userId: superId });
    await route.fallback();
  });
  await conversation.accept();
  const dialog = conversation.dialogs.named('Ticket já aberto');
  await expect(dialog).toContainText('Super Usuário');
  await expect(dialog).toContainText('Suporte');
  await dialog.getByRole('button', { name: 'Fechar' }).click();
  await expect(dialog).toBeHidden();
  expect((await superAdmin.ticket(ticket.id)).userId).toBe(superId);
});

test('new ticket: a contact without a live ticket gets one, open and held by ana', async ({
  page,
  login,
  inbox,
  sandbox,
  superAdmin,
  tenant,
}) => {
  // The contact exists (it wrote in once) and its ticket was closed.
  const old = await inbound(sandbox, superAdmin, 'Suporte');
  await superAdmin.updateTicket(old.id, { status: 'closed', sendFarewellMessage: false, amountUsedBotQueues: 0 });

  await login.as(tenant.ana);
  // The connections arrive after a first Salvar: choosing the default one keeps the message it showed.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const connections = `${backendUrl()}/whatsapp`;
  await page.route(connections, async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('button', { name: 'Novo', exact: true }).click();
  const dialog = conversation(page).dialogs.named('Criar Ticket');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog.getByText('Selecione um contato')).toBeVisible();
  release();
  await expect(dialog.getByRole('combobox', { name: 'Conexão' })).toHaveValue('WhatsApp Demo');
  await expect(dialog.getByText('Selecione um contato')).toBeVisible();
  await page.unroute(connections);

  await conversation(page).dialogs.search(dialog, 'Contato', old.name.slice(-6), new RegExp(old.name));
  await conversation(page).dialogs.choose(dialog, 'Fila', 'Suporte');
  await expect(dialog.getByRole('combobox', { name: 'Conexão' })).toHaveValue('WhatsApp Demo');
  await dialog.getByRole('button', { name: 'Salvar' }).click();

  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/tickets\/[\w-]+$/);
  await expect(conversation(page).heading(old.name)).toBeVisible();
  await expect(conversation(page).status('Em atendimento')).toBeVisible();
  await expect(inbox.tab('Atendendo')).toHaveAttribute('aria-selected', 'true');
  expect(page.url()).not.toContain(old.uuid);
});

test('new ticket for a contact another attendant serves: the already-open dialog names them', async ({
  page,
  login,
  sandbox,
  superAdmin,
  tenant,
}) => {
  const held = await inbound(sandbox, superAdmin, 'Suporte');
  await superAdmin.updateTicket(held.id, { status: 'open', userId: await idOf(superAdmin, tenant.super) });

  await login.as(tenant.ana);
  await page.getByRole('button', { name: 'Novo', exact: true }).click();
  const dialog = conversation(page).dialogs.named('Criar Ticket');
  await conversation(page).dialogs.search(dialog, 'Contato', held.number.slice(-8), new RegExp(held.name));
  await conversation(page).dialogs.choose(dialog, 'Fila', 'Suporte');
  await dialog.getByRole('button', { name: 'Salvar' }).click();

  const info = conversation(page).dialogs.named('Ticket já aberto');
  await expect(info).toContainText('Super Usuário');
  await expect(info).toContainText('Suporte');
});

test('new ticket for a contact ana already serves: her ticket opens instead', async ({ page, login, sandbox, tenant, superAdmin }) => {
  const mine = await inbound(sandbox, superAdmin, 'Suporte');
  await login.as(tenant.ana);
  const c = conversation(page);
  await c.open(mine.uuid, mine.name);
  await c.accept();
  await expect(c.status('Em atendimento')).toBeVisible();
  await page.goto('/tickets');

  await page.getByRole('button', { name: 'Novo', exact: true }).click();
  const dialog = c.dialogs.named('Criar Ticket');
  await c.dialogs.search(dialog, 'Contato', mine.name.slice(-6), new RegExp(mine.name));
  await c.dialogs.choose(dialog, 'Fila', 'Suporte');
  await dialog.getByRole('button', { name: 'Salvar' }).click();

  await expect(page).toHaveURL(new RegExp(`/tickets/${mine.uuid}$`));
  await expect(c.heading(mine.name)).toBeVisible();
  await expect(c.dialogs.named('Ticket já aberto')).toHaveCount(0);
});

function conversation(page: Page) {
  return new ConversationDriver(page);
}
