import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, recordEvents, startTestServer } from './testing/harness';
import { freshCompany } from './testing/freshCompany';

/**
 * AI prompts (spec 2 "AI prompts", §3, §5, §7): admins of a company whose plan has useOpenAi add,
 * page, search, edit and delete them; a queue of the company is required ('Informe o setor'); the
 * API key is read back only by the admin editing one; every change is announced on
 * `company-{id}-prompt` without the key.
 */
let t: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  t = await startTestServer({ testFactory: true });
});
afterAll(async () => {
  await t.server.close();
});

const body = (queueId: number | null, over: Record<string, unknown> = {}) => ({
  name: 'Atendente virtual',
  prompt: 'Você é o atendente da loja. Responda com educação e em poucas frases.',
  apiKey: 'sk-test-0123456789',
  queueId,
  ...over,
});

describe('AI prompts', () => {
  it('an admin adds, pages, searches, edits and deletes prompts; the company hears each step without the key', async () => {
    const c = await freshCompany(t, 'demo');
    const queues = (await c.call('GET', '/queue')).body as { id: number; name: string }[];
    const socket = t.socketOf(c.companyId, c.admin.token);
    const events = recordEvents(socket);
    await eventually(() => socket.connected);
    const promptEvents = () => events.filter((e) => e.event === `company-${c.companyId}-prompt`).map((e) => e.payload);

    const created = await c.call('POST', '/prompt', body(queues[0].id));
    expect(created.status, created.text).toBe(200);
    expect(created.body).toMatchObject({
      name: 'Atendente virtual',
      queueId: queues[0].id,
      queue: { name: queues[0].name },
      maxTokens: 100,
      temperature: 1,
      maxMessages: 10,
      voice: 'texto',
    });
    expect(created.body).not.toHaveProperty('apiKey');
    const id = created.body.id as number;
    const made = await eventually(() => promptEvents().find((p) => p.action === 'create' && p.record.id === id));
    expect(made.record).not.toHaveProperty('apiKey');

    for (let i = 0; i < 20; i++)
      await c.call('POST', '/prompt', body(queues[0].id, { name: `Zz ${String(i).padStart(2, '0')}` }));
    const first = (await c.call('GET', '/prompt?pageNumber=1')).body;
    expect(first.prompts).toHaveLength(20);
    expect(first).toMatchObject({ count: 21, hasMore: true });
    expect(first.prompts[0]).toMatchObject({ name: 'Atendente virtual', queue: { name: queues[0].name } });
    expect(first.prompts[0]).not.toHaveProperty('apiKey');
    expect((await c.call('GET', '/prompt?pageNumber=2')).body).toMatchObject({ hasMore: false });
    expect((await c.call('GET', `/prompt?searchParam=${encodeURIComponent('atendente')}`)).body.prompts).toHaveLength(
      1,
    );

    // The one-record read, for the admin editing it, carries the key; a blank key on an edit keeps it.
    expect((await c.call('GET', `/prompt/${id}`)).body).toMatchObject({ id, apiKey: 'sk-test-0123456789' });
    const changed = await c.call(
      'PUT',
      `/prompt/${id}`,
      body(queues[1].id, {
        apiKey: '',
        name: 'Assistente',
        voice: 'pt-BR-FranciscaNeural',
        voiceKey: 'k',
        voiceRegion: 'brazilsouth',
        temperature: 0.4,
      }),
    );
    expect(changed.status, changed.text).toBe(200);
    expect(changed.body).toMatchObject({
      name: 'Assistente',
      queue: { name: queues[1].name },
      voice: 'pt-BR-FranciscaNeural',
      temperature: 0.4,
    });
    expect((await c.call('GET', `/prompt/${id}`)).body.apiKey).toBe('sk-test-0123456789');
    await eventually(() => promptEvents().find((p) => p.action === 'update' && p.record.name === 'Assistente'));

    // A connection answering with it stops doing so when it goes.
    const [connection] = (await c.call('GET', '/whatsapp')).body as { id: number }[];
    const read = (await c.call('GET', `/whatsapp/${connection.id}?session=0`)).body;
    const linked = await c.call('PUT', `/whatsapp/${connection.id}`, { ...read, promptId: id });
    expect(linked.status, linked.text).toBe(200);
    expect(linked.body.promptId).toBe(id);
    expect((await c.call('DELETE', `/prompt/${id}`)).status).toBe(200);
    await eventually(() => promptEvents().find((p) => p.action === 'delete' && p.promptId === id));
    expect((await c.call('GET', `/prompt/${id}`)).status).toBe(404);
    expect((await c.call('GET', `/whatsapp/${connection.id}`)).body.promptId).toBeNull();
    socket.close();
  });

  it("refuses a prompt without a queue of the company ('Informe o setor'), without a key, or with limits out of range", async () => {
    const c = await freshCompany(t, 'demo');
    const other = await freshCompany(t, 'other');
    const [foreignQueue] = (await other.call('GET', '/queue')).body as { id: number }[];
    const [queue] = (await c.call('GET', '/queue')).body as { id: number }[];

    const noQueue = await c.call('POST', '/prompt', body(null));
    expect(noQueue.status).toBe(400);
    expect(noQueue.body.fields).toMatchObject({ queueId: 'Informe o setor' });
    const foreign = await c.call('POST', '/prompt', body(foreignQueue.id));
    expect(foreign.status).toBe(400);
    expect(foreign.body.fields).toMatchObject({ queueId: 'Informe o setor' });
    const noKey = await c.call('POST', '/prompt', body(queue.id, { apiKey: '' }));
    expect(noKey.status).toBe(400);
    expect(noKey.body.fields).toMatchObject({ apiKey: 'Required' });
    const hot = await c.call('POST', '/prompt', body(queue.id, { temperature: 3, maxMessages: 0, voice: 'robot' }));
    expect(hot.status).toBe(400);
    expect(Object.keys(hot.body.fields)).toEqual(expect.arrayContaining(['temperature', 'maxMessages', 'voice']));
    const blank = await c.call('POST', '/prompt', body(queue.id, { name: '  ', prompt: '' }));
    expect(blank.status).toBe(400);
    expect(blank.body.fields).toMatchObject({ name: 'Required', prompt: 'Required' });
  });

  it("is the company's admins' alone, and only with useOpenAi in the plan", async () => {
    const c = await freshCompany(t, 'demo');
    const [queue] = (await c.call('GET', '/queue')).body as { id: number }[];
    const id = (await c.call('POST', '/prompt', body(queue.id))).body.id as number;

    const ana = await t.login(c.users.ana);
    for (const [method, path] of [
      ['GET', '/prompt'],
      ['GET', `/prompt/${id}`],
      ['POST', '/prompt'],
      ['PUT', `/prompt/${id}`],
      ['DELETE', `/prompt/${id}`],
    ] as const)
      expect(
        (await c.call(method, path, method === 'GET' ? undefined : body(queue.id), ana.token)).status,
        `${method} ${path}`,
      ).toBe(403);

    const other = await freshCompany(t, 'other');
    expect((await other.call('GET', `/prompt/${id}`)).status).toBe(404);
    expect((await other.call('DELETE', `/prompt/${id}`)).status).toBe(404);
    expect((await other.call('GET', '/prompt')).body.prompts).toEqual([]);

    const made = (await t.api('POST', '/testing/tenants', { body: { like: 'demo', without: ['useOpenAi'] } })).body as {
      users: Record<string, string>;
    };
    const admin = await t.login(made.users.admin);
    expect((await t.api('GET', '/prompt', { token: admin.token })).status).toBe(403);
    expect((await t.api('POST', '/prompt', { token: admin.token, body: body(queue.id) })).status).toBe(403);
  });
});
