import type { Browser, ConsoleMessage, Page, Route } from '@playwright/test';
import { socketEvents } from '../../src/shared/api/socketEvents';
import { asUser, type HttpUser } from '../support/adminApi';
import { sandboxConnection } from '../support/backendClient';
import { DEMO_PEOPLE } from '../support/tenant';
import { ConversationDriver } from './drivers/ConversationDriver';
import { InboxDriver } from './drivers/InboxDriver';
import { LoginDriver } from './drivers/LoginDriver';
import { MessagesDriver } from './drivers/MessagesDriver';
import { TodoDriver } from './drivers/TodoDriver';
import { appPage, expect, test } from './fixtures';
import { expectStoredTimes, sceneForAna, type Scene } from './messagesScene';
import { startOwnServer, type OwnServer } from './ownServer';
import { serverProcess } from './serverProcess';

/**
 * Faults through the real client in the browser (issue 10 "Real database, real faults"): the
 * server killed and started again, an access token expiring under a burst of requests, slow and
 * failing replies, malformed payloads, a damaged local store. Cases that must reach the server
 * itself (stop it, move its clock, emit through its socket.io) use a server of their own; the
 * rest use the shared one. Everything is checked as the attendant would notice it.
 */

// One server of the file's own, its demo ana signed in by every test and its clock moved forward
// by one of them: these tests run one after another in one worker, in file order.
test.describe.configure({ mode: 'default' });

let own: OwnServer;
let admin: HttpUser;
let sandbox: Awaited<ReturnType<typeof sandboxConnection>>;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  // The socket's own expiry check stays out of the way: the token case is about HTTP requests.
  own = await startOwnServer({ socketExpiryCheckMs: 30 * 60_000 });
  admin = await asUser(own.url, DEMO_PEOPLE.super);
  sandbox = await sandboxConnection(own.url, DEMO_PEOPLE.admin);
});

test.afterAll(async () => {
  await own?.dispose();
});

/** A page of the app pointed at the test's own server; closed with its context at the end. */
async function ownPage(browser: Browser): Promise<Page> {
  return appPage(browser, own.url);
}

const scene = (first: string, body: string): Promise<Scene> => sceneForAna(sandbox, admin, DEMO_PEOPLE.ana, first, body, own.url);

async function send(page: Page, text: string) {
  const box = page.getByRole('textbox', { name: 'Digite uma mensagem' });
  await box.fill(text);
  await box.press('Enter');
}

const reconnecting = (page: Page) => page.getByRole('status').filter({ hasText: /Reconectando ao servidor|Sem conexão com o servidor/ });

test('the server killed and started again mid-session: still signed in, the queued message goes out once, what came meanwhile shows', async ({ browser }) => {
  test.setTimeout(180_000);
  const killable = await serverProcess();
  try {
    const boss = await asUser(killable.url, DEMO_PEOPLE.super);
    const sandboxOfKillable = await sandboxConnection(killable.url, DEMO_PEOPLE.admin);
    const talk = await sceneForAna(sandboxOfKillable, boss, DEMO_PEOPLE.ana, 'Queda', 'Antes da queda', killable.url);
    const page = await appPage(browser, killable.url);
    // The page's socket goes through here. While `held`, its reconnects are refused, so the
    // customer's message below reaches the restarted server before the page is connected again:
    // only the resync after the reconnect can bring it.
    let held = false;
    await page.routeWebSocket(/\/socket\.io\//, (ws) => {
      if (held) {
        setTimeout(() => void ws.close({ code: 1011 }), 50);
        return;
      }
      ws.connectToServer();
    });
    await new LoginDriver(page).as(DEMO_PEOPLE.ana);
    await new ConversationDriver(page).open(talk.uuid, talk.name);
    const messages = new MessagesDriver(page);
    await expect(messages.received('Antes da queda')).toBeVisible();

    held = true;
    await killable.kill();
    await expect(reconnecting(page)).toBeVisible();
    await send(page, 'Escrita com o servidor fora');
    const queued = messages.sent('Escrita com o servidor fora');
    await expect(queued.getByRole('img', { name: 'Na fila: será enviada quando a conexão voltar' })).toBeVisible();

    await killable.start();
    await talk.inbound({ body: 'Chegou durante a queda' });
    held = false;

    await expect(reconnecting(page)).toBeHidden({ timeout: 30_000 });
    await expect(messages.received('Chegou durante a queda')).toBeVisible({ timeout: 20_000 });
    await expect(queued.getByRole('img', { name: /Na fila/ })).toBeHidden({ timeout: 20_000 });
    await expectStoredTimes(boss, talk.id, 'Escrita com o servidor fora', 1);
    await expect(messages.sent('Escrita com o servidor fora')).toHaveCount(1);
    await expect(messages.received('Chegou durante a queda')).toHaveCount(1);
    // Never sent back to the login page.
    await expect(page).toHaveURL(new RegExp(`/tickets/${talk.uuid}$`));
    await expect(page.getByRole('button', { name: 'Entrar' })).toBeHidden();
    await page.context().close();
  } finally {
    await killable.dispose();
  }
});

test('20 requests at once on an expired access token: one refresh, all 20 answered', async ({ browser }) => {
  const page = await ownPage(browser);
  const tickets: Scene[] = [];
  for (let i = 1; i <= 20; i++) tickets.push(await scene('Rajada', `Pedido ${i}`));
  const ids = new Set(tickets.map((t) => t.id));
  const companyId = ((await admin.ticket(tickets[0].id)) as unknown as { companyId: number }).companyId;

  await new LoginDriver(page).as(DEMO_PEOPLE.ana);
  const inbox = new InboxDriver(page);
  const list = inbox.list('Atendimentos em andamento');
  await expect(inbox.ticket(list, tickets[19].name)).toBeVisible();

  let refreshes = 0;
  const verified: { id: number; status: number }[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/auth/refresh_token')) refreshes += 1;
  });
  page.on('response', (response) => {
    const id = /\/tickets\/(\d+)$/.exec(new URL(response.url()).pathname)?.[1];
    if (response.request().method() === 'GET' && id && ids.has(Number(id))) verified.push({ id: Number(id), status: response.status() });
  });

  // The access token the page holds is now 16 minutes old: past its 15.
  own.advance(16 * 60_000);
  // A `delete` for each ticket (one arriving late, CONTRACT.md): the page asks the server about
  // each, all in the same moment.
  for (const t of tickets) own.server.ctx.emitter.emit(companyId, 'all', 'ticket', { action: 'delete', ticketId: t.id });

  // Each ticket answered; the burst did hit the expired token (the server says 403, as Whaticket
  // does; one sent after the refresh may go straight through); one refresh served them all.
  const answered = () => new Set(verified.filter((r) => r.status === 200).map((r) => r.id)).size;
  await expect.poll(answered, { timeout: 30_000 }).toBe(20);
  expect(verified.filter((r) => r.status === 401 || r.status === 403).length).toBeGreaterThan(1);
  expect(verified.filter((r) => r.status !== 200 && r.status !== 401 && r.status !== 403)).toEqual([]);
  expect(refreshes).toBe(1);
  // What the attendant sees: still signed in, every ticket still listed.
  await expect(page).toHaveURL(/\/tickets$/);
  await expect(inbox.ticket(list, tickets[19].name)).toBeVisible();
  await page.context().close();
  // The tests' own HTTP session aged with the clock too: sign in again for the cases that follow.
  admin = await asUser(own.url, DEMO_PEOPLE.super);
});

/** Holds the first GET of a ticket list of `status` until released, then answers it with `reply`. */
function holdFirstList(page: Page, status: string) {
  let release: (reply: Parameters<Route['fulfill']>[0]) => void = () => undefined;
  const held = new Promise<Parameters<Route['fulfill']>[0]>((resolve) => (release = resolve));
  let seen = false;
  let arrived: () => void = () => undefined;
  const came = new Promise<void>((resolve) => (arrived = resolve));
  const pattern = /\/tickets(\/)?\?/;
  const handler = async (route: Route) => {
    const url = new URL(route.request().url());
    if (seen || route.request().method() !== 'GET' || url.searchParams.get('status') !== status) return route.continue();
    seen = true;
    arrived();
    await route.fulfill(await held);
  };
  return { install: () => page.route(pattern, handler), came, release, remove: () => page.unroute(pattern, handler) };
}

test('a slow list reply, then a 500: a clear error, and trying again loads the list', async ({ browser }) => {
  const page = await ownPage(browser);
  const waiting = await scene('Lenta', 'Oi, alguém?');
  const hold = holdFirstList(page, 'open');
  await hold.install();
  await new LoginDriver(page).as(DEMO_PEOPLE.ana);
  await hold.came;
  const inbox = new InboxDriver(page);
  await expect(page.getByLabel('Carregando atendimentos...')).toBeVisible();

  hold.release({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: 'Internal Server Error' }) });
  const alert = page.getByRole('alert').filter({ hasText: 'Não foi possível carregar os atendimentos.' });
  await expect(alert).toBeVisible();
  await alert.getByRole('button', { name: 'Tentar novamente' }).click();
  const list = inbox.list('Atendimentos em andamento');
  await expect(inbox.ticket(list, waiting.name)).toBeVisible();
  await expect(alert).toBeHidden();
  await page.context().close();
});

test('malformed payloads are dropped and logged: a socket event of the wrong shape, a list reply of the wrong shape', async ({ browser }) => {
  const page = await ownPage(browser);
  const warnings: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const first = await scene('Intacto', 'Primeira conversa');
  const companyId = ((await admin.ticket(first.id)) as unknown as { companyId: number }).companyId;
  const hold = holdFirstList(page, 'pending');
  await hold.install();
  await new LoginDriver(page).as(DEMO_PEOPLE.ana);
  const inbox = new InboxDriver(page);
  const list = inbox.list('Atendimentos em andamento');
  await expect(inbox.ticket(list, first.name)).toBeVisible();

  // HTTP: the waiting list answers 200 with something that is not a page of tickets.
  await hold.came;
  hold.release({ status: 200, contentType: 'application/json', body: JSON.stringify({ tickets: [{ id: 'x' }], count: 'many' }) });
  await inbox.openTab('Aguardando');
  await expect(page.getByRole('alert').filter({ hasText: 'Não foi possível carregar os atendimentos.' })).toBeVisible();
  await expect.poll(() => warnings.some((w) => w.includes('tickets'))).toBe(true);

  // Socket: events of known names, of the wrong shape, into the company's namespace. Straight
  // through socket.io, as a misbehaving backend would: the server's own emitter only takes payloads
  // its schemas accept.
  const ticketEvent = socketEvents.ticket.name(companyId);
  const messageEvent = socketEvents.appMessage.name(companyId);
  const namespace = own.server.io.of(`/${companyId}`);
  namespace.emit(ticketEvent, { action: 'update', ticket: { id: first.id, status: 42 } });
  namespace.emit(messageEvent, { action: 'create', message: 'not a message' });
  namespace.emit(ticketEvent, 'nonsense');
  await expect.poll(() => warnings.filter((w) => w.includes(ticketEvent)).length).toBeGreaterThanOrEqual(2);
  await expect.poll(() => warnings.some((w) => w.includes(messageEvent))).toBe(true);

  // The screen still works: the list is there, a new conversation arrives live and opens.
  await inbox.openTab('Atendendo');
  await expect(inbox.ticket(list, first.name)).toBeVisible();
  const second = await scene('Depois', 'Segunda conversa');
  await expect(inbox.ticket(list, second.name)).toBeVisible();
  await inbox.ticket(list, second.name).click();
  await expect(new MessagesDriver(page).received('Segunda conversa')).toBeVisible();
  expect(errors).toEqual([]);
  await page.context().close();
});

test('a damaged entry in the local store: the notice, and nothing else lost (the other draft, the tasks)', async ({ browser }) => {
  const page = await ownPage(browser);
  const first = await scene('Rascunho', 'Primeiro');
  const second = await scene('Rascunho', 'Segundo');
  await new LoginDriver(page).as(DEMO_PEOPLE.ana);
  const inbox = new InboxDriver(page);
  const list = inbox.list('Atendimentos em andamento');
  const composer = page.getByRole('textbox', { name: 'Digite uma mensagem' });
  const stored = () => page.evaluate(() => Object.entries(localStorage).find(([key]) => key.endsWith('.drafts'))?.[1] ?? '');
  for (const [talk, text] of [
    [first, 'Rascunho do primeiro'],
    [second, 'Rascunho do segundo'],
  ] as const) {
    await inbox.ticket(list, talk.name).click();
    await expect(new ConversationDriver(page).heading(talk.name)).toBeVisible();
    await composer.fill(text);
    await expect.poll(stored).toContain(text);
  }
  const todo = new TodoDriver(page);
  await todo.open();
  await todo.add('Ligar para o cliente');
  await todo.add('Enviar a proposta');
  await expect(todo.items()).toHaveCount(2);

  // The first draft's entry is damaged on disk (not text any more), then the app starts again.
  await page.evaluate((id) => {
    const [key, value] = Object.entries(localStorage).find(([k]) => k.endsWith('.drafts'))!;
    localStorage.setItem(key, JSON.stringify({ ...JSON.parse(value), [id]: { broken: true } }));
  }, String(first.id));
  await page.reload();
  await expect(todo.items()).toHaveCount(2);
  await expect(todo.list()).toContainText('Ligar para o cliente');
  await expect(todo.list()).toContainText('Enviar a proposta');

  await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Atendimentos', exact: true }).click();
  await inbox.ticket(list, second.name).click();
  await expect(composer).toHaveValue('Rascunho do segundo');
  await expect(page.getByRole('alert').filter({ hasText: 'estava danificada e foi descartada. O restante foi mantido.' })).toBeVisible();
  // The damaged one is what was lost, and only it.
  await inbox.ticket(list, first.name).click();
  await expect(new ConversationDriver(page).heading(first.name)).toBeVisible();
  await expect(composer).toHaveValue('');
  await page.context().close();
});
