import { readEverything } from '../support/adminApi';
import { ticketAttendedByAna } from '../support/ticketScene';
import { liveConnection } from './drivers/liveConnection';
import { TopBarDriver } from './drivers/TopBarDriver';
import { expectNotification, recordWebNotifications, wasNotified } from './drivers/webNotifications';
import { backendUrl, expect, test } from './fixtures';

/**
 * Do not disturb (issue 5): the top bar's switch (the desktop tray has the same one). While on,
 * a message in the user's ticket still counts in the bell, but no notification is shown and no
 * sound plays; it is kept across a reload.
 */
test.use({ permissions: ['notifications'] });

test('the top bar switch silences notifications but not the count, and is kept across a reload', async ({ page, login, tenant, superAdmin }) => {
  await recordWebNotifications(page);
  // A conversation ana attends, read, so that each new message counts once.
  const ticket = await ticketAttendedByAna(backendUrl(), tenant, 'Cliente Silêncio');
  // The seeded conversations read too: nothing is unread, so the bell starts at 0.
  await readEverything(superAdmin);

  await login.as(tenant.ana);
  const topBar = new TopBarDriver(page);
  const dnd = page.getByRole('switch', { name: 'Não perturbe' });
  await expect(dnd).toHaveAttribute('aria-checked', 'false');
  await dnd.click();
  await expect(dnd).toHaveAttribute('aria-checked', 'true');

  await topBar.expectUnread(0);
  await ticket.writes('Mensagem em silêncio');
  await topBar.expectUnread(1);
  expect(await wasNotified(page, ticket.name)).toBe(false);

  const connected = liveConnection(page);
  await page.reload();
  await expect(topBar.bell()).toBeVisible();
  await expect(dnd).toHaveAttribute('aria-checked', 'true');

  await dnd.click();
  await expect(dnd).toHaveAttribute('aria-checked', 'false');
  // Written once the resumed page listens: one written before would only be counted.
  await connected;
  await ticket.writes('Agora com aviso');
  const shown = await expectNotification(page, ticket.name);
  expect(shown.body).toBe('Agora com aviso');
});
