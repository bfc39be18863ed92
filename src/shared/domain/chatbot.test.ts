import { describe, expect, it } from 'vitest';
import { CHATBOT_MAX_DEPTH, chatbotIssues, numberedMenu, pickedOption, type ChatbotOptionShape } from './chatbot';

describe('chatbot options (spec 2 §4, §5)', () => {
  it('names need 4 characters; a level deeper needs a message; a move needs its target', () => {
    expect(chatbotIssues([{ name: 'Suporte' }])).toEqual([]);
    expect(chatbotIssues([{ name: '  ' }, { name: 'Abc' }])).toEqual([
      { path: [0], field: 'name', problem: 'required' },
      { path: [1], field: 'name', problem: 'tooShort' },
    ]);
    expect(
      chatbotIssues([
        { name: 'Vendas', greetingMessage: 'Escolha', options: [{ name: 'Planos', options: [{ name: 'Anual' }] }] },
      ]),
    ).toEqual([{ path: [0, 0], field: 'greetingMessage', problem: 'messageRequired' }]);
    expect(
      chatbotIssues([
        { name: 'Para a fila', queueType: 'queue' },
        { name: 'Para a Ana', queueType: 'attendent', optUserId: 3 },
      ]),
    ).toEqual([{ path: [0], field: 'optQueueId', problem: 'targetRequired' }]);
  });

  it('bounds how deep options nest', () => {
    let tree: ChatbotOptionShape = { name: 'Folha' };
    for (let i = 0; i < CHATBOT_MAX_DEPTH; i += 1)
      tree = { name: 'Nível', greetingMessage: 'Escolha', options: [tree] };
    expect(chatbotIssues([tree]).map((i) => i.problem)).toEqual(['tooDeep']);
  });

  it('numbers the options under the greeting and reads the number typed back', () => {
    expect(numberedMenu('Olá!', ['Suporte', 'Vendas'])).toBe('Olá!\n\n*[ 1 ]* - Suporte\n*[ 2 ]* - Vendas');
    expect(numberedMenu('', ['Suporte'])).toBe('*[ 1 ]* - Suporte');
    expect(pickedOption(' 2 ', 2)).toBe(1);
    expect(pickedOption('3', 2)).toBeNull();
    expect(pickedOption('0', 2)).toBeNull();
    expect(pickedOption('1a', 2)).toBeNull();
  });
});
