// The conversation's messages (issue 4): media upload and signed URLs, edit, delete, forward,
// vCard, quotes, LGPD hiding, audio acks and every kind the sandbox can deliver.
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { appMessageEventSchema } from '@shared/api/events';
import { messagePageSchema } from '@shared/api/message';
import { ticketSchema } from '@shared/api/ticket';
import { eventually } from './testing/harness';
import { useInboxFixture, type InboxFixture } from './testing/inboxFixture';

const f = useInboxFixture({ mediaMaxBytes: 256 * 1024, mediaMaxFiles: 3 });
let t: InboxFixture['t'];
let ana: InboxFixture['ana'];
let bruno: InboxFixture['bruno'];
let admin: InboxFixture['admin'];
let outra: InboxFixture['outra'];
let queueIds: InboxFixture['queueIds'];
let inbound: InboxFixture['inbound'];
let freshNumber: InboxFixture['freshNumber'];
let openSocket: InboxFixture['openSocket'];
beforeAll(() => {
  ({ t, ana, bruno, admin, outra, queueIds, inbound, freshNumber, openSocket } = f);
});

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const bytes = (n: number, seed = 7) => Buffer.from(Array.from({ length: n }, (_, i) => (i * seed) % 251));
const file = (name: string, type: string, data: Buffer) => new File([new Uint8Array(data)], name, { type });
const form = (...parts: [string, string | File][]) => {
  const fd = new FormData();
  for (const [k, v] of parts) fd.append(k, v);
  return fd;
};
const SIGNED = /^http:\/\/127\.0\.0\.1:\d+\/media\/1\/[0-9a-f]{32}\/[^?]+\?exp=\d+&sig=[\w-]+$/;

/** A new customer's ticket, accepted by `who` (open, held). */
async function openTicket(who = () => ana, queue = 'Suporte') {
  const r = await inbound({
    number: freshNumber(),
    name: 'Cliente Mídia',
    body: 'Oi, tudo bem?',
    queueId: queueIds[queue],
  });
  const put = await t.api('PUT', `/tickets/${r.body.ticketId}`, {
    token: who().token,
    body: { status: 'open', userId: who().user.id },
  });
  expect(put.status).toBe(200);
  return r.body as { ticketId: number; messageId: number; contactId: number };
}

async function messagesOf(ticketId: number, token = ana.token) {
  const r = await t.api('GET', `/messages/${ticketId}`, { token });
  expect(r.status).toBe(200);
  return messagePageSchema.parse(r.body).messages.map((m, i) => ({ ...r.body.messages[i], ...m }));
}

const send = (ticketId: number, body: Record<string, unknown>, token = ana.token) =>
  t.api('POST', `/messages/${ticketId}`, { token, body: { read: 1, fromMe: true, mediaUrl: '', ...body } });

/** Files kept for company 1 (each has a `<id>.json` beside its folder). */
async function mediaFiles(): Promise<number> {
  const dir = join(t.server.ctx.media.store.dir, '1');
  return (await readdir(dir).catch(() => [])).filter((n) => n.endsWith('.json')).length;
}

describe('media upload and signed URLs', () => {
  let imageUrl = '';

  it('stores each file as a message with a signed mediaUrl, caption and name; the event carries it too', async () => {
    const { ticketId } = await openTicket();
    const { events } = await openSocket(1, ana.token);
    const up = await t.api('POST', `/messages/${ticketId}`, {
      token: ana.token,
      form: form(
        ['fromMe', 'true'],
        ['body', 'Segue a foto e o contrato'],
        ['medias', file('foto.png', 'image/png', PNG)],
        ['medias', file('contrato final.pdf', 'application/pdf', bytes(2000))],
      ),
    });
    expect(up.status).toBe(200);
    expect(up.text).toBe('');
    const [, img, doc] = await messagesOf(ticketId);
    expect(img).toMatchObject({
      mediaType: 'image',
      body: 'Segue a foto e o contrato',
      mediaName: 'foto.png',
      fromMe: true,
    });
    expect(img.mediaUrl).toMatch(SIGNED);
    expect(doc).toMatchObject({ mediaType: 'application', mediaName: 'contrato final.pdf' });
    expect(doc.mediaUrl).toContain('/contrato%20final.pdf?');
    const created = await eventually(() =>
      events.find((e) => e.event === 'company-1-appMessage' && e.payload.message?.mediaType === 'image'),
    );
    expect(appMessageEventSchema.parse(created.payload).action).toBe('create');
    expect(created.payload.message.mediaUrl).toMatch(SIGNED);
    const ticket = ticketSchema.parse((await t.api('GET', `/tickets/${ticketId}`, { token: ana.token })).body);
    expect(ticket.lastMessage).toBe('Segue a foto e o contrato');
    imageUrl = img.mediaUrl!;

    const served = await fetch(img.mediaUrl!);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('content-disposition')).toBe(`inline; filename="foto.png"; filename*=UTF-8''foto.png`);
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(PNG);
    const pdf = await fetch(doc.mediaUrl!);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toMatch(/^attachment; filename="contrato final.pdf"/);
    expect(Buffer.from(await pdf.arrayBuffer())).toEqual(bytes(2000));
  });

  it('one body per file; without a caption a picture has none and a document its file name', async () => {
    const { ticketId } = await openTicket();
    expect(
      (
        await t.api('POST', `/messages/${ticketId}`, {
          token: ana.token,
          form: form(
            ['medias', file('a.png', 'image/png', PNG)],
            ['body', 'primeira'],
            ['medias', file('b.png', 'image/png', PNG)],
            ['body', 'segunda'],
          ),
        })
      ).status,
    ).toBe(200);
    await t.api('POST', `/messages/${ticketId}`, {
      token: ana.token,
      form: form(['medias', file('c.jpg', 'image/jpeg', PNG)], ['medias', file('nota.txt', 'text/plain', bytes(10))]),
    });
    const list = await messagesOf(ticketId);
    expect(list.slice(1).map((m) => [m.mediaType, m.body, m.mediaName])).toEqual([
      ['image', 'primeira', 'a.png'],
      ['image', 'segunda', 'b.png'],
      ['image', '', 'c.jpg'],
      ['application', 'nota.txt', 'nota.txt'],
    ]);
  });

  it('Range requests answer 206 with the slice, so audio and video can seek; out of range is 416', async () => {
    const { ticketId } = await openTicket();
    const audio = bytes(1000, 13);
    await t.api('POST', `/messages/${ticketId}`, {
      token: ana.token,
      form: form(['medias', file('voz.ogg', 'audio/ogg', audio)]),
    });
    const msg = (await messagesOf(ticketId)).at(-1)!;
    expect(msg.mediaType).toBe('audio');
    const part = await fetch(msg.mediaUrl!, { headers: { Range: 'bytes=100-199' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe('bytes 100-199/1000');
    expect(part.headers.get('accept-ranges')).toBe('bytes');
    expect(Buffer.from(await part.arrayBuffer())).toEqual(audio.subarray(100, 200));
    const tail = await fetch(msg.mediaUrl!, { headers: { Range: 'bytes=-10' } });
    expect(Buffer.from(await tail.arrayBuffer())).toEqual(audio.subarray(990));
    const open = await fetch(msg.mediaUrl!, { headers: { Range: 'bytes=900-' } });
    expect(open.headers.get('content-range')).toBe('bytes 900-999/1000');
    const bad = await fetch(msg.mediaUrl!, { headers: { Range: 'bytes=5000-' } });
    expect(bad.status).toBe(416);
    expect(bad.headers.get('content-range')).toBe('bytes */1000');
  });

  it('served only with a valid signature or a bearer of a user who sees its ticket: company 2 and tampering are refused', async () => {
    const u = new URL(imageUrl);
    const bare = `${u.origin}${u.pathname}`;
    expect((await fetch(bare)).status).toBe(403);
    expect((await fetch(bare, { headers: { authorization: `Bearer ${outra.token}` } })).status).toBe(403);
    expect((await fetch(bare, { headers: { authorization: `Bearer ${ana.token}` } })).status).toBe(200);
    const sig = u.searchParams.get('sig')!;
    const flipped = `${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`;
    expect((await fetch(`${bare}?exp=${u.searchParams.get('exp')}&sig=${flipped}`)).status).toBe(403);
    expect((await fetch(`${bare}?exp=${Number(u.searchParams.get('exp')) + 3600}&sig=${sig}`)).status).toBe(403);
    expect((await fetch(imageUrl.replace('/foto.png?', '/outra.png?'))).status).toBe(403);
    // A signature of company 2's own file does not open company 1's.
    const c2 = (await t.api('GET', '/tickets?status=open', { token: outra.token })).body.tickets[0].id;
    await t.api('POST', `/messages/${c2}`, {
      token: outra.token,
      form: form(['medias', file('x.png', 'image/png', PNG)]),
    });
    const theirs = new URL((await messagesOf(c2, outra.token)).at(-1)!.mediaUrl!);
    expect(theirs.pathname).toMatch(/^\/media\/2\//);
    expect((await fetch(theirs)).status).toBe(200);
    expect((await fetch(`${bare}${theirs.search}`)).status).toBe(403);
    expect(
      (await fetch(`${theirs.origin}${theirs.pathname.replace('/media/2/', '/media/1/')}${theirs.search}`)).status,
    ).toBe(403);
  });

  it("by bearer, follow the visibility of the message's ticket: 403 where the ticket is 403, 200 where it is seen", async () => {
    const bare = (url: string) => `${new URL(url).origin}${new URL(url).pathname}`;
    const upload = async (ticketId: number, who: typeof ana) => {
      const up = await t.api('POST', `/messages/${ticketId}`, {
        token: who.token,
        form: form(['medias', file('rx.png', 'image/png', PNG)]),
      });
      expect(up.status).toBe(200);
      return bare((await messagesOf(ticketId, who.token)).at(-1)!.mediaUrl!);
    };
    const status = async (url: string, who: { token: string }) =>
      (await fetch(url, { headers: { authorization: `Bearer ${who.token}` } })).status;
    // Ana's ticket in Suporte, Bruno's in Vendas: profile users of one queue each.
    const anas = await openTicket();
    const anaFile = await upload(anas.ticketId, ana);
    const brunos = await openTicket(() => bruno, 'Vendas');
    const brunoFile = await upload(brunos.ticketId, bruno);

    expect((await t.api('GET', `/tickets/${anas.ticketId}`, { token: bruno.token })).status).toBe(403);
    expect(await status(anaFile, bruno)).toBe(403);
    expect(await status(brunoFile, bruno)).toBe(200);
    expect((await t.api('GET', `/tickets/${brunos.ticketId}`, { token: ana.token })).status).toBe(403);
    expect(await status(brunoFile, ana)).toBe(403);
    expect(await status(anaFile, ana)).toBe(200);
    expect(await status(anaFile, admin)).toBe(200);
    expect(await status(brunoFile, admin)).toBe(200);
    // Another company's user: refused whatever she sees at home.
    expect(await status(anaFile, outra)).toBe(403);
    expect(await status(brunoFile, outra)).toBe(403);
  });

  it('refuses a file above the size limit and more files than allowed, keeping nothing', async () => {
    const { ticketId } = await openTicket();
    const before = await mediaFiles();
    const big = await t.api('POST', `/messages/${ticketId}`, {
      token: ana.token,
      form: form(
        ['medias', file('ok.png', 'image/png', PNG)],
        ['medias', file('grande.bin', 'application/zip', bytes(300 * 1024))],
      ),
    });
    expect(big.status).toBe(400);
    expect(big.body).toMatchObject({ error: 'ERR_MEDIA_TOO_LARGE', limits: { maxBytes: 256 * 1024, maxFiles: 3 } });
    const many = await t.api('POST', `/messages/${ticketId}`, {
      token: ana.token,
      form: form(...[1, 2, 3, 4].map((i): [string, File] => ['medias', file(`${i}.png`, 'image/png', PNG)])),
    });
    expect(many.status).toBe(400);
    expect(many.body.error).toBe('ERR_TOO_MANY_FILES');
    const none = await t.api('POST', `/messages/${ticketId}`, {
      token: ana.token,
      form: form(['body', 'sem arquivo']),
    });
    expect(none.status).toBe(400);
    expect(none.body.fields).toEqual({ medias: 'required' });
    expect(await mediaFiles()).toBe(before);
    expect(await messagesOf(ticketId)).toHaveLength(1);
  });

  it('a user who may not write in the ticket is refused and the upload discarded; a retried clientId stores once', async () => {
    const { ticketId } = await openTicket();
    const before = await mediaFiles();
    const refused = await t.api('POST', `/messages/${ticketId}`, {
      token: bruno.token,
      form: form(['medias', file('x.png', 'image/png', PNG)]),
    });
    expect(refused.status).toBe(403);
    expect(await mediaFiles()).toBe(before);
    for (let i = 0; i < 2; i += 1) {
      const r = await t.api('POST', `/messages/${ticketId}`, {
        token: ana.token,
        form: form(['clientId', 'cid-media-1'], ['medias', file('x.png', 'image/png', PNG)]),
      });
      expect(r.status).toBe(200);
    }
    expect((await messagesOf(ticketId)).filter((m) => m.clientId === 'cid-media-1')).toHaveLength(1);
    expect(await mediaFiles()).toBe(before + 1);
  });

  it('a private note with a file is stored private (and holds no ack)', async () => {
    const { ticketId } = await openTicket();
    await t.api('POST', `/messages/${ticketId}`, {
      token: ana.token,
      form: form(['isPrivate', 'true'], ['medias', file('interno.png', 'image/png', PNG)]),
    });
    expect((await messagesOf(ticketId)).at(-1)).toMatchObject({ isPrivate: true, ack: 0, mediaType: 'image' });
  });
});

describe('contact cards, quotes and audio acks', () => {
  it('a vCard becomes a contactMessage whose body is the card', async () => {
    const { ticketId } = await openTicket();
    const r = await send(ticketId, {
      body: null,
      vCard: { id: 3, name: 'Maria Souza', number: '+55 (65) 99999-1111' },
    });
    expect(r.status).toBe(200);
    const m = (await messagesOf(ticketId)).at(-1)!;
    expect(m.mediaType).toBe('contactMessage');
    expect(m.body).toBe(
      'BEGIN:VCARD\nVERSION:3.0\nN:Souza;Maria;;;\nFN:Maria Souza\nTEL;type=CELL;waid=5565999991111:+5565999991111\nEND:VCARD',
    );
    expect((await t.api('GET', `/tickets/${ticketId}`, { token: ana.token })).body.lastMessage).toBe(
      'Contato: Maria Souza',
    );
    expect((await send(ticketId, { vCard: { name: '', number: '12' } })).body.fields).toMatchObject({
      'vCard.name': expect.any(String),
      'vCard.number': expect.any(String),
    });
  });

  it('a reply stores the quote; replies and events carry quotedMsg with its contact', async () => {
    const { ticketId, messageId } = await openTicket();
    const { events } = await openSocket(1, ana.token);
    expect(
      (await send(ticketId, { body: 'Respondendo', quotedMsg: { id: messageId, body: 'Oi, tudo bem?' } })).status,
    ).toBe(200);
    const m = (await messagesOf(ticketId)).at(-1)!;
    expect(m.quotedMsg).toMatchObject({ id: messageId, body: 'Oi, tudo bem?', fromMe: false, mediaType: 'chat' });
    expect(m.quotedMsg?.contact?.name).toBe('Cliente Mídia');
    const e = await eventually(() => events.find((x) => x.payload.message?.body === 'Respondendo'));
    expect(e.payload.message.quotedMsg.id).toBe(messageId);
    const other = await openTicket();
    expect((await send(ticketId, { body: 'x', quotedMsg: { id: other.messageId } })).status).toBe(400);
  });

  it('the sandbox acks an audio up to 4 (played), a text up to 3', async () => {
    const { ticketId } = await openTicket();
    await t.api('POST', `/messages/${ticketId}`, {
      token: ana.token,
      form: form(['medias', file('a.ogg', 'audio/ogg', bytes(100))]),
    });
    await send(ticketId, { body: 'texto' });
    const [audio, text] = (await messagesOf(ticketId)).slice(1);
    for (let i = 0; i < 100; i += 1) {
      const list = await messagesOf(ticketId);
      if (list.find((m) => m.id === audio.id)?.ack === 4 && list.find((m) => m.id === text.id)?.ack === 3) break;
      await new Promise((r) => setTimeout(r, 20));
    }
    expect((await messagesOf(ticketId)).find((m) => m.id === audio.id)?.ack).toBe(4);
    await new Promise((r) => setTimeout(r, 120));
    expect((await messagesOf(ticketId)).find((m) => m.id === text.id)?.ack).toBe(3);
  });
});

describe('delete', () => {
  it('own fromMe messages (or an admin): the row stays with isDeleted, announced as an update', async () => {
    const { ticketId, messageId } = await openTicket();
    await send(ticketId, { body: 'apagar esta' });
    await send(ticketId, { body: 'e esta' });
    const [, mine, second] = await messagesOf(ticketId);
    const { events } = await openSocket(1, ana.token);
    const r = await t.api('DELETE', `/messages/${mine.id}`, { token: ana.token });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ id: mine.id, isDeleted: true, body: 'apagar esta' });
    // The sandbox may still be acking the message, and each ack is announced as an update of the
    // same message too: the deletion is the update that says isDeleted.
    const e = await eventually(() =>
      events.find(
        (x) => x.event === 'company-1-appMessage' && x.payload.message?.id === mine.id && x.payload.message?.isDeleted,
      ),
    );
    expect(e.payload).toMatchObject({ action: 'update', message: { isDeleted: true, body: 'apagar esta' } });
    expect((await messagesOf(ticketId)).find((m) => m.id === mine.id)?.isDeleted).toBe(true);
    expect((await t.api('DELETE', `/messages/${second.id}`, { token: bruno.token })).status).toBe(403);
    expect((await t.api('DELETE', `/messages/${messageId}`, { token: ana.token })).body).toEqual({
      error: 'ERR_NO_PERMISSION',
    });
    expect((await t.api('DELETE', `/messages/${second.id}`, { token: admin.token })).body.isDeleted).toBe(true);
    expect((await t.api('DELETE', `/messages/${second.id}`, { token: outra.token })).status).toBe(404);
    expect((await t.api('DELETE', '/messages/99999999', { token: ana.token })).body).toEqual({
      error: 'ERR_NO_MESSAGE_FOUND',
    });
  });

  it('with enableLGPD and lgpdDeleteMessage a deleted message shows no content, to everyone, quotes included', async () => {
    const { ticketId } = await openTicket();
    await t.api('POST', `/messages/${ticketId}`, {
      token: ana.token,
      form: form(['body', 'foto'], ['medias', file('f.png', 'image/png', PNG)]),
    });
    const [, photo] = await messagesOf(ticketId);
    await send(ticketId, { body: 'sobre a foto', quotedMsg: { id: photo.id } });
    await t.api('DELETE', `/messages/${photo.id}`, { token: ana.token });
    // Its file by bearer follows the message: refused while the content is hidden.
    const photoFile = new URL(photo.mediaUrl!);
    const fileStatus = async () =>
      (
        await fetch(`${photoFile.origin}${photoFile.pathname}`, {
          headers: { authorization: `Bearer ${ana.token}` },
        })
      ).status;
    expect(await fileStatus()).toBe(200);
    const setting = (column: string, data: string) =>
      t.api('PUT', '/companySettings', { token: admin.token, body: { column, data } });
    try {
      await setting('enableLGPD', 'enabled');
      await setting('lgpdDeleteMessage', 'enabled');
      for (const token of [ana.token, admin.token]) {
        const [, hidden, reply] = await messagesOf(ticketId, token);
        expect(hidden).toMatchObject({ isDeleted: true, body: '', mediaUrl: null, mediaName: null });
        expect(reply.body).toBe('sobre a foto');
        expect(reply.quotedMsg).toMatchObject({ id: photo.id, body: '', mediaUrl: null });
      }
      expect(await fileStatus()).toBe(403);
      await setting('lgpdDeleteMessage', 'disabled');
      expect((await messagesOf(ticketId))[1]).toMatchObject({ isDeleted: true, body: 'foto', mediaName: 'f.png' });
      expect(await fileStatus()).toBe(200);
    } finally {
      await setting('lgpdDeleteMessage', 'disabled');
      await setting('enableLGPD', 'disabled');
    }
  });
});

describe('forward', () => {
  it('into a new ticket for a contact without one, on the original connection, signed, marked forwarded', async () => {
    const source = await openTicket();
    await send(source.ticketId, { body: 'Texto para encaminhar' });
    const text = (await messagesOf(source.ticketId)).at(-1)!;
    const target = await openTicket();
    await t.api('PUT', `/tickets/${target.ticketId}`, {
      token: ana.token,
      body: { status: 'closed', sendFarewellMessage: false },
    });
    const r = await t.api('POST', '/message/forward', {
      token: ana.token,
      body: { messageId: text.id, contactId: target.contactId, signMessage: true },
    });
    expect(r.status).toBe(200);
    expect(r.body.ticket).toMatchObject({
      status: 'open',
      userId: ana.user.id,
      contactId: target.contactId,
      queueId: queueIds.Suporte,
    });
    expect(r.body.ticket.id).not.toBe(target.ticketId);
    expect(r.body.message).toMatchObject({
      body: '*Ana Atendente:*\nTexto para encaminhar',
      isForwarded: true,
      fromMe: true,
    });
    const source2 = (await t.api('GET', `/tickets/${source.ticketId}`, { token: ana.token })).body;
    expect(r.body.ticket.whatsappId).toBe(source2.whatsappId);
  });

  it('a pending ticket of the contact is accepted for the user; media is forwarded with its file', async () => {
    const source = await openTicket();
    await t.api('POST', `/messages/${source.ticketId}`, {
      token: ana.token,
      form: form(['medias', file('enc.png', 'image/png', PNG)]),
    });
    const photo = (await messagesOf(source.ticketId)).at(-1)!;
    const pending = await inbound({ number: freshNumber(), body: 'Oi', queueId: queueIds.Suporte });
    const r = await t.api('POST', '/message/forward', {
      token: ana.token,
      body: { messageId: photo.id, contactId: pending.body.contactId, signMessage: true },
    });
    expect(r.body.ticket).toMatchObject({ id: pending.body.ticketId, status: 'open', userId: ana.user.id });
    expect(r.body.message).toMatchObject({ mediaType: 'image', mediaName: 'enc.png', isForwarded: true, body: '' });
    expect((await fetch(r.body.message.mediaUrl)).status).toBe(200);
  });

  it('refuses a contact another user serves, a private note, and a message of another company', async () => {
    const source = await openTicket();
    await send(source.ticketId, { body: 'nota', isPrivate: 'true' });
    await send(source.ticketId, { body: 'normal' });
    const [, note, normal] = await messagesOf(source.ticketId);
    const brunos = await openTicket(() => bruno, 'Vendas');
    const held = await t.api('POST', '/message/forward', {
      token: ana.token,
      body: { messageId: normal.id, contactId: brunos.contactId },
    });
    expect(held.status).toBe(400);
    expect(held.body.code).toBe('ERR_OTHER_OPEN_TICKET');
    const priv = await t.api('POST', '/message/forward', {
      token: ana.token,
      body: { messageId: note.id, contactId: brunos.contactId },
    });
    expect(priv.body).toEqual({ error: 'ERR_MESSAGE_NOT_FORWARDABLE' });
    expect(
      (
        await t.api('POST', '/message/forward', {
          token: outra.token,
          body: { messageId: normal.id, contactId: brunos.contactId },
        })
      ).status,
    ).toBe(404);
  });
});

describe('sandbox inbound kinds', () => {
  let ticketId = 0;
  let number = '';
  const kind = async (body: Record<string, unknown>, token?: string) => {
    const r = await inbound({ number, name: 'Cliente Tipos', ...body }, token);
    expect(r.status, r.text).toBe(201);
    ticketId = r.body.ticketId;
    return (await messagesOf(ticketId, admin.token)).find((m) => m.id === r.body.messageId)!;
  };
  beforeAll(async () => {
    number = freshNumber();
    // Queued from the first message, so the chatbot stays out of this conversation.
    expect((await inbound({ number, name: 'Cliente Tipos', body: 'Oi', queueId: queueIds.Suporte })).status).toBe(201);
  });

  it('image (JSON base64), audio and video (multipart), document', async () => {
    const img = await kind({
      media: { mimetype: 'image/png', filename: 'cliente.png', data: PNG.toString('base64') },
      body: 'olha',
    });
    expect(img).toMatchObject({ mediaType: 'image', body: 'olha', mediaName: 'cliente.png', fromMe: false });
    expect(Buffer.from(await (await fetch(img.mediaUrl!)).arrayBuffer())).toEqual(PNG);
    const { sandboxToken } = f;
    for (const [name, type, expected] of [
      ['audio.ogg', 'audio/ogg; codecs=opus', 'audio'],
      ['video.mp4', 'video/mp4', 'video'],
      ['boleto.pdf', 'application/pdf', 'application'],
    ] as const) {
      const r = await t.api('POST', '/sandbox/inbound', {
        token: sandboxToken,
        form: form(['number', number], ['medias', file(name, type, bytes(500))]),
      });
      expect(r.status, r.text).toBe(201);
      expect(r.body.mediaType).toBe(expected);
      const m = (await messagesOf(r.body.ticketId, admin.token)).at(-1)!;
      expect(m).toMatchObject({ mediaType: expected, mediaName: name, body: expected === 'application' ? name : '' });
    }
    expect((await t.api('GET', `/tickets/${ticketId}`, { token: admin.token })).body.lastMessage).toBe('boleto.pdf');
  });

  it('location: thumbnail|maps link with q=lat%2Clng|name', async () => {
    const m = await kind({ location: { latitude: -15.601, longitude: -56.097, name: 'Praça | Central' } });
    expect(m.mediaType).toBe('locationMessage');
    const [thumb, link, description] = m.body.split('|');
    expect(thumb).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/=]+$/);
    expect(link).toBe('https://maps.google.com/maps?q=-15.601%2C-56.097&z=17&hl=pt-BR');
    expect(description).toBe('Praça Central');
    expect((await t.api('GET', `/tickets/${ticketId}`, { token: admin.token })).body.lastMessage).toBe(
      'Localização: Praça Central',
    );
  });

  it('contact card, reaction (quoting its target), call log, and a quote', async () => {
    const card = 'BEGIN:VCARD\nVERSION:3.0\nFN:João Lima\nTEL;type=CELL;waid=5565988887777:+5565988887777\nEND:VCARD';
    expect(await kind({ vcard: card })).toMatchObject({ mediaType: 'contactMessage', body: card });
    const first = await kind({ body: 'primeira' });
    const reaction = await kind({ reaction: { emoji: '👍', messageId: first.id } });
    expect(reaction).toMatchObject({ mediaType: 'reactionMessage', body: '👍', quotedMsg: { id: first.id } });
    expect((await kind({ callLog: true })).body).toMatch(/^Chamada de voz\/vídeo perdida às \d{2}:\d{2}$/);
    expect((await kind({ body: 'respondendo', quotedMessageId: first.id })).quotedMsg).toMatchObject({
      body: 'primeira',
    });
    const foreign = await inbound({ number, body: 'x', quotedMessageId: 1 });
    expect(foreign.status).toBe(400);
    expect(foreign.body.fields).toEqual({ quotedMessageId: 'not found' });
    const two = await inbound({ number, callLog: true, vcard: card });
    expect(two.status).toBe(400);
    const blank = await inbound({ number, body: ' ' });
    expect(blank.body.fields.body).toBeDefined();
  });

  it('edit and delete of an earlier customer message, announced as updates', async () => {
    const { events } = await openSocket(1, admin.token);
    const m = await kind({ body: 'texto original' });
    const edit = await inbound({ edit: { messageId: m.id, body: 'texto corrigido' } });
    expect(edit.status).toBe(200);
    expect(edit.body).toEqual({ messageId: m.id, ticketId });
    expect((await messagesOf(ticketId, admin.token)).find((x) => x.id === m.id)).toMatchObject({
      body: 'texto corrigido',
      isEdited: true,
    });
    expect((await t.api('GET', `/tickets/${ticketId}`, { token: admin.token })).body.lastMessage).toBe(
      'texto corrigido',
    );
    await inbound({ delete: { messageId: m.id } });
    expect((await messagesOf(ticketId, admin.token)).find((x) => x.id === m.id)?.isDeleted).toBe(true);
    const updates = () =>
      events.filter(
        (e) => e.event === 'company-1-appMessage' && e.payload.action === 'update' && e.payload.message?.id === m.id,
      );
    await eventually(() => updates().some((e) => e.payload.message.isDeleted));
    expect(updates()[0].payload.message).toMatchObject({ body: 'texto corrigido', isEdited: true });
    // Only customer messages of this connection: one of ours is not theirs to change.
    await send(ticketId, { body: 'nossa', isPrivate: 'true' }, admin.token);
    const ours = (await messagesOf(ticketId, admin.token)).at(-1)!;
    expect((await inbound({ delete: { messageId: ours.id } })).status).toBe(404);
  });

  it('a Facebook connection: its tickets carry channel facebook (the 24-hour notice)', async () => {
    const conns = (await t.api('GET', '/whatsapp', { token: admin.token })).body as {
      name: string;
      channel: string;
      token: string;
      isDefault: boolean;
      queues: unknown[];
    }[];
    expect(conns.map((c) => c.name)).toEqual(['WhatsApp Demo', 'Facebook Demo']);
    const fb = conns[1];
    expect(fb).toMatchObject({ channel: 'facebook', isDefault: false, queues: [expect.anything(), expect.anything()] });
    const r = await inbound(
      { number: freshNumber(), name: 'Cliente Facebook', body: 'Oi pelo Facebook', queueId: queueIds.Suporte },
      fb.token,
    );
    expect(r.status).toBe(201);
    const ticket = (await t.api('GET', `/tickets/${r.body.ticketId}`, { token: admin.token })).body;
    expect(ticket).toMatchObject({ channel: 'facebook', whatsapp: { name: 'Facebook Demo', channel: 'facebook' } });
    expect(ticket.contact.channel).toBe('facebook');
  });
});

// These move the clock: last, with fresh sessions.
describe('edit (15-minute window) and URL expiry', () => {
  it('own text within 15 minutes; not after, not someone else’s, not media, not the customer’s', async () => {
    const { ticketId, messageId } = await openTicket();
    await send(ticketId, { body: 'Com erro de digitação' });
    await t.api('POST', `/messages/${ticketId}`, {
      token: ana.token,
      form: form(['medias', file('x.png', 'image/png', PNG)]),
    });
    const [, mine, media] = await messagesOf(ticketId);
    const { events } = await openSocket(1, ana.token);
    const edit = (id: number, body: string, token = ana.token) =>
      t.api('POST', `/messages/edit/${id}`, { token, body: { body } });
    const ok = await edit(mine.id, 'Sem erro de digitação');
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ id: mine.id, body: 'Sem erro de digitação', isEdited: true });
    const e = await eventually(() =>
      events.find((x) => x.payload.message?.id === mine.id && x.payload.message.isEdited),
    );
    expect(e.payload.action).toBe('update');
    expect((await edit(mine.id, 'x', admin.token)).body).toEqual({ error: 'ERR_NO_PERMISSION' });
    expect((await edit(messageId, 'x')).status).toBe(403);
    expect((await edit(media.id, 'x')).body).toEqual({ error: 'ERR_MESSAGE_NOT_EDITABLE' });
    expect((await edit(mine.id, '  ')).status).toBe(400);
    t.clock.advance(14 * 60_000);
    expect((await edit(mine.id, 'Ainda dá tempo')).status).toBe(200);
    t.clock.advance(2 * 60_000);
    ana = await t.login('ana@demo.local');
    const late = await edit(mine.id, 'Tarde demais', ana.token);
    expect(late.status).toBe(400);
    expect(late.body).toEqual({ error: 'ERR_EDIT_WINDOW_EXPIRED' });
    expect((await messagesOf(ticketId, ana.token))[1].body).toBe('Ainda dá tempo');
  });

  it('a signed URL stops working about a day later; a fresh reply signs it again', async () => {
    const { ticketId } = await openTicket();
    await t.api('POST', `/messages/${ticketId}`, {
      token: ana.token,
      form: form(['medias', file('d.png', 'image/png', PNG)]),
    });
    const url = (await messagesOf(ticketId)).at(-1)!.mediaUrl!;
    t.clock.advance(23 * 3600_000);
    expect((await fetch(url)).status).toBe(200);
    t.clock.advance(2 * 3600_000 + 1);
    expect((await fetch(url)).status).toBe(403);
    ana = await t.login('ana@demo.local');
    const fresh = (await messagesOf(ticketId, ana.token)).at(-1)!.mediaUrl!;
    expect(fresh).not.toBe(url);
    expect((await fetch(fresh)).status).toBe(200);
  });
});
