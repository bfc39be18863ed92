import { test, expect } from './fixtures';
import { seriousViolations } from './axe';

/**
 * /AcessTypebot (issue 14, spec 2 §2): an admin gives this machine the company's flow builder
 * address (https only), which then opens in a sandboxed frame that cannot steer the app; the
 * address survives a reload and can be changed; a profile user gets the no-permission view. The
 * builder itself is a page served by the test at an https address (no external service is
 * reachable here).
 */

const BUILDER = 'https://typebot.loja.test';

test('an admin connects the flow builder, which opens in a frame that cannot steer the app', async ({
  page,
  login,
  tenant,
}) => {
  await page.route(`${BUILDER}/**`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="pt-BR"><title>Typebot</title><main><h1>Meus fluxos</h1></main></html>',
    }),
  );
  await login.as(tenant.admin);
  await page.goto('/AcessTypebot');
  await expect(page.getByRole('heading', { name: 'Conectar o construtor de fluxos' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  const address = page.getByRole('textbox', { name: 'Endereço do construtor de fluxos' });
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Obrigatório')).toBeVisible();
  await address.fill('http://typebot.loja.test');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText(/Informe um endereço https, sem usuário e senha/)).toBeVisible();
  await address.fill(`${BUILDER}/typebots`);
  await page.getByRole('button', { name: 'Salvar' }).click();

  const frame = page.getByTitle('Construtor de fluxos (Typebot)');
  await expect(frame).toHaveAttribute('src', `${BUILDER}/typebots`);
  const sandbox = (await frame.getAttribute('sandbox')) ?? '';
  expect(sandbox).toContain('allow-scripts');
  expect(sandbox).not.toContain('allow-top-navigation');
  const inside = frame.contentFrame();
  await expect(inside.getByRole('heading', { name: 'Meus fluxos' })).toBeVisible();
  // The builder cannot send the app elsewhere.
  await inside.locator('main').evaluate(() => {
    try {
      window.top!.location.href = 'https://typebot.loja.test/phish';
    } catch {
      // refused by the sandbox, as it should be
    }
  });
  await expect(page).toHaveURL(/\/AcessTypebot$/);
  await expect(page.getByText(`Construtor de fluxos em ${BUILDER}/typebots`)).toBeVisible();

  // Kept on this machine: after a reload the frame is there again; the address can be changed.
  await page.reload();
  await expect(page.getByTitle('Construtor de fluxos (Typebot)')).toHaveAttribute('src', `${BUILDER}/typebots`);
  await page.getByRole('button', { name: 'Alterar endereço' }).click();
  await expect(address).toHaveValue(`${BUILDER}/typebots`);
  await address.fill(`${BUILDER}/`);
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByTitle('Construtor de fluxos (Typebot)')).toHaveAttribute('src', `${BUILDER}/`);
  expect(await seriousViolations(page)).toEqual([]);
});

test('a profile user gets the no-permission view on /AcessTypebot', async ({ page, login, tenant }) => {
  await login.as(tenant.ana);
  await page.goto('/AcessTypebot');
  await expect(page.getByRole('heading', { name: 'Oops! Acesso Negado!' })).toBeVisible();
  await expect(page.getByTitle('Construtor de fluxos (Typebot)')).toHaveCount(0);
});
