import { test, expect, backendUrl } from './fixtures';
import { seriousViolations } from './axe';
import { asUser, type HttpUser } from '../support/adminApi';
import { createOtherTenant } from '../support/tenant';

/**
 * The super user's all-connections page (spec 3 "All connections", /allConnections): per-company
 * counts (connected only when CONNECTED) that follow what another company's admin made and paired
 * through the sandbox, the company's dialog, a disconnect and a removal from it moving the counts;
 * anyone else who opens the page lands on /tickets.
 */

const tag = () => Math.random().toString(36).slice(2, 7);

interface Listed {
  id: number;
  name: string;
  status: string;
  qrcode: string;
  token: string;
}

/** A new connection of the company, paired by the sandbox's simulated phone (its code changes on a timer: read it again on a miss). */
async function pairedConnection(admin: HttpUser, name: string) {
  const made = await admin.call<Listed>('POST', '/whatsapp', { name });
  expect(made.status).toBe(200);
  const { id, token } = made.body;
  await expect
    .poll(async () => {
      const { body } = await admin.call<Listed>('GET', `/whatsapp/${id}`);
      if (body.status === 'CONNECTED') return body.status;
      if (body.status === 'DISCONNECTED') await admin.call('POST', `/whatsappsession/${id}`);
      if (body.status !== 'qrcode' || !body.qrcode) return body.status;
      await fetch(`${backendUrl()}/sandbox/whatsapp/${id}/scan`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ qrcode: body.qrcode, number: '5565977776666' }),
      });
      return (await admin.call<Listed>('GET', `/whatsapp/${id}`)).body.status;
    })
    .toBe('CONNECTED');
  return id;
}

/** What the company's admin reads of its own connections, counted as the page counts them. */
async function countsOf(admin: HttpUser) {
  const { body } = await admin.call<Listed[]>('GET', '/whatsapp');
  const connected = body.filter((w) => w.status === 'CONNECTED').length;
  return [String(connected), String(body.length - connected), String(body.length)];
}

test('the super user sees each company’s counts, opens one, disconnects and removes its connections', async ({
  page,
  login,
  tenant,
}) => {
  test.slow();
  const other = await createOtherTenant(backendUrl());
  const otherAdmin = await asUser(backendUrl(), other.admin);
  const paired = `Loja ${tag()}`;
  const pairing = `Balcão ${tag()}`;
  await pairedConnection(otherAdmin, paired);
  // One left pairing: listed, not connected.
  expect((await otherAdmin.call('POST', '/whatsapp', { name: pairing })).status).toBe(200);

  await login.as(tenant.super);
  await page.getByRole('navigation').getByRole('link', { name: 'Gerenciar conexões', exact: true }).click();
  await expect(page).toHaveURL(/\/allConnections$/);
  await expect(page.getByRole('heading', { name: /Gerenciar conexões/ })).toBeVisible();
  const table = page.getByRole('table', { name: 'Conexões por cliente' });
  // Many companies share the test server: find each by name; the grand total row stays last.
  await page.getByRole('searchbox', { name: 'Pesquisar cliente' }).fill(tenant.name);
  await expect(table.locator('tbody').getByRole('row').filter({ hasText: tenant.name })).toBeVisible();
  await expect(table.locator('tbody').getByRole('row').last()).toContainText('Total');
  await page.getByRole('searchbox', { name: 'Pesquisar cliente' }).fill(other.name);
  const row = table.locator('tbody').getByRole('row').filter({ hasText: other.name });
  const figures = () => row.getByRole('cell').filter({ hasText: /^\d+$/ });
  await expect(figures()).toHaveText(await countsOf(otherAdmin));
  expect(await seriousViolations(page)).toEqual([]);

  await row.getByRole('button', { name: `Conexões de ${other.name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Conexões de ${other.name}` });
  const line = (name: string) => dialog.getByRole('row').filter({ hasText: name });
  await expect(line(paired)).toContainText('Conectado');
  await expect(line(paired)).toContainText('5565977776666');
  await expect(line(pairing)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // Disconnect the paired one: its session ends, the connection stays.
  await line(paired)
    .getByRole('button', { name: `Excluir ${paired}` })
    .click();
  const confirm = page.getByRole('dialog', { name: 'Exclusão de Registro' });
  await expect(confirm).toContainText('Deseja realmente excluir esse registro?');
  await confirm.getByRole('radio', { name: /Apenas desconectar a sessão/ }).check();
  await confirm.getByRole('button', { name: 'Confirmar' }).click();
  await expect(confirm).toBeHidden();
  await expect(line(paired)).toContainText('Desconectado');

  // Remove the one still pairing.
  await line(pairing)
    .getByRole('button', { name: `Excluir ${pairing}` })
    .click();
  await confirm.getByRole('radio', { name: 'Excluir a conexão' }).check();
  await confirm.getByRole('button', { name: 'Confirmar' }).click();
  await expect(line(pairing)).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // The counts moved, and agree with what the company itself reads.
  const now = await countsOf(otherAdmin);
  await expect(figures()).toHaveText(now);
  const { body } = await otherAdmin.call<Listed[]>('GET', '/whatsapp');
  expect(body.find((w) => w.name === paired)?.status).toBe('DISCONNECTED');
  expect(body.find((w) => w.name === pairing)).toBeUndefined();
});

test('the add menu makes a connection in the super user’s own company, counted at once', async ({
  page,
  login,
  tenant,
}) => {
  await login.as(tenant.super);
  await page.goto('/allConnections');
  const table = page.getByRole('table', { name: 'Conexões por cliente' });
  await page.getByRole('searchbox', { name: 'Pesquisar cliente' }).fill(tenant.name);
  const row = table.locator('tbody').getByRole('row').filter({ hasText: tenant.name });
  const total = row.getByRole('cell').filter({ hasText: /^\d+$/ }).last();
  await expect(total).toHaveText(/^\d+$/);
  const before = Number(await total.textContent());

  await page.getByRole('button', { name: 'Nova conexão' }).click();
  await expect(page.getByRole('menuitem', { name: 'Facebook' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Instagram' })).toBeVisible();
  await page.getByRole('menuitem', { name: 'WhatsApp' }).click();
  const dialog = page.getByRole('dialog', { name: 'Adicionar conexão' });
  const name = `Central ${tag()}`;
  await dialog.getByRole('textbox', { name: 'Nome' }).fill(name);
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog).toBeHidden();
  await expect(total).toHaveText(String(before + 1));

  await row.getByRole('button', { name: `Conexões de ${tenant.name}` }).click();
  await expect(
    page
      .getByRole('dialog', { name: `Conexões de ${tenant.name}` })
      .getByRole('row')
      .filter({ hasText: name }),
  ).toBeVisible();
});

test('an admin who is not the super user has no menu entry and lands on /tickets', async ({ page, login, tenant }) => {
  await login.as(tenant.admin);
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Conexões', exact: true })).toBeVisible();
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Gerenciar conexões', exact: true })).toHaveCount(0);
  await page.goto('/allConnections');
  await expect(page).toHaveURL(/\/tickets$/);
});
