import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectionCounts } from '@shared/domain/connectionCounts';
import { freshCompany } from './testing/freshCompany';
import { eventually, recordEvents, startTestServer } from './testing/harness';

/**
 * The super user's all-connections overview (spec 3 "All connections", spec 2 §7 GET
 * /whatsapp/all, the company list GET /companies/list): every company's connections with their
 * status, super user only; the super user disconnects or removes another company's connection,
 * and the events reach that company, not the super user's.
 */
let t: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  t = await startTestServer({ testFactory: true });
});
afterAll(async () => {
  await t.server.close();
});

interface Listed {
  id: number;
  companyId: number;
  name: string;
  status: string;
  token?: string;
}

async function companyWithSocket(like: 'demo' | 'other') {
  const c = await freshCompany(t, like);
  const socket = t.socketOf(c.companyId, c.admin.token);
  const events = recordEvents(socket);
  await eventually(() => socket.connected);
  const of = (suffix: string) =>
    events.filter((e) => e.event === `company-${c.companyId}-${suffix}`).map((e) => e.payload);
  return { ...c, socket, events, of };
}

describe('GET /whatsapp/all and GET /companies/list', () => {
  it('every company’s connections with their status for the super user; counts follow pairing', async () => {
    const a = await companyWithSocket('demo');
    const b = await companyWithSocket('other');
    const sup = await t.login(a.users.super);
    const all = async () => {
      const r = await t.api('GET', '/whatsapp/all?session=0', { token: sup.token });
      expect(r.status, r.text).toBe(200);
      return r.body as Listed[];
    };
    const countsOf = async (companyId: number) => {
      const list = await all();
      return { ...connectionCounts([companyId], list), list };
    };

    // What each admin sees of their own company is what the overview lists for it.
    const ownA = (await a.call('GET', '/whatsapp')).body as Listed[];
    const listed = await all();
    expect(listed.filter((w) => w.companyId === a.companyId).map((w) => w.id)).toEqual(
      expect.arrayContaining(ownA.map((w) => w.id)),
    );
    expect(listed.every((w) => w.token === undefined)).toBe(true);

    // A new connection of B: listed while it pairs (not connected), connected once scanned.
    const before = (await countsOf(b.companyId)).byCompany.get(b.companyId)!;
    const created = await b.call('POST', '/whatsapp', { name: 'Loja B' });
    expect(created.status, created.text).toBe(200);
    const { id, token } = created.body as { id: number; token: string };
    await t.server.ctx.pairing.tick();
    const pairing = await countsOf(b.companyId);
    expect(pairing.list.find((w) => w.id === id)).toMatchObject({ companyId: b.companyId, status: 'qrcode' });
    expect(pairing.byCompany.get(b.companyId)).toEqual({
      connected: before.connected,
      disconnected: before.disconnected + 1,
      total: before.total + 1,
    });
    const qrcode = ((await b.call('GET', `/whatsapp/${id}`)).body as { qrcode: string }).qrcode;
    const scanned = await t.api('POST', `/sandbox/whatsapp/${id}/scan`, {
      headers: { authorization: `Bearer ${token}` },
      body: { qrcode },
    });
    expect(scanned.status, scanned.text).toBe(200);
    const paired = await countsOf(b.companyId);
    expect(paired.byCompany.get(b.companyId)).toEqual({
      connected: before.connected + 1,
      disconnected: before.disconnected,
      total: before.total + 1,
    });
    // The grand total counts every connection of every company.
    expect(paired.total.total).toBe(paired.list.length);
    expect(paired.total.connected).toBe(paired.list.filter((w) => w.status === 'CONNECTED').length);

    const companies = await t.api('GET', '/companies/list', { token: sup.token });
    expect(companies.status).toBe(200);
    const names = companies.body as { id: number; name: string }[];
    expect(names.map((c) => c.id)).toEqual(expect.arrayContaining([a.companyId, b.companyId]));
    expect(names.map((c) => c.name)).toEqual(
      [...names.map((c) => c.name)].sort((x, y) => (x < y ? -1 : x > y ? 1 : 0)),
    );
    a.socket.close();
    b.socket.close();
  });

  it('anyone but the super user gets 403 ERR_NO_PERMISSION', async () => {
    const a = await freshCompany(t, 'demo');
    const ana = await t.login(a.users.ana);
    for (const token of [a.admin.token, ana.token])
      for (const path of ['/whatsapp/all?session=0', '/companies/list'])
        expect(await t.api('GET', path, { token })).toMatchObject({
          status: 403,
          body: { error: 'ERR_NO_PERMISSION' },
        });
    expect(
      (await t.api('GET', '/whatsapp/all?session=2', { token: (await t.login(a.users.super)).token })).status,
    ).toBe(400);
  });
});

describe('the super user disconnects or removes another company’s connection', () => {
  it('the session ends and the record goes, each event to the connection’s company only', async () => {
    const a = await companyWithSocket('demo');
    const b = await companyWithSocket('other');
    const sup = await t.login(a.users.super);
    const made = async (name: string) => {
      const r = await b.call('POST', '/whatsapp', { name });
      expect(r.status, r.text).toBe(200);
      return (r.body as { id: number }).id;
    };
    const first = await made('Loja 1');
    const second = await made('Loja 2');
    await t.server.ctx.pairing.tick();

    // Another company's admin still cannot reach it.
    expect((await a.call('DELETE', `/whatsappsession/${first}`)).status).toBe(404);
    expect((await a.call('DELETE', `/whatsapp/${second}`)).status).toBe(404);

    const seenByA = a.events.length;
    expect((await t.api('DELETE', `/whatsappsession/${first}`, { token: sup.token })).status).toBe(200);
    await eventually(() =>
      b.of('whatsappSession').find((p) => p.session.id === first && p.session.status === 'DISCONNECTED'),
    );
    expect(((await b.call('GET', `/whatsapp/${first}`)).body as Listed).status).toBe('DISCONNECTED');

    expect((await t.api('DELETE', `/whatsapp/${second}`, { token: sup.token })).status).toBe(200);
    await eventually(() => b.of('whatsapp').find((p) => p.action === 'delete' && p.whatsappId === second));
    expect((await b.call('GET', `/whatsapp/${second}`)).status).toBe(404);
    const listed = (await t.api('GET', '/whatsapp/all', { token: sup.token })).body as Listed[];
    expect(listed.find((w) => w.id === second)).toBeUndefined();
    expect(listed.find((w) => w.id === first)).toMatchObject({ status: 'DISCONNECTED' });

    // Nothing of B's reached A's namespace.
    await new Promise((r) => setTimeout(r, 50));
    expect(a.events.slice(seenByA).filter((e) => /whatsapp/.test(e.event))).toEqual([]);
    a.socket.close();
    b.socket.close();
  });
});
