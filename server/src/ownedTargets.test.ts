import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshCompany } from './testing/freshCompany';
import { startTestServer } from './testing/harness';

/**
 * What a connection or a chatbot option points at (an integration, an AI prompt, a file list) must
 * be the company's own: another company's id is refused on its field, never stored, so no company
 * routes its customers into another's flows or sends another's files.
 */
let t: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  t = await startTestServer({ testFactory: true });
});
afterAll(async () => {
  await t.server.close();
});

/** An integration, a prompt and a file list of a company. */
async function setUp(c: Awaited<ReturnType<typeof freshCompany>>) {
  const queues = (await c.call('GET', '/queue')).body as { id: number }[];
  const integration = await c.call('POST', '/queueIntegration', {
    type: 'n8n',
    name: 'Fluxo',
    urlN8N: 'https://n8n.example.com/hook',
  });
  const prompt = await c.call('POST', '/prompt', {
    name: 'Atendente',
    prompt: 'Você é o atendente da loja. Responda com educação.',
    apiKey: 'sk-test-0123456789',
    queueId: queues[0].id,
  });
  const files = await c.call('POST', '/files', { name: 'Catálogo', message: 'Segue' });
  for (const r of [integration, prompt, files]) expect(r.status, r.text).toBe(200);
  const connections = (await c.call('GET', '/whatsapp')).body as { id: number; name: string }[];
  return {
    queue: queues[0],
    connection: connections[0],
    integrationId: integration.body.id as number,
    promptId: prompt.body.id as number,
    fileListId: files.body.id as number,
  };
}

describe('targets of another company', () => {
  it('a connection takes only its company’s integration and prompt; a queue and a chatbot option only its integrations and file lists', async () => {
    const a = await freshCompany(t, 'demo');
    const b = await freshCompany(t, 'demo');
    const mine = await setUp(a);
    const theirs = await setUp(b);
    const connection = (over: Record<string, unknown>) =>
      a.call('PUT', `/whatsapp/${mine.connection.id}`, { name: mine.connection.name, isDefault: true, ...over });

    const foreignIntegration = await connection({ integrationId: theirs.integrationId });
    expect(foreignIntegration.status).toBe(404);
    expect(foreignIntegration.body).toMatchObject({
      error: 'ERR_NO_DIALOG_FOUND',
      fields: { integrationId: 'not found' },
    });
    const foreignPrompt = await connection({ promptId: theirs.promptId });
    expect(foreignPrompt.body).toMatchObject({ error: 'ERR_NO_PROMPT_FOUND', fields: { promptId: 'not found' } });
    const own = await connection({ integrationId: mine.integrationId, promptId: mine.promptId });
    expect(own.status, own.text).toBe(200);
    expect(own.body).toMatchObject({ integrationId: mine.integrationId, promptId: mine.promptId });

    const option = (over: Record<string, unknown>) =>
      a.call('POST', '/chatbot', { queueId: mine.queue.id, name: 'Opção', ...over });
    const optIntegration = await option({ queueType: 'integration', optIntegrationId: theirs.integrationId });
    expect(optIntegration.body).toMatchObject({
      error: 'ERR_NO_DIALOG_FOUND',
      fields: { optIntegrationId: 'not found' },
    });
    const optFile = await option({ queueType: 'file', optFileId: theirs.fileListId });
    expect(optFile.body).toMatchObject({ error: 'ERR_NO_FILE_FOUND', fields: { optFileId: 'not found' } });
    // Nested in a queue's tree, too.
    const nested = await a.call('PUT', `/queue/${mine.queue.id}`, {
      ...(await a.call('GET', `/queue/${mine.queue.id}`)).body,
      chatbots: [{ name: 'Arquivos', queueType: 'file', optFileId: theirs.fileListId }],
    });
    expect(nested.body).toMatchObject({ error: 'ERR_NO_FILE_FOUND' });
    // A queue's own integration, too.
    const queueBody = (await a.call('GET', `/queue/${mine.queue.id}`)).body;
    const foreignQueue = await a.call('PUT', `/queue/${mine.queue.id}`, {
      ...queueBody,
      integrationId: theirs.integrationId,
    });
    expect(foreignQueue.body).toMatchObject({ error: 'ERR_NO_DIALOG_FOUND', fields: { integrationId: 'not found' } });
    const ownQueue = await a.call('PUT', `/queue/${mine.queue.id}`, {
      ...queueBody,
      integrationId: mine.integrationId,
    });
    expect(ownQueue.body).toMatchObject({ integrationId: mine.integrationId });
    expect((await a.call('GET', `/queue/${mine.queue.id}`)).body).toMatchObject({ integrationId: mine.integrationId });
    expect((await option({ queueType: 'integration', optIntegrationId: mine.integrationId })).status).toBe(200);
    expect((await option({ queueType: 'file', optFileId: mine.fileListId })).status).toBe(200);
  });
});
