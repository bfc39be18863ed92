import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, recordEvents, startTestServer } from './testing/harness';

/** Queues (spec 2 "Queues page", §5 "Queue"): admins add, change and remove them; the company hears of it. */
let t: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t.server.close();
});

const tag = () => Math.random().toString(36).slice(2, 7);
const color = () =>
  `#${Math.floor(Math.random() * 0xffffff)
    .toString(16)
    .padStart(6, '0')}`;

describe('queues', () => {
  it('an admin adds, reads, changes and removes a queue; every user of the company hears each step', async () => {
    const admin = await t.login('admin@demo.local');
    const ana = await t.login('ana@demo.local');
    const socket = t.socketOf(ana.user.companyId, ana.token);
    const events = recordEvents(socket);
    await eventually(() => socket.connected);
    const queueEvents = () =>
      events.filter((e) => e.event === `company-${admin.user.companyId}-queue`).map((e) => e.payload);

    const name = `Financeiro ${tag()}`;
    const created = await t.api('POST', '/queue', {
      token: admin.token,
      body: {
        name,
        color: color(),
        greetingMessage: 'Fila do financeiro',
        orderQueue: 3,
        ativarRoteador: true,
        tempoRoteador: 15,
      },
    });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      name,
      orderQueue: 3,
      ativarRoteador: true,
      tempoRoteador: 15,
      closeTicket: false,
    });
    const id = created.body.id as number;
    await eventually(() => queueEvents().find((p) => p.action === 'create' && p.record.id === id));
    expect((await t.api('GET', `/queue/${id}`, { token: ana.token })).body).toMatchObject({ id, name });

    const changed = await t.api('PUT', `/queue/${id}`, {
      token: admin.token,
      body: { name: `${name} 2`, color: created.body.color, greetingMessage: 'Olá', closeTicket: true },
    });
    expect(changed).toMatchObject({
      status: 200,
      body: { name: `${name} 2`, closeTicket: true, ativarRoteador: false },
    });
    await eventually(() => queueEvents().find((p) => p.action === 'update' && p.record.name === `${name} 2`));

    expect((await t.api('DELETE', `/queue/${id}`, { token: admin.token })).status).toBe(200);
    await eventually(() => queueEvents().find((p) => p.action === 'delete' && p.queueId === id));
    expect((await t.api('GET', `/queue/${id}`, { token: admin.token })).status).toBe(404);
    expect(
      ((await t.api('GET', '/queue', { token: admin.token })).body as { id: number }[]).map((q) => q.id),
    ).not.toContain(id);
    socket.close();
  });

  it('a removed queue leaves its waiting tickets without a queue and its users without it', async () => {
    const admin = await t.login('admin@demo.local');
    const queue = (
      await t.api('POST', '/queue', {
        token: admin.token,
        body: { name: `Temporária ${tag()}`, color: color(), greetingMessage: 'Oi' },
      })
    ).body as { id: number };
    const [connection] = (await t.api('GET', '/whatsapp', { token: admin.token })).body as { token: string }[];
    const inbound = await t.api('POST', '/sandbox/inbound', {
      headers: { authorization: `Bearer ${connection.token}` },
      body: { number: `5565${Math.floor(1e8 + Math.random() * 8e8)}`, name: 'Cliente', body: 'Oi', queueId: queue.id },
    });
    expect(inbound.status).toBe(201);
    expect((await t.api('DELETE', `/queue/${queue.id}`, { token: admin.token })).status).toBe(200);
    expect((await t.api('GET', `/tickets/${inbound.body.ticketId}`, { token: admin.token })).body).toMatchObject({
      status: 'pending',
      queueId: null,
    });
  });

  it('refuses a profile user, another company, a taken colour or name, and a queue without a greeting once there are several', async () => {
    const admin = await t.login('admin@demo.local');
    const ana = await t.login('ana@demo.local');
    const outra = await t.login('admin@outra.local');
    const [suporte] = (await t.api('GET', '/queue', { token: admin.token })).body as {
      id: number;
      name: string;
      color: string;
    }[];
    const body = { name: `Nova ${tag()}`, color: color(), greetingMessage: 'Oi' };

    expect(await t.api('POST', '/queue', { token: ana.token, body })).toMatchObject({
      status: 403,
      body: { error: 'ERR_NO_PERMISSION' },
    });
    expect((await t.api('GET', `/queue/${suporte.id}`, { token: outra.token })).status).toBe(404);
    expect((await t.api('PUT', `/queue/${suporte.id}`, { token: outra.token, body })).status).toBe(404);
    expect((await t.api('DELETE', `/queue/${suporte.id}`, { token: outra.token })).status).toBe(404);

    expect(
      await t.api('POST', '/queue', { token: admin.token, body: { ...body, color: suporte.color } }),
    ).toMatchObject({
      status: 400,
      body: { error: 'ERR_QUEUE_COLOR_ALREADY_EXISTS', fields: { color: 'already in use' } },
    });
    expect(await t.api('POST', '/queue', { token: admin.token, body: { ...body, name: suporte.name } })).toMatchObject({
      status: 400,
      body: { error: 'ERR_QUEUE_NAME_ALREADY_EXISTS' },
    });
    expect(
      await t.api('POST', '/queue', { token: admin.token, body: { ...body, greetingMessage: '  ' } }),
    ).toMatchObject({
      status: 400,
      body: { error: 'ERR_WAPP_GREETING_REQUIRED', fields: { greetingMessage: 'required' } },
    });
    // Another company keeps its own colours: the same colour is free there.
    const shared = color();
    expect((await t.api('POST', '/queue', { token: admin.token, body: { ...body, color: shared } })).status).toBe(200);
    const theirs = await t.api('POST', '/queue', { token: outra.token, body: { ...body, color: shared } });
    expect(theirs.status, theirs.text).toBe(200);
  });

  it('checks the form as spec 2 §5 does: name 2-50, colour 3-9, the rotation times offered', async () => {
    const admin = await t.login('admin@demo.local');
    const ok = { name: `Ok ${tag()}`, color: color(), greetingMessage: 'Oi' };
    for (const [body, field] of [
      [{ ...ok, name: 'A' }, 'name'],
      [{ ...ok, name: 'A'.repeat(51) }, 'name'],
      [{ ...ok, color: '#f' }, 'color'],
      [{ ...ok, color: '#1234567890' }, 'color'],
      [{ ...ok, tempoRoteador: 7 }, 'tempoRoteador'],
      [{ greetingMessage: 'Oi' }, 'name'],
    ] as const) {
      const r = await t.api('POST', '/queue', { token: admin.token, body });
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.fields, field).toHaveProperty(field);
    }
  });
});
