import { describe, expect, it } from 'vitest';
import { addDraft, chatbotsBody, draftsOf, issuesByPath, moveDraft, removeDraft, updateDraft } from './chatbotDraft';

const named = (drafts: { name: string; options: { name: string }[] }[]) =>
  drafts.map((d) => [d.name, d.options.map((o) => o.name)]);

describe('the chatbot editor tree', () => {
  it('adds, names, nests, moves and removes options by path', () => {
    let tree = addDraft(addDraft([], []), []);
    tree = updateDraft(tree, [0], { name: 'Financeiro', greetingMessage: 'Escolha:' });
    tree = updateDraft(tree, [1], { name: 'Suporte' });
    tree = addDraft(tree, [0]);
    tree = updateDraft(tree, [0, 0], { name: 'Boletos' });
    expect(named(tree)).toEqual([
      ['Financeiro', ['Boletos']],
      ['Suporte', []],
    ]);
    tree = moveDraft(tree, [1], -1);
    expect(named(tree).map(([n]) => n)).toEqual(['Suporte', 'Financeiro']);
    expect(moveDraft(tree, [0], -1)).toEqual(tree);
    tree = removeDraft(tree, [1, 0]);
    expect(named(tree)).toEqual([
      ['Suporte', []],
      ['Financeiro', []],
    ]);
  });

  it('finds the spec rules by path: a short name, a level without its message', () => {
    let tree = addDraft([], []);
    tree = updateDraft(tree, [0], { name: 'Abc' });
    tree = addDraft(tree, [0]);
    tree = updateDraft(tree, [0, 0], { name: 'Boletos' });
    const issues = issuesByPath(tree);
    expect(issues.get('0')?.map((i) => `${i.field}:${i.problem}`)).toEqual([
      'name:tooShort',
      'greetingMessage:messageRequired',
    ]);
    expect(issues.has('0.0')).toBe(false);
  });

  it('reads saved options back and sends each target only for its type', () => {
    const [saved] = draftsOf([
      {
        id: 7,
        name: 'Vendas',
        greetingMessage: null,
        queueType: 'queue',
        optQueueId: 2,
        optUserId: 5,
        optIntegrationId: null,
        optFileId: null,
        closeTicket: false,
        queueId: 1,
        chatbotId: null,
        options: [],
      },
    ]);
    expect(saved).toMatchObject({ id: 7, greetingMessage: '', optQueueId: 2 });
    expect(chatbotsBody([saved])).toEqual([
      {
        id: 7,
        name: 'Vendas',
        greetingMessage: null,
        queueType: 'queue',
        optQueueId: 2,
        optUserId: null,
        optIntegrationId: null,
        optFileId: null,
        closeTicket: false,
        options: [],
      },
    ]);
  });
});
