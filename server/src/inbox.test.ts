import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTicketConflictSchema } from '../../src/shared/api/errors';
import { appMessageEventSchema, ticketEventSchema } from '../../src/shared/api/events';
import { messagePageSchema } from '../../src/shared/api/message';
import { ticketPageSchema, ticketSchema } from '../../src/shared/api/ticket';
import { connectOutcome, eventually, pause, recordEvents, startTestServer, TEST_JWT_SECRET, transcript } from './testing/harness';

let t: Awaited<ReturnType<typeof startTestServer>>;
let ana: Awaited<ReturnType<typeof t.login>>;
let bruno: Awaited<ReturnType<typeof t.login>>;
let admin: Awaited<ReturnType<typeof t.login>>;
let outra: Awaited<ReturnType<typeof t.login>>;
let sandboxToken: string;
let otherSandboxToken: string;
let queueIds: Record<string, number>;
const sockets: { close(): void }[] = [];

beforeAll(async () => {
  t = await startTestServer();
  [ana, bruno, admin, outra] = await Promise.all(['ana@demo.local', 'bruno@demo.local', 'admin@demo.local', 'admin@outra.local'].map((e) => t.login(e)));
  sandboxToken = (await t.api('GET', '/whatsapp', { token: admin.token })).body[0].token;
  otherSandboxToken = (await t.api('GET', '/whatsapp', { token: outra.token })).body[0].token;
  queueIds = Object.fromEntries((await t.api('GET', '/queue', { token: admin.token })).body.map((q: { name: string; id: number }) => [q.name, q.id]));
});
afterAll(async () => {
  for (const s of sockets) s.close();
  await t.server.close();
});

const inbound = (body: Record<string, unknown>, token = sandboxToken) => t.api('POST', '/sandbox/inbound', { token, body });
let numberSeq = 0;
const freshNumber = () => `556599${String(7_000_000 + (numberSeq += 1)).padStart(7, '0')}`;

async function openSocket(companyId: number, token: string) {
  const socket = t.socketOf(companyId, token);
  sockets.push(socket);
  const events = recordEvents(socket);
  expect(await connectOutcome(socket)).toBe('connected');
  return { socket, events };
}

describe('socket handshake', () => {
  it('accepts a valid token for its own company', async () => {
    await openSocket(1, ana.token);
  });

  it('refuses a token of another company, a missing token and an expired one', async () => {
    const foreign = t.socketOf(1, outra.token);
    sockets.push(foreign);
    expect(await connectOutcome(foreign)).not.toBe('connected');
    const none = t.socketOf(1, null);
    sockets.push(none);
    expect(await connectOutcome(none)).not.toBe('connected');
    const iat = Math.floor(t.clock.now().getTime() / 1000) - 3600;
    const expired = await new SignJWT({ usarname: 'Ana', profile: 'user', id: ana.user.id, companyId: 1 })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt(iat)
      .setExpirationTime(iat + 900)
      .sign(new TextEncoder().encode(TEST_JWT_SECRET));
    const old = t.socketOf(1, expired);
    sockets.push(old);
    expect(await connectOutcome(old)).not.toBe('connected');
  });
});

describe('sandbox inbound', () => {
  it('refuses a missing or wrong connection token and invalid input', async () => {
    expect((await t.api('POST', '/sandbox/inbound', { body: { number: freshNumber(), body: 'oi' } })).status).toBe(401);
    expect((await inbound({ number: freshNumber(), body: 'oi' }, 'x'.repeat(30))).status).toBe(403);
    const bad = await inbound({ number: 'abc', body: '   ' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields)).toEqual(expect.arrayContaining(['number', 'body']));
  });

  it('a new number → contact, pending ticket in the chosen queue, message; events reach that queue only', async () => {
    const a = await openSocket(1, ana.token);
    const b = await openSocket(1, bruno.token);
    const o = await openSocket(2, outra.token);
    const number = freshNumber();
    const r = await inbound({ number, name: 'Cliente Teste', body: 'Olá, preciso de ajuda', queueId: queueIds.Suporte });
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({ createdContact: true, createdTicket: true });

    const created = await eventually(() => a.events.find((e) => e.event === 'company-1-appMessage' && e.payload.message.ticketId === r.body.ticketId));
    const msg = appMessageEventSchema.parse(created.payload);
    expect(msg).toMatchObject({ action: 'create', message: { body: 'Olá, preciso de ajuda', fromMe: false } });
    const ticketEvent = a.events.find((e) => e.event === 'company-1-ticket' && e.payload.ticket?.id === r.body.ticketId);
    expect(ticketEventSchema.parse(ticketEvent!.payload)).toMatchObject({ action: 'update', ticket: { status: 'pending', unreadMessages: 1, queue: { name: 'Suporte' } } });
    expect(a.events.some((e) => e.event === 'company-1-contact' && e.payload.action === 'create')).toBe(true);

    await pause(150);
    expect(b.events.filter((e) => e.event !== 'company-1-contact')).toEqual([]);
    expect(o.events).toEqual([]);

    // A second message reuses the ticket and counts as unread.
    const again = await inbound({ number, body: 'Alguém aí?' });
    expect(again.body).toMatchObject({ ticketId: r.body.ticketId, createdTicket: false, createdContact: false });
    const view = ticketSchema.parse((await t.api('GET', `/tickets/${r.body.ticketId}`, { token: ana.token })).body);
    expect(view).toMatchObject({ unreadMessages: 2, lastMessage: 'Alguém aí?', contact: { name: 'Cliente Teste', number } });
  });

  it('a connection with exactly one queue puts new tickets in it', async () => {
    const r = await inbound({ number: freshNumber(), body: 'Bom dia' }, otherSandboxToken);
    const view = (await t.api('GET', `/tickets/${r.body.ticketId}`, { token: outra.token })).body;
    expect(view.queue.name).toBe('Atendimento');
    // The demo connection has two queues: no queue until one is chosen.
    const none = await inbound({ number: freshNumber(), body: 'Bom dia' });
    expect((await t.api('GET', `/tickets/${none.body.ticketId}`, { token: admin.token })).body.queueId).toBeNull();
  });
});

describe('GET /tickets', () => {
  it('pages by 40, newest first, with count and hasMore', async () => {
    for (let i = 0; i < 16; i += 1) {
      t.clock.advance(1000);
      await inbound({ number: freshNumber(), name: `Lote ${i}`, body: `mensagem ${i}`, queueId: queueIds.Vendas });
    }
    const p1 = ticketPageSchema.parse((await t.api('GET', '/tickets?status=search&showAll=true&pageNumber=1', { token: admin.token })).body);
    const p2 = ticketPageSchema.parse((await t.api('GET', '/tickets?status=search&showAll=true&pageNumber=2', { token: admin.token })).body);
    expect(p1.count).toBeGreaterThan(40);
    expect(p1.tickets).toHaveLength(40);
    expect(p1.hasMore).toBe(true);
    expect(p2.tickets).toHaveLength(p1.count - 40);
    expect(p2.hasMore).toBe(false);
    const all = [...p1.tickets, ...p2.tickets];
    expect(new Set(all.map((x) => x.id)).size).toBe(all.length);
    const times = all.map((x) => x.updatedAt);
    expect([...times].sort().reverse()).toEqual(times);
    const asc = ticketPageSchema.parse((await t.api('GET', '/tickets?status=search&showAll=true&sortTickets=ASC', { token: admin.token })).body);
    expect(asc.tickets[0].updatedAt <= asc.tickets[1].updatedAt).toBe(true);
  });

  it('filters by queueIds given as a JSON array, and refuses a malformed one', async () => {
    const r = ticketPageSchema.parse((await t.api('GET', `/tickets?status=pending&showAll=true&queueIds=${encodeURIComponent(`[${queueIds.Vendas}]`)}`, { token: admin.token })).body);
    expect(r.tickets.length).toBeGreaterThan(0);
    // Admins hold allTicket: tickets without a queue stay visible beside the chosen queue.
    for (const x of r.tickets) expect([queueIds.Vendas, null]).toContain(x.queueId);
    expect(r.tickets.some((x) => x.queueId === queueIds.Vendas)).toBe(true);
    expect((await t.api('GET', '/tickets?queueIds=[1,', { token: admin.token })).status).toBe(400);
    const vip = (await t.api('GET', '/tags/list', { token: admin.token })).body.find((x: { name: string }) => x.name === 'VIP');
    const tagged = ticketPageSchema.parse((await t.api('GET', `/tickets?status=search&showAll=true&tags=[${vip.id}]`, { token: admin.token })).body);
    expect(tagged.count).toBe(2);
    for (const x of tagged.tickets) expect(x.tags.map((tag) => tag.name)).toContain('VIP');
  });

  it('shows a user only what spec §6 lets them see', async () => {
    const pending = ticketPageSchema.parse((await t.api('GET', '/tickets?status=pending', { token: ana.token })).body);
    expect(pending.tickets.every((x) => x.queueId === queueIds.Suporte)).toBe(true);
    const open = ticketPageSchema.parse((await t.api('GET', '/tickets?status=open&showAll=true', { token: ana.token })).body);
    expect(open.tickets.length).toBe(4);
    expect(open.tickets.every((x) => x.userId === ana.user.id)).toBe(true);
    const group = ticketPageSchema.parse((await t.api('GET', '/tickets?status=group', { token: ana.token })).body);
    expect(group.count).toBe(0);
    const raw = await t.api('GET', `/tickets?status=search&searchParam=${encodeURIComponent('segunda via')}`, { token: ana.token });
    const found = ticketPageSchema.parse(raw.body);
    expect(found.tickets.length).toBeGreaterThan(0);
    expect(found.tickets.every((x) => x.queueId === queueIds.Suporte || x.userId === ana.user.id)).toBe(true);
  });

  it('GET /tickets/u/:uuid finds a ticket, 404 ERR_NO_TICKET_FOUND otherwise', async () => {
    const first = ticketPageSchema.parse((await t.api('GET', '/tickets?status=pending', { token: ana.token })).body).tickets[0];
    expect((await t.api('GET', `/tickets/u/${first.uuid}`, { token: ana.token })).body.id).toBe(first.id);
    expect(await t.api('GET', '/tickets/u/no-such-uuid', { token: ana.token })).toMatchObject({ status: 404, body: { error: 'ERR_NO_TICKET_FOUND' } });
  });
});

describe('ticket transitions', () => {
  it('accept: pending → open for the accepting user; delete from the pending tab, then update; a logged entry', async () => {
    const { events } = await openSocket(1, ana.token);
    const r = await inbound({ number: freshNumber(), name: 'Para aceitar', body: 'Oi', queueId: queueIds.Suporte });
    const id = r.body.ticketId;
    const put = await t.api('PUT', `/tickets/${id}`, { token: ana.token, body: { status: 'open', userId: ana.user.id } });
    expect(put.status).toBe(200);
    expect(ticketSchema.parse(put.body)).toMatchObject({ status: 'open', userId: ana.user.id, user: { name: 'Ana Atendente' } });
    await eventually(() => events.some((e) => e.payload.ticket?.id === id && e.payload.ticket.status === 'open'));
    const mine = events.filter((e) => e.event === 'company-1-ticket' && (e.payload.ticketId === id || e.payload.ticket?.id === id)).map((e) => e.payload.action);
    expect(mine.slice(-2)).toEqual(['delete', 'update']);
    const log = (await t.api('GET', `/tickets-log/${id}`, { token: ana.token })).body;
    expect(log.map((l: { type: string }) => l.type)).toEqual(['create', 'open']);
  });

  it('accepting a ticket another user holds → 400 whose error is the JSON of the holder', async () => {
    const r = await inbound({ number: freshNumber(), body: 'Oi', queueId: queueIds.Suporte });
    const id = r.body.ticketId;
    await t.api('PUT', `/tickets/${id}`, { token: ana.token, body: { status: 'open', userId: ana.user.id } });
    const clash = await t.api('PUT', `/tickets/${id}`, { token: admin.token, body: { status: 'open', userId: admin.user.id } });
    expect(clash.status).toBe(400);
    expect(clash.body.code).toBe('ERR_OTHER_OPEN_TICKET');
    const detail = openTicketConflictSchema.parse(JSON.parse(clash.body.error));
    expect(detail).toMatchObject({ userId: ana.user.id, user: { name: 'Ana Atendente' }, queue: { name: 'Suporte' }, status: 'open' });
  });

  it('return, resolve with farewell, reopen, transfer, ignore, and delete (admin only)', async () => {
    const r = await inbound({ number: freshNumber(), body: 'Oi', queueId: queueIds.Suporte });
    const id = r.body.ticketId;
    const put = (token: string, body: unknown) => t.api('PUT', `/tickets/${id}`, { token, body });
    await put(ana.token, { status: 'open', userId: ana.user.id });
    expect((await put(bruno.token, { status: 'pending', userId: null })).status).toBe(403);
    expect((await put(ana.token, { status: 'pending', userId: null })).body).toMatchObject({ status: 'pending', userId: null });
    await put(ana.token, { status: 'open', userId: ana.user.id });
    expect((await put(ana.token, { status: 'closed', userId: ana.user.id, sendFarewellMessage: true })).body.status).toBe('closed');
    const last = (await t.api('GET', `/messages/${id}`, { token: ana.token })).body.messages.at(-1);
    expect(last).toMatchObject({ fromMe: true, body: 'Atendimento encerrado. Obrigado pelo contato!' });
    expect((await put(ana.token, { status: 'open', userId: ana.user.id })).body).toMatchObject({ status: 'open', userId: ana.user.id });
    const moved = await put(ana.token, { userId: bruno.user.id, queueId: queueIds.Vendas, isTransfered: true, msgTransfer: 'Cliente quer comprar' });
    expect(moved.body).toMatchObject({ status: 'open', userId: bruno.user.id, queueId: queueIds.Vendas });
    const note = (await t.api('GET', `/messages/${id}`, { token: bruno.token })).body.messages.at(-1);
    expect(note).toMatchObject({ isPrivate: true, body: 'Ana Atendente: Cliente quer comprar' });
    expect((await put(bruno.token, { status: 'pending', userId: null })).status).toBe(200);
    expect((await put(bruno.token, { status: 'closed', sendFarewellMessage: false, amountUsedBotQueues: 0 })).body.status).toBe('closed');
    expect((await put(bruno.token, { status: 'pending' })).status).toBe(400);
    expect((await t.api('DELETE', `/tickets/${id}`, { token: bruno.token })).body).toEqual({ error: 'ERR_NO_PERMISSION' });
    expect((await t.api('DELETE', `/tickets/${id}`, { token: admin.token })).status).toBe(200);
    expect((await t.api('GET', `/tickets/${id}`, { token: admin.token })).status).toBe(404);
  });
});

describe('messages', () => {
  it('pages by 20: page 1 is the newest 20, each page oldest → newest', async () => {
    const open = ticketPageSchema.parse((await t.api('GET', '/tickets?status=open', { token: ana.token })).body);
    const long = open.tickets.find((x) => x.contact.name === 'Juliana Costa')!;
    const p1 = messagePageSchema.parse((await t.api('GET', `/messages/${long.id}?pageNumber=1`, { token: ana.token })).body);
    const p2 = messagePageSchema.parse((await t.api('GET', `/messages/${long.id}?pageNumber=2`, { token: ana.token })).body);
    const p3 = messagePageSchema.parse((await t.api('GET', `/messages/${long.id}?pageNumber=3`, { token: ana.token })).body);
    expect([p1.messages.length, p2.messages.length, p3.messages.length]).toEqual([20, 20, 5]);
    expect([p1.hasMore, p2.hasMore, p3.hasMore]).toEqual([true, true, false]);
    expect(p1.count).toBe(45);
    for (const p of [p1, p2, p3]) {
      const times = p.messages.map((m) => m.createdAt);
      expect([...times].sort()).toEqual(times);
    }
    expect(p2.messages.at(-1)!.createdAt < p1.messages[0].createdAt).toBe(true);
  });

  it('reading marks the ticket read and announces updateUnread', async () => {
    const { events } = await openSocket(1, ana.token);
    const r = await inbound({ number: freshNumber(), body: 'Oi', queueId: queueIds.Suporte });
    await t.api('GET', `/messages/${r.body.ticketId}`, { token: ana.token });
    await eventually(() => events.find((e) => e.payload.action === 'updateUnread' && e.payload.ticketId === r.body.ticketId));
    expect((await t.api('GET', `/tickets/${r.body.ticketId}`, { token: ana.token })).body.unreadMessages).toBe(0);
  });

  it('sends: 200 with an empty body, acks advance 1 → 2 → 3 on the sandbox; blank refused', async () => {
    const { events } = await openSocket(1, ana.token);
    const r = await inbound({ number: freshNumber(), body: 'Oi', queueId: queueIds.Suporte });
    const id = r.body.ticketId;
    await t.api('PUT', `/tickets/${id}`, { token: ana.token, body: { status: 'open', userId: ana.user.id } });
    expect((await t.api('POST', `/messages/${id}`, { token: bruno.token, body: { body: 'intruso' } })).status).toBe(403);
    const sent = await t.api('POST', `/messages/${id}`, { token: ana.token, body: { body: 'Bom dia! Como posso ajudar?' } });
    expect(sent.status).toBe(200);
    expect(sent.text).toBe('');
    const create = await eventually(() => events.find((e) => e.event === 'company-1-appMessage' && e.payload.action === 'create' && e.payload.message.body === 'Bom dia! Como posso ajudar?'));
    expect(create.payload.message.ack).toBe(1);
    const acks = await eventually(() => {
      const seen = events.filter((e) => e.payload.action === 'update' && e.payload.message?.id === create.payload.message.id).map((e) => e.payload.message.ack);
      return seen.includes(3) ? seen : null;
    });
    expect(acks).toEqual([2, 3]);
    expect((await t.api('GET', `/tickets/${id}`, { token: ana.token })).body.lastMessage).toBe('Bom dia! Como posso ajudar?');
    expect((await t.api('POST', `/messages/${id}`, { token: ana.token, body: { body: '   ' } })).status).toBe(400);
  });

  it('a retried send with the same clientId creates one message', async () => {
    const r = await inbound({ number: freshNumber(), body: 'Oi', queueId: queueIds.Suporte });
    const id = r.body.ticketId;
    await t.api('PUT', `/tickets/${id}`, { token: ana.token, body: { status: 'open', userId: ana.user.id } });
    const send = () => t.api('POST', `/messages/${id}`, { token: ana.token, body: { body: 'Uma vez só', clientId: 'c-123' } });
    expect((await send()).status).toBe(200);
    expect((await send()).status).toBe(200);
    const page = (await t.api('GET', `/messages/${id}`, { token: ana.token })).body;
    expect(page.messages.filter((m: { body: string }) => m.body === 'Uma vez só')).toHaveLength(1);
  });

  it('a private note (isPrivate "true") stays at ack 0 and may be written by anyone who sees the ticket', async () => {
    const r = await inbound({ number: freshNumber(), body: 'Oi', queueId: queueIds.Suporte });
    const sent = await t.api('POST', `/messages/${r.body.ticketId}`, { token: ana.token, body: { body: 'nota interna', isPrivate: 'true' } });
    expect(sent.status).toBe(200);
    await pause(120);
    const note = (await t.api('GET', `/messages/${r.body.ticketId}`, { token: ana.token })).body.messages.at(-1);
    expect(note).toMatchObject({ body: 'nota interna', isPrivate: true, ack: 0 });
  });

  it('no reply or event of this file carried a password hash or token version', () => {
    for (const text of transcript) expect(text).not.toMatch(/passwordHash|tokenVersion|\$2[aby]\$/);
  });
});
