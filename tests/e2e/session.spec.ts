import { LoginDriver } from './drivers/LoginDriver';
import { appPage, test, expect } from './fixtures';

test.describe('session', () => {
  test('a wrong password shows the translated error and stays on /login', async ({ page, login, tenant }) => {
    await login.open();
    await login.submit(tenant.ana, 'wrong-password');
    await expect(page.getByRole('alert')).toHaveText('Erro de autenticação. Por favor, tente novamente.');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a private route without a session goes to /login, and back after signing in', async ({
    page,
    login,
    tenant,
  }) => {
    await page.goto('/tickets');
    await expect(page).toHaveURL(/\/login$/);
    await login.submit(tenant.ana);
    await expect(page).toHaveURL(/\/tickets$/);
  });

  test('signing in from / (the address start:web and the desktop app used to open) lands an attendant on the inbox', async ({
    page,
    login,
    tenant,
  }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
    await login.submit(tenant.ana);
    await expect(page).toHaveURL(/\/tickets$/);
    await expect(page.getByRole('heading', { name: 'Oops! Acesso Negado!' })).toHaveCount(0);
  });

  test('/financeiro-aberto is for a company past its due date: others are taken to the inbox', async ({
    page,
    login,
    tenant,
  }) => {
    await page.goto('/financeiro-aberto');
    await login.submit(tenant.admin);
    await expect(page).toHaveURL(/\/tickets$/);
    await page.goto('/financeiro-aberto');
    await expect(page).toHaveURL(/\/tickets$/);
    await expect(page.getByText('Assinatura vencida')).toHaveCount(0);
  });

  test('signing in elsewhere ends this session, not the new one: the login page keeps saying why, with the email filled in', async ({
    page,
    login,
    browser,
    tenant,
  }) => {
    await login.as(tenant.bruno);
    // The app reloads itself a second after the redirect; a reload of ours racing it would be aborted.
    let loads = 0;
    page.on('load', () => loads++);
    const elsewhere = await appPage(browser);
    await new LoginDriver(elsewhere).as(tenant.bruno);
    await expect(page).toHaveURL(/\/login$/, { timeout: 15_000 });
    await expect.poll(() => loads, { timeout: 15_000 }).toBe(1);
    // Said on the login page after the automatic reload, and again after another, until the next sign-in.
    await expect(
      page.getByRole('status').filter({ hasText: 'Sua conta foi acessada em outro computador.' }),
    ).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue(tenant.bruno);
    await page.reload();
    await expect(
      page.getByRole('status').filter({ hasText: 'Sua conta foi acessada em outro computador.' }),
    ).toBeVisible();
    // Where bruno signed in last he stays signed in: this copy's logout ended only itself. (Resuming
    // reads the company settings before the first screen: slower on a busy machine.)
    await elsewhere.reload();
    await expect(elsewhere.getByRole('tab', { name: 'Atendendo' })).toBeVisible({ timeout: 30_000 });
    await expect(elsewhere).toHaveURL(/\/tickets$/);
    await elsewhere.context().close();
    // The next sign-in clears it.
    await login.submit(tenant.bruno);
    await expect(page).toHaveURL(/\/tickets$/);
    expect(await page.evaluate(() => sessionStorage.getItem('balcao.signOutNotice'))).toBeNull();
  });

  test('the session survives a reload (refresh cookie) and ends on logout', async ({ page, login, tenant }) => {
    await login.as(tenant.ana);
    await page.reload();
    // Resuming reads the company settings before the first screen: slower on a busy machine.
    await expect(page.getByRole('tab', { name: 'Atendendo' })).toBeVisible({ timeout: 30_000 });
    await expect(page).toHaveURL(/\/tickets$/);
    await login.logout('Ana');
    await page.goto('/tickets');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the literal uuid "undefined" redirects to /tickets', async ({ page, login, tenant }) => {
    await login.as(tenant.ana);
    await page.goto('/tickets/undefined');
    await expect(page).toHaveURL(/\/tickets$/);
  });

  test('an attendant without the dashboard permission gets the 403 page on /, and Back leads to /tickets', async ({
    page,
    login,
    tenant,
  }) => {
    await login.as(tenant.ana);
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Oops! Acesso Negado!' })).toBeVisible();
    await page.getByRole('button', { name: 'Voltar' }).click();
    await expect(page).toHaveURL(/\/tickets$/);
  });

  test('the interface switches language from the user menu', async ({ page, login, tenant }) => {
    await login.as(tenant.ana);
    await page.getByRole('button', { name: 'Conta de Ana' }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await expect(page.getByRole('tab', { name: 'In progress' })).toBeVisible();
    // Kept on this machine: the next start opens in English, the first screen's own strings too
    // (the account menu's, which load apart from pt-BR's).
    await page.reload();
    await expect(page.getByRole('tab', { name: 'In progress' })).toBeVisible();
    await page.getByRole('button', { name: "Ana Atendente's account" }).click();
    await page.getByRole('menuitem', { name: 'Português (Brasil)' }).click();
    await expect(page.getByRole('tab', { name: 'Atendendo' })).toBeVisible();
  });
});
