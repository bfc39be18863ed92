import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshCompany } from './testing/freshCompany';
import { startTestServer } from './testing/harness';

/**
 * Flow-phrase campaigns (spec 3 §7, §5 "Flow campaign"): the admins of a company list, read, add,
 * change and delete them; name, flow and phrase are required, the connection is not; the flow and
 * the connection must be the company's own; another company's campaign is out of sight and a
 * profile user is refused.
 */
let t: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  t = await startTestServer({ testFactory: true });
});
afterAll(async () => {
  await t.server.close();
});

type Company = Awaited<ReturnType<typeof freshCompany>>;
const firstFlow = async (c: Company) => ((await c.call('GET', '/flowbuilder')).body.flows as { id: number }[])[0].id;
const firstConnection = async (c: Company) => ((await c.call('GET', '/whatsapp')).body as { id: number }[])[0].id;

describe('/flowcampaign', () => {
  it('adds, lists, reads, changes and deletes a campaign', async () => {
    const c = await freshCompany(t, 'demo');
    const flows = await c.call('GET', '/flowbuilder');
    expect(flows.status).toBe(200);
    expect((flows.body.flows as { name: string }[]).map((f) => f.name)).toEqual([
      'Boas-vindas',
      'Pesquisa de satisfação',
    ]);
    const flowId = await firstFlow(c);

    // The connection may be left empty; a new campaign is active.
    const made = await c.call('POST', '/flowcampaign', {
      name: 'Promoção',
      flowId,
      whatsappId: null,
      phrase: 'quero desconto',
    });
    expect(made.status).toBe(200);
    expect(made.body).toMatchObject({
      name: 'Promoção',
      flowId,
      whatsappId: null,
      phrase: 'quero desconto',
      status: true,
    });

    const whatsappId = await firstConnection(c);
    const changed = await c.call('PUT', '/flowcampaign', {
      id: made.body.id,
      name: 'Promoção de verão',
      flowId,
      whatsappId,
      phrase: 'verão',
      status: false,
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ id: made.body.id, whatsappId, status: false, phrase: 'verão' });

    expect((await c.call('GET', `/flowcampaign/${made.body.id}`)).body).toMatchObject({
      name: 'Promoção de verão',
      status: false,
    });
    const list = await c.call('GET', '/flowcampaign');
    expect(list.body.flow).toEqual([expect.objectContaining({ id: made.body.id, name: 'Promoção de verão' })]);

    expect((await c.call('DELETE', `/flowcampaign/${made.body.id}`)).status).toBe(200);
    expect((await c.call('GET', `/flowcampaign/${made.body.id}`)).status).toBe(404);
    expect((await c.call('GET', '/flowcampaign')).body.flow).toEqual([]);
  });

  it('requires a name, a flow and a phrase, each on its field', async () => {
    const c = await freshCompany(t, 'demo');
    const r = await c.call('POST', '/flowcampaign', { name: ' ', flowId: null, phrase: '' });
    expect(r.status).toBe(400);
    expect(Object.keys(r.body.fields ?? {}).sort()).toEqual(['flowId', 'name', 'phrase']);
    // Ids beyond the column's range are refused by the schema, not by the database.
    const big = await c.call('POST', '/flowcampaign', {
      name: 'Oi',
      flowId: 2147483648,
      whatsappId: 2147483648,
      phrase: 'oi',
    });
    expect(big.status).toBe(400);
    expect(Object.keys(big.body.fields ?? {}).sort()).toEqual(['flowId', 'whatsappId']);
  });

  it("refuses another company's flow or connection, and keeps its campaigns out of sight", async () => {
    const c = await freshCompany(t, 'demo');
    const other = await freshCompany(t, 'other');
    const flowId = await firstFlow(c);
    const theirFlow = await firstFlow(other);
    const theirConnection = await firstConnection(other);
    const body = { name: 'Oi', flowId, whatsappId: null, phrase: 'oi' };

    const foreignFlow = await c.call('POST', '/flowcampaign', { ...body, flowId: theirFlow });
    expect(foreignFlow.status).toBe(404);
    expect(foreignFlow.body.error ?? foreignFlow.body.message).toBe('ERR_NO_FLOW_FOUND');
    const foreignConnection = await c.call('POST', '/flowcampaign', { ...body, whatsappId: theirConnection });
    expect(foreignConnection.status).toBe(404);

    const { body: ours } = await c.call('POST', '/flowcampaign', body);
    expect((await other.call('GET', `/flowcampaign/${ours.id}`)).status).toBe(404);
    expect((await other.call('GET', '/flowcampaign')).body.flow).toEqual([]);
    const steal = { ...body, id: ours.id, flowId: theirFlow, status: false };
    expect((await other.call('PUT', '/flowcampaign', steal)).status).toBe(404);
    expect((await other.call('DELETE', `/flowcampaign/${ours.id}`)).status).toBe(404);
    expect((await c.call('GET', `/flowcampaign/${ours.id}`)).body.status).toBe(true);
  });

  it('is for admins: a profile user gets 403', async () => {
    const c = await freshCompany(t, 'demo');
    const ana = await t.login(c.users.ana);
    const flowId = await firstFlow(c);
    const { body: made } = await c.call('POST', '/flowcampaign', { name: 'Oi', flowId, phrase: 'oi' });
    for (const [method, path] of [
      ['GET', '/flowbuilder'],
      ['GET', '/flowcampaign'],
      ['GET', `/flowcampaign/${made.id}`],
      ['POST', '/flowcampaign'],
      ['PUT', '/flowcampaign'],
      ['DELETE', `/flowcampaign/${made.id}`],
    ]) {
      const body = method === 'POST' || method === 'PUT' ? { id: made.id, name: 'X', flowId, phrase: 'x' } : undefined;
      expect((await c.call(method, path, body, ana.token)).status, `${method} ${path}`).toBe(403);
    }
  });
});
