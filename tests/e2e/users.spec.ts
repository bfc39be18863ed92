import { test, expect, appPage, backendUrl } from './fixtures';
import { seriousViolations } from './axe';
import { sendInbound, uniqueNumber } from '../support/backendClient';
import { InboxDriver } from './drivers/InboxDriver';
import { LoginDriver } from './drivers/LoginDriver';
import { UsersDriver } from './drivers/UsersDriver';
import { png } from './composerFiles';

/**
 * The users page (spec 2 "Users page", /users) against the reference server: an admin adds an
 * attendant with a queue, that attendant signs in elsewhere, the admin moves them to another queue
 * and their open inbox follows at once, then deletes them and their session ends. Each test runs
 * in a company of its own (the tenant fixture).
 */

const unique = () => `e2e-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}@balcao.test`;

test('add an attendant with a queue; their inbox follows a change of queue live; delete ends their session', async ({
  page,
  login,
  browser,
  tenant,
  sandbox,
  superAdmin,
}) => {
  test.slow();
  const queue = (name: string) => sandbox.queues.find((q) => q.name === name)!.id;
  const inSupport = `Suporte ${Math.random().toString(36).slice(2, 7)}`;
  const inSales = `Vendas ${Math.random().toString(36).slice(2, 7)}`;
  await sendInbound(backendUrl(), sandbox.token, {
    number: uniqueNumber(),
    name: inSupport,
    body: 'Oi',
    queueId: queue('Suporte'),
  });
  await sendInbound(backendUrl(), sandbox.token, {
    number: uniqueNumber(),
    name: inSales,
    body: 'Oi',
    queueId: queue('Vendas'),
  });

  await login.as(tenant.admin);
  const users = new UsersDriver(page);
  await users.open();
  await expect(users.row(tenant.ana)).toBeVisible();

  // Add: the spec's checks first, then a valid attendant in Suporte.
  await page.getByRole('button', { name: 'Adicionar usuário' }).click();
  const add = users.dialog('Adicionar usuário');
  await expect(users.field(add, 'Nome')).toBeFocused();
  await users.save(add);
  await expect(add.getByText('Obrigatório').first()).toBeVisible();
  await expect(users.field(add, 'Nome')).toHaveAttribute('aria-invalid', 'true');
  const email = unique();
  await users.field(add, 'Nome').fill('Carla Teste');
  await users.field(add, 'E-mail').fill(tenant.ana);
  await add.getByLabel(/^Senha/).fill('1234');
  await users.save(add);
  await expect(add.getByText('A senha precisa de pelo menos 5 caracteres')).toBeVisible();
  await add.getByLabel(/^Senha/).fill('segredo1');
  await users.toggleQueues(add, ['Suporte']);
  // A taken email: the server's refusal, on the field, in Portuguese.
  await users.save(add);
  await expect(add.getByText('Este e-mail já está em uso.')).toBeVisible();
  await users.field(add, 'E-mail').fill(email);
  // Watched from the click on: the toast closes by itself after a few seconds.
  const saved = expect(page.getByText('Operação realizada com sucesso!')).toBeVisible();
  await users.save(add);
  await saved;
  await expect(add).toBeHidden();
  await expect(users.row(email)).toContainText('Carla Teste');
  await expect(users.row(email)).toContainText('Suporte');

  // Carla signs in elsewhere: Suporte's waiting customer is hers to see, Vendas' is not.
  const carlaPage = await appPage(browser);
  await new LoginDriver(carlaPage).as(email, 'segredo1');
  const carla = new InboxDriver(carlaPage);
  await carla.openTab('Aguardando');
  const waiting = carla.list('Atendimentos aguardando');
  await expect(carla.ticket(waiting, inSupport)).toBeVisible();
  await expect(carla.ticket(waiting, inSales)).toHaveCount(0);
  // A profile user has no administration menu, and the page itself says no.
  await expect(carlaPage.getByRole('navigation').getByRole('link', { name: 'Usuários', exact: true })).toHaveCount(0);

  // The admin moves her from Suporte to Vendas: her open inbox follows without a reload.
  await users.row(email).getByRole('button', { name: 'Editar Carla Teste' }).click();
  const edit = users.dialog('Editar usuário');
  await expect(users.field(edit, 'Nome')).toHaveValue('Carla Teste');
  await users.toggleQueues(edit, ['Suporte', 'Vendas']);
  await edit.getByRole('tab', { name: 'Permissões' }).click();
  await edit.getByRole('switch', { name: 'Ver o painel (dashboard)' }).check();
  await users.save(edit);
  await expect(edit).toBeHidden();
  await expect(users.row(email)).toContainText('Vendas');
  await expect(users.row(email)).not.toContainText('Suporte');
  await expect(carla.ticket(waiting, inSales)).toBeVisible();
  await expect(carla.ticket(waiting, inSupport)).toHaveCount(0);

  // What the form did not show went back as it was, and the switch was stored (read by another
  // admin: signing in as this one over HTTP would end the page's session, spec 1 §4).
  const stored = (
    await superAdmin.call<{ id: number; email: string; showDashboard: string; startWork: string }[]>(
      'GET',
      '/users/list',
    )
  ).body.find((u) => u.email === email)!;
  expect(stored).toMatchObject({ showDashboard: 'enabled', startWork: '00:00' });

  // Delete, after the spec's question: her session ends at once.
  await users.row(email).getByRole('button', { name: 'Excluir Carla Teste' }).click();
  const confirm = page.getByRole('dialog', { name: 'Exclusão de Registro' });
  await expect(confirm).toContainText('Deseja realmente excluir esse registro?');
  await confirm.getByRole('button', { name: 'Excluir' }).click();
  await expect(users.row(email)).toHaveCount(0);
  await expect(carlaPage).toHaveURL(/\/login$/);
  await carlaPage.context().close();
});

test('search finds by name or email; an admin cannot delete themselves', async ({ page, login, tenant }) => {
  await login.as(tenant.admin);
  const users = new UsersDriver(page);
  await users.open();
  await users.search().fill('bruno');
  await expect(users.rows()).toHaveCount(1);
  await expect(users.heading()).toHaveText('Usuários (1)');
  await users.search().fill(tenant.ana.slice(0, 6));
  await expect(users.rows()).toHaveCount(1);
  await expect(users.row(tenant.ana)).toBeVisible();
  await users.search().fill('ninguem-assim');
  await expect(page.getByText('Nenhum usuário encontrado para "ninguem-assim"')).toBeVisible();
  await users.search().press('Escape');
  await expect(users.row(tenant.admin).getByRole('button', { name: 'Excluir Administrador' })).toBeDisabled();
});

test("an attendant's picture, sent from the profile dialog, shows in the top bar and live in the admin's users table; removed, the initials come back", async ({
  page,
  login,
  browser,
  tenant,
}) => {
  await login.as(tenant.admin);
  const users = new UsersDriver(page);
  await users.open();
  const anaRow = users.row(tenant.ana);
  await expect(anaRow).toBeVisible();
  await expect(anaRow.locator('img')).toHaveCount(0);

  const anaPage = await appPage(browser);
  await new LoginDriver(anaPage).as(tenant.ana);
  const account = anaPage.getByRole('button', { name: /^Conta de / });
  await expect(account.locator('img')).toHaveCount(0);
  await account.click();
  await anaPage.getByRole('menuitem', { name: 'Perfil' }).click();
  const dialog = anaPage.getByRole('dialog', { name: 'Editar perfil' });
  const chooser = anaPage.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: 'Enviar foto' }).click();
  await (await chooser).setFiles(png('eu.png'));
  await expect(anaPage.getByText('Foto atualizada.')).toBeVisible();
  const picture = dialog.getByRole('img', { name: /^Foto de / });
  await expect(picture).toBeVisible();
  const loaded = (img: HTMLImageElement) => img.complete && img.naturalWidth;
  await expect.poll(() => picture.evaluate(loaded)).toBe(1);
  // Her own top bar, and the admin's table through company-{id}-user, without a reload.
  await expect.poll(() => account.locator('img').evaluate(loaded)).toBe(1);
  await expect.poll(() => anaRow.locator('img').evaluate(loaded)).toBe(1);

  await dialog.getByRole('button', { name: 'Remover foto' }).click();
  await expect(anaPage.getByText('Foto removida.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Enviar foto' })).toBeVisible();
  await expect(anaRow.locator('img')).toHaveCount(0);
  await anaPage.context().close();
});

test('a profile user gets the no-permission view on /users', async ({ page, login, tenant }) => {
  await login.as(tenant.ana);
  await page.goto('/users');
  await expect(page.getByRole('heading', { name: 'Oops! Acesso Negado!' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Usuários' })).toHaveCount(0);
});

for (const scheme of ['light', 'dark'] as const) {
  test(`axe finds nothing critical or serious on the users page and its dialog (${scheme})`, async ({
    page,
    login,
    tenant,
  }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await login.as(tenant.admin);
    const users = new UsersDriver(page);
    await users.open();
    await expect(users.row(tenant.ana)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await users.row(tenant.ana).getByRole('button', { name: 'Editar Ana Atendente' }).click();
    const edit = users.dialog('Editar usuário');
    await expect(users.field(edit, 'Nome')).toHaveValue('Ana Atendente');
    expect(await seriousViolations(page)).toEqual([]);
    await edit.getByRole('tab', { name: 'Permissões' }).click();
    expect(await seriousViolations(page)).toEqual([]);
  });
}
