import { test, expect } from './fixtures';
import { pdf, png, wav } from './composerFiles';
import { MessagesDriver } from './drivers/MessagesDriver';
import { openAsAna, sceneForAna } from './messagesScene';

/**
 * Every kind of message a contact can send, as the attendant sees it (spec 1 §2 "Message area",
 * issue 4), injected through the sandbox channel. HTTP changes are made as the tenant's super user,
 * whom no test signs in with in the browser.
 */

const base64 = (file: { buffer: Buffer }) => file.buffer.toString('base64');

test('each kind of inbound message is rendered: text, image, video, audio, document, location, contact, reaction, call, quote, edit, delete', async ({
  page,
  login,
  sandbox,
  superAdmin,
  tenant,
}) => {
  const scene = await sceneForAna(sandbox, superAdmin, tenant.ana, 'Cliente', '*Oi*, veja https://exemplo.com.br/catalogo');
  const first = (await superAdmin.call<{ messages: { id: number }[] }>('GET', `/messages/${scene.id}`)).body.messages[0].id;
  await scene.inbound({ media: { mimetype: 'image/png', filename: 'foto.png', data: base64(png()) }, body: 'a foto' });
  await scene.inbound({ media: { mimetype: 'video/webm', filename: 'clip.webm', data: base64(png()) } });
  await scene.inbound({ media: { mimetype: 'audio/wav', filename: 'recado.wav', data: base64(wav()) } });
  await scene.inbound({ media: { mimetype: 'application/pdf', filename: 'contrato.pdf', data: base64(pdf()) } });
  await scene.inbound({ location: { latitude: -15.601, longitude: -56.097, name: 'Praça Alencastro' } });
  await scene.inbound({ vcard: 'BEGIN:VCARD\nVERSION:3.0\nFN:Maria Indicada\nTEL;type=CELL;waid=5565988887777:+55 65 98888-7777\nEND:VCARD' });
  await scene.inbound({ reaction: { emoji: '👍', messageId: first } });
  await scene.inbound({ callLog: true });
  await scene.inbound({ body: 'sobre o catálogo...', quotedMessageId: first });
  const typo = await scene.inbound({ body: 'mensagem com erro' });
  await scene.inbound({ edit: { messageId: typo.messageId, body: 'mensagem corrigida' } });
  const regret = await scene.inbound({ body: 'vou apagar isto' });
  await scene.inbound({ delete: { messageId: regret.messageId } });

  await openAsAna(page, login, scene);
  const messages = new MessagesDriver(page);

  // Text: WhatsApp's bold as an element of its own, the address as a link; the reaction on it.
  const text = messages.received(/veja https:\/\/exemplo\.com\.br\/catalogo/).first();
  await expect(text.locator('strong', { hasText: 'Oi' })).toBeVisible();
  await expect(text.getByRole('link', { name: 'https://exemplo.com.br/catalogo' })).toBeVisible();
  await expect(messages.row(text).getByRole('group', { name: 'Reações: 👍' })).toBeVisible();

  // Image 250 wide, opening large.
  const image = messages.received('a foto');
  await expect(image.getByRole('img', { name: 'a foto' })).toHaveAttribute('width', '250');
  await image.getByRole('button', { name: 'Ampliar imagem' }).click();
  const large = page.getByRole('dialog', { name: 'a foto' });
  await expect(large.getByRole('img', { name: 'a foto' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(large).toBeHidden();

  await expect(messages.log().locator('video[controls]')).toHaveAttribute('src', /\/media\/.+clip\.webm\?/);

  // Audio: the waveform is drawn (the play button is ready) and the rate cycles.
  const audio = messages.log().getByRole('group', { name: 'Áudio' });
  await expect(audio.getByRole('button', { name: 'Reproduzir áudio' })).toBeEnabled();
  await audio.getByRole('button', { name: 'Velocidade 1x' }).click();
  await expect(audio.getByRole('button', { name: 'Velocidade 1.5x' })).toBeVisible();

  const document = messages.received('contrato.pdf');
  await expect(document).toContainText('PDF');
  await expect(document.getByRole('button', { name: 'Baixar contrato.pdf' })).toBeVisible();

  const place = messages.log().getByRole('group', { name: 'Localização' });
  await expect(place).toContainText('Praça Alencastro');
  await expect(place.getByRole('link', { name: 'Ver no mapa' })).toHaveAttribute('href', /maps\.google\.com\/maps\?q=-15\.601%2C-56\.097/);

  const card = messages.log().getByRole('group', { name: 'Contato' });
  await expect(card).toContainText('Maria Indicada');
  await expect(card).toContainText('+55 65 98888-7777');
  await expect(card.getByRole('button', { name: 'Conversar com Maria Indicada' })).toBeVisible();

  await expect(messages.log().getByRole('article', { name: /^Chamada de voz\/vídeo perdida às \d\d:\d\d$/ })).toBeVisible();

  const reply = messages.received('sobre o catálogo...');
  await expect(reply.getByRole('button', { name: 'Ir para a mensagem respondida' })).toContainText('veja https://exemplo.com.br/catalogo');

  await expect(messages.received('mensagem corrigida')).toContainText(/Editada \d\d:\d\d/);
  await expect(messages.received('mensagem com erro')).toHaveCount(0);
  await expect(messages.received('vou apagar isto')).toContainText('Essa mensagem foi apagada pelo contato');

  // The rate is kept on this machine: after a reload the player starts at 1.5x.
  await page.reload();
  await expect(messages.log().getByRole('group', { name: 'Áudio' }).getByRole('button', { name: 'Velocidade 1.5x' })).toBeVisible({ timeout: 30_000 });
});

test('a body full of HTML and script renders as inert text: no element, no dialog', async ({ page, login, sandbox, superAdmin, tenant }) => {
  const payload = '<img src=x onerror=alert(1)><script>alert("xss")</script><a href="javascript:alert(2)">clique</a> <b>negrito</b>';
  const scene = await sceneForAna(sandbox, superAdmin, tenant.ana, 'Cliente', payload);
  await scene.inbound({ body: '<iframe src="javascript:alert(3)"></iframe><svg onload=alert(4)>' });
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await openAsAna(page, login, scene);
  const messages = new MessagesDriver(page);
  await expect(messages.received(payload)).toBeVisible();
  await expect(messages.received('<svg onload=alert(4)>')).toBeVisible();
  await expect(messages.log().locator('img[src="x"], script, iframe, svg[onload], b, a[href^="javascript"]')).toHaveCount(0);
  expect(dialogs).toEqual([]);
});

test('a link opens only after its real address was shown, through the platform', async ({ page, context, login, sandbox, superAdmin, tenant }) => {
  await context.route('https://exemplo.com.br/**', (route) => route.fulfill({ status: 200, contentType: 'text/plain', body: 'ok' }));
  const scene = await sceneForAna(sandbox, superAdmin, tenant.ana, 'Cliente', 'o pedido: https://exemplo.com.br/pedido/42');
  await openAsAna(page, login, scene);
  const messages = new MessagesDriver(page);
  await messages.received('o pedido').getByRole('link', { name: 'https://exemplo.com.br/pedido/42' }).click();
  const confirm = page.getByRole('dialog', { name: 'Abrir link externo?' });
  await expect(confirm).toContainText('https://exemplo.com.br/pedido/42');
  expect(context.pages()).toHaveLength(1);
  const opened = context.waitForEvent('page');
  await confirm.getByRole('button', { name: 'Abrir link' }).click();
  await expect.poll(async () => (await opened).url()).toBe('https://exemplo.com.br/pedido/42');
  await expect(page).toHaveURL(new RegExp(`/tickets/${scene.uuid}$`));
});

test('a document downloads through the platform (a browser download)', async ({ page, login, sandbox, superAdmin, tenant }) => {
  const scene = await sceneForAna(sandbox, superAdmin, tenant.ana);
  const file = pdf('relatório final.pdf');
  await scene.inbound({ media: { mimetype: 'application/pdf', filename: file.name, data: base64(file) } });
  await openAsAna(page, login, scene);
  const messages = new MessagesDriver(page);
  const download = page.waitForEvent('download');
  await messages.received('relatório final.pdf').getByRole('button', { name: 'Baixar relatório final.pdf' }).click();
  const saved = await download;
  expect(saved.suggestedFilename()).toBe('relatório final.pdf');
  const bytes = await saved.createReadStream().then(async (stream) => {
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  });
  expect(bytes.equals(file.buffer)).toBe(true);
});

test("a shared contact card starts a conversation with that contact ('Conversar')", async ({ page, login, sandbox, superAdmin, tenant }) => {
  // The card's contact is known to the company (it wrote in once; that ticket is closed).
  const known = await sceneForAna(sandbox, superAdmin, tenant.ana, 'Indicada');
  await superAdmin.updateTicket(known.id, { status: 'closed' });
  const scene = await sceneForAna(sandbox, superAdmin, tenant.ana);
  await scene.inbound({ vcard: `BEGIN:VCARD\nVERSION:3.0\nFN:${known.name}\nTEL;type=CELL;waid=${known.number}:+${known.number}\nEND:VCARD` });
  await openAsAna(page, login, scene);
  const messages = new MessagesDriver(page);
  await messages.log().getByRole('button', { name: `Conversar com ${known.name}` }).click();
  await expect(page.getByRole('heading', { level: 2, name: known.name })).toBeVisible();
  const uuid = new URL(page.url()).pathname.split('/').pop()!;
  expect(uuid).not.toBe(known.uuid);
  const { body } = await superAdmin.call<{ status: string; userId: number; contact: { number: string } }>('GET', `/tickets/u/${uuid}`);
  expect(body).toMatchObject({ status: 'open', contact: { number: known.number } });
});
