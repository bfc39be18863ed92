import { test, expect } from './fixtures';
import { ComposerDriver } from './drivers/ComposerDriver';
import { openAsAna, sentMessage, storedMessages, ticketForAna } from './composerScene';
import { pdf, png, text, wav, webm } from './composerFiles';

/**
 * What the composer sends besides text (spec 1 §2 "Composer", issue 4): attachments of every
 * kind through the 'Anexar' menu and the preview modal, a recorded audio (Chromium's fake
 * microphone), a camera photo (its fake camera) and a contact card. Files are made by the test.
 */

test.beforeEach(async ({ context }) => {
  await context.grantPermissions(['microphone', 'camera']);
});

test('several files at once: each previewed (image, pdf, or "Visualização não disponível"), each with its caption', async ({
  page,
  login,
  sandbox,
  superAdmin,
  tenant,
}) => {
  const ticket = await ticketForAna(sandbox, superAdmin, tenant.ana);
  await openAsAna(page, login, ticket);
  const composer = new ComposerDriver(page);

  const dialog = await composer.attach('Documento', [png('foto.png'), pdf('contrato.pdf'), text('notas.txt')]);
  await expect(composer.file(dialog, 'foto.png').getByRole('img', { name: 'foto.png' })).toBeVisible();
  await expect(composer.file(dialog, 'contrato.pdf').locator('iframe[title="contrato.pdf"]')).toBeVisible();
  await expect(composer.file(dialog, 'notas.txt').getByText('Visualização não disponível')).toBeVisible();

  await composer.file(dialog, 'foto.png').getByLabel('Legenda (opcional)').fill('A foto do produto');
  await composer.file(dialog, 'contrato.pdf').getByLabel('Legenda (opcional)').fill('O contrato assinado');
  await dialog.getByRole('button', { name: 'Enviar' }).click();
  await expect(dialog).toBeHidden();

  const image = await sentMessage(superAdmin, ticket.id, (m) => m.mediaType === 'image');
  expect(image.body).toBe('A foto do produto');
  expect(image.mediaUrl).toBeTruthy();
  const document = await sentMessage(superAdmin, ticket.id, (m) => m.body === 'O contrato assinado');
  expect(document.mediaType).toMatch(/application|document/);
  await sentMessage(superAdmin, ticket.id, (m) => m.mediaType !== 'image' && m.body !== 'O contrato assinado');
  expect((await storedMessages(superAdmin, ticket.id)).filter((m) => m.fromMe)).toHaveLength(3);
});

test('an audio file and a video are previewed with players and sent with their captions; a file can be removed first', async ({
  page,
  login,
  sandbox,
  superAdmin,
  tenant,
}) => {
  const ticket = await ticketForAna(sandbox, superAdmin, tenant.ana);
  await openAsAna(page, login, ticket);
  const composer = new ComposerDriver(page);
  const video = await webm(page, 'demonstracao.webm');

  let dialog = await composer.attach('Áudio', [wav('recado.wav'), png('sobra.png')]);
  await expect(composer.file(dialog, 'recado.wav').getByLabel('recado.wav', { exact: true })).toHaveJSProperty('tagName', 'AUDIO');
  await dialog.getByRole('button', { name: 'Remover sobra.png' }).click();
  await expect(composer.file(dialog, 'sobra.png')).toHaveCount(0);
  await composer.file(dialog, 'recado.wav').getByLabel('Legenda (opcional)').fill('Recado gravado');
  await dialog.getByRole('button', { name: 'Enviar' }).click();
  await expect(dialog).toBeHidden();
  const audio = await sentMessage(superAdmin, ticket.id, (m) => m.body === 'Recado gravado');
  expect(audio.mediaType).toBe('audio');

  dialog = await composer.attach('Vídeo', [video]);
  await expect(composer.file(dialog, 'demonstracao.webm').getByLabel('demonstracao.webm', { exact: true })).toHaveJSProperty(
    'tagName',
    'VIDEO',
  );
  await composer.file(dialog, 'demonstracao.webm').getByLabel('Legenda (opcional)').fill('Veja o passo a passo');
  await dialog.getByRole('button', { name: 'Enviar' }).click();
  await expect(dialog).toBeHidden();
  const sentVideo = await sentMessage(superAdmin, ticket.id, (m) => m.body === 'Veja o passo a passo');
  expect(sentVideo.mediaType).toBe('video');
  expect((await storedMessages(superAdmin, ticket.id)).filter((m) => m.fromMe)).toHaveLength(2);
});

test('a voice message recorded from the microphone, with its live waveform, is sent as audio', async ({
  page,
  login,
  sandbox,
  superAdmin,
  tenant,
}) => {
  const ticket = await ticketForAna(sandbox, superAdmin, tenant.ana);
  await openAsAna(page, login, ticket);
  const composer = new ComposerDriver(page);

  await composer.button('Gravar áudio').click();
  const recorder = page.getByRole('group', { name: 'Gravando áudio' });
  await expect(recorder.getByRole('img', { name: 'Forma de onda da gravação' })).toBeVisible();
  await expect(recorder.getByRole('timer')).toHaveText('0:02', { timeout: 10_000 });
  await recorder.getByRole('button', { name: 'Enviar áudio' }).click();
  await expect(recorder).toBeHidden();
  const audio = await sentMessage(superAdmin, ticket.id, (m) => m.mediaType === 'audio');
  expect(audio.mediaUrl).toBeTruthy();
  await expect(composer.box()).toBeFocused();
});

test('a recording under 10000 bytes is discarded with a message, and cancelling sends nothing', async ({
  page,
  login,
  sandbox,
  superAdmin,
  tenant,
}) => {
  // A silent microphone: what it records stays under 10000 bytes however long a busy machine takes
  // to press send (the fake device's tone passes 10000 bytes within about two seconds).
  await page.addInitScript(() => {
    const devices = navigator.mediaDevices;
    const real = devices.getUserMedia.bind(devices);
    devices.getUserMedia = async (constraints) =>
      constraints?.audio ? new AudioContext().createMediaStreamDestination().stream : real(constraints);
  });
  const ticket = await ticketForAna(sandbox, superAdmin, tenant.ana);
  await openAsAna(page, login, ticket);
  const composer = new ComposerDriver(page);

  await composer.button('Gravar áudio').click();
  const recorder = page.getByRole('group', { name: 'Gravando áudio' });
  await expect(recorder.getByRole('button', { name: 'Enviar áudio' })).toBeEnabled();
  await recorder.getByRole('button', { name: 'Enviar áudio' }).click();
  await expect(composer.toast('Gravação muito curta: o áudio foi descartado.')).toBeVisible();
  await composer.toastGone('Gravação muito curta: o áudio foi descartado.');

  await composer.button('Gravar áudio').click();
  await expect(recorder.getByRole('button', { name: 'Enviar áudio' })).toBeEnabled();
  await recorder.getByRole('button', { name: 'Cancelar gravação' }).click();
  await expect(recorder).toBeHidden();
  expect((await storedMessages(superAdmin, ticket.id)).filter((m) => m.fromMe)).toHaveLength(0);
});

test('a photo from the camera: live image, capture, look, send', async ({ page, login, sandbox, superAdmin, tenant }) => {
  const ticket = await ticketForAna(sandbox, superAdmin, tenant.ana);
  await openAsAna(page, login, ticket);
  const composer = new ComposerDriver(page);

  await composer.menu('Câmera');
  const dialog = composer.dialog('Câmera');
  await expect(dialog.getByLabel('Imagem da câmera')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Capturar' })).toBeEnabled();
  await expect
    .poll(() => dialog.getByLabel('Imagem da câmera').evaluate((v: HTMLVideoElement) => v.videoWidth))
    .toBeGreaterThan(0);
  await dialog.getByRole('button', { name: 'Capturar' }).click();
  await expect(dialog.getByRole('img', { name: 'Foto capturada' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Enviar foto' }).click();
  await expect(dialog).toBeHidden();
  const photo = await sentMessage(superAdmin, ticket.id, (m) => m.mediaType === 'image');
  expect(photo.mediaUrl).toBeTruthy();
});

test('a contact card: the contact is searched from 3 characters and sent as a vCard', async ({
  page,
  login,
  sandbox,
  superAdmin,
  tenant,
}) => {
  const ticket = await ticketForAna(sandbox, superAdmin, tenant.ana);
  const card = await ticketForAna(sandbox, superAdmin, tenant.ana, 'Cartao');
  await openAsAna(page, login, ticket);
  const composer = new ComposerDriver(page);

  await composer.menu('Contato');
  const dialog = composer.dialog('Enviar contato');
  const field = dialog.getByRole('combobox', { name: 'Contato' });
  await field.fill('Ca');
  await expect(page.getByText('Digite ao menos 3 caracteres')).toBeVisible();
  await field.fill(card.name);
  // The list of the contact field (the ticket list has options named after the contact too).
  await page.getByRole('listbox', { name: 'Contato' }).getByRole('option', { name: new RegExp(card.name) }).click();
  await dialog.getByRole('button', { name: 'Enviar' }).click();
  await expect(dialog).toBeHidden();

  const vcard = await sentMessage(superAdmin, ticket.id, (m) => m.mediaType === 'contactMessage');
  expect(vcard.body).toContain('BEGIN:VCARD');
  expect(vcard.body).toContain(card.name);
});
