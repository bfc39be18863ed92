import type { Page } from '@playwright/test';
import { test, expect, backendUrl } from './fixtures';
import { sendInbound, uniqueNumber } from '../support/backendClient';
import { MessagesDriver } from './drivers/MessagesDriver';
import { openAsAna, sceneForAna, serverMessages, type ServerMessage } from './messagesScene';

/**
 * The message menu (spec 1 §2, §4): reply, forward, edit within 15 minutes, delete. HTTP checks
 * are made as the tenant's super user, whom no test signs in with in the browser.
 */

async function send(page: Page, text: string) {
  const box = page.getByRole('textbox', { name: 'Digite uma mensagem' });
  await box.fill(text);
  await box.press('Enter');
}

test('reply: the answer goes out quoting the message', async ({ page, login, sandbox, superAdmin, tenant }) => {
  const scene = await sceneForAna(sandbox, superAdmin, tenant.ana, 'Cliente', 'Qual o prazo de entrega?');
  await openAsAna(page, login, scene);
  const messages = new MessagesDriver(page);
  await messages.action(messages.received('Qual o prazo de entrega?'), 'Responder');
  await send(page, 'Chega amanhã');
  const answer = messages.sent('Chega amanhã');
  await expect(answer.getByRole('button', { name: 'Ir para a mensagem respondida' })).toContainText('Qual o prazo de entrega?');
  await expect
    .poll(async () => (await serverMessages(superAdmin, scene.id)).find((m) => m.fromMe && m.body.endsWith('Chega amanhã'))?.quotedMsg?.body)
    .toBe('Qual o prazo de entrega?');
});

test('the menu by keyboard: Tab reaches a message’s options, Enter opens them, Enter picks Responder', async ({ page, login, sandbox, superAdmin, tenant }) => {
  const scene = await sceneForAna(sandbox, superAdmin, tenant.ana, 'Cliente Teclado', 'Posso pagar por Pix?');
  await openAsAna(page, login, scene);
  const messages = new MessagesDriver(page);
  const bubble = messages.received('Posso pagar por Pix?');
  // Reading the message, then Tab: the next stop is its options button.
  await bubble.getByText('Posso pagar por Pix?').click();
  await page.keyboard.press('Tab');
  const trigger = messages.row(bubble).getByRole('button', { name: 'Opções da mensagem' });
  await expect(trigger).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Responder' })).toBeVisible();
  // The open menu takes the focus (its dropdown) as its opening transition starts; an arrow
  // pressed before that reached the button instead (CI, once).
  await expect(trigger).not.toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Responder' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('region', { name: /^Respondendo a / })).toContainText('Posso pagar por Pix?');
});

test('forward two messages: selection mode, a contact searched from 3 characters, sent one at a time', async ({ page, login, sandbox, superAdmin, tenant }) => {
  const scene = await sceneForAna(sandbox, superAdmin, tenant.ana, 'Cliente', 'Primeira a encaminhar');
  await scene.inbound({ body: 'Esta fica' });
  await scene.inbound({ body: 'Segunda a encaminhar' });
  const destination = `Destino ${Math.random().toString(36).slice(2, 8)}`;
  const target = await sendInbound(backendUrl(), sandbox.token, {
    number: uniqueNumber(),
    name: destination,
    body: 'Oi',
    queueId: sandbox.queues.find((q) => q.name === 'Suporte')!.id,
  });
  await openAsAna(page, login, scene);
  const messages = new MessagesDriver(page);

  await messages.action(messages.received('Primeira a encaminhar'), 'Encaminhar');
  await expect(messages.selectionBar()).toContainText('1 mensagem selecionada');
  // None selected: the spec's messagesList.header.notMessage.
  await messages.checkbox(messages.received('Primeira a encaminhar')).uncheck();
  await messages.selectionBar().getByRole('button', { name: 'Encaminhar' }).click();
  await expect(messages.toast('Nenhuma mensagem selecionada')).toBeVisible();
  await messages.checkbox(messages.received('Segunda a encaminhar')).check();
  await messages.checkbox(messages.received('Primeira a encaminhar')).check();
  await expect(messages.selectionBar()).toContainText('2 mensagens selecionadas');

  const dialog = await messages.forwardTo([{ term: destination.slice(0, 10), name: destination }]);
  await expect(messages.toast('Mensagens encaminhadas.')).toBeVisible({ timeout: 20_000 });
  await expect(dialog).toBeHidden();
  await expect(messages.selectionBar()).toBeHidden();

  const copies = (await serverMessages(superAdmin, target.ticketId)).filter((m: ServerMessage) => m.fromMe);
  expect(copies.map((m) => m.isForwarded)).toEqual([true, true]);
  // In conversation order, whatever order they were ticked in.
  expect(copies[0].body).toMatch(/Primeira a encaminhar$/);
  expect(copies[1].body).toMatch(/Segunda a encaminhar$/);
  // One call at a time with the 900 ms pause between them.
  expect(Date.parse(copies[1].createdAt) - Date.parse(copies[0].createdAt)).toBeGreaterThanOrEqual(900);
});

test('edit within 15 minutes: the text changes and the bubble says Editada', async ({ page, login, sandbox, superAdmin, tenant }) => {
  const scene = await sceneForAna(sandbox, superAdmin, tenant.ana);
  await openAsAna(page, login, scene);
  const messages = new MessagesDriver(page);
  await send(page, 'Texto com erro');
  await messages.action(messages.sent('Texto com erro'), 'Editar Mensagem');
  const dialog = page.getByRole('dialog', { name: 'Editar mensagem' });
  await dialog.getByRole('textbox', { name: 'Mensagem' }).fill('Texto corrigido');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog).toBeHidden();
  await expect(messages.sent('Texto corrigido')).toContainText(/Editada \d\d:\d\d/);
  await expect(messages.sent('Texto com erro')).toHaveCount(0);
  const stored = (await serverMessages(superAdmin, scene.id)).filter((m) => m.fromMe);
  expect(stored).toEqual([expect.objectContaining({ body: 'Texto corrigido', isEdited: true })]);
});

test('edit after 15 minutes: offered disabled, and refused by the server when the clocks disagree', async ({ page, login, superAdmin, tenant }) => {
  // A seeded conversation of ana's with a message she sent more than 15 minutes ago.
  const ana = (await superAdmin.users()).find((u) => u.email === tenant.ana)!;
  const { body } = await superAdmin.call<{ tickets: { id: number; uuid: string; userId: number; contact: { name: string } }[] }>(
    'GET',
    '/tickets?status=open&showAll=true',
  );
  let found: { ticket: (typeof body.tickets)[number]; message: ServerMessage } | null = null;
  for (const ticket of body.tickets.filter((t) => t.userId === ana.id)) {
    const page1 = (await superAdmin.call<{ messages: ServerMessage[] }>('GET', `/messages/${ticket.id}`)).body.messages;
    const old = page1.filter((m) => m.fromMe && m.userId === ana.id && Date.now() - Date.parse(m.createdAt) > 16 * 60_000 && !m.isDeleted);
    if (old.length) {
      found = { ticket, message: old[old.length - 1] };
      break;
    }
  }
  expect(found, 'the seed gives ana an open ticket with an old message of hers').not.toBeNull();
  const { ticket, message } = found!;

  await openAsAna(page, login, { uuid: ticket.uuid, name: ticket.contact.name, ana: tenant.ana });
  const messages = new MessagesDriver(page);
  const bubble = messages.sent(message.body).last();
  const menu = await messages.menuItems(bubble);
  await expect(menu.getByRole('menuitem', { name: 'Editar Mensagem (só nos primeiros 15 minutos)' })).toBeDisabled();
  await page.keyboard.press('Escape');

  // A clock behind the server's: the client thinks the window is open, the server decides.
  await page.clock.setFixedTime(new Date(Date.parse(message.createdAt) + 60_000));
  await messages.action(bubble, 'Editar Mensagem');
  const dialog = page.getByRole('dialog', { name: 'Editar mensagem' });
  await dialog.getByRole('textbox', { name: 'Mensagem' }).fill('tarde demais');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(messages.toast('O prazo de 15 minutos para editar esta mensagem terminou.')).toBeVisible();
  await expect(dialog).toBeVisible();
  const after = (await superAdmin.call<{ messages: ServerMessage[] }>('GET', `/messages/${ticket.id}`)).body.messages.find((m) => m.id === message.id);
  expect(after).toMatchObject({ body: message.body, isEdited: false });
});

test('delete: confirmed, the message stays marked as deleted', async ({ page, login, sandbox, superAdmin, tenant }) => {
  const scene = await sceneForAna(sandbox, superAdmin, tenant.ana);
  await openAsAna(page, login, scene);
  const messages = new MessagesDriver(page);
  await send(page, 'Enviada por engano');
  await messages.action(messages.sent('Enviada por engano'), 'Deletar');
  const dialog = page.getByRole('dialog', { name: 'Apagar mensagem?' });
  await expect(dialog).toContainText('Esta ação não pode ser revertida.');
  await dialog.getByRole('button', { name: 'Apagar' }).click();
  await expect(dialog).toBeHidden();
  await expect(messages.sent('Enviada por engano')).toContainText('Essa mensagem foi apagada');
  const stored = (await serverMessages(superAdmin, scene.id)).filter((m) => m.fromMe);
  expect(stored).toEqual([expect.objectContaining({ isDeleted: true })]);
});
