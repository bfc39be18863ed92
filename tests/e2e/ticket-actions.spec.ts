import { test, expect, backendUrl } from './fixtures';
import { sendInbound, uniqueNumber } from '../support/backendClient';
import { asUser, type HttpUser } from '../support/adminApi';
import { ConversationDriver } from './drivers/ConversationDriver';

/**
 * The ticket transitions of spec 1 §4 from the conversation header, with the permission rules of
 * §6. Each test writes in as a fresh contact, so tests never share a ticket. HTTP changes are made
 * as the tenant's super user, an admin no test signs in with in the browser (a second sign-in of the same
 * user would end the browser's session).
 */

type Sandbox = { token: string; queues: { id: number; name: string }[] };
const queueId = (sandbox: Sandbox, name: string) => sandbox.queues.find((q) => q.name === name)!.id;

/** A new contact writes in; its pending ticket waits in `queue` (or in none). */
async function inbound(sandbox: Sandbox, superAdmin: HttpUser, queue: string | null, body = 'Olá, preciso de ajuda') {
  const name = `Cliente ${Math.random().toString(36).slice(2, 8)}`;
  const reply = await sendInbound(backendUrl(), sandbox.token, {
    number: uniqueNumber(),
    name,
    body,
    ...(queue ? { queueId: queueId(sandbox, queue) } : {}),
  });
  const ticket = await superAdmin.ticket(reply.ticketId);
  return { name, id: ticket.id, uuid: ticket.uuid, contactId: ticket.contactId };
}

test.describe('ticket transitions from the conversation header', () => {
  test('ana accepts a pending ticket of her queue: it becomes hers, open, and the list shows the assigned tab', async ({
    page,
    login,
    inbox,
    sandbox,
    superAdmin,
    tenant,
  }) => {
    const ticket = await inbound(sandbox, superAdmin, 'Suporte');
    await login.as(tenant.ana);
    const conversation = new ConversationDriver(page);
    await conversation.open(ticket.uuid, ticket.name);
    await expect(conversation.status('Aguardando')).toBeVisible();

    await conversation.accept();
    await expect(conversation.status('Em atendimento')).toBeVisible();
    await expect(conversation.composer()).toBeVisible();
    await expect(inbox.tab('Atendendo')).toHaveAttribute('aria-selected', 'true');
    const held = await superAdmin.ticket(ticket.id);
    expect(held).toMatchObject({ status: 'open', queueId: queueId(sandbox, 'Suporte') });
    expect(held.userId).not.toBeNull();
  });

  test('a ticket without queue is accepted through the queue dialog (admin, who sees tickets without queue)', async ({
    page,
    login,
    sandbox,
    superAdmin,
    tenant,
  }) => {
    const ticket = await inbound(sandbox, superAdmin, null);
    expect((await superAdmin.ticket(ticket.id)).queueId).toBeNull();
    await login.as(tenant.admin);
    const conversation = new ConversationDriver(page);
    await conversation.open(ticket.uuid, ticket.name);

    await conversation.acceptWithQueue('Vendas');
    await expect(conversation.status('Em atendimento')).toBeVisible();
    await expect(conversation.header().getByText('Vendas', { exact: true })).toBeVisible();
    expect(await superAdmin.ticket(ticket.id)).toMatchObject({ status: 'open', queueId: queueId(sandbox, 'Vendas') });
  });

  test('return to queue: the ticket is pending again with nobody holding it, and ana is back on /tickets', async ({
    page,
    login,
    sandbox,
    superAdmin,
    tenant,
  }) => {
    const ticket = await inbound(sandbox, superAdmin, 'Suporte');
    await login.as(tenant.ana);
    const conversation = new ConversationDriver(page);
    await conversation.open(ticket.uuid, ticket.name);
    await conversation.accept();
    await expect(conversation.status('Em atendimento')).toBeVisible();

    await conversation.returnToQueue();
    await expect(page).toHaveURL(/\/tickets$/);
    expect(await superAdmin.ticket(ticket.id)).toMatchObject({ status: 'pending', userId: null });
  });

  test('resolve with the farewell message: the farewell is the last message of the closed ticket', async ({
    page,
    login,
    sandbox,
    superAdmin,
    tenant,
  }) => {
    const ticket = await inbound(sandbox, superAdmin, 'Suporte');
    await login.as(tenant.ana);
    const conversation = new ConversationDriver(page);
    await conversation.open(ticket.uuid, ticket.name);
    await conversation.accept();
    await expect(conversation.status('Em atendimento')).toBeVisible();

    await conversation.resolve(true);
    await expect(page).toHaveURL(/\/tickets$/);
    expect((await superAdmin.ticket(ticket.id)).status).toBe('closed');
    const sent = (await superAdmin.messages(ticket.id)).filter((m) => m.fromMe && !m.isPrivate);
    expect(sent).toHaveLength(1);

    await conversation.open(ticket.uuid, ticket.name);
    await expect(conversation.status('Resolvido')).toBeVisible();
    await expect(conversation.messages().getByText(sent[0].body)).toBeVisible();
  });

  test('resolve without the farewell message: nothing is sent to the contact', async ({ page, login, sandbox, superAdmin, tenant }) => {
    const ticket = await inbound(sandbox, superAdmin, 'Suporte');
    await login.as(tenant.ana);
    const conversation = new ConversationDriver(page);
    await conversation.open(ticket.uuid, ticket.name);
    await conversation.accept();
    await expect(conversation.status('Em atendimento')).toBeVisible();

    await conversation.resolve(false);
    await expect(page).toHaveURL(/\/tickets$/);
    expect((await superAdmin.ticket(ticket.id)).status).toBe('closed');
    expect((await superAdmin.messages(ticket.id)).filter((m) => m.fromMe && !m.isPrivate)).toHaveLength(0);
    await conversation.open(ticket.uuid, ticket.name);
    await expect(conversation.messages().getByRole('article', { name: 'Mensagem enviada' })).toHaveCount(0);
  });

  test('reopen a resolved ticket: it is open again, held by ana, and she can write', async ({
    page,
    login,
    inbox,
    sandbox,
    superAdmin,
    tenant,
  }) => {
    const ticket = await inbound(sandbox, superAdmin, 'Suporte');
    await superAdmin.updateTicket(ticket.id, { status: 'closed', sendFarewellMessage: false, amountUsedBotQueues: 0 });
    await login.as(tenant.ana);
    const conversation = new ConversationDriver(page);
    await conversation.open(ticket.uuid, ticket.name);
    await expect(conversation.status('Resolvido')).toBeVisible();

    await conversation.reopen();
    await expect(conversation.status('Em atendimento')).toBeVisible();
    await expect(conversation.composer()).toBeVisible();
    await expect(inbox.tab('Atendendo')).toHaveAttribute('aria-selected', 'true');
    expect((await superAdmin.ticket(ticket.id)).status).toBe('open');
  });

  test('ignore a pending ticket: with userClosePendingTicket (the default) ana may; without it bruno sees no such button', async ({
    page,
    login,
    sandbox,
    superAdmin,
    tenant,
  }) => {
    const conversation = new ConversationDriver(page);
    const bruno = (await superAdmin.users()).find((u) => u.email === tenant.bruno)!;
    const sales = await inbound(sandbox, superAdmin, 'Vendas');
    await superAdmin.editUser(bruno.id, { userClosePendingTicket: 'disabled' });
    try {
      await login.as(tenant.bruno);
      await conversation.open(sales.uuid, sales.name);
      await expect(conversation.action('Aceitar')).toBeVisible();
      await expect(conversation.action('Ignorar')).toHaveCount(0);
      // Signing in again returns to the last page: leave the ticket first.
      await page.goto('/tickets');
      await login.logout('Bruno');
    } finally {
      await superAdmin.editUser(bruno.id, { userClosePendingTicket: 'enabled' });
    }

    const ticket = await inbound(sandbox, superAdmin, 'Suporte');
    await login.as(tenant.ana);
    await conversation.open(ticket.uuid, ticket.name);
    await conversation.ignore();
    await expect(page).toHaveURL(/\/tickets$/);
    expect((await superAdmin.ticket(ticket.id)).status).toBe('closed');
  });

  test('transfer to a user: found by name from 3 characters; the ticket is his, open, in his queue, with the note', async ({
    page,
    login,
    sandbox,
    superAdmin,
    tenant,
  }) => {
    const ticket = await inbound(sandbox, superAdmin, 'Suporte');
    await login.as(tenant.ana);
    const conversation = new ConversationDriver(page);
    await conversation.open(ticket.uuid, ticket.name);
    await conversation.accept();
    await expect(conversation.status('Em atendimento')).toBeVisible();

    await conversation.transfer({ user: 'Bruno Vendedor', queue: 'Vendas', message: 'Cliente quer comprar' });
    await expect(page).toHaveURL(/\/tickets$/);
    const bruno = (await superAdmin.users()).find((u) => u.email === tenant.bruno)!;
    expect(await superAdmin.ticket(ticket.id)).toMatchObject({
      status: 'open',
      userId: bruno.id,
      queueId: queueId(sandbox, 'Vendas'),
    });
    const notes = (await superAdmin.messages(ticket.id)).filter((m) => m.isPrivate);
    expect(notes.map((m) => m.body).join()).toContain('Cliente quer comprar');
  });

  test('transfer to a queue only: the ticket waits in that queue with nobody holding it', async ({
    page,
    login,
    sandbox,
    superAdmin,
    tenant,
  }) => {
    const ticket = await inbound(sandbox, superAdmin, 'Suporte');
    await login.as(tenant.ana);
    const conversation = new ConversationDriver(page);
    await conversation.open(ticket.uuid, ticket.name);
    await conversation.accept();
    await expect(conversation.status('Em atendimento')).toBeVisible();

    await conversation.transfer({ queue: 'Vendas' });
    await expect(page).toHaveURL(/\/tickets$/);
    expect(await superAdmin.ticket(ticket.id)).toMatchObject({
      status: 'pending',
      userId: null,
      queueId: queueId(sandbox, 'Vendas'),
    });
  });

  test('delete: an admin deletes after confirming; the ticket is gone', async ({ page, login, sandbox, superAdmin, tenant }) => {
    const ticket = await inbound(sandbox, superAdmin, 'Suporte');
    await login.as(tenant.admin);
    const conversation = new ConversationDriver(page);
    await conversation.open(ticket.uuid, ticket.name);
    await conversation.delete();
    await expect(page).toHaveURL(/\/tickets$/);
    expect((await superAdmin.call('GET', `/tickets/${ticket.id}`)).status).toBe(404);
  });

  test('delete is refused to a user: no menu entry, and the server answers 403', async ({ page, login, sandbox, superAdmin, tenant }) => {
    const ticket = await inbound(sandbox, superAdmin, 'Suporte');
    await login.as(tenant.ana);
    const conversation = new ConversationDriver(page);
    await conversation.open(ticket.uuid, ticket.name);
    await conversation.accept();
    await expect(conversation.status('Em atendimento')).toBeVisible();
    const items = await conversation.menuItems();
    expect(items).toContain('Logs do ticket');
    expect(items).not.toContain('Deletar');
    // Signing in again returns to the last page: leave the ticket first.
    await page.goto('/tickets');
    await login.logout('Ana Atendente');

    // Ana's own HTTP session (the browser's ended above), trying what the app does not offer her.
    const ana = await asUser(backendUrl(), tenant.ana);
    const refused = await ana.call<{ error: string }>('DELETE', `/tickets/${ticket.id}`);
    expect(refused).toMatchObject({ status: 403, body: { error: 'ERR_NO_PERMISSION' } });
    expect((await superAdmin.ticket(ticket.id)).status).toBe('open');
  });
});
