import { describe, expect, it } from 'vitest';
import type { Ticket } from '@shared/api/ticket';
import { NO_FILTERS, textMatches, type ListScope } from './filters';
import { dropFromLists, emptyList, placeTickets, type Incoming, type Lists, type Placed } from './membership';
import { ADMIN, ANA, makeTicket, scopeOf } from './testTickets';

const loaded = (patch: Partial<Lists[keyof Lists]> = {}) => ({ ...emptyList(), page: 1, hasMore: false, ...patch });
const lists = (patch: Partial<Lists> = {}): Lists => ({
  open: loaded(),
  pending: loaded(),
  group: loaded(),
  closed: loaded(),
  search: loaded(),
  ...patch,
});
const start = (l: Lists = lists()): Placed & { tombstones: Record<number, number> } => ({ byId: {}, lists: l, tombstones: {} });
const live = (...tickets: Ticket[]): Incoming[] => tickets.map((ticket) => ({ ticket }));

function run(scope: ListScope, steps: (Incoming[] | [Incoming[], keyof Lists])[], l?: Lists) {
  let state = start(l);
  for (const step of steps) {
    const [incoming, page] = Array.isArray(step[0]) ? (step as [Incoming[], keyof Lists]) : [step as Incoming[], undefined];
    state = { ...state, ...placeTickets(state, scope, incoming, page) };
  }
  return state;
}

describe('placing tickets in the lists', () => {
  const scope = scopeOf(ANA);

  it('keeps each list newest first, ticket by ticket, with no duplicates', () => {
    const s = run(scope, [live(makeTicket(1, 1), makeTicket(2, 5), makeTicket(3, 3)), live(makeTicket(2, 5))]);
    expect(s.lists.pending.ids).toEqual([2, 3, 1]);
  });

  it('orders oldest first when sorted ascending, ties by id as the server does', () => {
    const s = run(scopeOf(ANA, { sort: 'ASC' }), [live(makeTicket(1, 4), makeTicket(2, 1), makeTicket(3, 1))]);
    expect(s.lists.pending.ids).toEqual([2, 3, 1]);
  });

  it('moves a ticket to the top when it changes', () => {
    const s = run(scope, [live(makeTicket(1, 1), makeTicket(2, 2)), live(makeTicket(1, 9))]);
    expect(s.lists.pending.ids).toEqual([1, 2]);
  });

  it('ignores an older copy arriving late', () => {
    const s = run(scope, [live(makeTicket(1, 9, { lastMessage: 'nova' })), live(makeTicket(1, 2, { lastMessage: 'velha' }))]);
    expect(s.byId[1].lastMessage).toBe('nova');
  });

  it('moves a ticket between tabs when its status changes', () => {
    const s = run(scope, [live(makeTicket(1, 1)), live(makeTicket(1, 2, { status: 'open', userId: ANA.id }))]);
    expect(s.lists.pending.ids).toEqual([]);
    expect(s.lists.open.ids).toEqual([1]);
    expect(s.lists.search.ids).toEqual([1]);
  });

  it('leaves out what the user may not see (another queue) and what is not hers in open', () => {
    const s = run(scope, [live(makeTicket(1, 1, { queueId: 2 }), makeTicket(2, 1, { status: 'open', userId: 9 }))]);
    expect(s.lists.pending.ids).toEqual([]);
    expect(s.lists.open.ids).toEqual([]);
  });

  it('places nothing in a list that has not loaded (its first page brings it)', () => {
    const s = run(scope, [live(makeTicket(1, 1))], lists({ pending: emptyList() }));
    expect(s.lists.pending.ids).toEqual([]);
    expect(s.byId[1]).toBeDefined();
  });

  it('inserts into a list with more pages only within what it has loaded', () => {
    const l = lists({ pending: loaded({ hasMore: true }) });
    const s = run(scope, [[live(makeTicket(1, 10), makeTicket(2, 5)), 'pending'], live(makeTicket(3, 1), makeTicket(4, 7))], l);
    // 3 is older than the last loaded row: it will come with the next page.
    expect(s.lists.pending.ids).toEqual([1, 4, 2]);
  });

  it('counts live arrivals and departures on top of the server count', () => {
    const l = lists({ pending: loaded({ hasMore: true, count: 50 }) });
    let s = run(scope, [[live(makeTicket(1, 10), makeTicket(2, 5)), 'pending']], l);
    s = { ...s, lists: { ...s.lists, pending: { ...s.lists.pending, count: 50 } } };
    s = { ...s, ...placeTickets(s, scope, live(makeTicket(3, 11))) };
    expect(s.lists.pending.count).toBe(51);
    s = { ...s, ...placeTickets(s, scope, live(makeTicket(1, 12, { status: 'closed' }))) };
    expect(s.lists.pending.count).toBe(50);
  });

  it('trusts the server for its own page, unless the store holds a newer copy', () => {
    const searching = scopeOf(ANA, { filters: { ...NO_FILTERS, searchParam: 'boleto' } });
    // The server found it by an older message: it is listed though no visible text matches.
    let s = run(searching, [[live(makeTicket(1, 5)), 'search']]);
    expect(s.lists.search.ids).toEqual([1]);
    // A newer copy (closed) is in the store before a stale page (pending) of the pending list arrives.
    s = run(scope, [live(makeTicket(2, 9, { status: 'closed' })), [live(makeTicket(2, 3)), 'pending']]);
    expect(s.lists.pending.ids).toEqual([]);
    expect(s.lists.closed.ids).toEqual([2]);
  });

  it('does not let a removed ticket come back with an older copy', () => {
    const s = placeTickets({ ...start(), tombstones: { 1: Date.parse(makeTicket(1, 5).updatedAt) } }, scope, live(makeTicket(1, 4)));
    expect(s.byId[1]).toBeUndefined();
    const later = placeTickets({ ...start(), tombstones: { 1: Date.parse(makeTicket(1, 5).updatedAt) } }, scope, live(makeTicket(1, 6)));
    expect(later.lists.pending.ids).toEqual([1]);
  });

  it('shows every open ticket to an admin with show all, and only hers without', () => {
    const other = makeTicket(1, 1, { status: 'open', userId: 9, queueId: 2 });
    expect(run(scopeOf(ADMIN), [live(other)]).lists.open.ids).toEqual([]);
    expect(run(scopeOf(ADMIN, { showAll: true }), [live(other)]).lists.open.ids).toEqual([1]);
  });
});

describe('live tickets and the active search and filters', () => {
  const filtered = (patch: Partial<typeof NO_FILTERS>) => scopeOf(ANA, { filters: { ...NO_FILTERS, ...patch } });

  it('a ticket that does not match the search text stays out of the results', () => {
    const s = run(filtered({ searchParam: 'boleto' }), [live(makeTicket(1, 1, { lastMessage: 'bom dia' }))]);
    expect(s.lists.search.ids).toEqual([]);
    expect(s.lists.pending.ids).toEqual([1]);
  });

  it('a ticket matches by its contact, its last message, or the message that brought it', () => {
    const s = run(filtered({ searchParam: 'Boleto' }), [
      [{ ticket: makeTicket(1, 1, { lastMessage: 'oi' }), text: 'segunda via do boleto' }],
      live(makeTicket(2, 2, { lastMessage: 'Meu boleto venceu' })),
      live(makeTicket(3, 3, { contact: { id: 1, name: 'Loja do Boleto', number: '1' } })),
      live(makeTicket(4, 4)),
    ]);
    expect(s.lists.search.ids).toEqual([3, 2, 1]);
  });

  it('a number search matches the digits of the contact number', () => {
    const s = run(filtered({ searchParam: '999000007' }), [live(makeTicket(7, 1))]);
    expect(s.lists.search.ids).toEqual([7]);
  });

  it('tag, user, connection and status filters narrow the search list', () => {
    const vip = { id: 5, name: 'VIP', color: '#f00' };
    const tickets = [
      makeTicket(1, 1, { tags: [vip] }),
      makeTicket(2, 2),
      makeTicket(3, 3, { status: 'closed', tags: [vip], userId: 3 }),
      makeTicket(4, 4, { whatsappId: 8 }),
    ];
    expect(run(filtered({ tags: [5] }), [live(...tickets)]).lists.search.ids).toEqual([3, 1]);
    expect(run(filtered({ tags: [5], statuses: ['pending'] }), [live(...tickets)]).lists.search.ids).toEqual([1]);
    expect(run(filtered({ users: [3] }), [live(...tickets)]).lists.search.ids).toEqual([3]);
    expect(run(filtered({ whatsapps: [8] }), [live(...tickets)]).lists.search.ids).toEqual([4]);
  });

  it('the queue filter narrows every list', () => {
    const ana2 = { ...ANA, queueIds: [1, 2] };
    const tickets = [makeTicket(1, 1), makeTicket(2, 2, { queueId: 2 })];
    const s = run(scopeOf(ana2, { filters: { ...NO_FILTERS, queueIds: [2] } }), [live(...tickets)]);
    expect(s.lists.pending.ids).toEqual([2]);
    expect(s.lists.search.ids).toEqual([2]);
  });
});

describe('taking tickets out of the lists', () => {
  it('drops them from every list and keeps the count honest', () => {
    const scope = scopeOf(ANA);
    const s = run(scope, [live(makeTicket(1, 1), makeTicket(2, 2), makeTicket(3, 3))]);
    const out = dropFromLists(s.lists, s.byId, [2, 99], scope);
    expect(out.pending.ids).toEqual([3, 1]);
    expect(out.search.ids).toEqual([3, 1]);
    expect(out.pending.count).toBe(2);
    expect(dropFromLists(out, s.byId, [99], scope)).toBe(out);
  });
});

describe('matching the search text', () => {
  it('a number matches by its digits; digits inside a word do not match phone numbers', () => {
    const ticket = makeTicket(7, 1);
    expect(textMatches(ticket, '(65) 999 000007')).toBe(true);
    expect(textMatches(ticket, '(11) 999')).toBe(false);
    expect(textMatches(ticket, '999000007')).toBe(true);
    expect(textMatches(ticket, 'boleto7')).toBe(false);
    expect(textMatches(ticket, 'CLIENTE 7')).toBe(true);
    expect(textMatches(ticket, '  ')).toBe(true);
  });
});
