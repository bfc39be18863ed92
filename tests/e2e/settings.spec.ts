import type { Page } from '@playwright/test';
import { test, expect, appPage } from './fixtures';
import { seriousViolations } from './axe';
import { withSettings } from '../support/adminApi';
import { DEMO_PEOPLE } from '../support/tenant';
import { LoginDriver } from './drivers/LoginDriver';
import { startOwnServer } from './ownServer';
import { png } from './composerFiles';
import { saveAndSeeToast } from './drivers/DialogDriver';

/**
 * The settings page (issue 12, spec 2 "Settings page") against the reference server: an option
 * saved on change, spec 2 §5's required message, the no-permission view, the super user's
 * white-label (name, colour, logo) followed by a signed-out login page, and axe. Each test has a company of its own
 * (the tenant fixture); the white-label, which is the whole installation's, is changed on a server
 * of the test's own, so no other test's login page changes under it. Reads over HTTP use another
 * account than the page's, since signing in as the page's user would end its session.
 */

const SAVED = 'Operação atualizada com sucesso.';

async function openSettings(page: Page) {
  await page.getByRole('navigation').getByRole('link', { name: 'Configurações', exact: true }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Configurações' })).toBeVisible();
}

test('an admin switches an option on and off: each change is stored at once', async ({
  page,
  login,
  tenant,
  superAdmin,
}) => {
  await login.as(tenant.admin);
  await openSettings(page);
  const other = superAdmin;
  await withSettings(other, { userRandom: 'disabled' }, async () => {
    const option = page.getByRole('switch', { name: 'Escolher atendente aleatório' });
    await expect(option).not.toBeChecked();
    await option.click({ force: true });
    await expect(page.getByText(SAVED).first()).toBeVisible();
    await expect(option).toBeChecked();
    await expect.poll(() => other.setting('userRandom')).toBe('enabled');
    // Another admin's change arrives live (company-{id}-settings).
    await other.setSetting('userRandom', 'disabled');
    await expect(option).not.toBeChecked();
  });
  // The white-label tab is the super user's alone.
  await expect(page.getByRole('tab', { name: 'Opções' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Whitelabel' })).toHaveCount(0);
});

test('an option that sends a message waits for the message (spec 2 §5); LGPD options show with LGPD on', async ({
  page,
  login,
  tenant,
  superAdmin,
}) => {
  await login.as(tenant.admin);
  await openSettings(page);
  const other = superAdmin;
  await withSettings(
    other,
    { transferMessage: '', sendMsgTransfTicket: 'disabled', enableLGPD: 'disabled' },
    async () => {
      const option = page.getByRole('switch', { name: 'Enviar mensagem de transferência de fila/atendente' });
      const message = page.getByRole('textbox', { name: 'Mensagem de transferência' });
      await option.click({ force: true });
      await expect(page.getByText('Obrigatório com a opção ativada: escreva a mensagem antes.')).toBeVisible();
      await expect(message).toBeFocused();
      await expect(option).not.toBeChecked();
      expect(await other.setting('sendMsgTransfTicket')).toBe('disabled');

      await message.fill('Você foi transferido para {{queue}}.');
      await message.blur();
      await expect.poll(() => other.setting('transferMessage')).toBe('Você foi transferido para {{queue}}.');
      await option.click({ force: true });
      await expect(option).toBeChecked();
      await expect.poll(() => other.setting('sendMsgTransfTicket')).toBe('enabled');
      // Clearing it now is refused on the field, and nothing is sent.
      await message.fill('');
      await message.blur();
      await expect(page.getByText('Obrigatório com a opção ativada: escreva a mensagem antes.')).toBeVisible();
      expect(await other.setting('transferMessage')).toBe('Você foi transferido para {{queue}}.');

      // LGPD: its sub-options only while it is on.
      const hideNumber = page.getByRole('switch', { name: 'Ocultar o número do contato para o perfil usuário' });
      await expect(hideNumber).toHaveCount(0);
      await page.getByRole('switch', { name: 'Habilitar tratamento LGPD' }).click({ force: true });
      await expect(hideNumber).toBeVisible();
      await expect.poll(() => other.setting('enableLGPD')).toBe('enabled');
    },
  );
});

test('a profile user gets the no-permission view', async ({ page, login, tenant }) => {
  await login.as(tenant.ana);
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Configurações', exact: true })).toHaveCount(0);
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Oops! Acesso Negado!' })).toBeVisible();
});

test('the super user changes the app name, primary colour and logo: a signed-out login page follows', async ({
  browser,
}) => {
  test.slow();
  const own = await startOwnServer();
  try {
    const name = `Balcão E2E ${Date.now().toString(36)}`;
    const loginPage = await appPage(browser, own.url);
    await loginPage.goto('/login');
    const submit = loginPage.getByRole('button', { name: 'Entrar' });
    await expect(loginPage.getByRole('heading', { level: 1 })).toHaveText('Balcão');
    const colourBefore = await submit.evaluate((el) => getComputedStyle(el).backgroundColor);

    const page = await appPage(browser, own.url);
    await new LoginDriver(page).as(DEMO_PEOPLE.super);
    await openSettings(page);
    await page.getByRole('tab', { name: 'Whitelabel' }).click();
    const appName = page.getByRole('textbox', { name: 'Nome do sistema' });
    await expect(appName).toHaveValue('Balcão');
    await appName.fill(name);
    await appName.press('Tab');
    await expect(page.getByText(SAVED).first()).toBeVisible();
    const colour = page.getByRole('textbox', { name: 'Cor primária (tema claro)' });
    await colour.fill('#aa3300');
    await colour.press('Tab');
    // The signed-in window follows at once (its top bar), through the socket.
    await expect(page.getByRole('banner').getByText(name)).toBeVisible();
    // The light theme's logo, sent through the file picker; its preview appears once stored.
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Enviar imagem: Logotipo (tema claro)' }).click();
    await (await chooser).setFiles(png('marca.png'));
    const preview = page.getByRole('img', { name: 'Prévia: Logotipo (tema claro)' });
    await expect(preview).toBeVisible();
    const logoSrc = await preview.getAttribute('src');
    expect(logoSrc).toBeTruthy();

    // The login page has no socket: it reads the branding again when its window regains focus.
    await loginPage.bringToFront();
    await loginPage.evaluate(() => window.dispatchEvent(new Event('focus')));
    await expect(loginPage.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect.poll(() => submit.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe(colourBefore);
    await expect(loginPage).toHaveTitle(name);
    // The logo above the name (decorative: the heading names the app), loaded from the server.
    const logo = loginPage.getByRole('main').locator('img');
    await expect(logo).toHaveAttribute('src', logoSrc!);
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
    await loginPage.context().close();
    await page.context().close();
  } finally {
    await own.dispose();
  }
});

for (const scheme of ['light', 'dark'] as const) {
  test(`axe finds nothing critical or serious on both tabs (${scheme})`, async ({ page, login, tenant }) => {
    await page.addInitScript((value) => localStorage.setItem('balcao.theme', JSON.stringify(value)), scheme);
    await login.as(tenant.super);
    await openSettings(page);
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
    await expect(page.getByRole('switch', { name: 'Avaliações' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('tab', { name: 'Whitelabel' }).click();
    await expect(page.getByRole('textbox', { name: 'Nome do sistema' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('tab', { name: 'Ajudas' }).click();
    await expect(page.getByRole('table', { name: 'Ajudas' })).toBeVisible();
    await page.getByRole('button', { name: 'Adicionar ajuda' }).click();
    await expect(page.getByRole('dialog', { name: 'Adicionar ajuda' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('the super user keeps the help videos: add from a link, search, edit, delete; an admin has no helps tab', async ({
  page,
  login,
  tenant,
  browser,
}) => {
  const title = `Transferir ${Math.random().toString(36).slice(2, 7)}`;
  await login.as(tenant.super);
  await openSettings(page);
  await page.getByRole('tab', { name: 'Ajudas' }).click();
  await page.getByRole('button', { name: 'Adicionar ajuda' }).click();
  const add = page.getByRole('dialog', { name: 'Adicionar ajuda' });
  await expect(add.getByRole('textbox', { name: 'Título' })).toBeFocused();
  await add.getByRole('button', { name: 'Salvar' }).click();
  await expect(add.getByText('Obrigatório')).toBeVisible();
  await add.getByRole('textbox', { name: 'Título' }).fill(title);
  await add.getByRole('textbox', { name: 'Descrição' }).fill('Como passar um atendimento a outra fila');
  await add.getByRole('textbox', { name: 'Código do vídeo' }).fill('https://vimeo.com/123456');
  await add.getByRole('button', { name: 'Salvar' }).click();
  await expect(add.getByText('Informe o código ou o link de um vídeo do YouTube.')).toBeVisible();
  await add.getByRole('textbox', { name: 'Código do vídeo' }).fill('https://youtu.be/dQw4w9WgXcQ?t=3');
  await saveAndSeeToast(add, page.getByText('Ajuda salva com sucesso!'));

  // Help entries are the whole platform's (other tests add theirs): the search finds this one.
  const table = page.getByRole('table', { name: 'Ajudas' });
  await page.getByRole('searchbox', { name: 'Pesquisar ajudas' }).fill(title);
  const row = table.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('dQw4w9WgXcQ');
  await expect(table.locator('tbody').getByRole('row')).toHaveCount(1);

  await row.getByRole('button', { name: `Editar ${title}` }).click();
  const edit = page.getByRole('dialog', { name: 'Editar ajuda' });
  await expect(edit.getByRole('textbox', { name: 'Código do vídeo' })).toHaveValue('dQw4w9WgXcQ');
  await edit.getByRole('textbox', { name: 'Descrição' }).fill('Outra fila ou outro atendente');
  await edit.getByRole('button', { name: 'Salvar' }).click();
  await expect(edit).toBeHidden();
  await expect(row).toContainText('Outra fila ou outro atendente');

  await row.getByRole('button', { name: `Excluir ${title}` }).click();
  await page
    .getByRole('dialog', { name: `Excluir "${title}"?` })
    .getByRole('button', { name: 'Excluir' })
    .click();
  await expect(row).toHaveCount(0);
  await expect(page.getByText(`Nenhuma ajuda encontrada para "${title}"`)).toBeVisible();

  // A company admin who is not super sees no helps tab.
  const adminPage = await appPage(browser);
  try {
    await new LoginDriver(adminPage).as(tenant.admin);
    await openSettings(adminPage);
    await expect(adminPage.getByRole('tab', { name: 'Opções' })).toBeVisible();
    await expect(adminPage.getByRole('tab', { name: 'Ajudas' })).toHaveCount(0);
  } finally {
    await adminPage.context().close();
  }
});
