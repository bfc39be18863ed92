// Ticket transitions and the conversation: paging, sending, acks, idempotency.
import { beforeAll, describe, expect, it } from 'vitest';
import { openTicketConflictSchema } from '@shared/api/errors';
import { messagePageSchema } from '@shared/api/message';
import { ticketPageSchema, ticketSchema } from '@shared/api/ticket';
import { eventually, pause, transcript } from './testing/harness';
import { useInboxFixture, type InboxFixture } from './testing/inboxFixture';

const f = useInboxFixture();
let t: InboxFixture['t'];
let ana: InboxFixture['ana'];
let bruno: InboxFixture['bruno'];
let admin: InboxFixture['admin'];
let queueIds: InboxFixture['queueIds'];
let inbound: InboxFixture['inbound'];
let freshNumber: InboxFixture['freshNumber'];
let openSocket: InboxFixture['openSocket'];
beforeAll(() => {
  ({ t, ana, bruno, admin, queueIds, inbound, freshNumber, openSocket } = f);
});

describe('ticket transitions', () => {
  it('accept: pending → open for the accepting user; delete from the pending tab, then update; a logged entry', async () => {
    const { events } = await openSocket(1, ana.token);
    const r = await inbound({ number: freshNumber(), name: 'Para aceitar', body: 'Oi', queueId: queueIds.Suporte });
    const id = r.body.ticketId;
    const put = await t.api('PUT', `/tickets/${id}`, {
      token: ana.token,
      body: { status: 'open', userId: ana.user.id },
    });
    expect(put.status).toBe(200);
    expect(ticketSchema.parse(put.body)).toMatchObject({
      status: 'open',
      userId: ana.user.id,
      user: { name: 'Ana Atendente' },
    });
    await eventually(() => events.some((e) => e.payload.ticket?.id === id && e.payload.ticket.status === 'open'));
    const mine = events
      .filter((e) => e.event === 'company-1-ticket' && (e.payload.ticketId === id || e.payload.ticket?.id === id))
      .map((e) => e.payload.action);
    expect(mine.slice(-2)).toEqual(['delete', 'update']);
    const log = (await t.api('GET', `/tickets-log/${id}`, { token: ana.token })).body;
    // The sandbox's queueId stands for the chatbot's routing: 'chatBot' between create and open.
    expect(log.map((l: { type: string }) => l.type)).toEqual(['create', 'chatBot', 'open']);
  });

  it('accepting a ticket another user holds → 400 whose error is the JSON of the holder', async () => {
    const r = await inbound({ number: freshNumber(), body: 'Oi', queueId: queueIds.Suporte });
    const id = r.body.ticketId;
    await t.api('PUT', `/tickets/${id}`, { token: ana.token, body: { status: 'open', userId: ana.user.id } });
    const clash = await t.api('PUT', `/tickets/${id}`, {
      token: admin.token,
      body: { status: 'open', userId: admin.user.id },
    });
    expect(clash.status).toBe(400);
    expect(clash.body.code).toBe('ERR_OTHER_OPEN_TICKET');
    const detail = openTicketConflictSchema.parse(JSON.parse(clash.body.error));
    expect(detail).toMatchObject({
      userId: ana.user.id,
      user: { name: 'Ana Atendente' },
      queue: { name: 'Suporte' },
      status: 'open',
    });
  });

  it('two attendants accepting at the same moment: one wins, the other gets the conflict', async () => {
    const r = await inbound({ number: freshNumber(), body: 'Oi', queueId: queueIds.Suporte });
    const id = r.body.ticketId;
    const [a, b] = await Promise.all([
      t.api('PUT', `/tickets/${id}`, { token: ana.token, body: { status: 'open', userId: ana.user.id } }),
      t.api('PUT', `/tickets/${id}`, { token: admin.token, body: { status: 'open', userId: admin.user.id } }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 400]);
    const loser = a.status === 400 ? a : b;
    const winner = a.status === 200 ? a : b;
    expect(openTicketConflictSchema.parse(JSON.parse(loser.body.error)).userId).toBe(winner.body.userId);
  });

  it('return, resolve with farewell, reopen, transfer, ignore, and delete (admin only)', async () => {
    const r = await inbound({ number: freshNumber(), body: 'Oi', queueId: queueIds.Suporte });
    const id = r.body.ticketId;
    const put = (token: string, body: unknown) => t.api('PUT', `/tickets/${id}`, { token, body });
    await put(ana.token, { status: 'open', userId: ana.user.id });
    expect((await put(bruno.token, { status: 'pending', userId: null })).status).toBe(403);
    expect((await put(ana.token, { status: 'pending', userId: null })).body).toMatchObject({
      status: 'pending',
      userId: null,
    });
    await put(ana.token, { status: 'open', userId: ana.user.id });
    expect(
      (await put(ana.token, { status: 'closed', userId: ana.user.id, sendFarewellMessage: true })).body.status,
    ).toBe('closed');
    const last = (await t.api('GET', `/messages/${id}`, { token: ana.token })).body.messages.at(-1);
    expect(last).toMatchObject({ fromMe: true, body: 'Atendimento encerrado. Obrigado pelo contato!' });
    expect((await put(ana.token, { status: 'open', userId: ana.user.id })).body).toMatchObject({
      status: 'open',
      userId: ana.user.id,
    });
    const moved = await put(ana.token, {
      userId: bruno.user.id,
      queueId: queueIds.Vendas,
      isTransfered: true,
      msgTransfer: 'Cliente quer comprar',
    });
    expect(moved.body).toMatchObject({ status: 'open', userId: bruno.user.id, queueId: queueIds.Vendas });
    const note = (await t.api('GET', `/messages/${id}`, { token: bruno.token })).body.messages.at(-1);
    expect(note).toMatchObject({ isPrivate: true, body: 'Ana Atendente: Cliente quer comprar' });
    expect((await put(bruno.token, { status: 'pending', userId: null })).status).toBe(200);
    expect(
      (await put(bruno.token, { status: 'closed', sendFarewellMessage: false, amountUsedBotQueues: 0 })).body.status,
    ).toBe('closed');
    expect((await put(bruno.token, { status: 'pending' })).status).toBe(400);
    expect((await t.api('DELETE', `/tickets/${id}`, { token: bruno.token })).body).toEqual({
      error: 'ERR_NO_PERMISSION',
    });
    expect((await t.api('DELETE', `/tickets/${id}`, { token: admin.token })).status).toBe(200);
    expect((await t.api('GET', `/tickets/${id}`, { token: admin.token })).status).toBe(404);
  });
});

describe('POST /tickets', () => {
  it('opens a ticket with a contact for the user; a second one for the same contact is the conflict', async () => {
    const contact = (
      await t.api('GET', `/contacts?searchParam=${encodeURIComponent('Eduardo Monteiro')}`, { token: ana.token })
    ).body.contacts[0];
    const r = await t.api('POST', '/tickets', {
      token: ana.token,
      body: { contactId: contact.id, status: 'open', userId: ana.user.id, queueId: queueIds.Suporte, companyId: 99 },
    });
    expect(r.status).toBe(200);
    expect(ticketSchema.parse(r.body)).toMatchObject({
      status: 'open',
      userId: ana.user.id,
      companyId: 1,
      queueId: queueIds.Suporte,
      contact: { id: contact.id },
    });
    const again = await t.api('POST', '/tickets', {
      token: bruno.token,
      body: { contactId: contact.id, status: 'open', userId: bruno.user.id, queueId: queueIds.Vendas },
    });
    expect(again.status).toBe(400);
    expect(openTicketConflictSchema.parse(JSON.parse(again.body.error))).toMatchObject({
      uuid: r.body.uuid,
      user: { name: 'Ana Atendente' },
    });
    expect((await t.api('POST', '/tickets', { token: ana.token, body: { contactId: 999999 } })).status).toBe(404);
  });
});

describe('messages', () => {
  it('pages by 20: page 1 is the newest 20, each page oldest → newest', async () => {
    const open = ticketPageSchema.parse((await t.api('GET', '/tickets?status=open', { token: ana.token })).body);
    const long = open.tickets.find((x) => x.contact.name === 'Juliana Costa')!;
    const p1 = messagePageSchema.parse(
      (await t.api('GET', `/messages/${long.id}?pageNumber=1`, { token: ana.token })).body,
    );
    const p2 = messagePageSchema.parse(
      (await t.api('GET', `/messages/${long.id}?pageNumber=2`, { token: ana.token })).body,
    );
    const p3 = messagePageSchema.parse(
      (await t.api('GET', `/messages/${long.id}?pageNumber=3`, { token: ana.token })).body,
    );
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
    await eventually(() =>
      events.find((e) => e.payload.action === 'updateUnread' && e.payload.ticketId === r.body.ticketId),
    );
    expect((await t.api('GET', `/tickets/${r.body.ticketId}`, { token: ana.token })).body.unreadMessages).toBe(0);
  });

  it('sends: 200 with an empty body, acks advance 1 → 2 → 3 on the sandbox; blank refused', async () => {
    const { events } = await openSocket(1, ana.token);
    const r = await inbound({ number: freshNumber(), body: 'Oi', queueId: queueIds.Suporte });
    const id = r.body.ticketId;
    await t.api('PUT', `/tickets/${id}`, { token: ana.token, body: { status: 'open', userId: ana.user.id } });
    expect((await t.api('POST', `/messages/${id}`, { token: bruno.token, body: { body: 'intruso' } })).status).toBe(
      403,
    );
    const sent = await t.api('POST', `/messages/${id}`, {
      token: ana.token,
      body: { body: 'Bom dia! Como posso ajudar?' },
    });
    expect(sent.status).toBe(200);
    expect(sent.text).toBe('');
    const create = await eventually(() =>
      events.find(
        (e) =>
          e.event === 'company-1-appMessage' &&
          e.payload.action === 'create' &&
          e.payload.message.body === 'Bom dia! Como posso ajudar?',
      ),
    );
    expect(create.payload.message.ack).toBe(1);
    const acks = await eventually(() => {
      const seen = events
        .filter((e) => e.payload.action === 'update' && e.payload.message?.id === create.payload.message.id)
        .map((e) => e.payload.message.ack);
      return seen.includes(3) ? seen : null;
    });
    expect(acks).toEqual([2, 3]);
    expect((await t.api('GET', `/tickets/${id}`, { token: ana.token })).body.lastMessage).toBe(
      'Bom dia! Como posso ajudar?',
    );
    expect((await t.api('POST', `/messages/${id}`, { token: ana.token, body: { body: '   ' } })).status).toBe(400);
  });

  it('a retried send with the same clientId creates one message', async () => {
    const r = await inbound({ number: freshNumber(), body: 'Oi', queueId: queueIds.Suporte });
    const id = r.body.ticketId;
    await t.api('PUT', `/tickets/${id}`, { token: ana.token, body: { status: 'open', userId: ana.user.id } });
    const send = () =>
      t.api('POST', `/messages/${id}`, { token: ana.token, body: { body: 'Uma vez só', clientId: 'c-123' } });
    expect((await send()).status).toBe(200);
    expect((await send()).status).toBe(200);
    const page = (await t.api('GET', `/messages/${id}`, { token: ana.token })).body;
    expect(page.messages.filter((m: { body: string }) => m.body === 'Uma vez só')).toHaveLength(1);
  });

  it('a private note (isPrivate "true") stays at ack 0 and may be written by anyone who sees the ticket', async () => {
    const r = await inbound({ number: freshNumber(), body: 'Oi', queueId: queueIds.Suporte });
    const sent = await t.api('POST', `/messages/${r.body.ticketId}`, {
      token: ana.token,
      body: { body: 'nota interna', isPrivate: 'true' },
    });
    expect(sent.status).toBe(200);
    await pause(120);
    const note = (await t.api('GET', `/messages/${r.body.ticketId}`, { token: ana.token })).body.messages.at(-1);
    expect(note).toMatchObject({ body: 'nota interna', isPrivate: true, ack: 0 });
  });

  it('no reply or event of this file carried a password hash or token version', () => {
    for (const text of transcript) expect(text).not.toMatch(/passwordHash|tokenVersion|\$2[aby]\$/);
  });
});
