import type { Page, WebSocketRoute } from '@playwright/test';
import { test, expect, backendUrl, type Sandbox } from './fixtures';
import type { HttpUser } from '../support/adminApi';
import { ComposerDriver } from './drivers/ComposerDriver';
import { MessagesDriver } from './drivers/MessagesDriver';
import { png } from './composerFiles';
import { expectStoredTimes, openAsAna, sceneForAna, serverMessages, type Scene } from './messagesScene';

/**
 * The conversation over time (spec 1 §2 "Message area", issue 4 "Nothing lost"): history paging,
 * live arrivals, read state, the outbox and the resync after a dropped socket. HTTP checks are
 * made as the tenant's super user, whom no test signs in with in the browser.
 */

const label = (i: number) => `Mensagem ${String(i).padStart(2, '0')}`;

/** A conversation of `count` customer messages 'Mensagem 01'…, oldest first. */
async function longScene(
  sandbox: Sandbox,
  superAdmin: HttpUser,
  ana: string,
  count: number,
): Promise<Scene & { ids: Map<number, number> }> {
  const scene = await sceneForAna(sandbox, superAdmin, ana, 'Cliente', label(1));
  const ids = new Map<number, number>();
  for (let i = 2; i <= count; i++) ids.set(i, (await scene.inbound({ body: label(i) })).messageId);
  return { ...scene, ids };
}

async function send(page: Page, text: string) {
  const box = page.getByRole('textbox', { name: 'Digite uma mensagem' });
  await box.fill(text);
  await box.press('Enter');
}

/**
 * One message sent and echoed first. The app then knows this backend dedupes by client id, so
 * an entry a reload catches mid-retry ("sending") comes back queued rather than failed
 * (statusAfterRestart: on a backend that may post twice, it waits for the user).
 */
async function sendOneThrough(page: Page, messages: MessagesDriver, superAdmin: HttpUser, scene: Scene) {
  await send(page, 'Primeira');
  await expectStoredTimes(superAdmin, scene.id, 'Primeira', 1);
  await expect(messages.sent('Primeira').getByRole('img', { name: /^(Enviando|Na fila)/ })).toHaveCount(0);
}

/** The bubble's top relative to the conversation's visible top. */
async function offsetInLog(messages: MessagesDriver, text: string): Promise<number> {
  const [log, bubble] = await Promise.all([messages.log().boundingBox(), messages.received(text).boundingBox()]);
  return bubble!.y - log!.y;
}

test('history: 20 a page from the newest, the next within 50 px of the top, the reading position kept', async ({ page, login, sandbox, superAdmin, tenant }) => {
  const scene = await longScene(sandbox, superAdmin, tenant.ana, 45);
  await openAsAna(page, login, scene);
  const messages = new MessagesDriver(page);
  const labels = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => label(from + i));
  await expect(messages.received(label(45))).toBeInViewport();
  expect(await messages.atBottom()).toBe(true);
  expect(await messages.texts(/Mensagem \d\d/g)).toEqual(labels(26, 45));
  expect(await messages.atBottom()).toBe(true);

  // 60 px from the top: nothing loads yet. 30 px: the next page, and 'Mensagem 26' stays put.
  const older = () => page.waitForRequest((r) => /\/messages\/\d+\?pageNumber=2\b/.test(r.url()), { timeout: 1000 });
  await messages.log().evaluate((el) => el.scrollTo({ top: 60 }));
  await expect(older()).rejects.toThrow();
  const before = await offsetInLog(messages, label(26));
  const asked = page.waitForRequest((r) => /\/messages\/\d+\?pageNumber=2\b/.test(r.url()));
  await messages.log().evaluate((el) => el.scrollTo({ top: 30 }));
  await asked;
  await expect(messages.received(label(25))).toBeAttached();
  expect(Math.abs((await offsetInLog(messages, label(26))) - (before + 30))).toBeLessThanOrEqual(2);
  expect(await messages.texts(/Mensagem \d\d/g)).toEqual(labels(6, 45));

  await messages.scrollToTop();
  await expect(messages.received(label(1))).toBeVisible();
  expect(await messages.texts(/Mensagem \d\d/g)).toEqual(labels(1, 45));
});

test('a quote’s click brings the quoted message into view from far up the conversation, and marks it', async ({ page, login, sandbox, superAdmin, tenant }) => {
  const scene = await longScene(sandbox, superAdmin, tenant.ana, 30);
  await openAsAna(page, login, scene);
  const messages = new MessagesDriver(page);
  await expect(messages.received(label(30))).toBeInViewport();
  // The oldest message of the first page (20 from the newest), some twenty bubbles up.
  await scene.inbound({ body: 'Sobre aquela', quotedMessageId: scene.ids.get(11)! });
  const quoting = messages.received('Sobre aquela');
  await expect(quoting).toBeInViewport();
  const jump = page.getByRole('button', { name: 'Ir para a mensagem respondida' });
  // The bubble itself, not the reply that shows its text in its quote.
  const quoted = messages.received(label(11)).filter({ hasNot: jump });
  await expect(quoted).not.toBeInViewport();
  await quoting.getByRole('button', { name: 'Ir para a mensagem respondida' }).click();
  await expect(quoted).toBeInViewport();
  await expect(messages.row(quoted)).toBeFocused();
});

test('live arrivals are followed at the bottom; scrolled up, a button says there are new ones', async ({ page, login, sandbox, superAdmin, tenant }) => {
  const scene = await longScene(sandbox, superAdmin, tenant.ana, 25);
  await openAsAna(page, login, scene);
  const messages = new MessagesDriver(page);
  await expect(messages.received(label(25))).toBeInViewport();

  await scene.inbound({ body: 'Chegou agora' });
  await expect(messages.received('Chegou agora')).toBeInViewport();
  expect(await messages.atBottom()).toBe(true);

  await messages.log().evaluate((el) => el.scrollTo({ top: 200 }));
  await scene.inbound({ body: 'Chegou enquanto lia' });
  const jump = page.getByRole('button', { name: 'Novas mensagens (1)' });
  await expect(jump).toBeVisible();
  await expect(messages.received('Chegou enquanto lia')).not.toBeInViewport();
  await jump.click();
  await expect(messages.received('Chegou enquanto lia')).toBeInViewport();
  await expect(jump).toBeHidden();
});

test('what arrives in the open, focused conversation is read: the ticket has no unread messages', async ({ page, login, sandbox, superAdmin, tenant }) => {
  const scene = await sceneForAna(sandbox, superAdmin, tenant.ana);
  await openAsAna(page, login, scene);
  const messages = new MessagesDriver(page);
  await scene.inbound({ body: 'Está aí?' });
  await scene.inbound({ body: 'Alô?' });
  await expect(messages.received('Alô?')).toBeVisible();
  const unread = async () => ((await superAdmin.ticket(scene.id)) as unknown as { unreadMessages: number }).unreadMessages;
  await expect.poll(unread).toBe(0);
});

test('a send while the server is unreachable shows queued and goes out once when it is back', async ({ page, login, sandbox, superAdmin, tenant }) => {
  const scene = await sceneForAna(sandbox, superAdmin, tenant.ana);
  await openAsAna(page, login, scene);
  const messages = new MessagesDriver(page);
  const post = `${backendUrl()}/messages/${scene.id}`;
  await page.route(post, (route) => (route.request().method() === 'POST' ? route.abort('connectionrefused') : route.continue()));

  await send(page, 'Enviada sem servidor');
  const bubble = messages.sent('Enviada sem servidor');
  await expect(bubble.getByRole('img', { name: 'Na fila: será enviada quando a conexão voltar' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Digite uma mensagem' })).toHaveValue('');

  await page.unroute(post);
  await expect(bubble.getByRole('img', { name: /Na fila/ })).toBeHidden({ timeout: 20_000 });
  await expectStoredTimes(superAdmin, scene.id, 'Enviada sem servidor', 1);
  await expect(messages.sent('Enviada sem servidor')).toHaveCount(1);
});

test('offline: the message waits in the conversation and goes out once the browser is back online', async ({ page, context, login, sandbox, superAdmin, tenant }) => {
  const scene = await sceneForAna(sandbox, superAdmin, tenant.ana);
  await openAsAna(page, login, scene);
  const messages = new MessagesDriver(page);
  await context.setOffline(true);
  await send(page, 'Escrita offline');
  await expect(messages.sent('Escrita offline').getByRole('img', { name: /Na fila/ })).toBeVisible();
  await context.setOffline(false);
  await expect(messages.sent('Escrita offline').getByRole('img', { name: /Na fila/ })).toBeHidden({ timeout: 20_000 });
  await expectStoredTimes(superAdmin, scene.id, 'Escrita offline', 1);
  await expect(messages.sent('Escrita offline')).toHaveCount(1);
});

test('a queued message survives a reload and goes out once afterwards', async ({ page, login, sandbox, superAdmin, tenant }) => {
  const scene = await sceneForAna(sandbox, superAdmin, tenant.ana);
  await openAsAna(page, login, scene);
  const messages = new MessagesDriver(page);
  await sendOneThrough(page, messages, superAdmin, scene);
  const post = `${backendUrl()}/messages/${scene.id}`;
  await page.route(post, (route) => (route.request().method() === 'POST' ? route.abort('connectionrefused') : route.continue()));
  await send(page, 'Guardada na fila');
  await expect(messages.sent('Guardada na fila').getByRole('img', { name: /Na fila/ })).toBeVisible();

  await page.reload();
  await expect(messages.sent('Guardada na fila').getByRole('img', { name: /Na fila/ })).toBeVisible({ timeout: 30_000 });
  await page.unroute(post);
  await expectStoredTimes(superAdmin, scene.id, 'Guardada na fila', 1);
  await expect(messages.sent('Guardada na fila').getByRole('img', { name: /Na fila/ })).toBeHidden();
  await expect(messages.sent('Guardada na fila')).toHaveCount(1);
});

test('a queued message goes out after a reload on another screen, its conversation never opened again', async ({ page, login, sandbox, superAdmin, tenant }) => {
  const scene = await sceneForAna(sandbox, superAdmin, tenant.ana);
  await openAsAna(page, login, scene);
  const messages = new MessagesDriver(page);
  await sendOneThrough(page, messages, superAdmin, scene);
  const post = `${backendUrl()}/messages/${scene.id}`;
  await page.route(post, (route) => (route.request().method() === 'POST' ? route.abort('connectionrefused') : route.continue()));
  await send(page, 'Guardada para depois');
  await expect(messages.sent('Guardada para depois').getByRole('img', { name: /Na fila/ })).toBeVisible();

  await page.goto('/todolist');
  await expect(page.getByRole('heading', { name: 'Tarefas' })).toBeVisible();
  await page.unroute(post);
  await expectStoredTimes(superAdmin, scene.id, 'Guardada para depois', 1);
});

test('a photo and a contact card queued while the server is down survive a reload and go out once', async ({ page, login, sandbox, superAdmin, tenant }) => {
  const scene = await sceneForAna(sandbox, superAdmin, tenant.ana);
  const card = await sceneForAna(sandbox, superAdmin, tenant.ana, 'Cartao', 'Oi');
  await openAsAna(page, login, scene);
  const messages = new MessagesDriver(page);
  const composer = new ComposerDriver(page);
  await sendOneThrough(page, messages, superAdmin, scene);
  const post = `${backendUrl()}/messages/${scene.id}`;
  await page.route(post, (route) => (route.request().method() === 'POST' ? route.abort('connectionrefused') : route.continue()));

  const dialog = await composer.attach('Imagem', [png('guardada.png')]);
  await composer.file(dialog, 'guardada.png').getByLabel('Legenda (opcional)').fill('Foto guardada');
  await dialog.getByRole('button', { name: 'Enviar' }).click();
  await expect(dialog).toBeHidden();
  await composer.menu('Contato');
  const cardDialog = composer.dialog('Enviar contato');
  await cardDialog.getByRole('combobox', { name: 'Contato' }).fill(card.name);
  await page.getByRole('listbox', { name: 'Contato' }).getByRole('option', { name: new RegExp(card.name) }).click();
  await cardDialog.getByRole('button', { name: 'Enviar' }).click();
  await expect(cardDialog).toBeHidden();
  await expect(page.getByRole('img', { name: /Na fila/ })).toHaveCount(2);

  await page.reload();
  await expect(page.getByRole('img', { name: /Na fila/ })).toHaveCount(2, { timeout: 30_000 });
  await page.unroute(post);
  await expect(page.getByRole('img', { name: /Na fila/ })).toHaveCount(0, { timeout: 20_000 });
  await expect
    .poll(async () => (await serverMessages(superAdmin, scene.id)).filter((m) => m.fromMe).map((m) => m.mediaType), { timeout: 20_000 })
    .toEqual(['chat', 'image', 'contactMessage']);
  const photo = (await serverMessages(superAdmin, scene.id)).find((m) => m.mediaType === 'image')!;
  expect(photo.body).toBe('Foto guardada');
  await expect(messages.sent('Foto guardada')).toHaveCount(1);
});

for (const count of [5, 25]) {
  test(`a socket dropped while ${count} messages arrive shows all ${count} once, in order, after reconnecting`, async ({ page, login, sandbox, superAdmin, tenant }) => {
    // The page's socket goes through here: while `down`, every connection is cut at once.
    let down = false;
    const open: WebSocketRoute[] = [];
    await page.routeWebSocket(/\/socket\.io\//, (ws) => {
      if (down) {
        // Refused. (The page may miss a close this early and wait for its handshake timeout,
        // LIMITS.socketConnectTimeoutMs, before trying again: like a half-open connection.)
        setTimeout(() => void ws.close({ code: 1011 }), 50);
        return;
      }
      const server = ws.connectToServer();
      open.push(ws, server);
    });
    const scene = await sceneForAna(sandbox, superAdmin, tenant.ana);
    await openAsAna(page, login, scene);
    const messages = new MessagesDriver(page);
    await scene.inbound({ body: 'Antes da queda' });
    await expect(messages.received('Antes da queda')).toBeVisible();

    down = true;
    await Promise.all(open.splice(0).map((ws) => ws.close()));
    const reconnecting = page.getByRole('status').filter({ hasText: 'Reconectando ao servidor...' });
    await expect(reconnecting).toBeVisible();
    const missed = Array.from({ length: count }, (_, i) => `Perdida ${String(i + 1).padStart(2, '0')}`);
    for (const body of missed) await scene.inbound({ body });
    // (Some may already show: the open conversation also reads over HTTP when its ticket changes.)
    await expect(reconnecting).toBeVisible();

    down = false;
    await expect(reconnecting).toBeHidden({ timeout: 20_000 });
    await expect(messages.received(missed.at(-1)!)).toBeVisible({ timeout: 20_000 });
    await expect.poll(() => messages.texts(/Perdida \d\d/g), { timeout: 20_000 }).toEqual(missed);
    await scene.inbound({ body: 'Depois da volta' });
    await expect(messages.received('Depois da volta')).toBeVisible();
    expect(await messages.texts(/Perdida \d\d/g)).toEqual(missed);
  });
}
