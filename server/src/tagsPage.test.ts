import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshCompany } from './testing/freshCompany';
import { startTestServer } from './testing/harness';

/**
 * The tags page's reads (spec 2 §7 GET /tags, GET /tags/{id}): the company's tags searched by name,
 * 20 a page, normal tags or kanban lanes, each with how many contacts and tickets carry it; another
 * company's tags are out of sight.
 */
let t: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  t = await startTestServer({ testFactory: true });
});
afterAll(async () => {
  await t.server.close();
});

interface TagRecord {
  id: number;
  name: string;
  kanban: number;
  contactsCount: number;
  ticketsCount: number;
}

describe('GET /tags and /tags/{id}', () => {
  it('page by name with search and the kanban flag, counting contacts and tickets', async () => {
    const c = await freshCompany(t, 'demo');
    const ana = await t.login(c.users.ana);
    const made: number[] = [];
    for (let i = 0; i < 22; i++) {
      const r = await c.call('POST', '/tags', { name: `Etiqueta ${String(i).padStart(2, '0')}`, kanban: i % 2 });
      made.push(r.body.id);
    }
    const first = await t.api('GET', '/tags?pageNumber=1', { token: ana.token });
    expect(first.status).toBe(200);
    expect(first.body.tags).toHaveLength(20);
    expect(first.body.hasMore).toBe(true);
    const names = (first.body.tags as TagRecord[]).map((tag) => tag.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));

    const lanes = await t.api('GET', `/tags?kanban=1&searchParam=${encodeURIComponent('etiqueta 0')}`, {
      token: ana.token,
    });
    expect((lanes.body.tags as TagRecord[]).map((tag) => tag.name)).toEqual([
      'Etiqueta 01',
      'Etiqueta 03',
      'Etiqueta 05',
      'Etiqueta 07',
      'Etiqueta 09',
    ]);

    // Two contacts and one ticket carry "Etiqueta 00".
    const tagId = made[0];
    const contacts = (await c.call('GET', '/contacts?pageNumber=1')).body.contacts as { id: number }[];
    for (const contact of contacts.slice(0, 2))
      await c.call('POST', '/tags/sync', { contactId: contact.id, tags: [{ id: tagId }] });
    const tickets = (await c.call('GET', '/tickets?status=open&showAll=true')).body.tickets as { id: number }[];
    expect((await c.call('PUT', `/ticket-tags/${tickets[0].id}/${tagId}`)).status).toBe(201);
    const one = await t.api('GET', `/tags/${tagId}`, { token: ana.token });
    expect(one.body).toMatchObject({ id: tagId, name: 'Etiqueta 00', contactsCount: 2, ticketsCount: 1 });
    const found = await t.api('GET', '/tags?searchParam=Etiqueta%2000', { token: ana.token });
    expect(found.body.tags).toEqual([expect.objectContaining({ id: tagId, contactsCount: 2, ticketsCount: 1 })]);
  });

  it('shows nothing of another company', async () => {
    const c = await freshCompany(t, 'demo');
    const other = await freshCompany(t, 'other');
    const { body: tag } = await c.call('POST', '/tags', { name: 'Só nossa' });
    expect((await other.call('GET', `/tags/${tag.id}`)).status).toBe(404);
    const theirs = (await other.call('GET', '/tags?searchParam=Só nossa')).body.tags;
    expect(theirs).toEqual([]);
    expect((await other.call('PUT', `/tags/${tag.id}`, { name: 'Roubada' })).status).toBe(404);
    expect((await other.call('DELETE', `/tags/${tag.id}`)).status).toBe(404);
  });
});
