import type { Locator, Page } from '@playwright/test';
import { sendInbound, uniqueNumber } from '../support/backendClient';
import { ConversationDriver } from './drivers/ConversationDriver';
import { backendUrl, expect, test } from './fixtures';

/**
 * The daily flow at the window sizes people use (issue 9): laptops, a half-screen window, a full
 * HD monitor. Whatever the width, the text field, the send button and the header's actions are
 * inside the window and usable, and nothing is wider than the window.
 */
const SIZES = [
  { width: 1024, height: 768 },
  { width: 1280, height: 720 },
  { width: 1366, height: 768 },
  { width: 1920, height: 1080 },
];

async function expectInside(page: Page, locator: Locator) {
  await expect(locator).toBeVisible();
  const box = (await locator.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
  expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
  return box;
}

for (const size of SIZES) {
  test(`at ${size.width}×${size.height}: accept, write and send, with every control inside the window`, async ({
    page,
    login,
    sandbox,
    superAdmin,
    tenant,
  }, testInfo) => {
    // A whole working flow (sign in, accept, write, send) per size: more than one step's time.
    test.slow();
    await page.setViewportSize(size);
    const name = `Cliente ${size.width} ${Math.random().toString(36).slice(2, 6)}`;
    const reply = await sendInbound(backendUrl(), sandbox.token, {
      number: uniqueNumber(),
      name,
      body: 'Bom dia, preciso de ajuda com meu pedido.',
      queueId: sandbox.queues.find((q) => q.name === 'Suporte')!.id,
    });
    const ticket = await superAdmin.ticket(reply.ticketId);
    await login.as(tenant.ana);
    const conversation = new ConversationDriver(page);
    await conversation.open(ticket.uuid, name);
    await expectInside(page, conversation.action('Aceitar'));
    await conversation.accept();
    await expect(conversation.status('Em atendimento')).toBeVisible();

    // The header's main action and its menu (the rest fold into it when room is short).
    await expectInside(page, conversation.action('Resolver'));
    await expectInside(page, conversation.action('Mais opções'));
    const field = await expectInside(page, conversation.composer());
    // A text field one can write in: at least ~360 px wide (issue 9: it was 26 px at 1024).
    expect(field.width).toBeGreaterThanOrEqual(360);
    const send = page.getByRole('button', { name: 'Enviar', exact: true });
    await conversation.composer().fill(`Olá, ${name}!`);
    await expectInside(page, send);
    await send.click();
    await expect(
      conversation
        .messages()
        .getByRole('article', { name: 'Mensagem enviada' })
        .filter({ hasText: `Olá, ${name}!` }),
    ).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);

    await testInfo.attach(`inbox-${size.width}x${size.height}`, {
      body: await page.screenshot(),
      contentType: 'image/png',
    });
  });
}
