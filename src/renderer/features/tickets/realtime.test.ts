import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Ticket } from '@shared/api/ticket';
import { setApi } from '@renderer/api';
import { fakeApi } from '@renderer/test/fakeApi';
import { makeTicket, ANA } from './list/testTickets';
import { applyChanges } from './realtime';
import { applyPage, resetTickets, setViewer, useTickets } from './store';

/** The server as GET /tickets/{id} answers it: the ticket, or 404. Returns the paths asked for. */
function fakeServer(tickets: Record<number, Ticket>) {
  const seen = fakeApi(({ path }) => {
    const id = Number(path.split('/').pop());
    return tickets[id] ?? Response.json({ error: 'ERR_NO_TICKET_FOUND' }, { status: 404 });
  });
  return {
    get paths() {
      return seen.map((r) => r.path);
    },
  };
}

/** Lets a request that was (wrongly) started reach the network before asserting none was. */
const settle = () => new Promise((r) => setTimeout(r, 0));
const ids = (list: 'open' | 'pending' | 'closed' | 'search') => useTickets.getState().lists[list].ids;

beforeEach(() => {
  resetTickets();
  setViewer(ANA);
  for (const list of ['open', 'pending', 'group', 'closed', 'search'] as const) {
    applyPage(list, useTickets.getState().lists[list].generation, [], { page: 1, hasMore: false, count: 0 });
  }
});
afterEach(() => setApi(null));

describe('live ticket events', () => {
  it('a delete then an update in one frame moves the ticket, without asking the server', async () => {
    const server = fakeServer({});
    applyChanges([{ kind: 'upsert', ticket: makeTicket(1, 1) }]);
    applyChanges([
      { kind: 'remove', id: 1 },
      { kind: 'upsert', ticket: makeTicket(1, 2, { status: 'open', userId: ANA.id }) },
    ]);
    expect(ids('pending')).toEqual([]);
    expect(ids('open')).toEqual([1]);
    await settle();
    expect(server.paths).toEqual([]);
  });

  it('a delete takes the ticket out at once; the server says it is gone, so it is forgotten', async () => {
    const server = fakeServer({});
    applyChanges([{ kind: 'upsert', ticket: makeTicket(1, 1) }]);
    applyChanges([{ kind: 'remove', id: 1 }]);
    expect(ids('pending')).toEqual([]);
    await vi.waitFor(() => expect(server.paths).toEqual(['/tickets/1']));
    await vi.waitFor(() => expect(useTickets.getState().byId[1]).toBeUndefined());
    // A duplicate of the old update arriving late does not bring it back.
    applyChanges([{ kind: 'upsert', ticket: makeTicket(1, 1) }]);
    expect(ids('pending')).toEqual([]);
  });

  it('an update then a delete in one frame ends with the ticket out', () => {
    fakeServer({});
    applyChanges([
      { kind: 'upsert', ticket: makeTicket(1, 1) },
      { kind: 'remove', id: 1 },
    ]);
    expect(ids('pending')).toEqual([]);
  });

  it('a delete whose ticket still exists (a late tab change) puts it back where it now is', async () => {
    fakeServer({ 1: makeTicket(1, 5, { status: 'closed', userId: ANA.id }) });
    applyChanges([{ kind: 'upsert', ticket: makeTicket(1, 1) }]);
    applyChanges([{ kind: 'remove', id: 1 }]);
    await vi.waitFor(() => expect(ids('closed')).toEqual([1]));
  });

  it('a delete of a ticket never seen asks nothing', async () => {
    const server = fakeServer({});
    applyChanges([{ kind: 'remove', id: 42 }]);
    await settle();
    expect(server.paths).toEqual([]);
  });

  it('an event for a ticket of another queue is dropped (deployed backends send everything)', () => {
    fakeServer({});
    applyChanges([{ kind: 'upsert', ticket: makeTicket(1, 1, { queueId: 2 }) }]);
    expect(useTickets.getState().byId[1]).toBeUndefined();
    expect(ids('search')).toEqual([]);
  });

  it('a ticket transferred out of the user queues is forgotten, and its older copies stay out', () => {
    fakeServer({});
    applyChanges([{ kind: 'upsert', ticket: makeTicket(1, 1) }]);
    applyChanges([{ kind: 'upsert', ticket: makeTicket(1, 3, { queueId: 2 }) }]);
    expect(useTickets.getState().byId[1]).toBeUndefined();
    applyChanges([{ kind: 'upsert', ticket: makeTicket(1, 2) }]);
    expect(ids('pending')).toEqual([]);
  });

  it('duplicates and out-of-order copies leave one row with the newest copy', () => {
    fakeServer({});
    applyChanges([
      { kind: 'upsert', ticket: makeTicket(1, 3, { lastMessage: 'terceira' }) },
      { kind: 'upsert', ticket: makeTicket(1, 1, { lastMessage: 'primeira' }) },
      { kind: 'upsert', ticket: makeTicket(1, 3, { lastMessage: 'terceira' }) },
    ]);
    expect(ids('pending')).toEqual([1]);
    expect(useTickets.getState().byId[1].lastMessage).toBe('terceira');
  });

  it('updateUnread clears the unread count', () => {
    fakeServer({});
    applyChanges([{ kind: 'upsert', ticket: makeTicket(1, 1, { unreadMessages: 4 }) }, { kind: 'read', id: 1 }]);
    expect(useTickets.getState().byId[1].unreadMessages).toBe(0);
  });
});
