// The ticket manager's server side (issue 3): every transition and refusal, settings effects
// (greeting, requiredTag, LGPD masking), the list filters and close-all.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ticketPageSchema, ticketSchema, type Ticket } from '@shared/api/ticket';
import { ticketLogSchema } from '@shared/api/ticketLog';
import { contacts } from './db/schema';
import { editUser } from './testing/editUser';
import { eventually } from './testing/harness';
import { useInboxFixture, type InboxFixture } from './testing/inboxFixture';

const f = useInboxFixture();
let t: InboxFixture['t'];
let ana: InboxFixture['ana'];
let bruno: InboxFixture['bruno'];
let admin: InboxFixture['admin'];
let q: InboxFixture['queueIds'];
beforeAll(() => {
  ({ t, ana, bruno, admin, queueIds: q } = f);
});

const put = (token: string, id: number, body: unknown) => t.api('PUT', `/tickets/${id}`, { token, body });
const get = (token: string, path: string) => t.api('GET', path, { token });
const setting = (column: string, data: string) =>
  t.api('PUT', '/companySettings', { token: admin.token, body: { column, data } });
const logTypes = async (id: number) =>
  ((await get(admin.token, `/tickets-log/${id}`)).body as { type: string }[]).map((l) => l.type);
const messagesOf = async (id: number) =>
  (await get(admin.token, `/messages/${id}`)).body.messages as { body: string; fromMe: boolean; isPrivate: boolean }[];
/** A new pending ticket from a new customer (in a queue when given). */
async function pendingTicket(queueId?: number, extra: Record<string, unknown> = {}): Promise<number> {
  const r = await f.inbound({ number: f.freshNumber(), name: 'Cliente Teste', body: 'Oi', queueId, ...extra });
  expect(r.status).toBe(201);
  return r.body.ticketId as number;
}
const list = async (token: string, query: string) =>
  ticketPageSchema.parse((await get(token, `/tickets?${query}`)).body);
const ids = (page: { tickets: Ticket[] }) => page.tickets.map((x) => x.id);

describe('transitions (spec 1 §4) and who may make them (§6)', () => {
  it('accept into a chosen queue: a ticket without queue gets it (queue + open logged); a user only picks their own queues', async () => {
    const noQueue = await pendingTicket();
    expect((await get(ana.token, `/tickets/${noQueue}`)).status).toBe(403); // no allTicket
    const accepted = await put(admin.token, noQueue, { status: 'open', userId: admin.user.id, queueId: q.Suporte });
    expect(ticketSchema.parse(accepted.body)).toMatchObject({
      status: 'open',
      queueId: q.Suporte,
      userId: admin.user.id,
    });
    expect(await logTypes(noQueue)).toEqual(['create', 'queue', 'open']);

    const suporte = await pendingTicket(q.Suporte);
    const refused = await put(ana.token, suporte, { status: 'open', userId: ana.user.id, queueId: q.Vendas });
    expect(refused).toMatchObject({ status: 403, body: { error: 'ERR_NO_PERMISSION' } });
    expect((await put(ana.token, suporte, { status: 'open', userId: ana.user.id, queueId: q.Suporte })).status).toBe(
      200,
    );
    // Nobody accepts on another's behalf but an admin.
    const other = await pendingTicket(q.Suporte);
    expect((await put(ana.token, other, { status: 'open', userId: bruno.user.id })).status).toBe(403);
  });

  it('resolve without the farewell sends nothing; return and resolve are the holder’s (or an admin’s)', async () => {
    const id = await pendingTicket(q.Suporte);
    await put(ana.token, id, { status: 'open', userId: ana.user.id });
    expect((await put(bruno.token, id, { status: 'closed', sendFarewellMessage: true })).status).toBe(403);
    const before = (await messagesOf(id)).length;
    const closed = await put(ana.token, id, { status: 'closed', userId: ana.user.id, sendFarewellMessage: false });
    expect(closed.body).toMatchObject({ status: 'closed', unreadMessages: 0 });
    expect(await messagesOf(id)).toHaveLength(before);
    expect(await logTypes(id)).toEqual(['create', 'chatBot', 'open', 'closed']);
    // Reopen, then an admin returns it to the queue.
    expect((await put(ana.token, id, { status: 'open', userId: ana.user.id })).body.status).toBe('open');
    expect((await put(admin.token, id, { status: 'pending', userId: null })).body).toMatchObject({
      status: 'pending',
      userId: null,
    });
    expect((await logTypes(id)).slice(-2)).toEqual(['reopen', 'pending']);
  });

  it('ignore (close a pending ticket) needs userClosePendingTicket or admin', async () => {
    const id = await pendingTicket(q.Vendas);
    await editUser(t.api, admin.token, bruno.user.id, { userClosePendingTicket: 'disabled' });
    const ignore = { status: 'closed', sendFarewellMessage: false, amountUsedBotQueues: 0 };
    expect((await put(bruno.token, id, ignore)).body).toEqual({ error: 'ERR_NO_PERMISSION' });
    await editUser(t.api, admin.token, bruno.user.id, { userClosePendingTicket: 'enabled' });
    expect((await put(bruno.token, id, ignore)).body.status).toBe('closed');
    expect((await logTypes(id)).at(-1)).toBe('closed');
  });

  it('transfer to a queue without user → pending; to a user → open; msgTransfer as a private note; logged; delete then update', async () => {
    const id = await pendingTicket(q.Suporte);
    await put(ana.token, id, { status: 'open', userId: ana.user.id });
    expect((await put(bruno.token, id, { queueId: q.Vendas, isTransfered: true })).status).toBe(403);
    const anaSocket = await f.openSocket(1, ana.token);
    const adminSocket = await f.openSocket(1, admin.token);
    const toQueue = await put(ana.token, id, {
      status: 'pending',
      userId: null,
      queueId: q.Vendas,
      isTransfered: true,
      msgTransfer: 'Quer comprar o plano anual',
    });
    expect(toQueue.body).toMatchObject({ status: 'pending', userId: null, queueId: q.Vendas });
    const mine = (events: typeof adminSocket.events) =>
      events
        .filter((e) => e.event === 'company-1-ticket' && (e.payload.ticketId === id || e.payload.ticket?.id === id))
        .map((e) => e.payload.action);
    await eventually(() => mine(adminSocket.events).length >= 2);
    expect(mine(adminSocket.events).slice(0, 2)).toEqual(['delete', 'update']);
    // Ana no longer sees it (neither holder nor in Vendas): she only hears it leave.
    await eventually(() => mine(anaSocket.events).length >= 1);
    expect(mine(anaSocket.events)).toEqual(['delete']);
    expect((await messagesOf(id)).at(-1)).toMatchObject({
      isPrivate: true,
      body: 'Ana Atendente: Quer comprar o plano anual',
    });
    const toUser = await put(admin.token, id, { userId: bruno.user.id, queueId: q.Vendas, isTransfered: true });
    expect(toUser.body).toMatchObject({ status: 'open', userId: bruno.user.id });
    expect(await logTypes(id)).toEqual([
      'create',
      'chatBot',
      'open',
      'transfered',
      'queue',
      'transfered',
      'receivedTransfer',
    ]);
  });

  it('a group ticket on a whatsapp connection is accepted as group', async () => {
    const id = await pendingTicket(q.Suporte, { number: `1203630${Date.now()}`, isGroup: true });
    const r = await put(admin.token, id, { status: 'open', userId: admin.user.id });
    expect(r.body).toMatchObject({ status: 'group', isGroup: true, userId: admin.user.id });
  });

  it('opening a conversation by uuid logs one access per visit', async () => {
    const id = await pendingTicket(q.Suporte);
    const { uuid } = (await get(ana.token, `/tickets/${id}`)).body;
    await get(ana.token, `/tickets/u/${uuid}`);
    await get(ana.token, `/tickets/u/${uuid}`);
    await get(admin.token, `/tickets/u/${uuid}`);
    const log = ticketLogSchema.parse((await get(ana.token, `/tickets-log/${id}`)).body);
    expect(log.map((l) => l.type)).toEqual(['create', 'chatBot', 'access', 'access']);
    expect(log[2]).toMatchObject({ user: { id: ana.user.id, name: 'Ana Atendente' }, queue: { name: 'Suporte' } });
  });
});

describe('company settings', () => {
  it('sendGreetingAccepted: the greeting goes out on accept with its variables; not to a group without groupAsTicket', async () => {
    await setting(
      'greetingAcceptedMessage',
      '{{ms}}, {{firstName}}! Sou {{userName}} ({{queue}}, {{connection}}). ' +
        'Protocolo {{protocol}}, ticket {{ticket_id}}, {{date}} {{hour}}. {{name}}',
    );
    await setting('sendGreetingAccepted', 'enabled');
    const realNow = t.clock.now();
    const signedIn = { ana, admin };
    t.clock.set(new Date('2025-01-15T13:30:00Z')); // 09:30 in Cuiabá (UTC-4)
    // Tokens issued in the clock's future are refused (issue 10): sign in again at the moved time.
    ana = await t.login('ana@demo.local');
    admin = await t.login('admin@demo.local');
    try {
      const id = await pendingTicket(q.Suporte);
      await put(ana.token, id, { status: 'open', userId: ana.user.id });
      expect((await messagesOf(id)).at(-1)).toMatchObject({
        fromMe: true,
        isPrivate: false,
        body:
          `Bom dia, Cliente! Sou Ana Atendente (Suporte, WhatsApp Demo). Protocolo 20250115${id}, ticket ${id}, ` +
          '15/01/2025 09:30. Cliente Teste',
      });
      t.clock.set(new Date('2025-01-15T23:00:00Z')); // 19:00
      ana = await t.login('ana@demo.local');
      admin = await t.login('admin@demo.local');
      const group = await pendingTicket(q.Suporte, { number: `1203631${Date.now()}`, isGroup: true });
      expect((await put(admin.token, group, { status: 'open', userId: admin.user.id })).body.status).toBe('group');
      expect((await messagesOf(group)).filter((m) => m.fromMe)).toEqual([]);
      const evening = await pendingTicket(q.Suporte);
      await put(ana.token, evening, { status: 'open', userId: ana.user.id });
      expect((await messagesOf(evening)).at(-1)?.body).toMatch(/^Boa noite, Cliente!/);
    } finally {
      t.clock.set(realNow);
      ({ ana, admin } = signedIn);
      await setting('sendGreetingAccepted', 'disabled');
    }
  });

  it('requiredTag: resolving is refused with ERR_REQUIRED_TAG until the contact has a tag', async () => {
    const id = await pendingTicket(q.Suporte);
    const ticket = (await put(ana.token, id, { status: 'open', userId: ana.user.id })).body;
    await setting('requiredTag', 'enabled');
    try {
      const resolve = () => put(ana.token, id, { status: 'closed', userId: ana.user.id, sendFarewellMessage: false });
      expect(await resolve()).toMatchObject({ status: 400, body: { error: 'ERR_REQUIRED_TAG' } });
      expect((await get(ana.token, `/contactTags/${ticket.contactId}`)).body).toEqual({ tags: false });
      // A TICKET tag does not count: the rule is about the contact.
      const vip = ((await get(ana.token, '/tags/list')).body as { id: number; name: string }[]).find(
        (x) => x.name === 'VIP',
      )!;
      expect((await t.api('PUT', `/ticket-tags/${id}/${vip.id}`, { token: ana.token })).status).toBe(201);
      expect((await resolve()).status).toBe(400);
      const synced = await t.api('POST', '/tags/sync', {
        token: ana.token,
        body: { contactId: ticket.contactId, tags: [{ id: vip.id }] },
      });
      expect(synced.body.tags.map((x: { name: string }) => x.name)).toEqual(['VIP']);
      expect((await get(ana.token, `/contactTags/${ticket.contactId}`)).body).toEqual({ tags: true });
      expect((await resolve()).body.status).toBe('closed');
    } finally {
      await setting('requiredTag', 'disabled');
    }
  });

  it('LGPD: a user sees contact numbers masked in replies and events, an admin whole; groups never', async () => {
    const anaSocket = await f.openSocket(1, ana.token);
    const adminSocket = await f.openSocket(1, admin.token);
    await setting('enableLGPD', 'enabled');
    await setting('lgpdHideNumber', 'enabled');
    try {
      const number = f.freshNumber();
      const masked = `${number.slice(0, -6)}**-**${number.slice(-2)}`;
      const r = await f.inbound({ number, body: 'Quero sigilo', queueId: q.Suporte });
      const created = (events: typeof anaSocket.events) =>
        eventually(() =>
          events.find((e) => e.event === 'company-1-appMessage' && e.payload.message.ticketId === r.body.ticketId),
        );
      const forAna = (await created(anaSocket.events)).payload;
      expect([forAna.contact.number, forAna.ticket.contact.number, forAna.message.contact.number]).toEqual([
        masked,
        masked,
        masked,
      ]);
      // No name given: the contact is named by its number, which is masked too.
      expect(forAna.contact.name).toBe(masked);
      const forAdmin = (await created(adminSocket.events)).payload;
      expect([forAdmin.contact.number, forAdmin.ticket.contact.number]).toEqual([number, number]);
      const contactEvent = (events: typeof anaSocket.events) =>
        eventually(() =>
          events.find((e) => e.event === 'company-1-contact' && e.payload.contact.id === r.body.contactId),
        );
      expect((await contactEvent(anaSocket.events)).payload.contact.number).toBe(masked);
      expect((await contactEvent(adminSocket.events)).payload.contact.number).toBe(number);

      expect((await get(ana.token, `/tickets/${r.body.ticketId}`)).body.contact.number).toBe(masked);
      expect((await get(admin.token, `/tickets/${r.body.ticketId}`)).body.contact.number).toBe(number);
      expect((await get(ana.token, `/contacts/${r.body.contactId}`)).body.number).toBe(masked);
      const page = await list(ana.token, `status=pending&searchParam=${encodeURIComponent(masked.slice(0, 4))}`);
      expect(page.tickets.every((x) => x.contact.number.includes('**-**'))).toBe(true);
      const listed = (await get(ana.token, '/contacts/list')).body as { number: string; isGroup: boolean }[];
      expect(listed.filter((c) => !c.isGroup).every((c) => c.number.includes('**-**'))).toBe(true);
      // A group's id is not a person's number: never masked.
      await f.inbound({ number: '120363999000000077', name: 'Grupo Sigilo', body: 'oi', isGroup: true });
      const groups = (await get(ana.token, '/contacts?searchParam=Grupo%20Sigilo')).body.contacts;
      expect(groups[0]).toMatchObject({ isGroup: true, number: '120363999000000077' });
    } finally {
      await setting('lgpdHideNumber', 'disabled');
      await setting('enableLGPD', 'disabled');
    }
    const r2 = await f.inbound({ number: f.freshNumber(), body: 'sem sigilo', queueId: q.Suporte });
    expect((await get(ana.token, `/tickets/${r2.body.ticketId}`)).body.contact.number).not.toContain('*');
  });
});

describe('GET /tickets', () => {
  it('searches contact and message text (not with searchOnMessages=false); users search their own and queue tickets, admins all', async () => {
    const id = await pendingTicket(q.Suporte, { body: 'O xilofone chegou quebrado' });
    expect(ids(await list(ana.token, 'status=search&searchParam=xilofone'))).toEqual([id]);
    expect(ids(await list(ana.token, 'status=search&searchParam=xilofone&searchOnMessages=false'))).toEqual([]);
    expect(ids(await list(bruno.token, 'status=search&searchParam=xilofone&showAll=true'))).toEqual([]);
    expect(ids(await list(admin.token, 'status=search&searchParam=xilofone'))).toEqual([id]);
    // The admins' user filter does not widen a user's search.
    const anaAll = await list(ana.token, `status=search&users=${encodeURIComponent(`[${bruno.user.id}]`)}`);
    expect(anaAll.tickets.some((x) => x.userId === bruno.user.id)).toBe(false);
    const brunos = await list(admin.token, `status=search&users=${encodeURIComponent(`[${bruno.user.id}]`)}`);
    expect(brunos.count).toBeGreaterThan(0);
    expect(brunos.tickets.every((x) => x.userId === bruno.user.id)).toBe(true);
  });

  it('withUnreadMessages: unread tickets assigned to me or unassigned in my queues', async () => {
    const number = f.freshNumber();
    const r = await f.inbound({ number, body: 'primeira', queueId: q.Suporte });
    await put(ana.token, r.body.ticketId, { status: 'open', userId: ana.user.id });
    await f.inbound({ number, body: 'segunda' });
    const waiting = await pendingTicket(q.Suporte);
    for (const who of [ana, admin]) {
      const page = await list(who.token, 'withUnreadMessages=true&showAll=true');
      expect(page.tickets.length).toBeGreaterThan(0);
      for (const x of page.tickets) {
        expect(x.unreadMessages).toBeGreaterThan(0);
        const queues = who === ana ? [q.Suporte] : [q.Suporte, q.Vendas];
        expect(x.userId === who.user.id || (x.userId === null && queues.includes(x.queueId!))).toBe(true);
      }
      expect(ids(page)).toContain(waiting);
    }
    expect(ids(await list(ana.token, 'withUnreadMessages=true'))).toContain(r.body.ticketId);
    expect(ids(await list(admin.token, 'withUnreadMessages=true&showAll=true'))).not.toContain(r.body.ticketId);
  });

  it('sorts by updatedAt ASC or DESC, and filters by day of creation', async () => {
    const asc = await list(admin.token, 'status=pending&showAll=true&sortTickets=ASC');
    const desc = await list(admin.token, 'status=pending&showAll=true&sortTickets=DESC');
    const times = (p: typeof asc) => p.tickets.map((x) => x.updatedAt);
    expect(times(asc)).toEqual([...times(asc)].sort());
    expect(times(desc)).toEqual([...times(desc)].sort().reverse());
    expect(asc.count).toBe(desc.count);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Cuiaba' }).format(t.clock.now());
    const created = await pendingTicket(q.Suporte);
    expect(ids(await list(admin.token, `status=search&date=${today}`))).toContain(created);
    expect((await list(admin.token, 'status=search&date=2001-01-01')).count).toBe(0);
    expect((await get(admin.token, '/tickets?date=ontem')).status).toBe(400);
  });
});

describe('POST /tickets and close-all', () => {
  it('a new ticket needs a queue (a user’s own) and an active contact', async () => {
    const contact = (await get(ana.token, '/contacts?searchParam=Paulo%20Duarte')).body.contacts[0];
    const open = (body: Record<string, unknown>) =>
      t.api('POST', '/tickets', { token: ana.token, body: { contactId: contact.id, status: 'open', ...body } });
    expect((await open({})).body.fields).toEqual({ queueId: 'required' });
    expect((await open({ queueId: q.Vendas })).status).toBe(403);
    await t.server.db.update(contacts).set({ active: false }).where(eq(contacts.id, contact.id));
    expect((await open({ queueId: q.Suporte })).body.error).toBe('ERR_CONTACT_BLOCKED');
    await t.server.db.update(contacts).set({ active: true }).where(eq(contacts.id, contact.id));
    expect((await open({ queueId: q.Suporte })).body).toMatchObject({ status: 'open', queueId: q.Suporte });
  });

  it('closeAll is for admins: every pending ticket of the chosen queues closes, logged and announced', async () => {
    const vendas = await pendingTicket(q.Vendas);
    const suporte = await pendingTicket(q.Suporte);
    const body = { status: 'pending', selectedQueueIds: [q.Vendas] };
    expect((await t.api('POST', '/tickets/closeAll', { token: ana.token, body })).status).toBe(403);
    const sock = await f.openSocket(1, bruno.token);
    const r = await t.api('POST', '/tickets/closeAll', { token: admin.token, body });
    expect(r.body.closed).toBeGreaterThan(0);
    expect((await get(admin.token, `/tickets/${vendas}`)).body.status).toBe('closed');
    expect((await get(admin.token, `/tickets/${suporte}`)).body.status).toBe('pending');
    expect((await logTypes(vendas)).at(-1)).toBe('closed');
    const left = await list(admin.token, 'status=pending&showAll=true');
    expect(left.tickets.filter((x) => x.queueId === q.Vendas)).toEqual([]);
    const seen = await eventually(() => {
      const a = sock.events.filter((e) => e.payload.ticketId === vendas || e.payload.ticket?.id === vendas);
      return a.length >= 2 ? a.map((e) => e.payload.action) : null;
    });
    expect(seen).toEqual(['delete', 'update']);
  });
});

describe('POST /contacts', () => {
  it('creates a contact from its digits, announced; the same number again is ERR_DUPLICATED_CONTACT', async () => {
    const socket = await f.openSocket(1, admin.token);
    const digits = f.freshNumber();
    const pretty = `+${digits.slice(0, 2)} (${digits.slice(2, 4)}) ${digits.slice(4)}`;
    const r = await t.api('POST', '/contacts', { token: ana.token, body: { name: 'Maria do Cartão', number: pretty } });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ name: 'Maria do Cartão', number: digits, isGroup: false });
    await eventually(() =>
      socket.events.find(
        (e) => e.event === 'company-1-contact' && e.payload.action === 'create' && e.payload.contact?.id === r.body.id,
      ),
    );
    const again = await t.api('POST', '/contacts', { token: ana.token, body: { name: 'Outra Maria', number: digits } });
    expect(again).toMatchObject({ status: 400, body: { error: 'ERR_DUPLICATED_CONTACT' } });
    expect((await t.api('POST', '/contacts', { token: ana.token, body: { name: 'M', number: digits } })).status).toBe(
      400,
    );
    // Another company may hold the same number: contacts are per company.
    const outra = await t.login('admin@outra.local');
    expect(
      (await t.api('POST', '/contacts', { token: outra.token, body: { name: 'Maria', number: digits } })).status,
    ).toBe(200);
  });
});
