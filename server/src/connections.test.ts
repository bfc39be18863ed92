import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedTenant } from './seed/seedTenant';
import { editUser } from './testing/editUser';
import { eventually, recordEvents, startTestServer } from './testing/harness';

/**
 * Connections (spec 2 "Connections page", §3-§9): the CRUD with its rules and events, and the
 * sandbox channel's QR pairing, stepped by hand (the harness sets `pairingQrMs: 0`).
 */
let t: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t.server.close();
});

/** A company of its own per test (defaults and connections change here). */
async function company() {
  const seeded = await seedTenant(t.server.db, 'demo', t.clock.now());
  const admin = await t.login(seeded.users.admin);
  const ana = await t.login(seeded.users.ana);
  const connections = (await t.api('GET', '/whatsapp', { token: admin.token })).body as {
    id: number;
    name: string;
    isDefault: boolean;
    token: string;
  }[];
  const queues = (await t.api('GET', '/queue', { token: admin.token })).body as { id: number; name: string }[];
  const socket = t.socketOf(seeded.companyId, admin.token);
  const events = recordEvents(socket);
  await eventually(() => socket.connected);
  const of = (suffix: string) =>
    events.filter((e) => e.event === `company-${seeded.companyId}-${suffix}`).map((e) => e.payload);
  return { ...seeded, admin, ana, connections, queues, socket, of };
}

type Company = Awaited<ReturnType<typeof company>>;

const create = (c: Company, body: Record<string, unknown>) =>
  t.api('POST', '/whatsapp', { token: c.admin.token, body: { name: 'Vendas 2', ...body } });

describe('connections: the records', () => {
  it('an admin adds, reads, changes and removes a connection; the company hears each step', async () => {
    const c = await company();
    const [suporte, vendas] = c.queues;
    const created = await create(c, {
      greetingMessage: 'Olá! Escolha:',
      complationMessage: 'Até logo',
      queueIds: [suporte.id, vendas.id],
      timeSendQueue: 5,
      sendIdQueue: vendas.id,
    });
    expect(created.status, created.text).toBe(200);
    expect(created.body).toMatchObject({
      name: 'Vendas 2',
      channel: 'whatsapp',
      status: 'OPENING',
      isDefault: false,
      greetingMessage: 'Olá! Escolha:',
      timeSendQueue: 5,
      sendIdQueue: vendas.id,
      queues: [{ id: suporte.id }, { id: vendas.id }],
    });
    expect(created.body.token).toMatch(/^[A-Za-z0-9]{30}$/);
    const id = created.body.id as number;
    await eventually(() => c.of('whatsapp').find((p) => p.action === 'update' && p.whatsapp.id === id));
    await eventually(() => c.of('whatsappSession').find((p) => p.session.id === id && p.session.status === 'OPENING'));
    // Events never carry the token (CONTRACT.md "stricter").
    expect(JSON.stringify([...c.of('whatsapp'), ...c.of('whatsappSession')])).not.toContain(created.body.token);

    expect((await t.api('GET', `/whatsapp/${id}`, { token: c.admin.token })).body).toMatchObject({
      id,
      name: 'Vendas 2',
    });
    // A profile user reads connections but never their token.
    const asAna = await t.api('GET', `/whatsapp/${id}`, { token: c.ana.token });
    expect(asAna.status).toBe(200);
    expect(asAna.body.token).toBeUndefined();
    expect(
      ((await t.api('GET', '/whatsapp', { token: c.ana.token })).body as object[]).every((w) => !('token' in w)),
    ).toBe(true);

    // PUT is not a patch: what is left out takes its default; becoming the default takes it from the old one.
    const changed = await t.api('PUT', `/whatsapp/${id}`, {
      token: c.admin.token,
      body: { name: 'Vendas Dois', isDefault: true, queueIds: [suporte.id] },
    });
    expect(changed.status, changed.text).toBe(200);
    expect(changed.body).toMatchObject({
      name: 'Vendas Dois',
      isDefault: true,
      greetingMessage: null,
      timeSendQueue: 0,
      sendIdQueue: null,
      queues: [{ id: suporte.id }],
    });
    const oldDefault = c.connections.find((w) => w.isDefault)!;
    await eventually(() =>
      c.of('whatsapp').find((p) => p.action === 'update' && p.whatsapp.id === oldDefault.id && !p.whatsapp.isDefault),
    );
    expect(((await t.api('GET', '/whatsapp', { token: c.admin.token })).body as { id: number }[])[0].id).toBe(id);

    // The old default can go now; the new one cannot while others remain.
    expect((await t.api('DELETE', `/whatsapp/${oldDefault.id}`, { token: c.admin.token })).status).toBe(200);
    await eventually(() => c.of('whatsapp').find((p) => p.action === 'delete' && p.whatsappId === oldDefault.id));
    expect((await t.api('GET', `/whatsapp/${oldDefault.id}`, { token: c.admin.token })).body).toEqual({
      error: 'ERR_NO_WAPP_FOUND',
    });
    c.socket.close();
  });

  it('fills spec 2 §9 defaults; the first connection of a company is its default', async () => {
    const c = await company();
    const created = await create(c, {});
    expect(created.body).toMatchObject({
      maxUseBotQueues: 3,
      maxUseBotQueuesNPS: 3,
      expiresTicket: 0,
      timeUseBotQueues: 0,
      timeSendQueue: 0,
      groupAsTicket: 'disabled',
      whenExpiresTicket: '0',
      allowGroup: false,
    });
    // Empty numbers from a form read as 0 (spec 2 §5: empty timeSendQueue becomes "0").
    const blank = await t.api('PUT', `/whatsapp/${created.body.id}`, {
      token: c.admin.token,
      body: { name: 'Vendas 2', timeSendQueue: '', timeUseBotQueues: '', whenExpiresTicket: 1 },
    });
    expect(blank.body).toMatchObject({ timeSendQueue: 0, timeUseBotQueues: 0, whenExpiresTicket: '1' });

    const other = await seedTenant(t.server.db, 'other', t.clock.now());
    const admin = await t.login(other.users.admin);
    for (const w of (await t.api('GET', '/whatsapp', { token: admin.token })).body as { id: number }[])
      expect((await t.api('DELETE', `/whatsapp/${w.id}`, { token: admin.token })).status).toBe(200);
    const first = await t.api('POST', '/whatsapp', { token: admin.token, body: { name: 'Única', isDefault: false } });
    expect(first.body).toMatchObject({ isDefault: true });
    c.socket.close();
  });

  it('refuses what spec 2 §5 and the deployed backend refuse', async () => {
    const c = await company();
    const [suporte, vendas] = c.queues;
    const theDefault = c.connections.find((w) => w.isDefault)!;
    expect(await create(c, { queueIds: [suporte.id, vendas.id] })).toMatchObject({
      status: 400,
      body: { error: 'ERR_WAPP_GREETING_REQUIRED', fields: { greetingMessage: 'required' } },
    });
    expect(
      await t.api('PUT', `/whatsapp/${theDefault.id}`, {
        token: c.admin.token,
        body: { name: theDefault.name, isDefault: false },
      }),
    ).toMatchObject({ status: 400, body: { error: 'ERR_NO_OTHER_WHATSAPP' } });
    expect(await t.api('DELETE', `/whatsapp/${theDefault.id}`, { token: c.admin.token })).toMatchObject({
      status: 400,
      body: { error: 'ERR_NO_OTHER_WHATSAPP' },
    });
    for (const [body, field] of [
      [{ name: 'A' }, 'name'],
      [{ name: 'A'.repeat(51) }, 'name'],
      [{ name: undefined }, 'name'],
      [{ timeSendQueue: 10 }, 'sendIdQueue'],
      [{ sendIdQueue: suporte.id }, 'timeSendQueue'],
      [{ whenExpiresTicket: '2' }, 'whenExpiresTicket'],
      [{ maxUseBotQueues: -1 }, 'maxUseBotQueues'],
      [{ queueIds: ['x'] }, 'queueIds.0'],
      [{ groupAsTicket: 'maybe' }, 'groupAsTicket'],
    ] as const) {
      const r = await create(c, body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.fields, JSON.stringify(body)).toHaveProperty([field]);
    }
    c.socket.close();
  });

  it("stores the import and vacation fields with spec 2 §5's date rules, on the server's clock", async () => {
    const c = await company();
    const [suporte] = c.queues;
    const day = (offset: number) => new Date(t.clock.now().getTime() + offset * 86_400_000).toISOString().slice(0, 10);
    const stored = await create(c, {
      enableImportMessage: true,
      importOldMessages: day(-30),
      importRecentMessages: day(-1),
      queueIdImportMessages: suporte.id,
      collectiveVacationMessage: 'Férias coletivas até janeiro.',
      collectiveVacationStart: day(5),
      collectiveVacationEnd: day(20),
    });
    expect(stored.status).toBe(200);
    expect(stored.body).toMatchObject({
      enableImportMessage: true,
      importOldMessages: day(-30),
      queueIdImportMessages: suporte.id,
      collectiveVacationEnd: day(20),
    });
    for (const [body, field] of [
      [{ collectiveVacationMessage: 'Férias' }, 'collectiveVacationStart'],
      [
        { collectiveVacationMessage: 'Férias', collectiveVacationStart: day(-11), collectiveVacationEnd: day(3) },
        'collectiveVacationStart',
      ],
      [
        { collectiveVacationMessage: 'Férias', collectiveVacationStart: day(3), collectiveVacationEnd: day(2) },
        'collectiveVacationEnd',
      ],
      [
        { enableImportMessage: true, importOldMessages: day(-800), queueIdImportMessages: suporte.id },
        'importOldMessages',
      ],
      [
        {
          enableImportMessage: true,
          importOldMessages: day(-10),
          importRecentMessages: day(1),
          queueIdImportMessages: suporte.id,
        },
        'importRecentMessages',
      ],
      [{ enableImportMessage: true, importOldMessages: day(-10) }, 'queueIdImportMessages'],
      [{ collectiveVacationStart: 'amanhã' }, 'collectiveVacationStart'],
    ] as const) {
      const r = await create(c, body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.fields, JSON.stringify(body)).toHaveProperty([field]);
    }
    // The import queue is the company's own.
    const outra = await company();
    const foreign = await create(c, {
      enableImportMessage: true,
      importOldMessages: day(-3),
      queueIdImportMessages: outra.queues[0].id,
    });
    expect(foreign.body).toMatchObject({
      error: 'ERR_QUEUE_NOT_FOUND',
      fields: { queueIdImportMessages: 'unknown queue' },
    });
    c.socket.close();
    outra.socket.close();
  });

  it('keeps each company to its own connections and queues, and writes to those who manage connections', async () => {
    const c = await company();
    const other = await company();
    const theirs = other.connections[0];
    const body = { name: 'Invasora' };
    for (const [method, path] of [
      ['GET', `/whatsapp/${theirs.id}`],
      ['PUT', `/whatsapp/${theirs.id}`],
      ['DELETE', `/whatsapp/${theirs.id}`],
      ['POST', `/whatsappsession/${theirs.id}`],
      ['PUT', `/whatsappsession/${theirs.id}`],
      ['DELETE', `/whatsappsession/${theirs.id}`],
      ['POST', `/closedimported/${theirs.id}`],
    ] as const) {
      const r = await t.api(method, path, {
        token: c.admin.token,
        body: method === 'PUT' && path.startsWith('/whatsapp/') ? body : undefined,
      });
      expect(r, `${method} ${path}`).toMatchObject({ status: 404, body: { error: 'ERR_NO_WAPP_FOUND' } });
    }
    expect(await create(c, { queueIds: [other.queues[0].id] })).toMatchObject({
      status: 400,
      body: { error: 'ERR_QUEUE_NOT_FOUND', fields: { queueIds: 'unknown queue' } },
    });
    expect(await create(c, { timeSendQueue: 3, sendIdQueue: other.queues[0].id })).toMatchObject({
      status: 400,
      body: { fields: { sendIdQueue: 'unknown queue' } },
    });

    // A profile user may not write (spec 2 §6)…
    const mine = c.connections[1];
    for (const [method, path, sent] of [
      ['POST', '/whatsapp', body],
      ['PUT', `/whatsapp/${mine.id}`, body],
      ['DELETE', `/whatsapp/${mine.id}`, undefined],
      ['POST', `/whatsappsession/${mine.id}`, undefined],
      ['PUT', `/whatsappsession/${mine.id}`, undefined],
      ['DELETE', `/whatsappsession/${mine.id}`, undefined],
      ['POST', '/whatsapp-restart', undefined],
      ['POST', `/closedimported/${mine.id}`, undefined],
      ['POST', '/facebook', { facebookUserId: '1', facebookUserToken: 'x' }],
    ] as const) {
      const r = await t.api(method, path, { token: c.ana.token, body: sent });
      expect(r, `${method} ${path}`).toMatchObject({ status: 403, body: { error: 'ERR_NO_PERMISSION' } });
    }
    // …unless allowConnections treats them as admin on the connections page.
    expect((await editUser(t.api, c.admin.token, c.ana.user.id, { allowConnections: 'enabled' })).status).toBe(200);
    const byAna = await create({ ...c, admin: c.ana }, { name: 'Da Ana' });
    expect(byAna.status, byAna.text).toBe(200);
    expect(byAna.body.token).toMatch(/^[A-Za-z0-9]{30}$/);
    c.socket.close();
    other.socket.close();
  });
});

describe('connections: pairing over the sandbox', () => {
  const scan = (id: number, token: string, body?: object) =>
    t.api('POST', `/sandbox/whatsapp/${id}/scan`, { headers: { authorization: `Bearer ${token}` }, body: body ?? {} });

  it('OPENING → a QR code that changes → CONNECTED when scanned; disconnect, try again, new QR', async () => {
    const c = await company();
    const created = await create(c, {});
    const { id, token } = created.body as { id: number; token: string };
    const sessions = () =>
      c
        .of('whatsappSession')
        .filter((p) => p.session.id === id)
        .map((p) => p.session);
    const read = async () => (await t.api('GET', `/whatsapp/${id}`, { token: c.admin.token })).body;

    expect(await scan(id, token)).toMatchObject({ status: 409, body: { error: 'ERR_WAPP_NOT_PAIRING' } });
    await t.server.ctx.pairing.tick();
    const first = await read();
    expect(first).toMatchObject({ status: 'qrcode' });
    expect(first.qrcode).toMatch(/^2@/);
    await t.server.ctx.pairing.tick();
    const second = await read();
    expect(second.qrcode).not.toBe(first.qrcode);
    await eventually(() => sessions().find((s) => s.qrcode === second.qrcode));

    // Only that connection's token scans it, and only the code shown now.
    expect((await scan(id, c.connections[0].token)).status).toBe(403);
    expect((await t.api('POST', `/sandbox/whatsapp/${id}/scan`, { body: {} })).status).toBe(401);
    expect(await scan(id, token, { qrcode: first.qrcode })).toMatchObject({ status: 409 });
    expect((await scan(id, token, { number: 'abc' })).status).toBe(400);
    const paired = await scan(id, token, { qrcode: second.qrcode, number: '5565988887777' });
    expect(paired).toMatchObject({ status: 200, body: { id, status: 'CONNECTED', number: '5565988887777' } });
    await eventually(() => sessions().find((s) => s.status === 'CONNECTED' && s.qrcode === ''));
    expect(sessions().map((s) => s.status)).toEqual(['OPENING', 'qrcode', 'qrcode', 'CONNECTED']);
    // Connected: the sandbox's inbound door is open for it.
    const inbound = await t.api('POST', '/sandbox/inbound', {
      headers: { authorization: `Bearer ${token}` },
      body: { number: '5565911112222', body: 'Oi' },
    });
    expect(inbound.status, inbound.text).toBe(201);

    expect((await t.api('DELETE', `/whatsappsession/${id}`, { token: c.admin.token })).status).toBe(200);
    expect(await read()).toMatchObject({ status: 'DISCONNECTED', qrcode: '' });
    await eventually(() => sessions().at(-1)?.status === 'DISCONNECTED');

    expect((await t.api('POST', `/whatsappsession/${id}`, { token: c.admin.token })).status).toBe(200);
    expect(await read()).toMatchObject({ status: 'OPENING' });
    await t.server.ctx.pairing.tick();
    const again = await read();
    expect(again.status).toBe('qrcode');

    expect((await t.api('PUT', `/whatsappsession/${id}`, { token: c.admin.token })).status).toBe(200);
    expect(await read()).toMatchObject({ status: 'OPENING', qrcode: '' });
    await t.server.ctx.pairing.tick();
    expect((await read()).qrcode).not.toBe(again.qrcode);
    c.socket.close();
  });

  it('pairing codes reach only those who manage connections (stricter than deployed)', async () => {
    const c = await company();
    const anaSocket = t.socketOf(c.companyId, c.ana.token);
    const heard = recordEvents(anaSocket);
    await eventually(() => anaSocket.connected);
    const { id } = (await create(c, {})).body as { id: number };
    await t.server.ctx.pairing.tick();
    const code = (await t.api('GET', `/whatsapp/${id}`, { token: c.admin.token })).body.qrcode as string;
    await eventually(() => c.of('whatsappSession').find((p) => p.session.qrcode === code));
    // A rename while pairing: every user hears of it, without the code.
    await t.api('PUT', `/whatsapp/${id}`, { token: c.admin.token, body: { name: 'Renomeada' } });
    await eventually(() =>
      heard.find((e) => e.event.endsWith('-whatsapp') && e.payload.whatsapp?.name === 'Renomeada'),
    );
    expect(heard.filter((e) => e.event.endsWith('-whatsappSession'))).toEqual([]);
    expect(JSON.stringify(heard)).not.toContain(code);

    // Given allowConnections, the same socket joins those who do.
    expect((await editUser(t.api, c.admin.token, c.ana.user.id, { allowConnections: 'enabled' })).status).toBe(200);
    await t.server.ctx.emitter.flush();
    await t.server.ctx.pairing.tick();
    await eventually(() => heard.find((e) => e.event.endsWith('-whatsappSession') && e.payload.session.id === id));
    anaSocket.close();
    c.socket.close();
  });

  it('an unscanned session gives up as DISCONNECTED after three codes, as deployed; restart starts it over', async () => {
    const c = await company();
    const { id } = (await create(c, {})).body as { id: number };
    const read = async () => (await t.api('GET', `/whatsapp/${id}`, { token: c.admin.token })).body;
    const codes = new Set<string>();
    for (let i = 0; i < 3; i += 1) {
      await t.server.ctx.pairing.tick();
      codes.add((await read()).qrcode);
    }
    expect(codes.size).toBe(3);
    expect(await read()).toMatchObject({ status: 'qrcode' });
    await t.server.ctx.pairing.tick();
    expect(await read()).toMatchObject({ status: 'DISCONNECTED', qrcode: '' });
    await eventually(() =>
      c.of('whatsappSession').find((p) => p.session.id === id && p.session.status === 'DISCONNECTED'),
    );
    // Nothing left to step.
    await t.server.ctx.pairing.tick();
    expect(await read()).toMatchObject({ status: 'DISCONNECTED' });

    // Restart all: a session being paired starts over; connected and disconnected ones stay as they are.
    expect((await t.api('POST', `/whatsappsession/${id}`, { token: c.admin.token })).status).toBe(200);
    await t.server.ctx.pairing.tick();
    expect((await t.api('POST', '/whatsapp-restart', { token: c.admin.token })).body).toEqual({
      message: 'Whatsapp restart.',
    });
    expect(await read()).toMatchObject({ status: 'OPENING' });
    expect((await t.api('GET', `/whatsapp/${c.connections[0].id}`, { token: c.admin.token })).body).toMatchObject({
      status: 'CONNECTED',
    });
    // A deleted connection's session stops with it.
    expect((await t.api('DELETE', `/whatsapp/${id}`, { token: c.admin.token })).status).toBe(200);
    await t.server.ctx.pairing.tick();
    c.socket.close();
  });

  it('closes imported tickets (none in the sandbox) for the company that owns the connection', async () => {
    const c = await company();
    const r = await t.api('POST', `/closedimported/${c.connections[0].id}`, { token: c.admin.token });
    expect(r).toMatchObject({ status: 200, body: 'whatsapp' });
    c.socket.close();
  });
});

describe('connections: Facebook and Instagram through the sandbox', () => {
  it('POST /facebook connects a page (and its Instagram account) at once; again reconnects it', async () => {
    const c = await company();
    const fb = await t.api('POST', '/facebook', {
      token: c.admin.token,
      body: { facebookUserId: '1029384756', facebookUserToken: 'EAAB-sandbox', addInstagram: true },
    });
    expect(fb.status, fb.text).toBe(200);
    const social = async () =>
      (
        (await t.api('GET', '/whatsapp', { token: c.admin.token })).body as {
          channel: string;
          status: string;
          name: string;
        }[]
      ).filter((w) => w.name.endsWith('1029384756'));
    expect(await social()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ channel: 'facebook', status: 'CONNECTED' }),
        expect.objectContaining({ channel: 'instagram', status: 'CONNECTED' }),
      ]),
    );
    await eventually(() => c.of('whatsapp').filter((p) => p.action === 'update').length >= 2);
    await t.api('POST', '/facebook', {
      token: c.admin.token,
      body: { facebookUserId: '1029384756', facebookUserToken: 'EAAB-sandbox' },
    });
    expect(await social()).toHaveLength(2);
    const bad = await t.api('POST', '/facebook', { token: c.admin.token, body: { facebookUserId: '' } });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toHaveProperty('facebookUserToken');
    c.socket.close();
  });
});

describe('connections: pairing on the server clock', () => {
  it('steps by its own timers, and close() stops them mid-pairing', async () => {
    const own = await startTestServer({ pairingOpeningMs: 10, pairingQrMs: 40, pairingMaxQrCodes: 2 });
    try {
      const admin = await own.login('admin@demo.local');
      const socket = own.socketOf(admin.user.companyId, admin.token);
      const events = recordEvents(socket);
      await eventually(() => socket.connected);
      const { id } = (await own.api('POST', '/whatsapp', { token: admin.token, body: { name: 'Relógio' } })).body;
      const steps = () =>
        events
          .filter((e) => e.event === `company-${admin.user.companyId}-whatsappSession` && e.payload.session.id === id)
          .map((e) => e.payload.session);
      await eventually(() => steps().at(-1)?.status === 'DISCONNECTED');
      expect(steps().map((s) => s.status)).toEqual(['OPENING', 'qrcode', 'qrcode', 'DISCONNECTED']);
      expect(new Set(steps().map((s) => s.qrcode)).size).toBe(3); // '', two codes, '' again
      // A second session left pairing when the server closes: its timers go with it.
      await own.api('POST', `/whatsappsession/${id}`, { token: admin.token });
      socket.close();
    } finally {
      await own.server.close();
    }
  });
});
