import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshCompany } from './testing/freshCompany';
import { eventually, recordEvents, startTestServer } from './testing/harness';

/**
 * Queue integrations (spec 2 "Queue integrations", §3, §5, §7, §9): an admin's list, searched and
 * paged; add, change and remove with the per-kind rules; another company's records out of sight;
 * profile users and plans without useIntegrations refused; the test session never faked.
 */
let t: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  t = await startTestServer({ testFactory: true });
});
afterAll(async () => {
  await t.server.close();
});

const n8n = (name: string) => ({ type: 'n8n', name, urlN8N: 'https://n8n.example.com/webhook/abc' });

describe('queue integrations', () => {
  it('an admin adds, reads, changes and removes one; the company’s admins hear each step', async () => {
    const c = await freshCompany(t);
    const socket = t.socketOf(c.companyId, c.admin.token);
    const events = recordEvents(socket);
    await eventually(() => socket.connected);
    const ana = await t.login(c.users.ana);
    const anaSocket = t.socketOf(c.companyId, ana.token);
    const anaEvents = recordEvents(anaSocket);
    await eventually(() => anaSocket.connected);
    const heard = () =>
      events.filter((e) => e.event === `company-${c.companyId}-queueIntegration`).map((e) => e.payload);

    const created = await c.call('POST', '/queueIntegration', {
      type: 'typebot',
      name: 'Typebot vendas',
      urlN8N: 'https://typebot.example.com',
      typebotSlug: 'vendas-abc',
      typebotKeywordFinish: '#sair',
    });
    expect(created.status, created.text).toBe(200);
    // Spec 2 §9: a Typebot without delay or expiry gets 1000 ms and 1.
    expect(created.body).toMatchObject({
      type: 'typebot',
      name: 'Typebot vendas',
      projectName: 'Typebot vendas',
      typebotDelayMessage: 1000,
      typebotExpires: 1,
      typebotKeywordFinish: '#sair',
      typebotKeywordRestart: null,
    });
    expect(created.body).not.toHaveProperty('companyId');
    const id = created.body.id as number;
    await eventually(() => heard().find((p) => p.action === 'create' && p.record.id === id));

    expect((await c.call('GET', `/queueIntegration/${id}`)).body).toMatchObject({ id, typebotSlug: 'vendas-abc' });

    const changed = await c.call('PUT', `/queueIntegration/${id}`, {
      ...n8n('Fluxo n8n'),
      typebotDelayMessage: '2500',
    });
    expect(changed).toMatchObject({
      status: 200,
      body: { id, type: 'n8n', name: 'Fluxo n8n', projectName: 'Fluxo n8n', typebotDelayMessage: 2500 },
    });
    await eventually(() => heard().find((p) => p.action === 'update' && p.record.name === 'Fluxo n8n'));

    expect((await c.call('DELETE', `/queueIntegration/${id}`)).status).toBe(200);
    await eventually(() => heard().find((p) => p.action === 'delete' && p.integrationId === id));
    expect(await c.call('GET', `/queueIntegration/${id}`)).toMatchObject({
      status: 404,
      body: { error: 'ERR_NO_DIALOG_FOUND' },
    });
    // The credentials are the admins' business: a profile user's socket heard none of it.
    expect(anaEvents.filter((e) => e.event.endsWith('-queueIntegration'))).toEqual([]);
    socket.close();
    anaSocket.close();
  });

  it('lists 20 a page, newest first, searched by name in any case', async () => {
    const c = await freshCompany(t);
    for (let i = 0; i < 23; i++) {
      const r = await c.call('POST', '/queueIntegration', n8n(`Fluxo ${String(i).padStart(2, '0')}`));
      expect(r.status).toBe(200);
      t.clock.advance(1000);
    }
    const first = await c.call('GET', '/queueIntegration/?pageNumber=1');
    expect(first.body).toMatchObject({ count: 23, hasMore: true });
    expect(first.body.queueIntegrations).toHaveLength(20);
    expect(first.body.queueIntegrations[0].name).toBe('Fluxo 22');
    const second = await c.call('GET', '/queueIntegration/?pageNumber=2');
    expect(second.body).toMatchObject({ count: 23, hasMore: false });
    expect((second.body.queueIntegrations as { name: string }[]).map((r) => r.name)).toEqual([
      'Fluxo 02',
      'Fluxo 01',
      'Fluxo 00',
    ]);
    const found = await c.call('GET', `/queueIntegration/?searchParam=${encodeURIComponent('FLUXO 1')}`);
    expect(found.body.count).toBe(10);
    // A LIKE wildcard is searched as itself.
    expect((await c.call('GET', '/queueIntegration/?searchParam=%25')).body.count).toBe(0);
  });

  it('checks spec 2 §5: name 2-50, a URL for n8n, webhook and typebot, a slug for typebot', async () => {
    const c = await freshCompany(t);
    for (const [body, field, message] of [
      [{ ...n8n('A') }, 'name', 'Too Short!'],
      [{ ...n8n('A'.repeat(51)) }, 'name', 'Too Long!'],
      [{ type: 'n8n', urlN8N: 'https://x.example.com' }, 'name', 'Required'],
      [{ ...n8n('  ') }, 'name', 'Required'],
      [{ type: 'webhook', name: 'Gancho' }, 'urlN8N', 'Required'],
      [{ type: 'n8n', name: 'Fluxo', urlN8N: 'javascript:alert(1)' }, 'urlN8N', 'must be an http(s) URL'],
      [{ type: 'typebot', name: 'Bot', urlN8N: 'https://typebot.example.com' }, 'typebotSlug', 'Required'],
      [{ ...n8n('Fluxo'), type: 'zapier' }, 'type', undefined],
      [{ ...n8n('Fluxo'), typebotDelayMessage: -5 }, 'typebotDelayMessage', undefined],
    ] as const) {
      const r = await c.call('POST', '/queueIntegration', body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.fields, JSON.stringify(body)).toHaveProperty(field);
      if (message) expect(r.body.fields[field]).toBe(message);
    }
    // A deployed kind is accepted as it is (a record read from such a backend saved back).
    const dialogflow = await c.call('POST', '/queueIntegration', {
      type: 'dialogflow',
      name: 'Agente FAQ',
      projectName: 'faq-123',
      jsonContent: '{"type":"service_account"}',
      language: 'pt-BR',
    });
    expect(dialogflow).toMatchObject({ status: 200, body: { projectName: 'faq-123', language: 'pt-BR' } });
  });

  it('keeps another company’s records out of sight and refuses profile users', async () => {
    const c = await freshCompany(t);
    const other = await freshCompany(t, 'other');
    const ana = await t.login(c.users.ana);
    const mine = (await c.call('POST', '/queueIntegration', n8n('Meu fluxo'))).body as { id: number };

    for (const [method, body] of [
      ['GET', undefined],
      ['PUT', n8n('Roubado')],
      ['DELETE', undefined],
    ] as const)
      expect(await other.call(method, `/queueIntegration/${mine.id}`, body)).toMatchObject({
        status: 404,
        body: { error: 'ERR_NO_DIALOG_FOUND' },
      });
    expect((await other.call('GET', '/queueIntegration/')).body).toMatchObject({ count: 0, queueIntegrations: [] });

    const asAna = (method: string, path: string, body?: unknown) => t.api(method, path, { token: ana.token, body });
    for (const [method, path, body] of [
      ['GET', '/queueIntegration/', undefined],
      ['GET', `/queueIntegration/${mine.id}`, undefined],
      ['POST', '/queueIntegration', n8n('Da Ana')],
      ['PUT', `/queueIntegration/${mine.id}`, n8n('Da Ana')],
      ['DELETE', `/queueIntegration/${mine.id}`, undefined],
      ['POST', '/queueIntegration/testSession', { projectName: 'x' }],
    ] as const)
      expect(await asAna(method, path, body), `${method} ${path}`).toMatchObject({
        status: 403,
        body: { error: 'ERR_NO_PERMISSION' },
      });
    expect((await c.call('GET', `/queueIntegration/${mine.id}`)).body.name).toBe('Meu fluxo');
  });

  it('refuses a company whose plan lacks useIntegrations', async () => {
    const made = (await t.api('POST', '/testing/tenants', { body: { like: 'demo', without: ['useIntegrations'] } }))
      .body as { users: { admin: string } };
    const admin = await t.login(made.users.admin);
    expect(await t.api('GET', '/queueIntegration/', { token: admin.token })).toMatchObject({
      status: 403,
      body: { error: 'ERR_NO_PERMISSION' },
    });
    expect((await t.api('POST', '/queueIntegration', { token: admin.token, body: n8n('Sem plano') })).status).toBe(403);
  });

  it('runs no test session: it says so, never a success', async () => {
    const c = await freshCompany(t);
    expect(
      await c.call('POST', '/queueIntegration/testSession', {
        projectName: 'faq-123',
        jsonContent: '{"type":"service_account"}',
        language: 'pt-BR',
      }),
    ).toMatchObject({ status: 400, body: { error: 'ERR_EXTERNAL_FLOWS_NOT_RUN' } });
  });

  it('a removed integration leaves the connections, queues and chatbot options that used it pointing at none', async () => {
    const c = await freshCompany(t);
    const { id } = (await c.call('POST', '/queueIntegration', n8n('Usado'))).body as { id: number };
    const [connection] = (await c.call('GET', '/whatsapp')).body as { id: number; name: string }[];
    const full = (await c.call('GET', `/whatsapp/${connection.id}`)).body as Record<string, unknown>;
    const put = await c.call('PUT', `/whatsapp/${connection.id}`, {
      name: full.name,
      greetingMessage: full.greetingMessage,
      queueIds: ((full.queues as { id: number }[]) ?? []).map((q) => q.id),
      isDefault: full.isDefault,
      integrationId: id,
    });
    expect(put.status, put.text).toBe(200);
    expect((await c.call('GET', `/whatsapp/${connection.id}`)).body.integrationId).toBe(id);
    expect((await c.call('DELETE', `/queueIntegration/${id}`)).status).toBe(200);
    expect((await c.call('GET', `/whatsapp/${connection.id}`)).body.integrationId).toBeNull();
  });
});
