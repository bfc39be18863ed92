// Ticket notes, ticket and contact tags, tag creation, the users list for the transfer dialog,
// and the bench seeding helper.
import { beforeAll, describe, expect, it } from 'vitest';
import { tagEventSchema } from '@shared/api/events';
import { ticketPageSchema } from '@shared/api/ticket';
import { ticketNoteListSchema, ticketNoteSchema } from '@shared/api/ticketNote';
import { eventually } from './testing/harness';
import { useInboxFixture, type InboxFixture } from './testing/inboxFixture';
import { seedBulkTickets } from './testing/seedBulkTickets';

const f = useInboxFixture();
let t: InboxFixture['t'];
let ana: InboxFixture['ana'];
let bruno: InboxFixture['bruno'];
let admin: InboxFixture['admin'];
let q: InboxFixture['queueIds'];
beforeAll(() => {
  ({ t, ana, bruno, admin, queueIds: q } = f);
});

const call = (token: string, method: string, path: string, body?: unknown) => t.api(method, path, { token, body });

/** A Suporte ticket held by ana. */
async function anasTicket() {
  const r = await f.inbound({ number: f.freshNumber(), name: 'Cliente Notas', body: 'Oi', queueId: q.Suporte });
  return (await call(ana.token, 'PUT', `/tickets/${r.body.ticketId}`, { status: 'open', userId: ana.user.id }))
    .body as {
    id: number;
    contactId: number;
  };
}

describe('ticket notes', () => {
  it('are added (min 2 characters), listed newest first with their author, and deleted by the author or an admin', async () => {
    const tk = await anasTicket();
    const add = (token: string, note: string, contactId = tk.contactId) =>
      call(token, 'POST', '/ticket-notes', { note, ticketId: tk.id, contactId });
    expect((await add(ana.token, ' a ')).body.fields).toEqual({ note: 'Too Short!' });
    expect((await add(ana.token, 'outro contato', tk.contactId + 1)).body.fields).toHaveProperty('contactId');
    expect((await add(bruno.token, 'não vejo este ticket')).status).toBe(403);
    const first = await add(ana.token, 'Cliente prefere contato à tarde');
    expect(ticketNoteSchema.parse(first.body)).toMatchObject({
      note: 'Cliente prefere contato à tarde',
      ticketId: tk.id,
      contactId: tk.contactId,
      user: { id: ana.user.id, name: 'Ana Atendente' },
    });
    expect(typeof first.body.createdAt).toBe('string');
    t.clock.advance(1000);
    const second = await add(admin.token, 'Enviar proposta na segunda');

    const listed = await call(ana.token, 'GET', `/ticket-notes/list?ticketId=${tk.id}&contactId=${tk.contactId}`);
    expect(ticketNoteListSchema.parse(listed.body).map((n) => n.id)).toEqual([second.body.id, first.body.id]);
    expect((await call(bruno.token, 'GET', `/ticket-notes/list?ticketId=${tk.id}`)).status).toBe(403);
    expect((await call(ana.token, 'GET', '/ticket-notes/list')).status).toBe(400);

    expect((await call(ana.token, 'DELETE', `/ticket-notes/${second.body.id}`)).body).toEqual({
      error: 'ERR_NO_PERMISSION',
    });
    expect((await call(ana.token, 'DELETE', `/ticket-notes/${first.body.id}`)).status).toBe(200);
    expect((await call(admin.token, 'DELETE', `/ticket-notes/${second.body.id}`)).status).toBe(200);
    expect((await call(admin.token, 'DELETE', `/ticket-notes/${second.body.id}`)).body).toEqual({
      error: 'ERR_NO_TICKETNOTE_FOUND',
    });
    expect((await call(ana.token, 'GET', `/ticket-notes/list?ticketId=${tk.id}`)).body).toEqual([]);
  });
});

describe('tags', () => {
  it('PUT /ticket-tags adds one tag (201, announced); DELETE /ticket-tags removes them all', async () => {
    const tk = await anasTicket();
    const tags = (await call(ana.token, 'GET', '/tags/list')).body as { id: number; name: string }[];
    const [vip, urgente] = ['VIP', 'Urgente'].map((n) => tags.find((x) => x.name === n)!);
    const sock = await f.openSocket(1, ana.token);
    const added = await call(ana.token, 'PUT', `/ticket-tags/${tk.id}/${vip.id}`);
    expect(added).toMatchObject({ status: 201, body: { ticketId: tk.id, tagId: vip.id } });
    await call(ana.token, 'PUT', `/ticket-tags/${tk.id}/${urgente.id}`);
    expect((await call(ana.token, 'PUT', `/ticket-tags/${tk.id}/${vip.id}`)).status).toBe(201);
    expect((await call(ana.token, 'PUT', `/ticket-tags/${tk.id}/999999`)).body).toEqual({ error: 'ERR_NO_TAG_FOUND' });
    const tagged = (await call(ana.token, 'GET', `/tickets/${tk.id}`)).body;
    expect(tagged.tags.map((x: { name: string }) => x.name)).toEqual(['Urgente', 'VIP']);
    await eventually(() =>
      sock.events.find(
        (e) => e.payload.action === 'update' && e.payload.ticket?.id === tk.id && e.payload.ticket.tags.length === 2,
      ),
    );
    expect((await call(bruno.token, 'DELETE', `/ticket-tags/${tk.id}`)).status).toBe(403);
    expect((await call(ana.token, 'DELETE', `/ticket-tags/${tk.id}`)).status).toBe(200);
    expect((await call(ana.token, 'GET', `/tickets/${tk.id}`)).body.tags).toEqual([]);
    // The ticket's tags filter the list.
    await call(ana.token, 'PUT', `/ticket-tags/${tk.id}/${urgente.id}`);
    const byTag = ticketPageSchema.parse(
      (await call(ana.token, 'GET', `/tickets?status=open&tags=${encodeURIComponent(`[${urgente.id}]`)}`)).body,
    );
    expect(byTag.tickets.map((x) => x.id)).toContain(tk.id);
    expect(byTag.tickets.every((x) => x.tags.some((g) => g.id === urgente.id))).toBe(true);
  });

  it('POST /tags: 3+ characters, unique in the company, a random colour when none, announced on company{id}-tag', async () => {
    const sock = await f.openSocket(1, bruno.token);
    expect((await call(ana.token, 'POST', '/tags', { name: 'ab' })).body.fields).toEqual({ name: 'Too Short!' });
    expect((await call(ana.token, 'POST', '/tags', { name: 'Retorno', color: 'azul' })).status).toBe(400);
    const created = await call(ana.token, 'POST', '/tags', { name: 'Retorno' });
    expect(created.body).toMatchObject({ name: 'Retorno', kanban: 0 });
    expect(created.body.color).toMatch(/^#[0-9a-f]{6}$/);
    expect((await call(ana.token, 'POST', '/tags', { name: 'retorno' })).body.fields).toEqual({
      name: 'already exists',
    });
    const lane = (await call(admin.token, 'POST', '/tags', { name: 'Aguardando', color: '#112233', kanban: 1 })).body;
    expect((await call(ana.token, 'GET', '/tags/list?kanban=1')).body.map((x: { name: string }) => x.name)).toEqual([
      'Aguardando',
      'Em negociação',
    ]);
    const event = await eventually(() =>
      sock.events.find((e) => e.event === 'company1-tag' && e.payload.tag.name === 'Retorno'),
    );
    expect(tagEventSchema.parse(event.payload)).toEqual({ action: 'create', tag: created.body });

    expect((await call(ana.token, 'PUT', `/tags/${lane.id}`, { name: 'Outro' })).status).toBe(403);
    expect((await call(admin.token, 'PUT', `/tags/${lane.id}`, { name: 'Em espera' })).body.name).toBe('Em espera');
    expect((await call(ana.token, 'DELETE', `/tags/${lane.id}`)).status).toBe(403);
    expect((await call(admin.token, 'DELETE', `/tags/${lane.id}`)).status).toBe(200);
    const actions = await eventually(() => {
      const mine = sock.events.filter((e) => e.event === 'company1-tag' && e.payload.tag?.id === lane.id);
      return mine.length === 3 ? mine.map((e) => e.payload.action) : null;
    });
    expect(actions).toEqual(['create', 'update', 'delete']);
  });

  it('contact tags: /tags/sync sets them, /contactTags tells whether any, /tags-contacts removes one', async () => {
    const tk = await anasTicket();
    const tags = (await call(ana.token, 'GET', '/tags/list')).body as { id: number; name: string }[];
    const pick = (n: string) => ({ id: tags.find((x) => x.name === n)!.id });
    const synced = await call(ana.token, 'POST', '/tags/sync', {
      contactId: tk.contactId,
      tags: [pick('VIP'), pick('Orçamento')],
    });
    expect(synced.body.tags.map((x: { name: string }) => x.name)).toEqual(['Orçamento', 'VIP']);
    expect((await call(ana.token, 'GET', `/tickets/${tk.id}`)).body.contact.tags).toHaveLength(2);
    expect(
      (await call(ana.token, 'POST', '/tags/sync', { contactId: tk.contactId, tags: [{ id: 999999 }] })).status,
    ).toBe(400);
    await call(ana.token, 'DELETE', `/tags-contacts/${pick('VIP').id}/${tk.contactId}`);
    expect(
      (await call(ana.token, 'GET', `/contacts/${tk.contactId}`)).body.tags.map((x: { name: string }) => x.name),
    ).toEqual(['Orçamento']);
    await call(ana.token, 'POST', '/tags/sync', { contactId: tk.contactId, tags: [] });
    expect((await call(ana.token, 'GET', `/contactTags/${tk.contactId}`)).body).toEqual({ tags: false });
  });
});

describe('users for the transfer dialog', () => {
  it('GET /users/ pages by 20 with search; non-admins get names and queues, not emails or flags', async () => {
    const asUser = await call(ana.token, 'GET', '/users/?searchParam=bru&pageNumber=1');
    expect(asUser.body).toMatchObject({ count: 1, hasMore: false });
    expect(asUser.body.users[0]).toEqual({
      id: bruno.user.id,
      name: 'Bruno Vendedor',
      profile: 'user',
      profileImage: null,
      color: expect.any(String),
      queues: [{ id: q.Vendas, name: 'Vendas', color: expect.any(String) }],
    });
    const asAdmin = await call(admin.token, 'GET', '/users?searchParam=demo.local');
    expect(asAdmin.body.count).toBe(4);
    expect(asAdmin.body.users[0]).toHaveProperty('email');
    const plain = (await call(ana.token, 'GET', '/users/list')).body as Record<string, unknown>[];
    expect(plain.length).toBe(4);
    for (const u of plain)
      expect(Object.keys(u).sort()).toEqual(['color', 'id', 'name', 'profile', 'profileImage', 'queues']);
  });
});

describe('seedBulkTickets (bench helper)', () => {
  it('inserts open tickets for a user, each with a contact and one message', async () => {
    const before = ticketPageSchema.parse((await call(ana.token, 'GET', '/tickets?status=open')).body).count;
    const seeded = await seedBulkTickets(t.server.db, {
      companyId: 1,
      userId: ana.user.id,
      queueId: q.Suporte,
      count: 45,
      now: t.clock.now(),
    });
    expect(seeded.ticketIds).toHaveLength(45);
    expect(new Set(seeded.contactIds).size).toBe(45);
    const page = ticketPageSchema.parse((await call(ana.token, 'GET', '/tickets?status=open')).body);
    expect(page.count).toBe(before + 45);
    const one = seeded.ticketIds[44];
    const msgs = (await call(ana.token, 'GET', `/messages/${one}`)).body;
    expect(msgs).toMatchObject({ count: 1, ticket: { status: 'open', userId: ana.user.id, queueId: q.Suporte } });
    expect(msgs.messages[0].body).toBe(msgs.ticket.lastMessage);
  });
});
