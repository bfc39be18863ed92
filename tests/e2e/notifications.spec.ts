import type { Page } from '@playwright/test';
import { readEverything } from '../support/adminApi';
import { apiGet, apiLogin, sendInbound, uniqueNumber } from '../support/backendClient';
import { TopBarDriver, unreadMarker } from './drivers/TopBarDriver';
import { clickNotification, expectNotification, recordWebNotifications, wasNotified } from './drivers/webNotifications';
import type { People } from '../support/tenant';
import { backendUrl, expect, test } from './fixtures';

type Sandbox = { token: string; queues: { id: number; name: string }[] };

async function adminCall(tenant: People, method: 'PUT' | 'GET', path: string, body?: unknown) {
  const token = await apiLogin(backendUrl(), tenant.admin);
  const response = await fetch(`${backendUrl()}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: HTTP ${response.status} ${await response.text()}`);
  return response.json() as Promise<Record<string, unknown>>;
}

/**
 * A conversation ana is attending, made from outside the app (before ana signs in: the admin
 * works over HTTP): a contact writes in Suporte, the admin transfers the ticket to ana and reads
 * it, so it starts with nothing unread.
 */
async function ticketOfAna(sandbox: Sandbox, tenant: People, name: string) {
  const suporte = sandbox.queues.find((q) => q.name === 'Suporte')!;
  const number = uniqueNumber();
  const { ticketId } = await sendInbound(backendUrl(), sandbox.token, {
    number,
    name,
    body: 'Oi',
    queueId: suporte.id,
  });
  const admin = await apiLogin(backendUrl(), tenant.admin);
  const users = await apiGet<{ id: number; email: string }[]>(backendUrl(), admin, '/users/list');
  const ana = users.find((u) => u.email === tenant.ana)!;
  await adminCall(tenant, 'PUT', `/tickets/${ticketId}`, {
    userId: ana.id,
    queueId: suporte.id,
    status: 'open',
    isTransfered: true,
  });
  await apiGet(backendUrl(), admin, `/messages/${ticketId}`);
  const ticket = await apiGet<{ uuid: string; unreadMessages: number }>(backendUrl(), admin, `/tickets/${ticketId}`);
  expect(ticket.unreadMessages).toBe(0);
  return { number, name, uuid: ticket.uuid, id: ticketId };
}

/** Signs ana in on a ticket's page and waits for the unread list's first page. */
async function anaOn(page: Page, login: { as(email: string): Promise<void> }, tenant: People, uuid?: string) {
  const loaded = page.waitForResponse((r) => r.url().includes('withUnreadMessages=true') && r.ok());
  await login.as(tenant.ana);
  await loaded;
  if (uuid) await page.goto(`/tickets/${uuid}`);
}

test.describe('notifications', () => {
  test.use({ permissions: ['notifications'] });

  test.beforeEach(async ({ page }) => {
    await recordWebNotifications(page);
  });

  test('a message in ana’s ticket while she is on another: bell and title count it, the popover lists it and opens it', async ({
    page,
    login,
    sandbox,
    tenant,
    superAdmin,
  }) => {
    const elsewhere = await ticketOfAna(sandbox, tenant, 'Cliente Em Tela E2E');
    const writing = await ticketOfAna(sandbox, tenant, 'Cliente Sino E2E');
    // The seeded conversations read too: nothing is unread, so the bell starts at 0.
    await readEverything(superAdmin);
    await anaOn(page, login, tenant, elsewhere.uuid);
    const topBar = new TopBarDriver(page);
    await topBar.expectUnread(0);

    await sendInbound(backendUrl(), sandbox.token, { number: writing.number, body: 'Meu pedido não chegou' });

    await topBar.expectUnread(1);
    await expect(page).toHaveTitle(new RegExp(`^\\${unreadMarker(1)} `));
    const popover = await topBar.openNotifications();
    const item = popover.getByRole('link', { name: /Cliente Sino E2E/ });
    await expect(item).toContainText('Meu pedido não chegou');
    await item.click();
    await expect(page).toHaveURL(new RegExp(`/tickets/${writing.uuid}$`));
    await expect(popover).toBeHidden();
    // Opening the conversation reads it: it leaves the count.
    await topBar.expectUnread(0);
  });

  test('a Web Notification names the contact and its click opens the ticket; none for the ticket open and focused', async ({
    page,
    login,
    sandbox,
    tenant,
  }) => {
    const open = await ticketOfAna(sandbox, tenant, 'Cliente Aberto E2E');
    const other = await ticketOfAna(sandbox, tenant, 'Cliente Notificado E2E');
    await anaOn(page, login, tenant, open.uuid);
    expect(await page.evaluate(() => document.hasFocus())).toBe(true);
    await expect(page.getByRole('log', { name: 'Mensagens' })).toBeVisible();

    await sendInbound(backendUrl(), sandbox.token, { number: open.number, body: 'Estou vendo você' });
    await expect(page.getByRole('log', { name: 'Mensagens' }).getByText('Estou vendo você')).toBeVisible();
    await sendInbound(backendUrl(), sandbox.token, { number: other.number, body: 'Alguém aí?' });

    const shown = await expectNotification(page, 'Cliente Notificado E2E');
    expect(shown).toMatchObject({ title: 'Mensagem de Cliente Notificado E2E', body: 'Alguém aí?' });
    // The first message, for the ticket on screen, arrived before and made none.
    expect(await wasNotified(page, 'Cliente Aberto E2E')).toBe(false);

    await clickNotification(page, 'Cliente Notificado E2E');
    await expect(page).toHaveURL(new RegExp(`/tickets/${other.uuid}$`));
  });

  test('pending tickets notify only while the company setting showNotificationPending is on', async ({
    page,
    login,
    sandbox,
    tenant,
  }) => {
    const suporte = sandbox.queues.find((q) => q.name === 'Suporte')!;
    const own = await ticketOfAna(sandbox, tenant, 'Cliente Marcador E2E');
    // The demo company ships with it on; off first.
    await adminCall(tenant, 'PUT', '/companySettings', { column: 'showNotificationPending', data: 'disabled' });
    await anaOn(page, login, tenant);
    try {
      await sendInbound(backendUrl(), sandbox.token, {
        number: uniqueNumber(),
        name: 'Fila Antes E2E',
        body: 'Na fila',
        queueId: suporte.id,
      });
      // Sent after the pending one: once its notification shows, the pending one had its chance.
      await sendInbound(backendUrl(), sandbox.token, { number: own.number, body: 'Marcador' });
      await expectNotification(page, 'Cliente Marcador E2E');
      expect(await wasNotified(page, 'Fila Antes E2E')).toBe(false);

      // The setting reaches the app live, on the same socket and before the next message.
      await adminCall(tenant, 'PUT', '/companySettings', { column: 'showNotificationPending', data: 'enabled' });
      await sendInbound(backendUrl(), sandbox.token, {
        number: uniqueNumber(),
        name: 'Fila Depois E2E',
        body: 'Na fila',
        queueId: suporte.id,
      });
      await expectNotification(page, 'Fila Depois E2E');
    } finally {
      await adminCall(tenant, 'PUT', '/companySettings', { column: 'showNotificationPending', data: 'enabled' });
    }
  });

  test('the volume (0 to 1, step 0.1) is kept across a reload', async ({ page, login, tenant }) => {
    await anaOn(page, login, tenant);
    const topBar = new TopBarDriver(page);
    const slider = await topBar.volumeSlider();
    await expect(slider).toHaveAttribute('aria-valuenow', '1');
    await slider.focus();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(slider).toHaveAttribute('aria-valuenow', '0.7');
    await page.keyboard.press('Escape');

    await page.reload();
    // Resuming reads the company settings before the first screen: slower on a busy machine.
    await expect(page.getByRole('tab', { name: 'Atendendo' })).toBeVisible({ timeout: 30_000 });
    await expect(await topBar.volumeSlider()).toHaveAttribute('aria-valuenow', '0.7');
  });
});
