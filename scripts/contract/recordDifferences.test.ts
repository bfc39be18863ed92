import { describe, expect, it } from 'vitest';
import { recordDifferences } from './recordDifferences';

/** A user as GET /users/{id} reads it on 4.8 (queues with their join row, the connection loaded). */
const user = () => ({
  id: 7,
  name: 'Ana',
  whatsappId: 3,
  whatsapp: { id: 3, name: 'Comercial', updatedAt: '2026-01-01T00:00:00.000Z' },
  defaultTicketsManagerWidth: 620,
  queues: [
    { id: 2, name: 'Vendas', UserQueue: { createdAt: '2026-01-01T00:00:00.000Z' } },
    { id: 1, name: 'Suporte', UserQueue: { createdAt: '2026-01-01T00:00:00.000Z' } },
  ],
  updatedAt: '2026-01-01T00:00:00.000Z',
});

describe('recordDifferences: what a profile save changed besides what it was asked to', () => {
  it('names what a PUT that is not a patch resets: queues, connection, panel width', () => {
    const after = { ...user(), whatsappId: null, whatsapp: null, defaultTicketsManagerWidth: 550, queues: [] };
    expect(recordDifferences(user(), after)).toEqual([
      'defaultTicketsManagerWidth 620 → 550',
      'queues [1,2] → []',
      'whatsapp 3 → null',
      'whatsappId 3 → null',
    ]);
  });

  it("ignores the save's own timestamp, the fields asked for, and the join rows the save rewrites", () => {
    const later = '2026-02-02T00:00:00.000Z';
    const after = {
      ...user(),
      name: 'Ana (kit)',
      updatedAt: later,
      queues: user()
        .queues.map((q) => ({ ...q, UserQueue: { createdAt: later } }))
        .reverse(),
    };
    expect(recordDifferences(user(), after, ['name'])).toEqual([]);
    expect(recordDifferences(user(), after)).toEqual(['name "Ana" → "Ana (kit)"']);
  });

  it('names a field that appears or disappears', () => {
    const { defaultTicketsManagerWidth: _gone, ...without } = user();
    expect(recordDifferences(user(), without)).toEqual(['defaultTicketsManagerWidth 620 → absent']);
  });
});
