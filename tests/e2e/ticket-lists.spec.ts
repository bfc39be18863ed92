import { test, expect, backendUrl } from './fixtures';
import { asUser } from '../support/adminApi';
import { apiLogin, sendInbound, uniqueNumber } from '../support/backendClient';

/** A word no seed line or other test writes (letters only: digits in a search also match phone numbers). */
const uniqueWord = (prefix: string) =>
  prefix + Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

test.describe('ticket lists, end to end', () => {
  test('the panel width survives a reload (keyboard and drag)', async ({ page, login, inbox, tenant }) => {
    const admin = await asUser(backendUrl(), tenant.admin);
    const superId = (await admin.users()).find((u) => u.email === tenant.super)!.id;
    await login.as(tenant.super);
    const resizer = inbox.resizer();
    await expect(resizer).toHaveAttribute('aria-valuemin', '404');
    // The suite's 1440 px window offers only what leaves the conversation 520 px: 1440 − 240 (menu) − 520 − 6 (separator).
    await expect(resizer).toHaveAttribute('aria-valuemax', '674');
    const start = Number(await resizer.getAttribute('aria-valuenow'));

    // Keyboard: focus the separator, five steps to the left.
    await resizer.focus();
    for (let i = 0; i < 5; i += 1) await resizer.press('ArrowLeft');
    const narrower = Math.max(404, start - 50);
    await expect(resizer).toHaveAttribute('aria-valuenow', String(narrower));

    // Drag: 60 px to the right; saved once the user stops.
    const box = (await resizer.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + 200);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 30, box.y + 200, { steps: 3 });
    await page.mouse.move(box.x + box.width / 2 + 60, box.y + 200, { steps: 3 });
    await page.mouse.up();
    const wider = narrower + 60;
    await expect(resizer).toHaveAttribute('aria-valuenow', String(wider));
    // The server holds the dragged width (the keyboard's may be saved first: waiting for any save
    // could reload before this one), as another user of the company reads it.
    await expect.poll(async () => (await admin.user(superId)).defaultTicketsManagerWidth).toBe(wider);

    await page.reload();
    await expect(inbox.resizer()).toHaveAttribute('aria-valuenow', String(wider));
    const aside = page.getByRole('complementary', { name: 'Listas de atendimentos' });
    expect(Math.round((await aside.boundingBox())!.width)).toBe(wider);
  });

  test('a wide window offers the spec’s 700 px maximum', async ({ page, login, inbox, tenant }) => {
    await page.setViewportSize({ width: 1920, height: 1080 });
    await login.as(tenant.super);
    await expect(inbox.resizer()).toHaveAttribute('aria-valuemax', '700');
  });

  test('narrow window: tabs Ticket and Atendimentos, the placeholder, and opening a ticket', async ({
    page,
    login,
    inbox,
    tenant,
  }) => {
    await page.setViewportSize({ width: 820, height: 900 });
    await login.as(tenant.ana);
    const ticketTab = page.getByRole('tab', { name: 'Ticket', exact: true });
    const listTab = page.getByRole('tab', { name: 'Atendimentos', exact: true });
    // No ticket in the route: the list tab is active.
    await expect(listTab).toHaveAttribute('aria-selected', 'true');
    await expect(inbox.resizer()).toHaveCount(0);

    await ticketTab.click();
    await expect(page.getByText('Selecione um ticket para começar a conversar.')).toBeVisible();
    await page.getByRole('button', { name: 'Selecionar Ticket' }).click();
    await expect(listTab).toHaveAttribute('aria-selected', 'true');

    const open = inbox.list('Atendimentos em andamento');
    await open.getByRole('option').first().click();
    await expect(page).toHaveURL(/\/tickets\/[\w-]+$/);
    await expect(ticketTab).toHaveAttribute('aria-selected', 'true');
    await expect(inbox.conversation()).toBeVisible();
  });

  test('the search finds a ticket by a word of an earlier message', async ({ login, inbox, sandbox, tenant }) => {
    const word = uniqueWord('boleto');
    const suporte = sandbox.queues.find((q) => q.name === 'Suporte')!;
    const number = uniqueNumber();
    await sendInbound(backendUrl(), sandbox.token, {
      number,
      name: 'Cliente Busca E2E',
      body: `Preciso do ${word} atualizado`,
      queueId: suporte.id,
    });
    // A later message: the word is no longer the last message, only the server's history has it.
    await sendInbound(backendUrl(), sandbox.token, {
      number,
      name: 'Cliente Busca E2E',
      body: 'Obrigado!',
      queueId: suporte.id,
    });

    await login.as(tenant.ana);
    await inbox.search(word);
    const results = inbox.list('Resultados da busca');
    await expect(inbox.ticket(results, 'Cliente Busca E2E')).toBeVisible();
    await expect(results.getByRole('option')).toHaveCount(1);

    // Clearing the search goes back to the open tab.
    await inbox.searchBox().fill('');
    await expect(inbox.tab('Abertas')).toHaveAttribute('aria-selected', 'true');
  });

  test('a tag filter narrows the list to the tagged tickets', async ({ login, inbox, tenant }) => {
    await login.as(tenant.ana);
    await inbox.openTab('Aguardando');
    const pending = inbox.list('Atendimentos aguardando');
    // Seeded: Mariana Souza (tag Urgente) and João Pereira (no tag) wait in Suporte.
    await expect(inbox.ticket(pending, 'Mariana Souza')).toBeVisible();
    await expect(inbox.ticket(pending, 'João Pereira')).toBeVisible();

    await inbox.openFilters();
    await inbox.chooseFilter('Tags', 'Urgente');
    await expect(inbox.tab('Busca')).toHaveAttribute('aria-selected', 'true');
    const results = inbox.list('Resultados da busca');
    await expect(inbox.ticket(results, 'Mariana Souza')).toBeVisible();
    await expect(inbox.ticket(results, 'João Pereira')).toHaveCount(0);
  });

  test('resuming on the inbox asks for its own list first; the other tabs, the bell, chats and the branding follow it', async ({
    page,
    login,
    inbox,
    tenant,
  }) => {
    await login.as(tenant.ana);
    await expect(inbox.list('Atendimentos em andamento')).toBeVisible();
    const asked: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (request.url().startsWith(backendUrl())) asked.push(url.pathname + url.search);
    });
    // The open list's first page is held: while it is, nothing else the inbox reads may start.
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    let arrived: () => void = () => undefined;
    const came = new Promise<void>((resolve) => (arrived = resolve));
    await page.route(/\/tickets\?/, async (route) => {
      if (new URL(route.request().url()).searchParams.get('status') !== 'open') return route.continue();
      arrived();
      await released;
      return route.continue();
    });
    await page.reload();
    await came;
    // Before, these started beside the list's page: a moment is enough for them to show.
    await page.waitForTimeout(1500);
    const background = /status=pending|withUnreadMessages|^\/chats|^\/announcements|^\/public-settings|^\/helps/;
    expect(asked.filter((path) => background.test(path))).toEqual([]);

    release();
    await expect(inbox.list('Atendimentos em andamento')).toBeVisible();
    // They still come, once the list is on screen: the waiting count, the bell, chats, the branding.
    const later = ['status=pending', 'withUnreadMessages', '/chats', '/public-settings/appName'];
    await expect.poll(() => later.filter((part) => !asked.some((path) => path.includes(part)))).toEqual([]);
  });

  test('resuming on the inbox goes from the loading screen straight to the list, with no loading state of a screen in between', async ({
    page,
    login,
    inbox,
    tenant,
  }) => {
    await login.as(tenant.ana);
    await expect(inbox.list('Atendimentos em andamento')).toBeVisible();
    // Every loading indicator that appears, in order, by what it says to a screen reader.
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { loadingSeen: string[] }).loadingSeen = seen;
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.addedNodes) {
            if (!(node instanceof Element)) continue;
            for (const shown of [node, ...node.querySelectorAll('[role="status"], [role="progressbar"]')])
              if (shown.matches('[role="status"], [role="progressbar"]'))
                seen.push(shown.getAttribute('aria-label') ?? shown.textContent ?? '');
          }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.reload();
    await expect(inbox.list('Atendimentos em andamento').getByRole('option').first()).toBeVisible();
    // The start-up screen at most once (none when all is in quickly); not again while the inbox's
    // code loads, nor the screens' spinner.
    const seen = await page.evaluate(() => (window as unknown as { loadingSeen: string[] }).loadingSeen);
    expect(seen.filter((label) => label === 'Carregando Balcão...').length).toBeLessThanOrEqual(1);
    expect(seen).not.toContain('Carregando...');
  });

  test('the closed tab lists resolved tickets of the user queues', async ({ login, inbox, tenant }) => {
    await login.as(tenant.ana);
    await inbox.openTab('Resolvidos');
    const closed = inbox.list('Atendimentos resolvidos');
    // Seeded closed tickets: Felipe Castro (Suporte, ana); André Cardoso (Vendas, bruno) is not hers to see.
    await expect(inbox.ticket(closed, 'Felipe Castro')).toBeVisible();
    await expect(inbox.ticket(closed, 'André Cardoso')).toHaveCount(0);
  });

  test("an admin's 'Todos' shows every attendant's open tickets, with the attendant on each", async ({
    page,
    login,
    inbox,
    sandbox,
    tenant,
  }) => {
    // Bruno accepts a new Vendas ticket (over HTTP: bruno has no browser session here).
    const vendas = sandbox.queues.find((q) => q.name === 'Vendas')!;
    const name = 'Cliente Do Bruno E2E';
    const { ticketId } = await sendInbound(backendUrl(), sandbox.token, {
      number: uniqueNumber(),
      name,
      body: 'Oi',
      queueId: vendas.id,
    });
    const brunoToken = await apiLogin(backendUrl(), tenant.bruno);
    const brunoId = (JSON.parse(Buffer.from(brunoToken.split('.')[1], 'base64url').toString()) as { id: number }).id;
    const accepted = await fetch(`${backendUrl()}/tickets/${ticketId}`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${brunoToken}` },
      body: JSON.stringify({ status: 'open', userId: brunoId }),
    });
    expect(accepted.ok, await accepted.text()).toBe(true);

    await login.as(tenant.admin);
    const open = inbox.list('Atendimentos em andamento');
    await expect(open.getByRole('option').first()).toBeVisible();
    await expect(inbox.ticket(open, name)).toHaveCount(0);
    await page.getByRole('switch', { name: 'Todos' }).check();
    await expect(inbox.ticket(open, name)).toBeVisible();
    await expect(inbox.ticket(open, name)).toContainText('Bruno Vendedor');
    await page.getByRole('switch', { name: 'Todos' }).uncheck();
    await expect(inbox.ticket(open, name)).toHaveCount(0);
  });

  test('the order flips between newest and oldest first', async ({ login, inbox, sandbox, tenant }) => {
    const suporte = sandbox.queues.find((q) => q.name === 'Suporte')!;
    await sendInbound(backendUrl(), sandbox.token, {
      number: uniqueNumber(),
      name: 'Ordem Primeiro E2E',
      body: 'primeiro',
      queueId: suporte.id,
    });
    await sendInbound(backendUrl(), sandbox.token, {
      number: uniqueNumber(),
      name: 'Ordem Segundo E2E',
      body: 'segundo',
      queueId: suporte.id,
    });

    await login.as(tenant.ana);
    await inbox.openTab('Aguardando');
    const pending = inbox.list('Atendimentos aguardando');
    const first = inbox.ticket(pending, 'Ordem Primeiro E2E');
    const second = inbox.ticket(pending, 'Ordem Segundo E2E');
    // Newest first: the second one on top.
    await expect(inbox.sortToggle()).toHaveAttribute('aria-pressed', 'false');
    expect(await inbox.position(second)).toBe(1);
    expect(await inbox.position(first)).toBe(2);

    await inbox.sortToggle().click();
    await expect(inbox.sortToggle()).toHaveAttribute('aria-pressed', 'true');
    // Oldest first: both at the end, the first before the second.
    await pending.focus();
    await pending.press('End');
    await expect(second).toBeVisible();
    await expect(first).toBeVisible();
    const [a, b] = [await inbox.position(first), await inbox.position(second)];
    expect(b).toBe(a + 1);
    expect(await pending.getAttribute('aria-activedescendant')).toBe(await second.getAttribute('id'));
  });

  test('keyboard: J/K move through the list and Enter opens, typing in the search does not', async ({
    page,
    login,
    inbox,
    tenant,
  }) => {
    await login.as(tenant.ana);
    const open = inbox.list('Atendimentos em andamento');
    await expect(open.getByRole('option').nth(1)).toBeVisible();
    const [firstName, secondName] = await inbox.rowNames(open);

    // Typing j/k into the search box is text, not navigation.
    await inbox.searchBox().fill('jk');
    // The box keeps the keys (the list may already have given way to the search's results).
    await expect(inbox.searchBox()).toBeFocused();
    await expect(inbox.searchBox()).toHaveValue('jk');
    await inbox.searchBox().press('Escape');
    await expect(inbox.tab('Abertas')).toHaveAttribute('aria-selected', 'true');
    await inbox.searchBox().blur();

    await page.keyboard.press('j');
    await expect(open).toBeFocused();
    const active = () => open.locator('[role="option"][data-active]');
    await expect(active()).toHaveAttribute('aria-label', firstName);
    await page.keyboard.press('j');
    await expect(active()).toHaveAttribute('aria-label', secondName);
    await page.keyboard.press('k');
    await expect(active()).toHaveAttribute('aria-label', firstName);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/tickets\/[\w-]+$/);
    // Found by its contact: opening the ticket reads it, so its name loses the unread count.
    await expect(inbox.ticket(open, secondName.split(',')[0])).toHaveAttribute('aria-selected', 'true');
    await expect(inbox.conversation()).toBeVisible();
  });
});
