import { describe, expect, it } from 'vitest';
import { readStoredValue } from './read';

const queued = (clientId: string) => ({
  clientId,
  ticketId: 7,
  body: `texto ${clientId}`,
  isPrivate: false,
  quotedMsg: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  status: 'queued',
});

describe('reading a stored value', () => {
  it('reads an intact value as it is, nothing damaged', () => {
    expect(readStoredValue('drafts', { '12': 'olá' })).toEqual({ value: { '12': 'olá' }, damaged: false });
    expect(readStoredValue('drafts', undefined)).toEqual({ value: {}, damaged: false });
  });

  it('one unreadable draft costs that draft only, and is said', () => {
    expect(readStoredValue('drafts', { '12': 42, '13': 'guardado', x: 'chave ruim' })).toEqual({ value: { '13': 'guardado' }, damaged: true });
  });

  it('one unreadable queued message costs that message only, and is said', () => {
    const read = readStoredValue('outbox', { dedupes: true, messages: [queued('a'), { clientId: 'b', body: 3 }, queued('c')] });
    expect(read.damaged).toBe(true);
    expect(read.value).toEqual({ dedupes: true, messages: [queued('a'), queued('c')] });
  });

  it('a damaged to-do entry is dropped by the schema, and is said', () => {
    const task = { text: 'Ligar', createdAt: 'x', updatedAt: 'x', done: false };
    expect(readStoredValue('todo', [task, { text: '' }])).toEqual({ value: [task], damaged: true });
  });

  it('a value that is not JSON reads as the default, damaged', () => {
    expect(readStoredValue('todo', undefined, true)).toEqual({ value: [], damaged: true });
  });

  it('a preference that reads as its default is not reported (an older build may have written it)', () => {
    expect(readStoredValue('theme', 'sepia')).toEqual({ value: 'system', damaged: false });
    expect(readStoredValue('volume', 'alto', true)).toEqual({ value: 1, damaged: false });
  });
});
