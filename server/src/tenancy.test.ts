import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ticketPageSchema } from '@shared/api/ticket';
import { startTestServer } from './testing/harness';

/** Company 2 can neither read nor change anything of company 1 (each resource its own case). */
let t: Awaited<ReturnType<typeof startTestServer>>;
let outra: string;
let demoAdmin: string;
let ticket: { id: number; uuid: string; contactId: number; status: string; userId: number | null };
let demoUserId: number;

beforeAll(async () => {
  t = await startTestServer();
  outra = (await t.login('admin@outra.local')).token;
  const admin = await t.login('admin@demo.local');
  demoAdmin = admin.token;
  demoUserId = (await t.login('ana@demo.local')).user.id;
  ticket = ticketPageSchema.parse(
    (await t.api('GET', '/tickets?status=pending&showAll=true', { token: demoAdmin })).body,
  ).tickets[0];
});
afterAll(async () => {
  await t.server.close();
});

const as = (method: string, path: string, body?: unknown) => t.api(method, path, { token: outra, body });

describe('company 2 against company 1', () => {
  it('tickets: not listed, not readable by id or uuid, not changeable, not deletable', async () => {
    const list = ticketPageSchema.parse((await as('GET', '/tickets?status=search&showAll=true')).body);
    expect(list.tickets.length).toBeGreaterThan(0);
    expect(list.tickets.every((x) => x.companyId === 2)).toBe(true);
    expect(list.tickets.map((x) => x.id)).not.toContain(ticket.id);
    expect((await as('GET', `/tickets/${ticket.id}`)).status).toBe(404);
    expect((await as('GET', `/tickets/u/${ticket.uuid}`)).status).toBe(404);
    expect((await as('PUT', `/tickets/${ticket.id}`, { status: 'open', userId: 5 })).status).toBe(404);
    expect((await as('DELETE', `/tickets/${ticket.id}`)).status).toBe(404);
    expect((await as('GET', `/tickets-log/${ticket.id}`)).status).toBe(404);
    const after = (await t.api('GET', `/tickets/${ticket.id}`, { token: demoAdmin })).body;
    expect(after).toMatchObject({ status: ticket.status, userId: ticket.userId });
  });

  it('messages: not readable, and nothing can be sent into the ticket', async () => {
    const before = (await t.api('GET', `/messages/${ticket.id}`, { token: demoAdmin })).body.count;
    expect((await as('GET', `/messages/${ticket.id}`)).status).toBe(404);
    expect((await as('POST', `/messages/${ticket.id}`, { body: 'invasão' })).status).toBe(404);
    expect((await as('POST', `/messages/${ticket.id}`, { body: 'invasão', isPrivate: 'true' })).status).toBe(404);
    expect((await t.api('GET', `/messages/${ticket.id}`, { token: demoAdmin })).body.count).toBe(before);
  });

  it('contacts: not listed, not readable, not changeable', async () => {
    const list = (await as('GET', '/contacts')).body;
    expect(list.contacts.every((c: { companyId: number }) => c.companyId === 2)).toBe(true);
    expect((await as('GET', `/contacts/${ticket.contactId}`)).status).toBe(404);
    expect(
      (await as('PUT', `/contacts/${ticket.contactId}`, { name: 'Trocado', number: '5511900000000' })).status,
    ).toBe(404);
    expect((await t.api('GET', `/contacts/${ticket.contactId}`, { token: demoAdmin })).body.name).not.toBe('Trocado');
  });

  it('users: not listed, not readable, not changeable', async () => {
    const list = (await as('GET', '/users/list')).body;
    expect(list.every((u: { companyId: number }) => u.companyId === 2)).toBe(true);
    expect((await as('GET', `/users/${demoUserId}`)).status).toBe(404);
    expect((await as('PUT', `/users/${demoUserId}`, { name: 'Trocado', password: 'hacked1' })).status).toBe(404);
    expect(
      (await as('PUT', `/users/toggleChangeWidht/${demoUserId}`, { defaultTicketsManagerWidth: 500 })).status,
    ).toBe(404);
    expect(
      (await t.api('POST', '/auth/login', { body: { email: 'ana@demo.local', password: 'demo1234' } })).status,
    ).toBe(200);
  });

  it('company data: plan, settings, queues, connections and tags stay per company', async () => {
    expect((await as('GET', '/companies/listPlan/1')).status).toBe(404);
    expect((await as('GET', '/companySettings/1')).status).toBe(404);
    expect((await as('GET', '/queue')).body.map((q: { name: string }) => q.name)).toEqual(['Atendimento']);
    expect((await as('GET', '/whatsapp')).body.map((w: { name: string }) => w.name)).toEqual(['Outra WhatsApp']);
    expect((await as('GET', '/tags/list')).body.map((x: { name: string }) => x.name)).toEqual(['Cliente antigo']);
  });

  it("a ticket transfer cannot point at another company's user or queue", async () => {
    const own = ticketPageSchema.parse((await as('GET', '/tickets?status=pending&showAll=true')).body).tickets[0];
    const r = await as('PUT', `/tickets/${own.id}`, { status: 'open', userId: demoUserId, isTransfered: true });
    expect(r.status).toBe(400);
    expect(r.body.fields).toHaveProperty('userId');
    expect((await as('PUT', `/tickets/${own.id}`, { queueId: 1, isTransfered: true })).status).toBe(400);
  });

  it('a connection token only feeds its own company', async () => {
    const outraToken = (await as('GET', '/whatsapp')).body[0].token;
    const r = await t.api('POST', '/sandbox/inbound', {
      token: outraToken,
      body: { number: '5565991000000', body: 'oi' },
    });
    expect(r.status).toBe(201);
    // The same number exists in company 1 (Mariana Souza): company 2 gets its own contact.
    const contact = (await as('GET', `/contacts/${r.body.contactId}`)).body;
    expect(contact.companyId).toBe(2);
    expect(r.body.contactId).not.toBe(1);
    // A queue of company 1 cannot be chosen for company 2's inbound.
    expect(
      (
        await t.api('POST', '/sandbox/inbound', {
          token: outraToken,
          body: { number: '5565991000001', body: 'oi', queueId: 1 },
        })
      ).status,
    ).toBe(400);
  });

  it('notes, ticket tags, contact tags, tags and close-all stay per company', async () => {
    const note = await t.api('POST', '/ticket-notes', {
      token: demoAdmin,
      body: { note: 'só da empresa 1', ticketId: ticket.id, contactId: ticket.contactId },
    });
    expect(note.status).toBe(200);
    expect((await as('GET', `/ticket-notes/list?ticketId=${ticket.id}`)).status).toBe(404);
    expect(
      (await as('POST', '/ticket-notes', { note: 'invasão', ticketId: ticket.id, contactId: ticket.contactId })).status,
    ).toBe(404);
    expect((await as('DELETE', `/ticket-notes/${note.body.id}`)).status).toBe(404);
    expect((await t.api('GET', `/ticket-notes/list?ticketId=${ticket.id}`, { token: demoAdmin })).body).toHaveLength(1);

    const demoTag = (await t.api('GET', '/tags/list', { token: demoAdmin })).body[0];
    const own = ticketPageSchema.parse((await as('GET', '/tickets?status=pending&showAll=true')).body).tickets[0];
    expect((await as('PUT', `/ticket-tags/${ticket.id}/${demoTag.id}`)).status).toBe(404);
    expect((await as('PUT', `/ticket-tags/${own.id}/${demoTag.id}`)).body).toEqual({ error: 'ERR_NO_TAG_FOUND' });
    expect((await as('DELETE', `/ticket-tags/${ticket.id}`)).status).toBe(404);
    expect((await as('PUT', `/tags/${demoTag.id}`, { name: 'Trocada' })).status).toBe(404);
    expect((await as('DELETE', `/tags/${demoTag.id}`)).status).toBe(404);
    expect((await as('POST', '/tags/sync', { contactId: ticket.contactId, tags: [] })).status).toBe(404);
    expect((await as('POST', '/tags/sync', { contactId: own.contactId, tags: [{ id: demoTag.id }] })).status).toBe(400);
    expect((await as('GET', `/contactTags/${ticket.contactId}`)).status).toBe(404);
    expect((await as('DELETE', `/tags-contacts/${demoTag.id}/${ticket.contactId}`)).status).toBe(404);
    expect((await t.api('GET', '/tags/list', { token: demoAdmin })).body[0]).toEqual(demoTag);

    const users = (await as('GET', '/users/?searchParam=a')).body;
    expect(users.users.length).toBeGreaterThan(0);
    expect(users.users.every((u: { companyId: number }) => u.companyId === 2)).toBe(true);

    expect((await as('POST', '/tickets/closeAll', { status: 'pending' })).status).toBe(200);
    expect((await t.api('GET', `/tickets/${ticket.id}`, { token: demoAdmin })).body.status).toBe(ticket.status);
  });
});
