import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactListItemPageSchema, contactListPageSchema } from '@shared/api/contactList';
import { freshCompany } from './testing/freshCompany';
import { eventually, recordEvents, startTestServer } from './testing/harness';

/**
 * Contact lists and their entries (spec 3 "Contact lists", §5, §6, §7): the lists any user of the
 * company keeps, the entries its admins keep (one per number in a list, digits only, the sandbox's
 * WhatsApp verdict), the count that follows them, the events, and who gets what.
 */
let t: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  t = await startTestServer({ testFactory: true });
});
afterAll(async () => {
  await t.server.close();
});

describe('contact lists', () => {
  it('a list is made, found, renamed, counted as entries come and go, and deleted; the company hears each step', async () => {
    const c = await freshCompany(t);
    const socket = t.socketOf(c.companyId, c.admin.token);
    const events = recordEvents(socket);
    await eventually(() => socket.connected);
    const heard = (suffix: string) =>
      events.filter((e) => e.event === `company-${c.companyId}-${suffix}`).map((e) => e.payload);

    expect((await c.call('POST', '/contact-lists', { name: 'a' })).body.fields).toEqual({ name: 'Too Short!' });
    const made = await c.call('POST', '/contact-lists', { name: 'Clientes VIP' });
    expect(made.body).toMatchObject({ name: 'Clientes VIP', contactsCount: 0 });
    const id = made.body.id as number;
    await c.call('POST', '/contact-lists', { name: 'Fornecedores' });
    await eventually(() => heard('ContactList').some((p) => p.action === 'create' && p.record.id === id));

    const page = contactListPageSchema.parse((await c.call('GET', '/contact-lists?searchParam=vip')).body);
    expect(page.records.map((l) => l.name)).toEqual(['Clientes VIP']);
    expect(((await c.call('GET', '/contact-lists/list')).body as { name: string }[]).map((l) => l.name)).toEqual([
      'Clientes VIP',
      'Fornecedores',
    ]);

    // Entries: digits only, once per number, with the sandbox's verdict; the list's count follows.
    const item = await c.call('POST', '/contact-list-items', {
      name: 'Maria Souza',
      number: '+55 (65) 99988-7766',
      email: 'maria@ex.com',
      contactListId: id,
    });
    expect(item.body).toMatchObject({ number: '5565999887766', isWhatsappValid: true, contactListId: id });
    const short = await c.call('POST', '/contact-list-items', { name: 'Fixo', number: '3333-4444', contactListId: id });
    expect(short.body).toMatchObject({ number: '33334444', isWhatsappValid: false });
    expect(
      (await c.call('POST', '/contact-list-items', { name: 'De novo', number: '5565999887766', contactListId: id }))
        .body,
    ).toMatchObject({
      error: 'ERR_CONTACTLISTITEM_DUPLICATED',
      fields: { number: 'ERR_CONTACTLISTITEM_DUPLICATED' },
    });
    expect(
      (await c.call('POST', '/contact-list-items', { name: 'M', number: '123', email: 'x@', contactListId: id })).body
        .fields,
    ).toEqual({ name: 'Too Short!', number: 'Too Short!', email: 'Invalid email' });
    expect((await c.call('GET', `/contact-lists/${id}`)).body.contactsCount).toBe(2);
    await eventually(() => heard('ContactList').some((p) => p.action === 'update' && p.record.contactsCount === 2));
    await eventually(() => heard('ContactListItem').some((p) => p.action === 'create' && p.record.id === item.body.id));

    const items = contactListItemPageSchema.parse(
      (await c.call('GET', `/contact-list-items?contactListId=${id}&searchParam=maria`)).body,
    );
    expect(items.contacts.map((i) => i.name)).toEqual(['Maria Souza']);
    const edited = await c.call('PUT', `/contact-list-items/${item.body.id}`, {
      name: 'Maria S.',
      number: '5565999887766',
      email: '',
      contactListId: id,
    });
    expect(edited.body).toMatchObject({ name: 'Maria S.', email: '' });
    expect((await c.call('DELETE', `/contact-list-items/${short.body.id}`)).status).toBe(200);
    expect((await c.call('GET', `/contact-lists/${id}`)).body.contactsCount).toBe(1);

    expect((await c.call('PUT', `/contact-lists/${id}`, { name: 'VIP 2027' })).body).toMatchObject({
      name: 'VIP 2027',
      contactsCount: 1,
    });
    expect((await c.call('DELETE', `/contact-lists/${id}`)).status).toBe(200);
    expect((await c.call('GET', `/contact-list-items/${item.body.id}`)).status).toBe(404);
    await eventually(() => heard('ContactList').some((p) => p.action === 'delete' && p.id === id));
    socket.close();
  });

  it("another company's lists are out of sight; a profile user keeps lists but not entries; the plan gates all", async () => {
    const c = await freshCompany(t);
    const other = await freshCompany(t, 'other');
    const list = (await c.call('POST', '/contact-lists', { name: 'Só nossa' })).body as { id: number };
    const item = (
      await c.call('POST', '/contact-list-items', { name: 'João', number: '5511988887777', contactListId: list.id })
    ).body as { id: number };
    for (const [method, path, body] of [
      ['GET', `/contact-lists/${list.id}`],
      ['PUT', `/contact-lists/${list.id}`, { name: 'Deles' }],
      ['DELETE', `/contact-lists/${list.id}`],
      ['GET', `/contact-list-items?contactListId=${list.id}`],
      ['POST', '/contact-list-items', { name: 'Intruso', number: '5511977776666', contactListId: list.id }],
      ['GET', `/contact-list-items/${item.id}`],
      ['DELETE', `/contact-list-items/${item.id}`],
    ] as const)
      expect((await other.call(method, path, body)).status, `${method} ${path}`).toBe(404);
    expect((await other.call('GET', '/contact-lists/list')).body).toEqual([]);

    const ana = await t.login(c.users.ana);
    expect((await c.call('GET', '/contact-lists', undefined, ana.token)).status).toBe(200);
    expect((await c.call('GET', `/contact-list-items?contactListId=${list.id}`, undefined, ana.token)).body).toEqual({
      error: 'ERR_NO_PERMISSION',
    });
    expect((await c.call('DELETE', `/contact-list-items/${item.id}`, undefined, ana.token)).status).toBe(403);

    const plain = (await t.api('POST', '/testing/tenants', { body: { like: 'demo', without: ['useCampaigns'] } }))
      .body as {
      users: Record<string, string>;
    };
    const admin = await t.login(plain.users.admin);
    expect((await t.api('GET', '/contact-lists', { token: admin.token })).status).toBe(403);
    expect((await t.api('POST', '/contact-lists', { token: admin.token, body: { name: 'Sem plano' } })).status).toBe(
      403,
    );
  });
});
