import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignPageSchema, campaignSchema } from '@shared/api/campaign';
import { freshCompany } from './testing/freshCompany';
import { eventually, recordEvents, startTestServer } from './testing/harness';

/**
 * Campaigns and their settings (spec 3 "Campaigns", "Campaign settings", §4, §5, §7, §9): the
 * settings' defaults and option lists, the campaign's CRUD with the status a save gives, the
 * §4 editability rules held by the server, cancel / restart, the media, the events, and who gets what.
 */
let t: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  // The runner steps only through tick(): these tests move statuses by hand.
  t = await startTestServer({ testFactory: true, schedulerIntervalMs: 0 });
});
afterAll(async () => {
  await t.server.close();
});
const HOUR = 3600_000;

describe('campaign settings', () => {
  it('reads the spec 3 §9 defaults, saves the keys given, refuses values off the §5 lists', async () => {
    const c = await freshCompany(t);
    const read = async () =>
      Object.fromEntries(
        ((await c.call('GET', '/campaign-settings')).body as { key: string; value: string }[]).map((s) => [
          s.key,
          JSON.parse(s.value),
        ]),
      );
    expect(await read()).toEqual({
      messageInterval: 20,
      longerIntervalAfter: 20,
      greaterInterval: 60,
      variables: [],
      sabado: false,
      domingo: false,
      startHour: '09:00',
      endHour: '18:00',
    });
    const saved = await c.call('POST', '/campaign-settings', {
      settings: {
        messageInterval: 5,
        greaterInterval: 120,
        sabado: true,
        variables: [{ key: 'loja', value: 'Centro' }],
      },
    });
    expect(saved.status).toBe(200);
    expect(await read()).toMatchObject({
      messageInterval: 5,
      longerIntervalAfter: 20,
      greaterInterval: 120,
      sabado: true,
      variables: [{ key: 'loja', value: 'Centro' }],
    });
    for (const settings of [
      { messageInterval: 7 },
      { longerIntervalAfter: 25 },
      { greaterInterval: 15 },
      { endHour: '25:00' },
    ]) {
      const bad = await c.call('POST', '/campaign-settings', { settings });
      expect(bad.status, JSON.stringify(settings)).toBe(400);
      expect(Object.keys(bad.body.fields ?? {})).toHaveLength(1);
    }
    expect((await read()).messageInterval).toBe(5);
    const other = await freshCompany(t, 'other');
    expect(
      Object.fromEntries(
        ((await other.call('GET', '/campaign-settings')).body as { key: string; value: string }[]).map((s) => [
          s.key,
          JSON.parse(s.value),
        ]),
      ).messageInterval,
    ).toBe(20);
  });
});

describe('campaigns', () => {
  const body = (over: Record<string, unknown> = {}) => ({
    name: 'Black Friday',
    message1: 'Oi {nome}, temos ofertas!',
    message2: '',
    contactListId: null,
    whatsappId: null,
    openTicket: 'disabled',
    statusTicket: 'closed',
    ...over,
  });

  it('is made INATIVA or PROGRAMADA, listed, searched, edited while the rules allow, and deleted; the admins hear each step', async () => {
    const c = await freshCompany(t);
    const socket = t.socketOf(c.companyId, c.admin.token);
    const events = recordEvents(socket);
    await eventually(() => socket.connected);
    const heard = () => events.filter((e) => e.event === `company-${c.companyId}-campaign`).map((e) => e.payload);

    const list = (await c.call('POST', '/contact-lists', { name: 'Clientes' })).body as { id: number };
    await c.call('POST', '/contact-list-items', { name: 'Maria', number: '5565999887766', contactListId: list.id });
    await c.call('POST', '/contact-list-items', { name: 'Fixo', number: '33334444', contactListId: list.id });

    expect((await c.call('POST', '/campaigns', body({ name: 'B' }))).body.fields).toEqual({ name: 'Too Short!' });
    const inactive = campaignSchema.parse((await c.call('POST', '/campaigns', body({ contactListId: list.id }))).body);
    expect(inactive).toMatchObject({ status: 'INATIVA', contactList: { name: 'Clientes' }, statusTicket: 'closed' });
    expect(inactive.contactList?.contacts.map((e) => e.isWhatsappValid)).toEqual([true, false]);
    expect(inactive.shipping).toEqual([]);
    const at = new Date(t.clock.now().getTime() + 3 * HOUR).toISOString();
    const scheduled = campaignSchema.parse(
      (await c.call('POST', '/campaigns', body({ name: 'Natal', scheduledAt: at }))).body,
    );
    expect(scheduled.status).toBe('PROGRAMADA');
    await eventually(() => heard().some((p) => p.action === 'create' && p.record.id === scheduled.id));

    // A queue when a user is chosen (spec 3 §5).
    const ana = await t.login(c.users.ana);
    expect((await c.call('POST', '/campaigns', body({ userId: ana.user.id }))).body.fields).toEqual({
      queueId: 'Required',
    });

    const page = campaignPageSchema.parse((await c.call('GET', '/campaigns?searchParam=black')).body);
    expect(page.records.map((r) => r.name)).toEqual(['Black Friday']);
    expect(page.count).toBe(1);

    // PROGRAMADA more than an hour ahead: editable; within the hour: read-only (spec 3 §4).
    expect(
      (await c.call('PUT', `/campaigns/${scheduled.id}`, body({ name: 'Natal 2026', scheduledAt: at }))).body,
    ).toMatchObject({ name: 'Natal 2026', status: 'PROGRAMADA' });
    t.clock.advance(2.5 * HOUR);
    c.admin.token = (await t.login(c.users.admin)).token;
    expect(
      (await c.call('PUT', `/campaigns/${scheduled.id}`, body({ name: 'Tarde demais', scheduledAt: at }))).body,
    ).toEqual({ error: 'ERR_CAMPAIGN_NOT_EDITABLE' });
    // Taking the date away makes it INATIVA again while it is editable.
    expect(
      (await c.call('PUT', `/campaigns/${inactive.id}`, body({ name: 'Sem data', contactListId: list.id }))).body,
    ).toMatchObject({ status: 'INATIVA', name: 'Sem data' });

    // Cancelled: only the messages change; restart only from CANCELADA.
    expect((await c.call('POST', `/campaigns/${inactive.id}/cancel`)).body).toEqual({
      error: 'ERR_CAMPAIGN_NOT_CANCELLABLE',
    });
    expect((await c.call('POST', `/campaigns/${scheduled.id}/restart`)).body).toEqual({
      error: 'ERR_CAMPAIGN_NOT_RESTARTABLE',
    });
    expect((await c.call('POST', `/campaigns/${scheduled.id}/cancel`)).status).toBe(200);
    const edited = await c.call(
      'PUT',
      `/campaigns/${scheduled.id}`,
      body({ name: 'Outro nome', message1: 'Nova mensagem' }),
    );
    expect(edited.body).toMatchObject({ name: 'Natal 2026', message1: 'Nova mensagem', status: 'CANCELADA' });
    await eventually(() => heard().some((p) => p.action === 'update' && p.record.status === 'CANCELADA'));

    // The attachment: attached and removed while editable.
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' }), 'oferta.png');
    const withMedia = await t.api('POST', `/campaigns/${inactive.id}/media-upload`, { token: c.admin.token, form });
    expect(withMedia.body).toMatchObject({ mediaName: 'oferta.png' });
    expect(withMedia.body.mediaPath).toBeTruthy();
    expect((await c.call('DELETE', `/campaigns/${inactive.id}/media-upload`)).body).toMatchObject({
      mediaName: null,
      mediaPath: null,
    });

    expect((await c.call('DELETE', `/campaigns/${inactive.id}`)).status).toBe(200);
    expect((await c.call('GET', `/campaigns/${inactive.id}`)).status).toBe(404);
    await eventually(() => heard().some((p) => p.action === 'delete' && p.id === inactive.id));
    socket.close();
  });

  it("another company's campaigns are out of sight, a profile user gets 403, the plan gates all", async () => {
    const c = await freshCompany(t);
    const other = await freshCompany(t, 'other');
    const own = (await c.call('POST', '/campaigns', body())).body as { id: number };
    const list = (await c.call('POST', '/contact-lists', { name: 'Só nossa' })).body as { id: number };
    for (const [method, path, b] of [
      ['GET', `/campaigns/${own.id}`],
      ['PUT', `/campaigns/${own.id}`, body()],
      ['DELETE', `/campaigns/${own.id}`],
      ['POST', `/campaigns/${own.id}/cancel`],
      ['POST', `/campaigns/${own.id}/restart`],
      ['DELETE', `/campaigns/${own.id}/media-upload`],
    ] as const)
      expect((await other.call(method, path, b)).status, `${method} ${path}`).toBe(404);
    expect((await other.call('GET', '/campaigns')).body.records).toEqual([]);
    // Another company's list, connection or queue cannot be named.
    expect((await other.call('POST', '/campaigns', body({ contactListId: list.id }))).body.fields).toEqual({
      contactListId: 'not found',
    });

    const ana = await t.login(c.users.ana);
    for (const [method, path, b] of [
      ['GET', '/campaigns'],
      ['GET', `/campaigns/${own.id}`],
      ['POST', '/campaigns', body()],
      ['GET', '/campaign-settings'],
      ['POST', '/campaign-settings', { settings: { messageInterval: 5 } }],
    ] as const)
      expect((await c.call(method, path, b, ana.token)).status, path).toBe(403);

    const plain = (await t.api('POST', '/testing/tenants', { body: { like: 'demo', without: ['useCampaigns'] } }))
      .body as { users: Record<string, string> };
    const admin = await t.login(plain.users.admin);
    expect((await t.api('GET', '/campaigns', { token: admin.token })).status).toBe(403);
    expect((await t.api('GET', '/campaign-settings', { token: admin.token })).status).toBe(403);
  });
});

describe('a campaign addressed to a tag', () => {
  it("turns the tag's contacts into a contact list of its own and sends to it; another company's tag is refused", async () => {
    const c = await freshCompany(t);
    const tag = (await c.call('POST', '/tags', { name: 'Clientes VIP', color: '#1e6b2f' })).body as { id: number };
    for (const [name, number] of [
      ['Ana', '5565999001201'],
      ['Bia', '5565999001202'],
    ]) {
      const contact = (await c.call('POST', '/contacts', { name, number })).body as { id: number };
      expect((await c.call('POST', '/tags/sync', { contactId: contact.id, tags: [{ id: tag.id }] })).status).toBe(200);
    }
    await c.call('POST', '/contacts', { name: 'Sem tag', number: '5565999001203' });

    const made = await c.call('POST', '/campaigns', { name: 'Para a tag', message1: 'Oi {nome}', tagListId: tag.id });
    expect(made.status).toBe(200);
    const campaign = campaignSchema.parse(made.body);
    expect(campaign.tagListId).toBe(tag.id);
    expect(campaign.contactList?.name).toBe('Tag Clientes VIP');
    const items = await c.call('GET', `/contact-list-items?pageNumber=1&contactListId=${campaign.contactListId}`);
    expect(
      (items.body.contacts as { name: string; number: string; isWhatsappValid: boolean }[])
        .map((i) => [i.name, i.number, i.isWhatsappValid])
        .toSorted(),
    ).toEqual([
      ['Ana', '5565999001201', true],
      ['Bia', '5565999001202', true],
    ]);

    const other = await freshCompany(t);
    const refused = await other.call('POST', '/campaigns', { name: 'Alheia', message1: 'Oi', tagListId: tag.id });
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual({ tagListId: 'not found' });
  });
});
