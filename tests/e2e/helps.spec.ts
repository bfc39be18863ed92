import { test, expect, appPage } from './fixtures';
import { seriousViolations } from './axe';
import { asUser } from '../support/adminApi';
import { DEMO_PEOPLE } from '../support/tenant';
import { LoginDriver } from './drivers/LoginDriver';
import { startOwnServer } from './ownServer';

/**
 * The help page (issue 14, spec 2 "Help page", spec 1 §2's menu rule) on a server of the test's own:
 * help entries are the whole platform's, so only a fresh server starts without any. The Help entry
 * is absent while there are none; once the super user adds one, the page shows its card, the card
 * opens the video (YouTube's no-cookie player, the only frame the app allows) and Escape closes it.
 */
test('the Help entry appears once help entries exist; a card plays its video in a dialog Escape closes', async ({
  browser,
}) => {
  test.slow();
  const own = await startOwnServer();
  try {
    const page = await appPage(browser, own.url);
    await new LoginDriver(page).as(DEMO_PEOPLE.admin);
    const nav = page.getByRole('navigation');
    await expect(nav.getByRole('link', { name: 'Atendimentos', exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Ajuda', exact: true })).toHaveCount(0);

    const sup = await asUser(own.url, DEMO_PEOPLE.super);
    const added = await sup.call('POST', '/helps', {
      title: 'Como transferir um atendimento',
      description: 'Para outra fila ou outro atendente.',
      video: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    });
    expect(added.status).toBe(200);
    await sup.call('POST', '/helps', { title: 'Respostas rápidas', video: '' });

    await page.reload();
    await nav.getByRole('link', { name: 'Ajuda', exact: true }).click();
    await expect(page).toHaveURL(/\/helps$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ajuda (2)');
    const cards = page.getByRole('list', { name: 'Vídeos de ajuda' });
    await expect(cards.getByRole('listitem')).toHaveCount(2);
    expect(await seriousViolations(page)).toEqual([]);

    await cards.getByRole('button', { name: 'Como transferir um atendimento' }).click();
    const dialog = page.getByRole('dialog', { name: 'Como transferir um atendimento' });
    const player = dialog.locator('iframe[title="Vídeo: Como transferir um atendimento"]');
    await expect(player).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0');
    await expect(player).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin allow-presentation');
    await expect(dialog).toContainText('Para outra fila ou outro atendente.');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // An entry without a video says so instead of a player.
    await cards.getByRole('button', { name: 'Respostas rápidas' }).click();
    await expect(page.getByRole('dialog', { name: 'Respostas rápidas' })).toContainText('Esta ajuda não tem vídeo.');
    await page.keyboard.press('Escape');
    await page.context().close();
  } finally {
    await own.dispose();
  }
});
