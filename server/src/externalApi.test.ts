import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { whatsapps } from './db/schema';
import { freshCompany } from './testing/freshCompany';
import { eventually, pause, recordEvents, startTestServer } from './testing/harness';

/**
 * The messages API (spec 3 "Messages API", issue 16): POST /api/messages/send with a connection's
 * token creates or reuses the number's contact and ticket on that connection, in that
 * connection's company only, sends the message as the company's and announces it; refuses a
 * missing or unknown token, a bad number, a connection without a live phone and a plan without
 * useExternalApi.
 */
let t: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  t = await startTestServer({ testFactory: true });
});
afterAll(async () => {
  await t.server.close();
});

type Company = Awaited<ReturnType<typeof freshCompany>>;
type Connection = { id: number; name: string; status: string; isDefault: boolean; token: string };

/** The company's default sandbox connection, as its admin reads it (with the token). */
async function defaultConnection(c: Company): Promise<Connection> {
  const list = (await c.call('GET', '/whatsapp')).body as Connection[];
  return list.find((w) => w.isDefault)!;
}

const send = (token: string | undefined, body: unknown) => t.api('POST', '/api/messages/send', { token, body });
let seq = 0;
const freshNumber = () => `5565988${String(process.pid % 1000).padStart(3, '0')}${String(++seq).padStart(3, '0')}`;

describe('POST /api/messages/send', () => {
  it('a text to a new number creates the contact and a pending ticket on that connection, live; a second one reuses them', async () => {
    const c = await freshCompany(t);
    const wa = await defaultConnection(c);
    const socket = t.socketOf(c.companyId, c.admin.token);
    const events = recordEvents(socket);
    await eventually(() => socket.connected);
    const number = freshNumber();

    const r = await send(wa.token, {
      number: `+${number.slice(0, 2)} (${number.slice(2, 4)}) ${number.slice(4)}`,
      body: 'Seu pedido saiu para entrega',
    });
    expect(r.status, r.text).toBe(200);
    expect(r.body).toMatchObject({ mensagem: 'Mensagem enviada' });
    const { ticketId, contactId } = r.body as { ticketId: number; contactId: number };

    const ticket = (await c.call('GET', `/tickets/${ticketId}`)).body;
    expect(ticket).toMatchObject({ status: 'pending', whatsappId: wa.id, contact: { id: contactId, number } });
    const page = (await c.call('GET', `/messages/${ticketId}`)).body;
    expect(page.messages.at(-1)).toMatchObject({ body: 'Seu pedido saiu para entrega', fromMe: true });
    const created = await eventually(() =>
      events.find((e) => e.event === `company-${c.companyId}-appMessage` && e.payload.action === 'create'),
    );
    expect(created.payload).toMatchObject({
      message: { body: 'Seu pedido saiu para entrega', fromMe: true },
      ticket: { id: ticketId },
    });
    expect(events.some((e) => e.event === `company-${c.companyId}-contact` && e.payload.action === 'create')).toBe(
      true,
    );
    expect(events.some((e) => e.event === `company-${c.companyId}-ticket` && e.payload.ticket?.id === ticketId)).toBe(
      true,
    );

    const again = await send(wa.token, { number, body: 'Chega hoje' });
    expect(again.status, again.text).toBe(200);
    expect(again.body).toMatchObject({ ticketId, contactId });
    socket.close();
  });

  it('multipart with medias sends each file (the body its caption) on the same ticket', async () => {
    const c = await freshCompany(t);
    const wa = await defaultConnection(c);
    const number = freshNumber();
    const form = new FormData();
    form.append('number', number);
    form.append('body', 'Segue o boleto');
    form.append('medias', new File([new Uint8Array([37, 80, 68, 70, 45])], 'boleto.pdf', { type: 'application/pdf' }));
    const r = await t.api('POST', '/api/messages/send', { token: wa.token, form });
    expect(r.status, r.text).toBe(200);
    const last = (await c.call('GET', `/messages/${r.body.ticketId}`)).body.messages.at(-1);
    expect(last).toMatchObject({
      mediaType: 'application',
      body: 'Segue o boleto',
      fromMe: true,
      mediaName: 'boleto.pdf',
    });

    const bad = new FormData();
    bad.append('number', 'abc');
    bad.append('medias', new File([new Uint8Array([1])], 'x.pdf', { type: 'application/pdf' }));
    const refused = await t.api('POST', '/api/messages/send', { token: wa.token, form: bad });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe('ERR_INVALID_NUMBER');
  });

  it('userId opens the ticket held by that user, sendSignature signs with their name, closeTicket closes it', async () => {
    const c = await freshCompany(t);
    const wa = await defaultConnection(c);
    const users = (await c.call('GET', '/users/list')).body as { id: number; name: string; email: string }[];
    const ana = users.find((u) => u.email === c.users.ana)!;
    const r = await send(wa.token, {
      number: freshNumber(),
      body: 'Seu atendimento foi concluído',
      userId: ana.id,
      sendSignature: true,
      closeTicket: 'true',
    });
    expect(r.status, r.text).toBe(200);
    const ticket = (await c.call('GET', `/tickets/${r.body.ticketId}`)).body;
    expect(ticket).toMatchObject({ status: 'closed', userId: ana.id });
    const last = (await c.call('GET', `/messages/${r.body.ticketId}`)).body.messages.at(-1);
    expect(last.body).toBe(`*${ana.name}:*\nSeu atendimento foi concluído`);
  });

  it('refuses a missing or unknown token, a bad number, a blank text and a connection without a live phone', async () => {
    const c = await freshCompany(t);
    const wa = await defaultConnection(c);
    const number = freshNumber();
    for (const token of [undefined, 'x'.repeat(30), c.admin.token]) {
      const r = await send(token, { number, body: 'oi' });
      expect(r.status).toBe(401);
      expect(r.body.error).toBe('ERR_INVALID_API_TOKEN');
    }
    for (const bad of ['abc', '123', '55 65 9999x0000', '1'.repeat(21)]) {
      const r = await send(wa.token, { number: bad, body: 'oi' });
      expect(r.status, bad).toBe(400);
      expect(r.body.error).toBe('ERR_INVALID_NUMBER');
    }
    const blank = await send(wa.token, { number, body: '   ' });
    expect(blank.status).toBe(400);
    expect(blank.body.fields).toHaveProperty('body');

    await t.server.db.update(whatsapps).set({ status: 'DISCONNECTED' }).where(eq(whatsapps.id, wa.id));
    const offline = await send(wa.token, { number, body: 'oi' });
    expect(offline.status).toBe(400);
    expect(offline.body.error).toBe('ERR_WAPP_NOT_INITIALIZED');
    // Nothing was created for the refused sends.
    const contacts = (await c.call('GET', `/contacts?searchParam=${number}`)).body.contacts as unknown[];
    expect(contacts).toEqual([]);
  });

  it('a plan without useExternalApi is refused 403', async () => {
    const made = (await t.api('POST', '/testing/tenants', { body: { like: 'demo', without: ['useExternalApi'] } }))
      .body;
    const admin = await t.login(made.users.admin);
    const list = (await t.api('GET', '/whatsapp', { token: admin.token })).body as Connection[];
    const r = await send(list.find((w) => w.isDefault)!.token, { number: freshNumber(), body: 'oi' });
    expect(r.status).toBe(403);
    expect(r.body.error).toBe('ERR_NO_PERMISSION');
  });

  it("a token of company A never touches company B: B's contact of the same number, its users and queues stay B's", async () => {
    const a = await freshCompany(t);
    const b = await freshCompany(t);
    const waA = await defaultConnection(a);
    const number = freshNumber();
    const socketB = t.socketOf(b.companyId, b.admin.token);
    const eventsB = recordEvents(socketB);
    await eventually(() => socketB.connected);
    const inB = await b.call('POST', '/contacts', { name: 'Cliente de B', number, email: '' });
    expect(inB.status, inB.text).toBe(200);
    // B's own new contact reaches B first: its event may leave after the reply (on PostgreSQL it
    // once reached a socket opened after the reply). From then on, only what A's calls cause.
    await eventually(() => eventsB.some((e) => e.event === `company-${b.companyId}-contact`));
    eventsB.length = 0;

    const r = await send(waA.token, { number, body: 'Olá de A' });
    expect(r.status, r.text).toBe(200);
    expect(r.body.contactId).not.toBe(inB.body.id);
    expect((await a.call('GET', `/tickets/${r.body.ticketId}`)).status).toBe(200);
    expect((await b.call('GET', `/tickets/${r.body.ticketId}`)).status).toBeGreaterThanOrEqual(400);
    const bContact = (await b.call('GET', `/contacts/${inB.body.id}`)).body;
    expect(bContact).toMatchObject({ name: 'Cliente de B', number });

    const bUsers = (await b.call('GET', '/users/list')).body as { id: number }[];
    const bQueues = (await b.call('GET', '/queue')).body as { id: number }[];
    const foreignUser = await send(waA.token, { number: freshNumber(), body: 'oi', userId: bUsers[0].id });
    expect(foreignUser.status).toBe(400);
    expect(foreignUser.body.fields).toHaveProperty('userId');
    const foreignQueue = await send(waA.token, { number: freshNumber(), body: 'oi', queueId: bQueues[0].id });
    expect(foreignQueue.status).toBe(400);
    expect(foreignQueue.body.fields).toHaveProperty('queueId');

    await pause(50);
    expect(eventsB.filter((e) => e.event.startsWith(`company-${b.companyId}-`))).toEqual([]);
    socketB.close();
  });
});
