import { describe, expect, it } from 'vitest';
import { eventually } from './testing/harness';
import { useInboxFixture } from './testing/inboxFixture';

/**
 * The contacts page's calls (spec 1 §2 "Contacts", §7): the channel and group filters, block and
 * unblock, the audio and bot switches, and delete, which is an admin's (contacts-page:deleteContact)
 * and takes the contact's tickets with it, announced so no inbox keeps them.
 */
const f = useInboxFixture();

const page = (token: string, query: string) => f.t.api('GET', `/contacts?pageNumber=1&${query}`, { token });

describe('the contacts page on the server', () => {
  it('filters by channel and by group', async () => {
    const name = `Filtro ${f.freshNumber()}`;
    await f.t.api('POST', '/contacts', { token: f.admin.token, body: { name, number: f.freshNumber() } });
    const search = `searchParam=${encodeURIComponent(name)}`;
    expect((await page(f.ana.token, `${search}&channel=whatsapp`)).body.contacts).toHaveLength(1);
    expect((await page(f.ana.token, `${search}&channel=instagram`)).body.contacts).toHaveLength(0);
    expect((await page(f.ana.token, `${search}&isGroup=false`)).body.contacts).toHaveLength(1);
    expect((await page(f.ana.token, `${search}&isGroup=true`)).body.contacts).toHaveLength(0);
    expect((await page(f.ana.token, `${search}&channel=telegram`)).status).toBe(400);
    expect((await page(f.ana.token, `${search}&isGroup=talvez`)).status).toBe(400);
  });

  it('finds a number written with its separators, and never by the digits inside a name', async () => {
    const number = f.freshNumber(); // 55659xxxxxxxx
    const name = `Busca ${Date.now().toString(36)}`;
    await f.t.api('POST', '/contacts', { token: f.admin.token, body: { name, number } });
    const formatted = `+${number.slice(0, 2)} (${number.slice(2, 4)}) ${number.slice(4, 9)}-${number.slice(9)}`;
    const names = async (term: string) =>
      ((await page(f.ana.token, `searchParam=${encodeURIComponent(term)}`)).body.contacts as { name: string }[]).map(
        (c) => c.name,
      );
    expect(await names(formatted)).toEqual([name]);
    // A word with digits is a name search: the number's last digits do not make it match.
    expect(await names(`zz${number.slice(-4)}`)).toEqual([]);
    // The ticket search reads terms the same way.
    const inbound = await f.inbound({ number, name, body: 'Oi', queueId: f.queueIds.Suporte });
    const tickets = async (term: string) =>
      (
        await f.t.api('GET', `/tickets?status=pending&pageNumber=1&searchParam=${encodeURIComponent(term)}`, {
          token: f.admin.token,
        })
      ).body.tickets as { id: number }[];
    expect((await tickets(formatted)).map((t) => t.id)).toEqual([inbound.body.ticketId]);
    expect(await tickets(`zz${number.slice(-4)}`)).toEqual([]);
  });

  it('blocks and unblocks, switches audio and bot, each announced; only within the company', async () => {
    const created = await f.t.api('POST', '/contacts', {
      token: f.admin.token,
      body: { name: 'Contato Bloqueio', number: f.freshNumber() },
    });
    const id = created.body.id as number;
    expect(created.body).toMatchObject({ active: true, acceptAudioMessage: true, disableBot: false });
    const { events } = await f.openSocket(f.admin.user.companyId, f.admin.token);

    const blocked = await f.t.api('PUT', `/contacts/block/${id}`, { token: f.ana.token, body: { active: false } });
    expect(blocked.body).toMatchObject({ id, active: false });
    await eventually(() =>
      events.some(
        (e) => e.payload?.action === 'update' && e.payload.contact?.id === id && e.payload.contact.active === false,
      ),
    );
    expect(
      (await f.t.api('PUT', `/contacts/block/${id}`, { token: f.ana.token, body: { active: true } })).body.active,
    ).toBe(true);
    expect(
      (await f.t.api('PUT', `/contacts/toggleAcceptAudio/${id}`, { token: f.ana.token })).body.acceptAudioMessage,
    ).toBe(false);
    expect((await f.t.api('PUT', `/contacts/toggleDisableBot/${id}`, { token: f.ana.token })).body.disableBot).toBe(
      true,
    );
    expect((await f.t.api('PUT', `/contacts/toggleDisableBot/${id}`, { token: f.ana.token })).body.disableBot).toBe(
      false,
    );

    // Another company's contact does not exist for this one.
    for (const [method, path, body] of [
      ['PUT', `/contacts/block/${id}`, { active: false }],
      ['PUT', `/contacts/toggleAcceptAudio/${id}`, undefined],
      ['PUT', `/contacts/toggleDisableBot/${id}`, undefined],
      ['DELETE', `/contacts/${id}`, undefined],
    ] as const)
      expect((await f.t.api(method, path, { token: f.outra.token, body })).body).toMatchObject({
        error: 'ERR_NO_CONTACT_FOUND',
      });
    expect((await f.t.api('PUT', `/contacts/block/${id}`, { token: f.ana.token, body: { active: 'no' } })).status).toBe(
      400,
    );
  });

  it('is deleted by an admin alone, with its tickets, which leave every inbox', async () => {
    const number = f.freshNumber();
    const inbound = await f.inbound({ number, name: 'Contato Apagado', body: 'Oi', queueId: f.queueIds.Suporte });
    expect(inbound.status).toBe(201);
    const found = await page(f.admin.token, `searchParam=${number}`);
    const id = found.body.contacts[0].id as number;
    const { events } = await f.openSocket(f.ana.user.companyId, f.ana.token);

    const refused = await f.t.api('DELETE', `/contacts/${id}`, { token: f.ana.token });
    expect(refused).toMatchObject({ status: 403, body: { error: 'ERR_NO_PERMISSION' } });

    const tickets = (
      await f.t.api('GET', `/tickets?status=pending&pageNumber=1&searchParam=${number}`, { token: f.admin.token })
    ).body.tickets as { id: number }[];
    expect(tickets).toHaveLength(1);
    const deleted = await f.t.api('DELETE', `/contacts/${id}`, { token: f.admin.token });
    expect(deleted.status).toBe(200);
    expect((await f.t.api('GET', `/contacts/${id}`, { token: f.admin.token })).status).toBe(404);
    // ana (in Suporte) saw the ticket: she is told it is gone, and the contact too.
    await eventually(() => events.some((e) => e.payload?.action === 'delete' && e.payload.ticketId === tickets[0].id));
    await eventually(() => events.some((e) => e.payload?.action === 'delete' && e.payload.contactId === id));
    expect((await f.t.api('GET', `/tickets/${tickets[0].id}`, { token: f.admin.token })).status).toBe(404);
  });
});
