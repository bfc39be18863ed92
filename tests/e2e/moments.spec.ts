import { test, expect, appPage, backendUrl } from './fixtures';
import { seriousViolations } from './axe';
import { sendInbound, uniqueNumber } from '../support/backendClient';
import { InboxDriver } from './drivers/InboxDriver';
import { LoginDriver } from './drivers/LoginDriver';

/**
 * The real-time attendance panel (spec 1 §2, /moments) against the reference server: the queue
 * card and one card per attendant, the spec's cuts and colours, a ticket moving live between
 * cards when another browser accepts it, the access icon rule and the no-permission view.
 */

test('a waiting ticket moves live to the attendant’s card when accepted in another browser', async ({
  browser,
  page,
  login,
  tenant,
  sandbox,
}) => {
  // Two signed-in browsers and a move awaited live in both.
  test.slow();
  const vendas = sandbox.queues.find((q) => q.name === 'Vendas')!;
  await login.as(tenant.admin);
  await page.getByRole('navigation').getByRole('link', { name: 'Painel de Atendimentos', exact: true }).click();
  await expect(page).toHaveURL(/\/moments$/);
  const waitingCard = page.getByRole('region', { name: 'Aguardando na fila' });
  const waiting = waitingCard.getByRole('list', { name: 'Atendimentos aguardando na fila' });
  await expect(waiting.getByRole('listitem').first()).toBeVisible();
  // The demo company has 8 customers waiting: red, above 5 (spec: 0 green, 1 to 5 yellow).
  await expect(waitingCard.getByText(/aguardando: Fila cheia$/)).toBeAttached();
  await expect(waitingCard.locator('[data-level="red"]')).toBeVisible();

  // A customer with a long name and a long message writes in Vendas.
  const name = 'Cliente Do Painel Com Um Nome Bem Comprido';
  const body = 'Quero saber o preço do plano anual com desconto, por favor';
  await sendInbound(backendUrl(), sandbox.token, { number: uniqueNumber(), name, body, queueId: vendas.id });
  const row = waiting.getByRole('listitem', { name });
  await expect(row).toBeVisible();
  // Names above 30 characters: 25 and an ellipsis; messages above 30: 27 and an ellipsis.
  await expect(row).toContainText(`${name.slice(0, 25)}…`);
  await expect(row).toContainText(`${body.slice(0, 27)}…`);
  await expect(row).not.toContainText(name);
  await expect(row).toContainText('Vendas');
  // An admin may open any ticket from the panel.
  await expect(row.getByRole('link', { name: `Abrir atendimento de ${name}` })).toBeVisible();

  // Bruno, in another browser, accepts it: it leaves the queue card and lands in his, no reload.
  const brunoPage = await appPage(browser);
  await new LoginDriver(brunoPage).as(tenant.bruno);
  const bruno = new InboxDriver(brunoPage);
  await bruno.openTab('Aguardando');
  await bruno.ticket(bruno.list('Atendimentos aguardando'), name).click();
  await brunoPage.getByRole('button', { name: 'Aceitar' }).click();

  const brunoCard = page.getByRole('list', { name: 'Atendimentos de Bruno Vendedor' });
  await expect(brunoCard.getByRole('listitem', { name })).toBeVisible();
  await expect(waiting.getByRole('listitem', { name })).toHaveCount(0);

  expect(await seriousViolations(page)).toEqual([]);
  await brunoPage.context().close();
});

test('without allowRealTime a user gets the no-permission view; with it, the access icon only on their own tickets', async ({
  browser,
  page,
  login,
  tenant,
  superAdmin,
}) => {
  test.slow();
  await login.as(tenant.bruno);
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Painel de Atendimentos', exact: true })).toHaveCount(0);
  await page.goto('/moments');
  await expect(page.getByRole('heading', { name: 'Oops! Acesso Negado!' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  const users = await superAdmin.users();
  const ana = users.find((u) => u.email === tenant.ana)!;
  await superAdmin.editUser(ana.id, { allowRealTime: 'enabled' });
  const anaPage = await appPage(browser);
  await new LoginDriver(anaPage).as(tenant.ana);
  await anaPage.getByRole('navigation').getByRole('link', { name: 'Painel de Atendimentos', exact: true }).click();
  const own = anaPage.getByRole('list', { name: 'Atendimentos de Ana Atendente' });
  const others = anaPage.getByRole('list', { name: 'Atendimentos de Bruno Vendedor' });
  await expect(own.getByRole('listitem').first()).toBeVisible();
  await expect(others.getByRole('listitem').first()).toBeVisible();
  await expect(own.getByRole('link')).toHaveCount(await own.getByRole('listitem').count());
  await expect(others.getByRole('link')).toHaveCount(0);
  await anaPage.context().close();
});
