import type { Page } from '@playwright/test';
import { test, expect, appPage, backendUrl } from './fixtures';
import { seriousViolations } from './axe';
import { LoginDriver } from './drivers/LoginDriver';
import { createTenant } from '../support/tenant';
import { asUser } from '../support/adminApi';
import { clickNotification, expectNotification, recordWebNotifications, wasNotified } from './drivers/webNotifications';

/**
 * The internal chat (issue 15, spec 3 "Internal chat") against the reference server, with two
 * browsers: ana creates a chat with bruno, they talk live, the menu's dot and the unread counts
 * move, bruno's reply written while his connection is down arrives once when it returns, and
 * bruno (not the owner) cannot edit the chat. Screens at 1024×768 and 1920×1080.
 */

const menuEntry = (page: Page) => page.getByRole('navigation').getByRole('link', { name: /^Chat Interno/ });
const log = (page: Page, title: string) => page.getByRole('log', { name: `Mensagens de ${title}` });
const bubbles = (page: Page, title: string, text: string) =>
  log(page, title).getByRole('article').filter({ hasText: text });

async function send(page: Page, text: string) {
  const box = page.getByRole('textbox', { name: 'Mensagem' });
  await box.fill(text);
  await box.press('Enter');
}

test('ana and bruno talk in a chat live; unread dot and counts move; an offline reply arrives once; only the owner edits', async ({
  page,
  login,
  tenant,
  browser,
  superAdmin,
}) => {
  test.slow();
  const title = `Equipe ${Math.random().toString(36).slice(2, 7)}`;
  await page.setViewportSize({ width: 1920, height: 1080 });
  await login.as(tenant.ana);
  const bruno = await appPage(browser);
  await bruno.setViewportSize({ width: 1024, height: 768 });
  await new LoginDriver(bruno).as(tenant.bruno);

  // ana creates the chat with bruno.
  await menuEntry(page).click();
  await expect(page).toHaveURL(/\/chats$/);
  await page.getByRole('button', { name: 'Novo chat' }).click();
  const dialog = page.getByRole('dialog', { name: 'Novo chat' });
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog.getByText('Obrigatório')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Título' }).fill(title);
  await dialog.getByRole('combobox', { name: 'Usuários' }).click();
  await page.getByRole('option', { name: 'Bruno Vendedor' }).click();
  // The list stays open for more picks: leave it before saving.
  await dialog.getByRole('textbox', { name: 'Título' }).click();
  await expect(page.getByRole('listbox', { name: 'Usuários' })).toBeHidden();
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/chats\/[0-9a-f-]{36}$/);
  await send(page, 'Bom dia, Bruno!');
  await expect(bubbles(page, title, 'Bom dia, Bruno!')).toBeVisible();

  // bruno's menu shows the dot; the chat lists one unread; opening it reads it.
  await expect(menuEntry(bruno)).toHaveAccessibleName(/mensagens não lidas/);
  await menuEntry(bruno).click();
  const entry = bruno.getByRole('navigation', { name: 'Chats' }).getByRole('link', { name: new RegExp(title) });
  await expect(entry.getByLabel('1 mensagem não lida')).toBeVisible();
  await entry.click();
  await expect(bubbles(bruno, title, 'Bom dia, Bruno!')).toBeVisible();
  await expect(entry.getByLabel(/não lida/)).toHaveCount(0);
  await expect(menuEntry(bruno)).not.toHaveAccessibleName(/mensagens não lidas/);

  // bruno is not the owner: no edit or delete.
  await expect(bruno.getByRole('button', { name: 'Ações do chat' })).toHaveCount(0);
  expect(await seriousViolations(bruno)).toEqual([]);

  // Live the other way; ana away on another screen gets the dot, then reads it.
  await page.getByRole('navigation').getByRole('link', { name: 'Tags', exact: true }).click();
  await send(bruno, 'Bom dia, Ana!');
  await expect(bubbles(bruno, title, 'Bom dia, Ana!')).toBeVisible();
  await expect(menuEntry(page)).toHaveAccessibleName(/mensagens não lidas/);
  // The top bar's chats popover shows the figure and opens the chat.
  await page.getByRole('button', { name: 'Chats internos: 1 não lidas' }).click();
  await page
    .getByRole('navigation', { name: 'Chats internos' })
    .getByRole('link', { name: new RegExp(title) })
    .click();
  await expect(page).toHaveURL(/\/chats\/[0-9a-f-]{36}$/);
  await expect(bubbles(page, title, 'Bom dia, Ana!')).toBeVisible();
  await expect(menuEntry(page)).not.toHaveAccessibleName(/mensagens não lidas/);
  await expect(page.getByRole('button', { name: 'Chats internos', exact: true })).toBeVisible();

  // bruno's connection goes down: his reply waits queued, then arrives once when it is back.
  await bruno.context().setOffline(true);
  // What ana writes meanwhile reaches bruno after the reconnect (socket.io keeps no history: read again).
  await send(page, 'Enquanto você estava fora');
  await expect(bubbles(page, title, 'Enquanto você estava fora')).toBeVisible();
  await send(bruno, 'Escrita sem conexão');
  await expect(bubbles(bruno, title, 'Escrita sem conexão').getByRole('img', { name: /Na fila/ })).toBeVisible();
  await bruno.context().setOffline(false);
  await expect(bubbles(bruno, title, 'Escrita sem conexão').getByRole('img', { name: /Na fila/ })).toBeHidden({
    timeout: 20_000,
  });
  await expect(bubbles(page, title, 'Escrita sem conexão')).toHaveCount(1);
  await expect(bubbles(bruno, title, 'Escrita sem conexão')).toHaveCount(1);
  await expect(bubbles(bruno, title, 'Enquanto você estava fora')).toHaveCount(1);
  const chats = (await superAdmin.call<{ records: { id: number; title: string }[] }>('GET', '/chats')).body.records;
  expect(chats.find((c) => c.title === title)).toBeUndefined(); // the super user is no member.

  // The owner edits the title; bruno sees it live.
  await page.getByRole('button', { name: 'Ações do chat' }).click();
  await page.getByRole('menuitem', { name: 'Editar chat' }).click();
  const edit = page.getByRole('dialog', { name: 'Editar chat' });
  await edit.getByRole('textbox', { name: 'Título' }).fill(`${title} novo`);
  await edit.getByRole('button', { name: 'Salvar' }).click();
  await expect(edit).toBeHidden();
  await expect(bruno.getByRole('heading', { name: `${title} novo` })).toBeVisible();

  // Below md: two tabs, the open chat's Mensagens first; Chats shows the list.
  await bruno.setViewportSize({ width: 800, height: 700 });
  await expect(bruno.getByRole('tab', { name: 'Mensagens' })).toHaveAttribute('aria-selected', 'true');
  await expect(log(bruno, `${title} novo`)).toBeVisible();
  await bruno.screenshot({ path: test.info().outputPath('chats-800.png') });
  await bruno.getByRole('tab', { name: 'Chats' }).click();
  await expect(
    bruno.getByRole('navigation', { name: 'Chats' }).getByRole('link', { name: new RegExp(title) }),
  ).toBeVisible();
  await bruno.setViewportSize({ width: 1024, height: 768 });

  await page.screenshot({ path: test.info().outputPath('chats-1920.png') });
  await bruno.screenshot({ path: test.info().outputPath('chats-1024.png') });
  expect(await seriousViolations(page)).toEqual([]);
});

test('older messages load near the top and the one being read stays in view', async ({ page, login, tenant }) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await login.as(tenant.ana);
  const bruno = await asUser(backendUrl(), tenant.bruno);
  const ana = (await bruno.call<{ id: number; name: string }[]>('GET', '/users/list')).body.find(
    (u) => u.name === 'Ana Atendente',
  )!;
  const title = `Histórico ${Math.random().toString(36).slice(2, 7)}`;
  const chat = (await bruno.call<{ id: number; uuid: string }>('POST', '/chats', { title, users: [ana.id] })).body;
  const text = (i: number) => `Mensagem ${String(i).padStart(2, '0')}`;
  for (let i = 1; i <= 25; i++) await bruno.call('POST', `/chats/${chat.id}/messages`, { message: text(i) });

  await page.goto(`/chats/${chat.uuid}`);
  await expect(bubbles(page, title, text(25))).toBeInViewport();
  // The newest page is what loads first (page 2 may follow at once if page 1 does not fill the view:
  // the reader's top message is read once that is done).
  await expect(bubbles(page, title, text(1))).toHaveCount(0);
  await expect(log(page, title).getByRole('progressbar', { name: 'Carregando mensagens anteriores' })).toHaveCount(0);
  const first = await log(page, title).getByRole('article').first().textContent();
  await log(page, title).evaluate((el) => (el.scrollTop = 0));
  await expect(bubbles(page, title, text(1))).toHaveCount(1);
  // What was at the top before the older pages came is still where the reader left it.
  await expect(
    log(page, title)
      .getByRole('article')
      .filter({ hasText: first!.match(/Mensagem \d\d/)![0] }),
  ).toBeInViewport();
  // …and the older ones came in above it, not over it.
  await expect(bubbles(page, title, text(1))).not.toBeInViewport();
  await expect(menuEntry(page)).not.toHaveAccessibleName(/mensagens não lidas/);
});

test('each chat keeps its own draft, also across a reload', async ({ page, login, tenant }) => {
  await login.as(tenant.ana);
  const bruno = await asUser(backendUrl(), tenant.bruno);
  const ana = (await bruno.call<{ id: number; name: string }[]>('GET', '/users/list')).body.find(
    (u) => u.name === 'Ana Atendente',
  )!;
  const tag = Math.random().toString(36).slice(2, 7);
  for (const name of ['Alfa', 'Beta']) await bruno.call('POST', '/chats', { title: `${name} ${tag}`, users: [ana.id] });
  await menuEntry(page).click();
  const list = page.getByRole('navigation', { name: 'Chats' });
  const box = page.getByRole('textbox', { name: 'Mensagem' });

  await list.getByRole('link', { name: new RegExp(`Alfa ${tag}`) }).click();
  await box.fill('Rascunho do Alfa');
  await list.getByRole('link', { name: new RegExp(`Beta ${tag}`) }).click();
  await expect(box).toHaveValue('');
  await list.getByRole('link', { name: new RegExp(`Alfa ${tag}`) }).click();
  await expect(box).toHaveValue('Rascunho do Alfa');
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Mensagem' })).toHaveValue('Rascunho do Alfa');
});

test.describe('chat notifications', () => {
  test.use({ permissions: ['notifications'] });

  test('a message in a chat not on screen notifies and its click opens the chat; none for the chat open and focused', async ({
    page,
    login,
    tenant,
  }) => {
    await recordWebNotifications(page);
    await login.as(tenant.ana);
    const bruno = await asUser(backendUrl(), tenant.bruno);
    const users = (await bruno.call<{ id: number; name: string }[]>('GET', '/users/list')).body;
    const ana = users.find((u) => u.name === 'Ana Atendente')!;
    const title = `Avisos ${Math.random().toString(36).slice(2, 7)}`;
    const chat = (
      await bruno.call<{ id: number; uuid: string }>('POST', '/chats', {
        title,
        users: [{ id: ana.id, name: ana.name }],
      })
    ).body;
    await expect(menuEntry(page)).toBeVisible();
    await bruno.call('POST', `/chats/${chat.id}/messages`, { message: 'Reunião às 15h' });

    const shown = await expectNotification(page, title);
    expect(shown).toMatchObject({ title: `Chat ${title}: Bruno Vendedor`, body: 'Reunião às 15h' });
    await clickNotification(page, title);
    await expect(page).toHaveURL(new RegExp(`/chats/${chat.uuid}$`));
    await expect(bubbles(page, title, 'Reunião às 15h')).toBeVisible();

    // Open and focused: the next one shows in the conversation, with no notification.
    expect(await page.evaluate(() => document.hasFocus())).toBe(true);
    await bruno.call('POST', `/chats/${chat.id}/messages`, { message: 'Confirmado?' });
    await expect(bubbles(page, title, 'Confirmado?')).toBeVisible();
    expect(await wasNotified(page, 'Confirmado?')).toBe(false);
  });
});

test('without useInternalChat in the plan, /chats says so and goes to /', async ({ page, login }) => {
  const tenant = await createTenant(backendUrl(), ['useInternalChat']);
  await login.as(tenant.admin);
  await expect(page.getByRole('navigation').getByRole('link', { name: /^Chat Interno/ })).toHaveCount(0);
  await page.goto('/chats');
  await expect(
    page.getByRole('alert').filter({
      hasText: 'Esta empresa não possui permissão para acessar essa página! Estamos lhe redirecionando.',
    }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});
