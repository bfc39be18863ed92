// Sandbox inbound, the socket handshake and rooms, and the ticket lists.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { appMessageEventSchema, ticketEventSchema } from '@shared/api/events';
import { ticketPageSchema, ticketSchema } from '@shared/api/ticket';
import { editUser } from './testing/editUser';
import { connectOutcome, eventually, pause, TEST_JWT_SECRET } from './testing/harness';
import { useInboxFixture, type InboxFixture } from './testing/inboxFixture';

const f = useInboxFixture();
let t: InboxFixture['t'];
let ana: InboxFixture['ana'];
let bruno: InboxFixture['bruno'];
let admin: InboxFixture['admin'];
let outra: InboxFixture['outra'];
let queueIds: InboxFixture['queueIds'];
let inbound: InboxFixture['inbound'];
let freshNumber: InboxFixture['freshNumber'];
let openSocket: InboxFixture['openSocket'];
let otherSandboxToken: string;
/** Refused sockets of the handshake cases, closed at the end. */
const sockets: { close(): void }[] = [];
afterAll(() => sockets.forEach((s) => s.close()));
beforeAll(() => {
  ({ t, ana, bruno, admin, outra, queueIds, inbound, freshNumber, openSocket, otherSandboxToken } = f);
});

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

describe('auth event', () => {
  it('a new login of the same user is announced to that user only', async () => {
    const a = await openSocket(1, ana.token);
    const b = await openSocket(1, bruno.token);
    await t.login('ana@demo.local');
    const e = await eventually(() => a.events.find((x) => x.event === 'company-1-auth'));
    expect(e.payload).toEqual({ action: 'update', user: { id: ana.user.id } });
    await pause(50);
    expect(b.events.filter((x) => x.event === 'company-1-auth')).toEqual([]);
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
    const r = await inbound({
      number,
      name: 'Cliente Teste',
      body: 'Olá, preciso de ajuda',
      queueId: queueIds.Suporte,
    });
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({ createdContact: true, createdTicket: true });

    const created = await eventually(() =>
      a.events.find((e) => e.event === 'company-1-appMessage' && e.payload.message.ticketId === r.body.ticketId),
    );
    const msg = appMessageEventSchema.parse(created.payload);
    expect(msg).toMatchObject({ action: 'create', message: { body: 'Olá, preciso de ajuda', fromMe: false } });
    const ticketEvent = a.events.find(
      (e) => e.event === 'company-1-ticket' && e.payload.ticket?.id === r.body.ticketId,
    );
    expect(ticketEventSchema.parse(ticketEvent!.payload)).toMatchObject({
      action: 'update',
      ticket: { status: 'pending', unreadMessages: 1, queue: { name: 'Suporte' } },
    });
    expect(a.events.some((e) => e.event === 'company-1-contact' && e.payload.action === 'create')).toBe(true);

    await pause(150);
    expect(b.events.filter((e) => e.event !== 'company-1-contact')).toEqual([]);
    expect(o.events).toEqual([]);

    // A second message reuses the ticket and counts as unread.
    const again = await inbound({ number, body: 'Alguém aí?' });
    expect(again.body).toMatchObject({ ticketId: r.body.ticketId, createdTicket: false, createdContact: false });
    const view = ticketSchema.parse((await t.api('GET', `/tickets/${r.body.ticketId}`, { token: ana.token })).body);
    expect(view).toMatchObject({
      unreadMessages: 2,
      lastMessage: 'Alguém aí?',
      contact: { name: 'Cliente Teste', number },
    });
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

describe('group conversations', () => {
  it('reach only users with allowGroup (and admins), in the group tab', async () => {
    const a = await openSocket(1, ana.token);
    const r = await inbound({
      number: '120363000000000001',
      name: 'Grupo Clientes',
      body: 'Oi grupo',
      isGroup: true,
      queueId: queueIds.Suporte,
    });
    expect(r.status).toBe(201);
    const asAdmin = ticketPageSchema.parse((await t.api('GET', '/tickets?status=group', { token: admin.token })).body);
    expect(asAdmin.tickets.map((x) => x.id)).toContain(r.body.ticketId);
    expect(asAdmin.tickets.every((x) => x.isGroup)).toBe(true);
    const pendingTab = ticketPageSchema.parse(
      (await t.api('GET', '/tickets?status=pending&showAll=true', { token: admin.token })).body,
    );
    expect(pendingTab.tickets.map((x) => x.id)).not.toContain(r.body.ticketId);
    expect((await t.api('GET', '/tickets?status=group', { token: ana.token })).body.count).toBe(0);
    expect((await t.api('GET', `/tickets/${r.body.ticketId}`, { token: ana.token })).status).toBe(403);
    await pause(100);
    expect(
      a.events.filter(
        (e) => e.payload.ticket?.id === r.body.ticketId || e.payload.message?.ticketId === r.body.ticketId,
      ),
    ).toEqual([]);
  });
});

describe('GET /tickets', () => {
  it('pages by 40, newest first, with count and hasMore', async () => {
    for (let i = 0; i < 16; i += 1) {
      t.clock.advance(1000);
      await inbound({ number: freshNumber(), name: `Lote ${i}`, body: `mensagem ${i}`, queueId: queueIds.Vendas });
    }
    const p1 = ticketPageSchema.parse(
      (await t.api('GET', '/tickets?status=search&showAll=true&pageNumber=1', { token: admin.token })).body,
    );
    const p2 = ticketPageSchema.parse(
      (await t.api('GET', '/tickets?status=search&showAll=true&pageNumber=2', { token: admin.token })).body,
    );
    expect(p1.count).toBeGreaterThan(40);
    expect(p1.tickets).toHaveLength(40);
    expect(p1.hasMore).toBe(true);
    expect(p2.tickets).toHaveLength(p1.count - 40);
    expect(p2.hasMore).toBe(false);
    const all = [...p1.tickets, ...p2.tickets];
    expect(new Set(all.map((x) => x.id)).size).toBe(all.length);
    const times = all.map((x) => x.updatedAt);
    expect([...times].sort().reverse()).toEqual(times);
    const asc = ticketPageSchema.parse(
      (await t.api('GET', '/tickets?status=search&showAll=true&sortTickets=ASC', { token: admin.token })).body,
    );
    expect(asc.tickets[0].updatedAt <= asc.tickets[1].updatedAt).toBe(true);
  });

  it('filters by queueIds given as a JSON array, and refuses a malformed one', async () => {
    const r = ticketPageSchema.parse(
      (
        await t.api(
          'GET',
          `/tickets?status=pending&showAll=true&queueIds=${encodeURIComponent(`[${queueIds.Vendas}]`)}`,
          { token: admin.token },
        )
      ).body,
    );
    expect(r.tickets.length).toBeGreaterThan(0);
    // Admins hold allTicket: tickets without a queue stay visible beside the chosen queue.
    for (const x of r.tickets) expect([queueIds.Vendas, null]).toContain(x.queueId);
    expect(r.tickets.some((x) => x.queueId === queueIds.Vendas)).toBe(true);
    expect((await t.api('GET', '/tickets?queueIds=[1,', { token: admin.token })).status).toBe(400);
    const vip = (await t.api('GET', '/tags/list', { token: admin.token })).body.find(
      (x: { name: string }) => x.name === 'VIP',
    );
    const tagged = ticketPageSchema.parse(
      (await t.api('GET', `/tickets?status=search&showAll=true&tags=[${vip.id}]`, { token: admin.token })).body,
    );
    expect(tagged.count).toBe(2);
    for (const x of tagged.tickets) expect(x.tags.map((tag) => tag.name)).toContain('VIP');
  });

  it('shows a user only what spec §6 lets them see', async () => {
    const pending = ticketPageSchema.parse((await t.api('GET', '/tickets?status=pending', { token: ana.token })).body);
    expect(pending.tickets.every((x) => x.queueId === queueIds.Suporte)).toBe(true);
    const open = ticketPageSchema.parse(
      (await t.api('GET', '/tickets?status=open&showAll=true', { token: ana.token })).body,
    );
    expect(open.tickets.length).toBe(4);
    expect(open.tickets.every((x) => x.userId === ana.user.id)).toBe(true);
    const group = ticketPageSchema.parse((await t.api('GET', '/tickets?status=group', { token: ana.token })).body);
    expect(group.count).toBe(0);
    const raw = await t.api('GET', `/tickets?status=search&searchParam=${encodeURIComponent('segunda via')}`, {
      token: ana.token,
    });
    const found = ticketPageSchema.parse(raw.body);
    expect(found.tickets.length).toBeGreaterThan(0);
    expect(found.tickets.every((x) => x.queueId === queueIds.Suporte || x.userId === ana.user.id)).toBe(true);
  });

  it('GET /tickets/u/:uuid finds a ticket, 404 ERR_NO_TICKET_FOUND otherwise', async () => {
    const first = ticketPageSchema.parse((await t.api('GET', '/tickets?status=pending', { token: ana.token })).body)
      .tickets[0];
    expect((await t.api('GET', `/tickets/u/${first.uuid}`, { token: ana.token })).body.id).toBe(first.id);
    expect(await t.api('GET', '/tickets/u/no-such-uuid', { token: ana.token })).toMatchObject({
      status: 404,
      body: { error: 'ERR_NO_TICKET_FOUND' },
    });
  });
});

describe('room membership follows the user', () => {
  it('after an admin moves ana to Vendas, Vendas events reach her socket and Suporte ones stop', async () => {
    const a = await openSocket(1, ana.token);
    const moved = await editUser(t.api, admin.token, ana.user.id, { queueIds: [queueIds.Vendas] });
    expect(moved.body.queues.map((q: { name: string }) => q.name)).toEqual(['Vendas']);
    const sales = await inbound({ number: freshNumber(), body: 'Quero comprar', queueId: queueIds.Vendas });
    const support = await inbound({ number: freshNumber(), body: 'Preciso de ajuda', queueId: queueIds.Suporte });
    await eventually(() => a.events.find((e) => e.payload.message?.ticketId === sales.body.ticketId));
    await pause(100);
    expect(a.events.some((e) => e.payload.message?.ticketId === support.body.ticketId)).toBe(false);
    await editUser(t.api, admin.token, ana.user.id, { queueIds: [queueIds.Suporte] });
  });
});
