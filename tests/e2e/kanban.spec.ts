import type { Locator, Page } from '@playwright/test';
import { asUser } from '../support/adminApi';
import { createTenant } from '../support/tenant';
import { test, expect, appPage, backendUrl } from './fixtures';
import { seriousViolations } from './axe';
import { LoginDriver } from './drivers/LoginDriver';

/**
 * The kanban board and its column manager (issue 14, spec 2 "Kanban board", "Tag-column manager",
 * §4 "Kanban card move") against the reference server: a card moves between lanes by mouse and by
 * keyboard, the ticket's tags follow in the ticket manager and on a colleague's board live; a move
 * the server refuses puts the card back; the plan gate; the manager of the lanes. Each test has a
 * company of its own.
 */

const unique = () => Math.random().toString(36).slice(2, 7);

interface BoardTicket {
  id: number;
  uuid: string;
  tags: { id: number }[];
}

const board = (page: Page) => page.getByRole('region', { name: 'Quadro kanban' });
const lane = (page: Page, name: string) => board(page).getByRole('region', { name, exact: true });
const handle = (where: Locator, id: number) => where.getByRole('button', { name: `Mover o ticket nº ${id} (` });
/** dnd-kit's live region: what a screen reader hears during a drag. */
const announced = (page: Page) => page.locator('[id^="DndLiveRegion"]');

/**
 * Presses `key` until the held card is announced over `lane`, as a person does: an arrow whose
 * lane lies outside the board's view first scrolls the board there (dnd-kit's keyboard sensor)
 * and moves the card only at the next press. Past the last lane the card stays where it is.
 */
async function moveOver(page: Page, key: 'ArrowLeft' | 'ArrowRight', cardId: number, lane: string) {
  await expect(async () => {
    await page.keyboard.press(key);
    await expect(announced(page)).toContainText(`Ticket nº ${cardId} sobre a coluna ${lane}.`, { timeout: 3_000 });
  }).toPass();
}

/** Waits for a toast to close (they stay while hovered: the pointer moves away first). */
async function toastGone(page: Page, text: string) {
  await page.mouse.move(5, page.viewportSize()!.height - 5);
  await expect(page.getByRole('alert').filter({ hasText: text })).toBeHidden();
}

async function openBoard(page: Page) {
  await page.getByRole('navigation').getByRole('link', { name: 'Kanban', exact: true }).click();
  await expect(page).toHaveURL(/\/kanban$/i);
  await expect(page.getByRole('heading', { level: 1, name: /^Kanban/ })).toBeVisible();
  await expect(board(page)).toBeVisible();
}

/** Drags a card by its handle with the mouse and drops it on a lane. */
async function dragTo(page: Page, from: Locator, to: Locator) {
  await from.hover();
  await page.mouse.down();
  const box = (await to.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + 120, { steps: 12 });
  await page.mouse.move(box.x + box.width / 2 + 2, box.y + 124, { steps: 2 });
  await page.mouse.up();
}

/** Two kanban lanes of the test's own, and the first untagged ticket of Ana's board (the top of her 'Em aberto'). */
async function scene(
  superAdmin: { call: <T>(m: 'GET' | 'POST', p: string, b?: unknown) => Promise<{ body: T }> },
  ana: string,
) {
  const suffix = unique();
  const proposta = (
    await superAdmin.call<{ id: number; name: string }>('POST', '/tags', { name: `Proposta ${suffix}`, kanban: 1 })
  ).body;
  const fechamento = (
    await superAdmin.call<{ id: number; name: string }>('POST', '/tags', { name: `Fechamento ${suffix}`, kanban: 1 })
  ).body;
  // Read as Ana before she signs in in the browser (that sign-in ends this session).
  const asAna = await asUser(backendUrl(), ana);
  const { tickets } = (await asAna.call<{ tickets: BoardTicket[] }>('GET', '/ticket/kanban')).body;
  const card = tickets.find((t) => t.tags.length === 0)!;
  expect(card).toBeTruthy();
  return { proposta, fechamento, card };
}

test('a card moves by mouse and by keyboard; the ticket manager and a colleague’s board follow live', async ({
  page,
  login,
  tenant,
  browser,
  superAdmin,
}) => {
  test.slow();
  const { proposta, fechamento, card } = await scene(superAdmin, tenant.ana);

  await login.as(tenant.ana);
  await openBoard(page);
  // A profile user has no dashboard:view: no way to the column manager.
  await expect(page.getByRole('link', { name: 'Adicionar colunas' })).toHaveCount(0);
  const admin = await appPage(browser);
  await new LoginDriver(admin).as(tenant.admin);
  await openBoard(admin);
  await expect(admin.getByRole('link', { name: 'Adicionar colunas' })).toBeVisible();

  // By mouse: 'Em aberto' → Proposta.
  await expect(handle(lane(page, 'Em aberto'), card.id)).toBeVisible();
  await dragTo(page, handle(lane(page, 'Em aberto'), card.id), lane(page, proposta.name));
  await expect(handle(lane(page, proposta.name), card.id)).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Ticket Tag Adicionado com Sucesso!' })).toBeVisible();
  await expect.poll(async () => (await superAdmin.ticket(card.id)).tags.map((t) => t.id)).toEqual([proposta.id]);
  await expect(handle(lane(admin, proposta.name), card.id)).toBeVisible();

  // By keyboard: pick up, one lane to the right, drop; each step announced.
  const picked = handle(lane(page, proposta.name), card.id);
  await picked.focus();
  await page.keyboard.press('Space');
  await expect(announced(page)).toContainText(`Ticket nº ${card.id} pego na coluna ${proposta.name}.`);
  await moveOver(page, 'ArrowRight', card.id, fechamento.name);
  await page.keyboard.press('Space');
  await expect(announced(page)).toContainText(`Ticket nº ${card.id} solto na coluna ${fechamento.name}.`);
  await expect(handle(lane(page, fechamento.name), card.id)).toBeVisible();
  // The focus follows the card into its new lane, so the keys can move it on.
  await expect(handle(lane(page, fechamento.name), card.id)).toBeFocused();
  await expect.poll(async () => (await superAdmin.ticket(card.id)).tags.map((t) => t.id)).toEqual([fechamento.id]);
  await expect(handle(lane(admin, fechamento.name), card.id)).toBeVisible();
  await expect(handle(lane(admin, proposta.name), card.id)).toHaveCount(0);

  // The colleague opens the ticket from its card: the ticket manager shows the lane's tag.
  await lane(admin, fechamento.name)
    .getByRole('button', { name: `Ver Ticket nº ${card.id}` })
    .click();
  await expect(admin).toHaveURL(new RegExp(`/tickets/${card.uuid}$`));
  await expect(admin.getByRole('button', { name: `Remover tag ${fechamento.name}` })).toBeVisible();

  // Escape puts a picked-up card back where it was. Each move waits for the pick-up to be said,
  // as a person hears it: dnd-kit listens for the arrows only once the card is up.
  await page.keyboard.press('Space');
  await expect(announced(page)).toContainText(`Ticket nº ${card.id} pego na coluna ${fechamento.name}.`);
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Escape');
  await expect(announced(page)).toContainText(
    `Movimento cancelado. O ticket nº ${card.id} ficou na coluna ${fechamento.name}.`,
  );
  await expect(handle(lane(page, fechamento.name), card.id)).toBeVisible();

  // Back to 'Em aberto' by keyboard: the tag leaves the ticket, live in the colleague's ticket view.
  await handle(lane(page, fechamento.name), card.id).focus();
  await page.keyboard.press('Enter');
  await expect(announced(page)).toContainText(`Ticket nº ${card.id} pego na coluna ${fechamento.name}.`);
  // Fechamento → Proposta → the seeded 'Em negociação' → 'Em aberto'.
  await moveOver(page, 'ArrowLeft', card.id, 'Em aberto');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: 'Ticket Tag Removido!' })).toBeVisible();
  await expect(handle(lane(page, 'Em aberto'), card.id)).toBeVisible();
  await expect(admin.getByRole('button', { name: `Remover tag ${fechamento.name}` })).toHaveCount(0);
  await expect.poll(async () => (await superAdmin.ticket(card.id)).tags).toEqual([]);

  await toastGone(page, 'Ticket Tag Removido!');
  expect(await seriousViolations(page)).toEqual([]);
  await admin.context().close();
});

test('a move the server refuses (the lane deleted meanwhile) puts the card back, saying why', async ({
  page,
  login,
  tenant,
  superAdmin,
}) => {
  const { proposta, card } = await scene(superAdmin, tenant.ana);
  await login.as(tenant.ana);
  await openBoard(page);
  const picked = handle(lane(page, 'Em aberto'), card.id);
  await picked.focus();
  await page.keyboard.press('Space');
  await expect(announced(page)).toContainText(`Ticket nº ${card.id} pego na coluna Em aberto.`);
  // Past the seeded lane ('Em negociação') to the test's own.
  await moveOver(page, 'ArrowRight', card.id, 'Em negociação');
  await moveOver(page, 'ArrowRight', card.id, proposta.name);
  // An admin deletes the lane while Ana holds the card over it.
  expect((await superAdmin.call('DELETE', `/tags/${proposta.id}`)).status).toBe(200);
  await page.keyboard.press('Space');
  const error = page.getByRole('alert').filter({ hasText: `O ticket nº ${card.id} não foi movido` });
  await expect(error).toBeVisible();
  await expect(error).toContainText('Ele voltou para a coluna Em aberto.');
  await expect(handle(lane(page, 'Em aberto'), card.id)).toBeVisible();
  // The deleted lane leaves the board once the drag is over.
  await expect(lane(page, proposta.name)).toHaveCount(0);
  await expect.poll(async () => (await superAdmin.ticket(card.id)).tags).toEqual([]);
});

test('the column manager lists the lanes with their tickets, adds one, and leads back to the board', async ({
  page,
  login,
  tenant,
}) => {
  await login.as(tenant.admin);
  await openBoard(page);
  await page.getByRole('link', { name: 'Adicionar colunas' }).click();
  await expect(page).toHaveURL(/\/TagsKanban$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Colunas do Kanban/ })).toBeVisible();
  const table = page.getByRole('table', { name: 'Colunas do Kanban' });
  // The seeded lane, with its one ticket; normal tags are not lanes.
  await expect(table.getByRole('row').filter({ hasText: 'Em negociação' })).toContainText('1');
  await expect(table.getByText('VIP')).toHaveCount(0);

  expect(await seriousViolations(page)).toEqual([]);

  const name = `Negociação ${unique()}`;
  await page.getByRole('button', { name: 'Adicionar coluna' }).click();
  const add = page.getByRole('dialog', { name: 'Adicionar tag' });
  // A new tag added here starts as a lane.
  await expect(add.getByRole('switch', { name: 'Coluna do kanban' })).toBeChecked();
  await add.getByRole('textbox', { name: 'Nome' }).fill(name);
  await add.getByRole('button', { name: 'Salvar' }).click();
  await expect(add).toBeHidden();
  await expect(table.getByRole('row').filter({ hasText: name })).toContainText('0');

  await page.getByRole('link', { name: 'Voltar para o Kanban' }).click();
  await expect(lane(page, name)).toBeVisible();
  await expect(lane(page, 'Em negociação')).toBeVisible();
  await toastGone(page, 'Tag adicionada com sucesso.');
  expect(await seriousViolations(page)).toEqual([]);
});

test('without useKanban in the plan, /Kanban says so and goes to /', async ({ page, login }) => {
  const tenant = await createTenant(backendUrl(), ['useKanban']);
  await login.as(tenant.admin);
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Kanban', exact: true })).toHaveCount(0);
  await page.goto('/Kanban');
  await expect(
    page.getByRole('alert').filter({
      hasText: 'Esta empresa não possui permissão para acessar essa página! Estamos lhe redirecionando.',
    }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});
