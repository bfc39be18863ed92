import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  bell,
  clickNotification,
  expect,
  lastBadge,
  openLink,
  recordDesktop,
  settled,
  shownNotifications,
  signIn,
  trayWaiting,
} from './desktopScene';
import { backendUrl, launchApp, test } from './fixtures';
import { ticketAttendedByAna, ticketWaitingInSuporte } from '../support/ticketScene';
import { DEMO_PEOPLE } from '../support/tenant';

/**
 * The desktop layer end to end (issue 5), against the run's reference server: native
 * notifications from inbound sandbox messages, the dock badge and the tray following the counts,
 * a draft kept in the profile across a restart, and `balcao://` ticket links.
 */

test('an inbound sandbox message raises a native notification; clicking it opens the ticket', async ({ app, window }) => {
  await recordDesktop(app);
  const ticket = await ticketAttendedByAna(backendUrl(), DEMO_PEOPLE, 'Cliente Nativo');
  await signIn(window, DEMO_PEOPLE.ana);
  await expect(window).toHaveURL(/\/tickets$/);
  await expect(bell(window)).toBeVisible();

  await ticket.writes('Olá pelo aplicativo');
  await expect
    .poll(() => shownNotifications(app))
    .toContainEqual({ title: `Mensagem de ${ticket.name}`, body: 'Olá pelo aplicativo', silent: true });

  await clickNotification(app, ticket.name);
  await expect(window).toHaveURL(new RegExp(`/tickets/${ticket.uuid}$`));
  await expect(window.getByRole('log', { name: 'Mensagens' }).getByText('Olá pelo aplicativo')).toBeVisible();
});

test('the dock badge counts unread messages in ana’s tickets and the tray the tickets waiting; both follow', async ({ app, window }) => {
  await recordDesktop(app);
  const ticket = await ticketAttendedByAna(backendUrl(), DEMO_PEOPLE, 'Cliente Contado');
  await signIn(window, DEMO_PEOPLE.ana);
  await expect(bell(window)).toBeVisible();
  const unread = await settled(() => lastBadge(app));
  const waiting = await settled(() => trayWaiting(app));

  await ticket.writes('Primeira');
  await ticket.writes('Segunda');
  await expect.poll(() => lastBadge(app)).toBe(unread + 2);

  await ticketWaitingInSuporte(backendUrl(), DEMO_PEOPLE, `Cliente Na Fila ${Math.random().toString(36).slice(2, 7)}`);
  await expect.poll(() => trayWaiting(app)).toBe(waiting + 1);

  // Opening the conversation reads it: the badge goes back down.
  await openLink(app, `balcao://tickets/${ticket.uuid}`);
  await expect(window).toHaveURL(new RegExp(`/tickets/${ticket.uuid}$`));
  await expect.poll(() => lastBadge(app)).toBe(unread);
});

test('a draft survives a restart; a ticket link given at launch opens that ticket after signing in', async ({ app, window, userData }) => {
  const ticket = await ticketAttendedByAna(backendUrl(), DEMO_PEOPLE, 'Cliente Rascunho');
  await signIn(window, DEMO_PEOPLE.ana);
  await expect(bell(window)).toBeVisible();
  await openLink(app, `balcao://tickets/${ticket.uuid}`);
  const box = window.getByRole('textbox', { name: 'Digite uma mensagem' });
  await expect(box).toBeVisible();
  await box.fill('Rascunho que sobrevive');
  // Kept in the profile's store file (debounced), under ana's scope.
  await expect
    .poll(async () => (await readFile(join(userData, 'balcao.json'), 'utf8').catch(() => '')).includes('Rascunho que sobrevive'))
    .toBe(true);
  await app.close();

  const again = await launchApp(userData, [`balcao://tickets/${ticket.uuid}`]);
  try {
    const next = await again.firstWindow();
    // Without a keychain the refresh token lived in memory only (vault.ts): sign in again.
    const signedOut = next.getByRole('button', { name: 'Entrar' });
    const composer = next.getByRole('textbox', { name: 'Digite uma mensagem' });
    await expect(signedOut.or(composer)).toBeVisible();
    if (await signedOut.isVisible()) await signIn(next, DEMO_PEOPLE.ana);
    await expect(next).toHaveURL(new RegExp(`/tickets/${ticket.uuid}$`));
    await expect(composer).toHaveValue('Rascunho que sobrevive');
  } finally {
    await again.close();
  }
});
