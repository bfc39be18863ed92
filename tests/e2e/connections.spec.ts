import { test, expect, backendUrl } from './fixtures';
import { seriousViolations } from './axe';
import { png } from './composerFiles';
import { sendInbound, uniqueNumber } from '../support/backendClient';

/**
 * The connections page (spec 2 "Connections page", "QR code dialog", /connections) against the
 * reference server: an admin adds a WhatsApp connection, watches its QR code change, pairs it
 * through the sandbox's scan (what a phone would do), sees the row go CONNECTED live and the menu
 * warning go away, disconnects, and tries again for a new code; Facebook through the sandbox's
 * stand-in for the social login; a profile user gets the no-permission view.
 */

const tag = () => Math.random().toString(36).slice(2, 7);

/** The simulated phone reads the code shown (POST /sandbox/whatsapp/{id}/scan, the connection's token). */
async function scan(id: number, token: string, qrcode: string) {
  const r = await fetch(`${backendUrl()}/sandbox/whatsapp/${id}/scan`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ qrcode, number: '5565988887777' }),
  });
  return r.status;
}

test('add a connection, watch its QR code change, pair it, disconnect and try again', async ({
  page,
  login,
  tenant,
  superAdmin,
}) => {
  test.slow();
  await login.as(tenant.admin);
  const nav = page.getByRole('navigation');
  // Every connection of a fresh company is connected: no warning on the menu entry.
  await expect(nav.getByRole('link', { name: 'Conexões', exact: true })).toBeVisible();
  await nav.getByRole('link', { name: 'Conexões', exact: true }).click();
  await expect(page).toHaveURL(/\/connections$/);
  await expect(page.getByRole('heading', { name: /Conexões/ })).toContainText('(2)');
  const table = page.getByRole('table', { name: 'Conexões' });
  const row = (name: string) => table.locator('tbody').getByRole('row').filter({ hasText: name });
  await expect(row('WhatsApp Demo')).toBeVisible();

  await page.getByRole('button', { name: 'Nova conexão' }).click();
  await page.getByRole('menuitem', { name: 'WhatsApp' }).click();
  const add = page.getByRole('dialog', { name: 'Adicionar conexão' });
  await expect(add.getByRole('textbox', { name: 'Nome' })).toBeFocused();
  await add.getByRole('textbox', { name: 'Nome' }).fill('A');
  await add.getByRole('button', { name: 'Salvar' }).click();
  await expect(add.getByText('Muito curto!')).toBeVisible();
  // A redirect time without its queue: the chatbot tab opens on the spec's message.
  const name = `Loja ${tag()}`;
  await add.getByRole('textbox', { name: 'Nome' }).fill(name);
  await add.getByRole('tab', { name: 'Chatbot' }).click();
  await add.getByRole('textbox', { name: 'Redirecionar para a fila em X minutos' }).fill('5');
  await add.getByRole('tab', { name: 'Geral' }).click();
  await add.getByRole('button', { name: 'Salvar' }).click();
  await expect(add.getByRole('tab', { name: 'Chatbot' })).toHaveAttribute('aria-selected', 'true');
  await expect(add.getByText(/Foi informado tempo para redirecionar/)).toBeVisible();
  await add.getByRole('textbox', { name: 'Redirecionar para a fila em X minutos' }).fill('');
  await add.getByRole('button', { name: 'Salvar' }).click();
  await expect(add).toBeHidden();
  await expect(page.getByRole('heading', { name: /Conexões/ })).toContainText('(3)');

  // Pairing: the row offers the QR code, and the menu warns while it is not connected.
  await expect(nav.getByRole('link', { name: 'Conexões (há conexões desconectadas)', exact: true })).toBeVisible();
  await page.getByRole('button', { name: `QR CODE: ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Leia o QR Code para iniciar a sessão' });
  const image = dialog.getByRole('img', { name: `QR Code de pareamento de ${name}` });
  await expect(image).toBeVisible();
  const first = (await image.getAttribute('data-qrcode'))!;
  expect(first).toMatch(/^2@/);
  // The code changes by itself (the server's timer), and the dialog follows.
  await expect(image).not.toHaveAttribute('data-qrcode', first);
  const shown = (await image.getAttribute('data-qrcode'))!;

  const connection = (
    await superAdmin.call<{ id: number; name: string; token: string }[]>('GET', '/whatsapp')
  ).body.find((w) => w.name === name)!;
  // An old code no longer pairs; the one on screen does (the server may have moved on in between: read it again).
  expect(await scan(connection.id, connection.token, first)).toBe(409);
  let status = await scan(connection.id, connection.token, shown);
  if (status === 409) status = await scan(connection.id, connection.token, (await image.getAttribute('data-qrcode'))!);
  expect(status).toBe(200);
  // Paired: the dialog closes itself, the row goes CONNECTED with the phone's number, the warning goes.
  await expect(dialog).toBeHidden();
  await expect(row(name).getByRole('img', { name: 'Conectado' })).toBeVisible();
  await expect(row(name)).toContainText('5565988887777');
  await expect(nav.getByRole('link', { name: 'Conexões', exact: true })).toBeVisible();

  await page.getByRole('button', { name: `Desconectar: ${name}` }).click();
  await expect(row(name).getByRole('img', { name: 'Desconectado' })).toBeVisible();
  await page.getByRole('button', { name: `Tentar novamente: ${name}` }).click();
  await page.getByRole('button', { name: `QR CODE: ${name}` }).click();
  await expect(dialog.getByRole('img', { name: `QR Code de pareamento de ${name}` })).toBeVisible();
  await dialog.getByRole('button', { name: 'Fechar' }).click();

  // Delete, choosing removal, after the spec's confirmation.
  await page.getByRole('button', { name: `Excluir ${name}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Exclusão de Registro' });
  await expect(confirm).toContainText('Deseja realmente excluir esse registro?');
  await confirm.getByRole('radio', { name: 'Excluir a conexão' }).check();
  await confirm.getByRole('button', { name: 'Confirmar' }).click();
  await expect(row(name)).toHaveCount(0);
});

test('collective vacation: its dates are asked for, checked and kept (spec 2 §5)', async ({ page, login, tenant }) => {
  await login.as(tenant.admin);
  await page.goto('/connections');
  await page.getByRole('button', { name: 'Editar WhatsApp Demo' }).click();
  const edit = page.getByRole('dialog', { name: 'Editar conexão' });
  await expect(edit.getByRole('textbox', { name: 'Nome' })).toHaveValue('WhatsApp Demo');
  await edit.getByRole('tab', { name: 'Mensagens' }).click();
  await edit.getByRole('textbox', { name: 'Mensagem de férias coletivas' }).fill('Estamos de férias até janeiro.');
  await edit.getByRole('tab', { name: 'Geral' }).click();
  await edit.getByRole('button', { name: 'Salvar' }).click();
  // The refused save opens the tab of the first field in error.
  await expect(edit.getByRole('tab', { name: 'Mensagens' })).toHaveAttribute('aria-selected', 'true');
  const start = edit.getByLabel('Início das férias coletivas');
  await expect(start).toHaveAttribute('aria-invalid', 'true');
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  await start.fill(day(-20));
  await edit.getByLabel('Fim das férias coletivas').fill(day(30));
  await edit.getByRole('button', { name: 'Salvar' }).click();
  await expect(edit.getByText('A data não pode ser anterior a 10 dias atrás.')).toBeVisible();
  await start.fill(day(2));
  await edit.getByRole('button', { name: 'Salvar' }).click();
  await expect(edit).toBeHidden();

  await page.getByRole('button', { name: 'Editar WhatsApp Demo' }).click();
  await edit.getByRole('tab', { name: 'Mensagens' }).click();
  await expect(edit.getByRole('textbox', { name: 'Mensagem de férias coletivas' })).toHaveValue(
    'Estamos de férias até janeiro.',
  );
  await expect(edit.getByLabel('Fim das férias coletivas')).toHaveValue(day(30));
});

test('greeting media: attached in the dialog, sent by the chatbot with its menu, removed again', async ({
  page,
  login,
  tenant,
  sandbox,
  superAdmin,
}) => {
  // Two dialog round trips and a conversation: over a minute on a loaded machine.
  test.slow();
  await login.as(tenant.admin);
  await page.goto('/connections');
  await page.getByRole('button', { name: `Editar ${sandbox.name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Editar conexão' });
  await expect(edit.getByText('Nenhum arquivo')).toBeVisible();
  const chooser = page.waitForEvent('filechooser');
  await edit.getByRole('button', { name: 'Anexar arquivo' }).click();
  await (await chooser).setFiles([png('boas-vindas.png')]);
  await expect(edit.getByText('boas-vindas.png')).toBeVisible();
  await edit.getByRole('button', { name: 'Salvar' }).click();
  await expect(edit).toBeHidden();

  // A new customer writes: the bot's menu comes with the picture, the menu as its caption.
  const { ticketId } = await sendInbound(backendUrl(), sandbox.token, { number: uniqueNumber(), body: 'Oi' });
  const ticket = await superAdmin.ticket(ticketId);
  await page.goto(`/tickets/${ticket.uuid}`);
  // The conversation loads with the page (slow on a loaded machine): wait for it, not for a time.
  const picture = page.getByRole('button', { name: 'Ampliar imagem' });
  await expect(picture).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/\[ 1 \]/).first()).toBeVisible();

  // Removed in the dialog: the connection has no file any more.
  await page.goto('/connections');
  await page.getByRole('button', { name: `Editar ${sandbox.name}` }).click();
  await expect(edit.getByText('boas-vindas.png')).toBeVisible();
  await edit.getByRole('button', { name: 'Remover arquivo' }).click();
  await expect(edit.getByText('Nenhum arquivo')).toBeVisible();
  await edit.getByRole('button', { name: 'Salvar' }).click();
  await expect(edit).toBeHidden();
  await page.getByRole('button', { name: `Editar ${sandbox.name}` }).click();
  await expect(edit.getByText('Nenhum arquivo')).toBeVisible();
});

test('Facebook through the sandbox: the page is connected at once', async ({ page, login, tenant }) => {
  await login.as(tenant.admin);
  await page.goto('/connections');
  await page.getByRole('button', { name: 'Nova conexão' }).click();
  await page.getByRole('menuitem', { name: 'Facebook' }).click();
  const dialog = page.getByRole('dialog', { name: 'Conectar Facebook' });
  await dialog.getByRole('textbox', { name: 'ID do usuário do Facebook' }).fill('1029384756');
  await dialog.getByRole('textbox', { name: 'Token de acesso do usuário' }).fill('EAAB-sandbox');
  await dialog.getByRole('button', { name: 'Conectar' }).click();
  await expect(page.getByText('Facebook conectado com sucesso!')).toBeVisible();
  const row = page.getByRole('table', { name: 'Conexões' }).getByRole('row').filter({ hasText: 'Facebook 1029384756' });
  await expect(row.getByRole('img', { name: 'Conectado' })).toBeVisible();
  await expect(row.getByRole('img', { name: 'Facebook' })).toBeVisible();
});

test('a profile user without allowConnections gets the no-permission view on /connections', async ({
  page,
  login,
  tenant,
}) => {
  await login.as(tenant.ana);
  await page.goto('/connections');
  await expect(page.getByRole('heading', { name: 'Oops! Acesso Negado!' })).toBeVisible();
  await expect(page.getByRole('navigation').getByRole('link', { name: /Conexões/ })).toHaveCount(0);
});

test('a profile user with allowConnections is treated as admin on /connections (spec 2 §6)', async ({
  page,
  login,
  tenant,
  superAdmin,
}) => {
  const ana = (await superAdmin.users()).find((u) => u.email === tenant.ana)!;
  await superAdmin.editUser(ana.id, { allowConnections: 'enabled' });
  await login.as(tenant.ana);
  await page.getByRole('navigation').getByRole('link', { name: 'Conexões', exact: true }).click();
  await expect(page.getByRole('columnheader', { name: 'Sessão' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Desconectar: WhatsApp Demo' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Nova conexão' })).toBeVisible();
});

for (const scheme of ['light', 'dark'] as const) {
  test(`axe finds nothing critical or serious on the connections page, its dialog and the QR code (${scheme})`, async ({
    page,
    login,
    tenant,
    superAdmin,
  }) => {
    // Three axe passes: each takes seconds on a loaded machine.
    test.slow();
    await page.emulateMedia({ colorScheme: scheme });
    const name = `Pareando ${tag()}`;
    expect((await superAdmin.call('POST', '/whatsapp', { name })).status).toBe(200);
    await login.as(tenant.admin);
    await page.goto('/connections');
    await page.getByRole('button', { name: `QR CODE: ${name}` }).click();
    await expect(page.getByRole('img', { name: `QR Code de pareamento de ${name}` })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Editar WhatsApp Demo' }).click();
    await expect(
      page.getByRole('dialog', { name: 'Editar conexão' }).getByRole('textbox', { name: 'Nome' }),
    ).toHaveValue('WhatsApp Demo');
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
  });
}
