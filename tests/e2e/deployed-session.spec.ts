import type { Page, WebSocketRoute } from '@playwright/test';
import { test, expect, backendUrl } from './fixtures';
import { sendInbound, uniqueNumber } from '../support/backendClient';
import { withSettings } from '../support/adminApi';
import { openAsAna, ticketForAna } from './composerScene';
import { ComposerDriver } from './drivers/ComposerDriver';
import { ConversationDriver } from './drivers/ConversationDriver';

/**
 * Issue 8, against a backend that answers like a deployed Whaticket 4.8.12 (the reference server
 * does, CONTRACT.md "Session"): the login reply's settings are a one-row array and it has no plan,
 * the refresh reply has no settings. The app reads them on their own routes and keeps them live.
 * Settings change over HTTP as the tenant's super user, in the test's own company.
 */
const REQUIRED_TAG = 'Você deve atribuir uma tag antes de fechar o ticket!';
const pathIs = (url: string, path: string) => new URL(url).pathname === path;

/** Rewrites the JSON of every login reply (headers, the refresh cookie included, kept). */
async function alterLoginReply(page: Page, alter: (body: { user: Record<string, unknown> & { company: Record<string, unknown> } }) => void) {
  await page.route(
    (url) => pathIs(url.href, '/auth/login'),
    async (route) => {
      const response = await route.fetch();
      const json = await response.json();
      alter(json);
      await route.fulfill({ response, json });
    },
  );
}

test('signs in on a login reply of 4.8.12 shape, reading settings and plan from their routes', async ({ page, login, tenant }) => {
  const reply = page.waitForResponse((r) => pathIs(r.url(), '/auth/login'));
  const settingsRead = page.waitForResponse((r) => pathIs(r.url(), `/companySettings/${tenant.companyId}`));
  const planRead = page.waitForResponse((r) => pathIs(r.url(), `/companies/listPlan/${tenant.companyId}`));
  await login.as(tenant.ana);
  const company = (await (await reply).json()).user.company;
  expect(company).not.toHaveProperty('plan');
  expect(company.companieSettings).toEqual([expect.objectContaining({ companyId: tenant.companyId, showNotificationPending: expect.any(Boolean) })]);
  expect((await settingsRead).status()).toBe(200);
  expect((await planRead).status()).toBe(200);
  await expect(page.getByRole('tab', { name: 'Atendendo' })).toBeVisible();
});

test('requiredTag known only to the settings route blocks closing, after sign-in and after a reload', async ({ page, login, sandbox, superAdmin, tenant }) => {
  const name = `Cliente ${Math.random().toString(36).slice(2, 8)}`;
  const inbound = await sendInbound(backendUrl(), sandbox.token, {
    number: uniqueNumber(),
    name,
    body: 'Oi',
    queueId: sandbox.queues.find((q) => q.name === 'Suporte')!.id,
  });
  const ticket = await superAdmin.ticket(inbound.ticketId);
  await withSettings(superAdmin, { requiredTag: 'enabled' }, async () => {
    // A login reply without any settings: only GET /companySettings/{id} says requiredTag is on.
    await alterLoginReply(page, (body) => delete body.user.company.companieSettings);
    await login.as(tenant.ana);
    const conversation = new ConversationDriver(page);
    await conversation.open(ticket.uuid, name);
    await conversation.accept();
    await expect(conversation.status('Em atendimento')).toBeVisible();
    await conversation.action('Resolver').click();
    await expect(conversation.toast(REQUIRED_TAG)).toBeVisible();
    await expect(conversation.dialogs.named('Resolver ticket')).toHaveCount(0);
    await conversation.toastGone(REQUIRED_TAG);

    // Resumed from the refresh cookie: that reply has no settings either.
    await page.reload();
    await expect(conversation.heading(name)).toBeVisible({ timeout: 30_000 });
    await conversation.action('Resolver').click();
    await expect(conversation.toast(REQUIRED_TAG)).toBeVisible();
    await expect(conversation.dialogs.named('Resolver ticket')).toHaveCount(0);
  });
});

test('a setting changed while the socket was down applies once it reconnects; one changed while up, at once', async ({ page, login, sandbox, superAdmin, tenant }) => {
  // The page's socket goes through here: while `down`, every connection is refused.
  let down = false;
  const open: WebSocketRoute[] = [];
  await page.routeWebSocket(/\/socket\.io\//, (ws) => {
    if (down) {
      setTimeout(() => void ws.close({ code: 1011 }), 50);
      return;
    }
    open.push(ws, ws.connectToServer());
  });
  const ticket = await ticketForAna(sandbox, superAdmin, tenant.ana);
  await withSettings(superAdmin, { sendSignMessage: 'enabled' }, async () => {
    await openAsAna(page, login, ticket);
    const composer = new ComposerDriver(page);
    await expect(composer.toggle('Assinar mensagem')).toBeVisible();

    down = true;
    await Promise.all(open.splice(0).map((ws) => ws.close()));
    const reconnecting = page.getByRole('status').filter({ hasText: 'Reconectando ao servidor...' });
    await expect(reconnecting).toBeVisible();
    await superAdmin.setSetting('sendSignMessage', 'disabled'); // its event reaches nobody here
    await expect(composer.toggle('Assinar mensagem')).toBeVisible();

    down = false;
    await expect(reconnecting).toBeHidden({ timeout: 20_000 });
    await expect(composer.toggle('Assinar mensagem')).toHaveCount(0);

    await superAdmin.setSetting('sendSignMessage', 'enabled');
    await expect(composer.toggle('Assinar mensagem')).toBeVisible();
  });
});

test('a login reply the app refuses leaves no session behind: a reload stays signed out', async ({ page, login, tenant }) => {
  // The server signs in and sets its refresh cookie; the reply then lacks the user's email.
  await alterLoginReply(page, (body) => delete body.user.email);
  await login.open();
  await login.submit(tenant.ana);
  await expect(page.getByRole('alert')).toHaveText('O servidor respondeu algo inesperado. Nada foi perdido; tente novamente.');
  await page.unrouteAll();

  const resumed = page.waitForResponse((r) => pathIs(r.url(), '/auth/refresh_token'));
  await page.reload();
  expect((await resumed).status()).toBe(401);
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
});
