import { test, expect, backendUrl } from './fixtures';
import { sendInbound, uniqueNumber } from '../support/backendClient';
import { withSettings, type HttpUser } from '../support/adminApi';
import { ConversationDriver } from './drivers/ConversationDriver';

/**
 * Company settings that change the conversation (spec 1 §4, §6): requiredTag, LGPD masking and
 * the greeting on accept. Each test changes settings over HTTP as the super user of its own company
 * (its tenant), which no other test sees.
 */

type Sandbox = { token: string; queues: { id: number; name: string }[] };

async function inbound(sandbox: Sandbox, superAdmin: HttpUser, number = uniqueNumber()) {
  const name = `Cliente ${Math.random().toString(36).slice(2, 8)}`;
  const reply = await sendInbound(backendUrl(), sandbox.token, {
    number,
    name,
    body: 'Oi',
    queueId: sandbox.queues.find((q) => q.name === 'Suporte')!.id,
  });
  const ticket = await superAdmin.ticket(reply.ticketId);
  return { name, number, id: ticket.id, uuid: ticket.uuid };
}

test('requiredTag: closing a contact without tags is blocked with the warning; with a contact tag it proceeds', async ({
  page,
  login,
  sandbox,
  superAdmin,
  tenant,
}) => {
  const ticket = await inbound(sandbox, superAdmin);
  await withSettings(superAdmin, { requiredTag: 'enabled' }, async () => {
    await login.as(tenant.ana);
    const conversation = new ConversationDriver(page);
    await conversation.open(ticket.uuid, ticket.name);
    await conversation.accept();
    await expect(conversation.status('Em atendimento')).toBeVisible();

    await conversation.action('Resolver').click();
    await expect(conversation.toast('Você deve atribuir uma tag antes de fechar o ticket!')).toBeVisible();
    await expect(conversation.dialogs.named('Resolver ticket')).toHaveCount(0);
    await conversation.toastGone('Você deve atribuir uma tag antes de fechar o ticket!');
    // The server refuses it too, with its own code.
    const refused = await superAdmin.call<{ error: string }>('PUT', `/tickets/${ticket.id}`, {
      status: 'closed',
      sendFarewellMessage: false,
    });
    expect(refused).toMatchObject({ status: 400, body: { error: 'ERR_REQUIRED_TAG' } });

    const drawer = await conversation.openContact();
    const tags = drawer.getByRole('combobox', { name: 'Tags do contato' });
    await tags.click();
    await page.getByRole('option', { name: 'VIP', exact: true }).click();
    await expect(conversation.toast('Tags do contato salvas.')).toBeVisible();
    await conversation.toastGone('Tags do contato salvas.');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();

    await conversation.resolve(false);
    await expect(page).toHaveURL(/\/tickets$/);
    expect((await superAdmin.ticket(ticket.id)).status).toBe('closed');
  });
});

test('LGPD: with enableLGPD and lgpdHideNumber a user sees the number masked, an admin sees it whole', async ({
  page,
  login,
  sandbox,
  superAdmin,
  tenant,
}) => {
  const number = uniqueNumber();
  const ticket = await inbound(sandbox, superAdmin, number);
  const last2 = number.slice(-2);
  const whole = `+55 ${number.slice(2, 4)} ${number.slice(4, 9)} ${number.slice(9)}`;
  await withSettings(superAdmin, { enableLGPD: 'enabled', lgpdHideNumber: 'enabled' }, async () => {
    const conversation = new ConversationDriver(page);
    await login.as(tenant.ana);
    await conversation.open(ticket.uuid, ticket.name);
    const header = conversation.header();
    await expect(header.getByText(`**-**${last2}`)).toBeVisible();
    await expect(header).not.toContainText(number.slice(-6));
    const drawer = await conversation.openContact();
    await expect(drawer.getByText(`**-**${last2}`)).toBeVisible();
    await expect(drawer).not.toContainText(number.slice(-6));
    await page.keyboard.press('Escape');
    // Signing in again returns to the last page: leave the ticket first.
    await page.goto('/tickets');
    await login.logout('Ana Atendente');

    await login.as(tenant.admin);
    await conversation.open(ticket.uuid, ticket.name);
    const adminHeader = conversation.header();
    await expect(adminHeader.getByText(whole)).toBeVisible();
  });
});

test('sendGreetingAccepted: accepting sends greetingAcceptedMessage to the contact, in the conversation', async ({
  page,
  login,
  sandbox,
  superAdmin,
  tenant,
}) => {
  const ticket = await inbound(sandbox, superAdmin);
  const greeting = `Olá! Meu nome é Ana e vou te atender agora (${Math.random().toString(36).slice(2, 6)}).`;
  // The message first: the server refuses the option on while its message is empty (spec 2 §5).
  await withSettings(superAdmin, { greetingAcceptedMessage: greeting, sendGreetingAccepted: 'enabled' }, async () => {
    await login.as(tenant.ana);
    const conversation = new ConversationDriver(page);
    await conversation.open(ticket.uuid, ticket.name);
    await conversation.accept();
    await expect(conversation.status('Em atendimento')).toBeVisible();
    await expect(
      conversation.messages().getByRole('article', { name: 'Mensagem enviada' }).filter({ hasText: greeting }),
    ).toBeVisible();
  });
});
