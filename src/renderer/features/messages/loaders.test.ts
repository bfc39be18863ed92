import { beforeEach, describe, expect, it } from 'vitest';
import type { Message } from '@shared/api/message';
import { catchUp, loadOlder } from './loaders';
import { resetMessages, useMessages } from './store';
import { fakeBackend, makeMessage } from './testing';

/** A server conversation paged like GET /messages: 20 a page from the newest, each page oldest → newest. */
function serverOf(all: () => Message[]) {
  return fakeBackend((_method, url) => {
    const page = Number(url.searchParams.get('pageNumber') ?? 1);
    const newestFirst = [...all()].reverse();
    const slice = newestFirst.slice((page - 1) * 20, page * 20).reverse();
    return { status: 200, body: { messages: slice, count: newestFirst.length, hasMore: newestFirst.length > page * 20 } };
  });
}

const ids = () => useMessages.getState().conversations[1].messages.map((m) => m.id);
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

beforeEach(() => resetMessages());

describe('history and resync', () => {
  it('pages back from the newest; arrivals since do not make the next page skip messages', async () => {
    let all = range(1, 45).map((id) => makeMessage(id));
    const requests = serverOf(() => all);
    await loadOlder(1);
    expect(ids()).toEqual(range(26, 45));
    // Three arrive live (the socket merges them) before the user scrolls up.
    all = [...all, makeMessage(46), makeMessage(47), makeMessage(48)];
    useMessages.setState((s) => ({
      conversations: { 1: { ...s.conversations[1], messages: [...s.conversations[1].messages, ...all.slice(45)] } },
    }));
    await loadOlder(1);
    await loadOlder(1);
    expect(ids()).toEqual(range(1, 48));
    expect(useMessages.getState().conversations[1].hasMore).toBe(false);
    expect(requests.map((r) => r.url.searchParams.get('pageNumber'))).toEqual(['1', '2', '3']);
  });

  it('after a drop, every message that arrived meanwhile shows exactly once, in order, even more than a page', async () => {
    let all = range(1, 30).map((id) => makeMessage(id));
    const requests = serverOf(() => all);
    await loadOlder(1);
    expect(ids()).toEqual(range(11, 30));
    all = [...all, ...range(31, 75).map((id) => makeMessage(id))];
    requests.length = 0;
    await catchUp(1);
    expect(ids()).toEqual(range(11, 75));
    // Pages 1 and 2 are all new; page 3 reaches message 30, already held: the fetching stops there.
    expect(requests.map((r) => r.url.searchParams.get('pageNumber'))).toEqual(['1', '2', '3']);
    await catchUp(1);
    expect(ids()).toEqual(range(11, 75));
  });

  it('nothing loaded yet: a resync has nothing to bring up to date', async () => {
    const requests = serverOf(() => [makeMessage(1)]);
    await catchUp(1);
    expect(requests).toHaveLength(0);
  });
});
