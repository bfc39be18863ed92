import type { Page } from '@playwright/test';
import { test, expect, backendUrl } from './fixtures';
import { sendInbound, uniqueNumber } from '../support/backendClient';
import type { HttpUser } from '../support/adminApi';
import { ConversationDriver } from './drivers/ConversationDriver';

/**
 * The rest of the conversation header (spec 1 §2): contact drawer with notes and tags, ticket
 * tags, the ticket log, PDF export, the meeting link, and the action shortcuts.
 */

type Sandbox = { token: string; queues: { id: number; name: string }[] };

async function acceptedByAna(
  page: Page,
  login: { as(email: string): Promise<void> },
  sandbox: Sandbox,
  superAdmin: HttpUser,
  ana: string,
) {
  const name = `Cliente ${Math.random().toString(36).slice(2, 8)}`;
  const reply = await sendInbound(backendUrl(), sandbox.token, {
    number: uniqueNumber(),
    name,
    body: 'Mensagem inicial do cliente',
    queueId: sandbox.queues.find((q) => q.name === 'Suporte')!.id,
  });
  const ticket = await superAdmin.ticket(reply.ticketId);
  await login.as(ana);
  const conversation = new ConversationDriver(page);
  await conversation.open(ticket.uuid, name);
  await conversation.accept();
  await expect(conversation.status('Em atendimento')).toBeVisible();
  return { conversation, ticket, name };
}

test('notes in the contact drawer: at least 2 characters, added and deleted with the spec toasts', async ({
  page,
  login,
  sandbox,
  superAdmin,
  tenant,
}) => {
  const { conversation } = await acceptedByAna(page, login, sandbox, superAdmin, tenant.ana);
  const drawer = await conversation.openContact();
  const note = drawer.getByRole('textbox', { name: 'Nova observação' });

  await note.fill('a');
  await drawer.getByRole('button', { name: 'Adicionar' }).click();
  await expect(drawer.getByText('Too Short!')).toBeVisible();

  await note.fill('Cliente prefere contato à tarde');
  await drawer.getByRole('button', { name: 'Adicionar' }).click();
  await expect(conversation.toast('Observação adicionada com sucesso!')).toBeVisible();
  const notes = drawer.getByRole('list', { name: 'Observações do contato' });
  const item = notes.getByRole('listitem').filter({ hasText: 'Cliente prefere contato à tarde' });
  await expect(item).toContainText('Ana Atendente');
  await expect(note).toHaveValue('');

  await item.getByRole('button', { name: 'Excluir observação' }).click();
  const confirm = conversation.dialogs.named('Excluir observação');
  await confirm.getByRole('button', { name: 'Excluir observação' }).click();
  await expect(conversation.toast('Observação excluída com sucesso!')).toBeVisible();
  await expect(item).toHaveCount(0);
});

test('the contact drawer edits name, number and email with the spec checks, and the server keeps them', async ({
  page,
  login,
  sandbox,
  superAdmin,
  tenant,
}) => {
  const { conversation, ticket } = await acceptedByAna(page, login, sandbox, superAdmin, tenant.ana);
  const drawer = await conversation.openContact();
  await drawer.getByRole('button', { name: 'Editar contato' }).click();
  const form = drawer.getByRole('form', { name: 'Editar contato' });
  const name = form.getByRole('textbox', { name: 'Nome' });
  const number = form.getByRole('textbox', { name: 'Número' });

  await name.fill('a');
  await number.fill('123');
  await form.getByRole('textbox', { name: 'E-mail' }).fill('não é email');
  await form.getByRole('button', { name: 'Salvar' }).click();
  await expect(form.getByText('Too Short!')).toHaveCount(2);
  await expect(form.getByText('Invalid email')).toBeVisible();

  const digits = uniqueNumber();
  await name.fill('Maria Editada');
  await number.fill(`+${digits.slice(0, 2)} (${digits.slice(2, 4)}) ${digits.slice(4)}`);
  await form.getByRole('textbox', { name: 'E-mail' }).fill('maria@exemplo.com');
  await form.getByRole('button', { name: 'Salvar' }).click();
  await expect(conversation.toast('Contato salvo com sucesso.')).toBeVisible();
  await expect(drawer.getByRole('heading', { name: 'Maria Editada' })).toBeVisible();
  await expect(drawer).toContainText('maria@exemplo.com');
  expect((await superAdmin.ticket(ticket.id)).contact).toMatchObject({
    name: 'Maria Editada',
    number: digits,
    email: 'maria@exemplo.com',
  });
});

test('ticket tags: pick an existing tag, create one inline (3+ characters), remove one; they stay after a reload', async ({
  page,
  login,
  sandbox,
  superAdmin,
  tenant,
}) => {
  const { conversation, ticket, name } = await acceptedByAna(page, login, sandbox, superAdmin, tenant.ana);
  const tags = conversation.ticketTags();

  await tags.click();
  await page.getByRole('option', { name: 'Urgente', exact: true }).click();
  await expect(conversation.toast('Tags do ticket salvas.')).toBeVisible();

  await tags.fill('ab');
  await tags.press('Enter');
  await expect(conversation.toast('Tag muito curta!')).toBeVisible();

  const fresh = `E2E ${Math.random().toString(36).slice(2, 7)}`;
  await tags.fill(fresh);
  // A name no tag has is offered as 'Criar "…"'.
  await page.getByRole('option', { name: `Criar "${fresh}"` }).click();
  await expect
    .poll(async () => (await superAdmin.ticket(ticket.id)).tags.map((t) => t.name).sort())
    .toEqual([fresh, 'Urgente'].sort());

  await page.getByRole('button', { name: 'Remover tag Urgente' }).click();
  await expect.poll(async () => (await superAdmin.ticket(ticket.id)).tags.map((t) => t.name)).toEqual([fresh]);

  // A fresh page: what shows comes from the server.
  await conversation.open(ticket.uuid, name);
  await expect(page.getByRole('button', { name: `Remover tag ${fresh}` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remover tag Urgente' })).toHaveCount(0);
});

test('the ticket log tells who did what, in sentences', async ({ page, login, sandbox, superAdmin, tenant }) => {
  const { conversation } = await acceptedByAna(page, login, sandbox, superAdmin, tenant.ana);
  const log = await conversation.openLog();
  await expect(log.getByRole('listitem').filter({ hasText: 'Ana Atendente aceitou o ticket' })).toBeVisible();
});

test('PDF export prints the conversation and nothing else', async ({ page, login, sandbox, superAdmin, tenant }) => {
  const { conversation } = await acceptedByAna(page, login, sandbox, superAdmin, tenant.ana);
  await expect(conversation.messages().getByText('Mensagem inicial do cliente')).toBeVisible();
  // The print dialog cannot be driven: record what is on the printed page when print() is called.
  await page.evaluate(() => {
    const w = window as unknown as { __printed: string | null };
    w.__printed = null;
    window.print = () => {
      w.__printed = document.querySelector('[data-print-root]')?.textContent ?? null;
    };
  });
  await conversation.menu('Exportar PDF');
  const printed = await page.evaluate(() => (window as unknown as { __printed: string | null }).__printed);
  expect(printed).toContain('Mensagem inicial do cliente');
  expect(printed).not.toContain('Digite uma mensagem');
  await expect(page.locator('[data-print-root]')).toHaveCount(0);
});

test('video call: the Jitsi link of the ticket is sent in the chat', async ({ page, login, sandbox, superAdmin, tenant }) => {
  const { conversation, ticket } = await acceptedByAna(page, login, sandbox, superAdmin, tenant.ana);
  // No network here: the link must not really open.
  await page.evaluate(() => {
    window.open = () => null;
  });
  await conversation.menu('Videochamada');
  const link = conversation
    .messages()
    .getByRole('article', { name: 'Mensagem enviada' })
    .filter({ hasText: /https:\/\/meet\.jit\.si\// });
  await expect(link).toBeVisible();
  await expect(link).toContainText(`-${ticket.id}-`);
});

test('keyboard: Alt+A accepts the open ticket while focus is in the ticket list, the palette runs its actions, Escape leaves the composer for the list, Alt+V returns it from the composer', async ({
  page,
  login,
  inbox,
  sandbox,
  superAdmin,
  tenant,
}) => {
  const name = `Cliente ${Math.random().toString(36).slice(2, 8)}`;
  const reply = await sendInbound(backendUrl(), sandbox.token, {
    number: uniqueNumber(),
    name,
    body: 'Atalhos',
    queueId: sandbox.queues.find((q) => q.name === 'Suporte')!.id,
  });
  const ticket = await superAdmin.ticket(reply.ticketId);
  await login.as(tenant.ana);
  const conversation = new ConversationDriver(page);
  await conversation.open(ticket.uuid, name);
  await expect(conversation.action('Aceitar')).toHaveAttribute('aria-keyshortcuts', 'Alt+A');

  await inbox.openTab('Aguardando');
  await page
    .getByRole('listbox', { name: 'Atendimentos aguardando' })
    .getByRole('option', { name: new RegExp(name) })
    .focus();
  await page.keyboard.press('Alt+A');
  await expect(conversation.status('Em atendimento')).toBeVisible();

  // The ticket's actions are in the command palette too, under the current ticket.
  await page.keyboard.press('Control+K');
  const palette = page.getByRole('dialog', { name: 'Paleta de comandos' });
  await palette.getByRole('combobox', { name: 'Buscar comando ou tela' }).fill('Transferir');
  await expect(
    palette.getByRole('group', { name: 'Atendimento atual' }).getByRole('option', { name: /Transferir/ }),
  ).toBeVisible();
  await page.keyboard.press('Enter');
  const transfer = conversation.dialogs.named('Transferir Ticket');
  await expect(transfer).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(transfer).toBeHidden();

  // Escape in the composer goes back to the list.
  await conversation.composer().focus();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox', { name: 'Atendimentos em andamento' })).toBeFocused();

  // The shortcuts work from the composer too (J then Enter leaves the focus there); the text stays.
  await conversation.composer().fill('rascunho');
  await page.keyboard.press('Alt+V');
  await expect(page).toHaveURL(/\/tickets$/);
  expect(await superAdmin.ticket(ticket.id)).toMatchObject({ status: 'pending', userId: null });
});
