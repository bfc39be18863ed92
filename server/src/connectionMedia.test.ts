import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshCompany } from './testing/freshCompany';
import { eventually, recordEvents, startTestServer } from './testing/harness';

/**
 * A connection's greeting media (spec 2 §3 greetingMediaAttachment, §7 POST/DELETE
 * /whatsapp/{id}/media-upload): an admin attaches one image or video; the chatbot sends it with its
 * first greeting menu, the menu as its caption; each message keeps a copy, so replacing or
 * removing the file never breaks a conversation's history.
 */
let t: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  t = await startTestServer({ testFactory: true });
});
afterAll(async () => {
  await t.server.close();
});

const PNG = new Uint8Array(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
);

const mediaForm = (name: string, type: string, bytes: Uint8Array<ArrayBuffer> = PNG) => {
  const form = new FormData();
  form.set('file', new Blob([bytes], { type }), name);
  return form;
};

interface Msg {
  body: string;
  fromMe: boolean;
  mediaType: string;
  mediaUrl: string | null;
}

let seq = 0;

async function company() {
  const c = await freshCompany(t, 'demo');
  const [connection] = (await c.call('GET', '/whatsapp')).body as { id: number; token: string }[];
  const upload = (form: FormData, token = c.admin.token, id = connection.id) =>
    t.api('POST', `/whatsapp/${id}/media-upload`, { token, form });
  /** A new customer writes; answers the company's messages of the ticket opened. */
  const newCustomerWrites = async (...bodies: string[]) => {
    const number = `5565988${String(100_000 + (seq += 1)).padStart(6, '0')}`;
    let ticketId = 0;
    for (const body of bodies) {
      const r = await t.api('POST', '/sandbox/inbound', { token: connection.token, body: { number, body } });
      expect(r.status, r.text).toBe(201);
      ticketId = r.body.ticketId as number;
    }
    return ((await c.call('GET', `/messages/${ticketId}`)).body.messages as Msg[]).filter((m) => m.fromMe);
  };
  return { ...c, connection, upload, newCustomerWrites };
}

describe('a connection’s greeting media', () => {
  it('goes with the first greeting menu as its caption, and the connection names it', async () => {
    const c = await company();
    const socket = t.socketOf(c.companyId, c.admin.token);
    const events = recordEvents(socket);
    // Only a connected socket is in the admins' room; an announcement before that is not for it.
    await eventually(() => socket.connected);
    const up = await c.upload(mediaForm('boas-vindas.png', 'image/png'));
    expect(up.status, up.text).toBe(200);
    const record = (await c.call('GET', `/whatsapp/${c.connection.id}`)).body;
    expect(record.greetingMediaAttachment).toBe('boas-vindas.png');
    expect(record).not.toHaveProperty('greetingMediaPath');
    // The connections page of every admin hears of it.
    await eventually(() =>
      events.some(
        (e) =>
          e.event === `company-${c.companyId}-whatsapp` &&
          e.payload.whatsapp?.greetingMediaAttachment === 'boas-vindas.png',
      ),
    );

    const [menu, again] = await c.newCustomerWrites('Oi', 'não sei');
    expect(menu).toMatchObject({ mediaType: 'image' });
    expect(menu.body).toContain('*[ 1 ]* - ');
    const served = await fetch(menu.mediaUrl!);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG);
    // The menu repeated after an answer the bot does not know is text only.
    expect(again).toMatchObject({ mediaType: 'chat', mediaUrl: null });
    expect(again.body).toBe(menu.body);

    // Removed: the next customer gets the text menu, and the first conversation keeps its picture.
    const removed = await t.api('DELETE', `/whatsapp/${c.connection.id}/media-upload`, { token: c.admin.token });
    expect(removed.status).toBe(200);
    expect((await c.call('GET', `/whatsapp/${c.connection.id}`)).body.greetingMediaAttachment).toBeNull();
    const [plain] = await c.newCustomerWrites('Olá');
    expect(plain).toMatchObject({ mediaType: 'chat', mediaUrl: null });
    expect((await fetch(menu.mediaUrl!)).status).toBe(200);
  });

  it('a new file replaces the old one; a video is sent as a video', async () => {
    const c = await company();
    await c.upload(mediaForm('a.png', 'image/png'));
    expect((await c.upload(mediaForm('promo.mp4', 'video/mp4', new Uint8Array(64)))).status).toBe(200);
    expect((await c.call('GET', `/whatsapp/${c.connection.id}`)).body.greetingMediaAttachment).toBe('promo.mp4');
    const [menu] = await c.newCustomerWrites('Oi');
    expect(menu.mediaType).toBe('video');
  });

  it('takes one image or video, from those who manage connections of the company only', async () => {
    const c = await company();
    const refused = await c.upload(mediaForm('notas.txt', 'text/plain', new Uint8Array(8)));
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe('ERR_MEDIA_NOT_IMAGE_OR_VIDEO');
    const empty = await t.api('POST', `/whatsapp/${c.connection.id}/media-upload`, {
      token: c.admin.token,
      form: new FormData(),
    });
    expect(empty.status).toBe(400);

    const ana = await t.login(c.users.ana);
    expect((await c.upload(mediaForm('a.png', 'image/png'), ana.token)).status).toBe(403);
    expect((await t.api('DELETE', `/whatsapp/${c.connection.id}/media-upload`, { token: ana.token })).status).toBe(403);
    const other = await freshCompany(t, 'other');
    expect((await c.upload(mediaForm('a.png', 'image/png'), other.admin.token)).status).toBe(404);
    expect((await c.call('GET', `/whatsapp/${c.connection.id}`)).body.greetingMediaAttachment).toBeNull();
  });
});
