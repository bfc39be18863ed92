import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fakeApi';
import { fetchBoardTickets } from './api';

const ticket = (id: number) => ({
  id,
  uuid: `u${id}`,
  status: 'open',
  contactId: id,
  contact: { id, name: `C${id}`, number: '5565999990000' },
  updatedAt: '2026-11-26T10:00:00.000Z',
});
const all = { startDate: '', endDate: '' };

describe('reading the board (GET /ticket/kanban, 400 a page)', () => {
  it('asks for the pages the count says, with the days, and counts each ticket once', async () => {
    const seen = fakeApi(({ query }) => {
      const n = Number(query.pageNumber);
      // Pages of 400 are stood for by one ticket each; page 3 repeats page 2's.
      return { tickets: [ticket(n === 3 ? 2 : n)], count: 900, hasMore: n < 3 };
    });
    const tickets = await fetchBoardTickets({ startDate: '2026-11-01', endDate: '' });
    expect(tickets.map((t) => t.id).sort()).toEqual([1, 2]);
    expect(seen.map((r) => r.query)).toEqual([
      { startDate: '2026-11-01', pageNumber: '1' },
      { startDate: '2026-11-01', pageNumber: '2' },
      { startDate: '2026-11-01', pageNumber: '3' },
    ]);
  });

  it('without a count, reads page after page until there is no more or nothing new', async () => {
    const seen = fakeApi(({ query }) => {
      const n = Number(query.pageNumber);
      // A backend that ignores pageNumber from the second page on, and always says there is more.
      return { tickets: [ticket(Math.min(n, 2))], hasMore: true };
    });
    expect((await fetchBoardTickets(all)).map((t) => t.id)).toEqual([1, 2]);
    expect(seen).toHaveLength(3);
  });
});
