import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setApi } from '@renderer/api';
import { fakeApi, type SeenRequest } from '@renderer/test/fakeApi';
import { NO_FILTERS } from './list/filters';
import { ADMIN, ANA, makeTicket, scopeOf } from './list/testTickets';
import { loadNextPage, queryFor } from './loaders';
import { resetTickets, setFilters, setViewer, useTickets } from './store';

describe('the server query of a list', () => {
  const filters = { ...NO_FILTERS, searchParam: 'boleto', tags: [5], users: [9], whatsapps: [2], statuses: ['open' as const] };

  it('a status list sends the user queues, the order and showAll, and none of the search filters', () => {
    expect(queryFor('pending', scopeOf(ANA, { filters, sort: 'ASC' }), 2)).toEqual({
      status: 'pending',
      pageNumber: 2,
      queueIds: [1],
      showAll: false,
      sortTickets: 'ASC',
    });
  });

  it('the search list sends the text and filters; users only for admins', () => {
    expect(queryFor('search', scopeOf(ANA, { filters }), 1)).toMatchObject({
      status: 'search',
      searchParam: 'boleto',
      tags: [5],
      users: [],
      whatsapps: [2],
      statusFilter: ['open'],
      showAll: false,
    });
    expect(queryFor('search', scopeOf(ADMIN, { filters }), 1)).toMatchObject({ users: [9], showAll: true });
  });

  it('showAll goes only with the permission (tickets-manager:showall)', () => {
    expect(queryFor('open', scopeOf(ANA, { showAll: true }), 1).showAll).toBe(false);
    expect(queryFor('open', scopeOf({ ...ANA, allUserChat: 'enabled' }, { showAll: true }), 1).showAll).toBe(true);
    expect(queryFor('open', scopeOf(ADMIN, { showAll: true }), 1).showAll).toBe(true);
  });

  it('a chosen queue selection replaces the user queues', () => {
    expect(queryFor('open', scopeOf(ADMIN, { filters: { ...NO_FILTERS, queueIds: [2] } }), 1).queueIds).toEqual([2]);
  });
});

describe('paging a list', () => {
  // The server holds each reply until the test gives it.
  let seen: SeenRequest[];
  let waiting: ((reply: unknown) => void)[];
  const answer = async (reply: unknown) => {
    await vi.waitFor(() => expect(waiting.length).toBeGreaterThan(0));
    waiting.shift()!(reply);
  };

  beforeEach(() => {
    waiting = [];
    seen = fakeApi(() => new Promise((resolve) => waiting.push(resolve)));
    resetTickets();
    setViewer(ANA);
  });
  afterEach(() => setApi(null));

  it('asks for pages from 1, with the search text searching messages too', async () => {
    setFilters({ searchParam: 'boleto' });
    const done = loadNextPage('search');
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]).toMatchObject({
      path: '/tickets',
      query: { status: 'search', pageNumber: '1', searchParam: 'boleto', searchOnMessages: 'true' },
    });
    await answer({ tickets: [makeTicket(1, 1)], count: 41, hasMore: true });
    await done;
    expect(useTickets.getState().lists.search).toMatchObject({ ids: [1], page: 1, hasMore: true, count: 41, loading: false });
  });

  it('drops a reply to a list reset while it was on its way', async () => {
    const done = loadNextPage('search');
    setFilters({ searchParam: 'outra coisa' });
    await answer({ tickets: [makeTicket(1, 1)], count: 1, hasMore: false });
    await done;
    expect(useTickets.getState().lists.search).toMatchObject({ ids: [], page: 0, loading: false });
  });
});
