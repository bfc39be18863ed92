import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setApi } from '@renderer/api';
import { fakeApi, type SeenRequest } from '@renderer/test/fakeApi';
import { makeUser } from '@renderer/test/fixtures';
import { loadFirstPages } from './loaders';
import { startShownList } from './startShownList';
import { resetTickets, setOpenTab, setPanelTab, useTickets } from './store';

describe('the inbox list asked for before the panel renders', () => {
  let seen: SeenRequest[];
  let waiting: ((reply: unknown) => void)[];

  beforeEach(() => {
    waiting = [];
    seen = fakeApi(() => new Promise((resolve) => waiting.push(resolve)));
    resetTickets();
  });
  afterEach(() => setApi(null));

  it("asks once for page 1 of the list on screen, with the user's queues; the panel's own ask finds it in flight", async () => {
    startShownList(makeUser());
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]).toMatchObject({ path: '/tickets', query: { status: 'open', pageNumber: '1', queueIds: '[1]' } });
    // What the panel asks for when it mounts, and the router again on a later render.
    loadFirstPages(['open']);
    startShownList(makeUser());
    waiting.shift()!({ tickets: [], count: 0, hasMore: false });
    await vi.waitFor(() => expect(useTickets.getState().lists.open.page).toBe(1));
    expect(seen).toHaveLength(1);
  });

  it('the tab the user is on: closed, or their own tab once the group permission is gone', async () => {
    startShownList(makeUser({ allowGroup: true }));
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    waiting.shift()!({ tickets: [], count: 0, hasMore: false });
    await vi.waitFor(() => expect(useTickets.getState().lists.open.page).toBe(1));

    setPanelTab('closed');
    startShownList(makeUser({ allowGroup: true }));
    await vi.waitFor(() => expect(seen).toHaveLength(2));
    expect(seen[1].query).toMatchObject({ status: 'closed' });
    waiting.shift()!({ tickets: [], count: 0, hasMore: false });

    // On the group tab when an admin takes the permission away: the lists start again, on "open".
    setPanelTab('open');
    setOpenTab('group');
    startShownList(makeUser({ allowGroup: false }));
    await vi.waitFor(() => expect(seen).toHaveLength(3));
    expect(seen[2].query).toMatchObject({ status: 'open' });
  });
});
