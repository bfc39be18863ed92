import { describe, expect, it } from 'vitest';
import { fakeApi } from '@renderer/test/fakeApi';
import { chatbot48, queue48 } from '@shared/api/whaticket48.lists.fixtures';
import { addDraft, updateDraft } from './chatbotDraft';
import { saveQueue } from './saveQueue';

/** Financeiro › Boletos › Segunda via: three levels. */
function tree() {
  let drafts = updateDraft(addDraft([], []), [0], { name: 'Financeiro', greetingMessage: 'Escolha:' });
  drafts = updateDraft(addDraft(drafts, [0]), [0, 0], { name: 'Boletos', greetingMessage: 'Qual?' });
  return updateDraft(addDraft(drafts, [0, 0]), [0, 0, 0], { name: 'Segunda via' });
}
const option = (id: number, name: string, options: unknown[] = []) => ({ ...chatbot48(), id, name, options });

describe('saving a queue with its chatbot tree', () => {
  it('a backend that keeps the whole tree (the reference server) gets the queue call alone', async () => {
    const seen = fakeApi(() => ({
      ...queue48(),
      chatbots: [option(7, 'Financeiro', [option(8, 'Boletos', [option(9, 'Segunda via')])])],
    }));
    const saved = await saveQueue(1, { name: 'Suporte', color: '#1976d2' }, tree());
    expect(seen.map((r) => `${r.method} ${r.path}`)).toEqual(['PUT /queue/1']);
    expect(saved.chatbots[0].options[0].options[0].name).toBe('Segunda via');
  });

  it('deployed Whaticket, which stores one level a call: each deeper level goes by PUT /chatbot/{id}, read back for its ids', async () => {
    const seen = fakeApi((r) => {
      if (r.method === 'POST' && r.path === '/queue')
        return { ...queue48(), id: 5, chatbots: [option(7, 'Financeiro')] };
      if (r.method === 'PUT') return {};
      if (r.path === '/chatbot/7') return option(7, 'Financeiro', [option(8, 'Boletos')]);
      if (r.path === '/chatbot/8') return option(8, 'Boletos', [option(9, 'Segunda via')]);
      if (r.path === '/queue/5') return { ...queue48(), id: 5, chatbots: [option(7, 'Financeiro')] };
      return new Response(null, { status: 404 });
    });
    await saveQueue(null, { name: 'Financeiro', color: '#123456' }, tree());
    expect(seen.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /queue',
      'PUT /chatbot/7',
      'GET /chatbot/7',
      'PUT /chatbot/8',
      'GET /chatbot/8',
      'GET /queue/5',
    ]);
    expect(seen[1].body).toMatchObject({
      name: 'Financeiro',
      greetingMessage: 'Escolha:',
      options: [{ name: 'Boletos', greetingMessage: 'Qual?' }],
    });
    expect((seen[1].body as { options: object[] }).options[0]).not.toHaveProperty('options');
    expect(seen[3].body).toMatchObject({ name: 'Boletos', options: [{ name: 'Segunda via' }] });
  });
});
