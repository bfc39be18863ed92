import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PageReply } from './pagedRows';
import { usePagedList } from './usePagedList';

interface Tag {
  id: number;
  name: string;
  contacts: number;
}

/** fetchPage answered by hand: each call waits until the test resolves it. */
function serverByHand() {
  const pending: ((reply: PageReply<Tag>) => void)[] = [];
  return {
    fetchPage: () => new Promise<PageReply<Tag>>((resolve) => pending.push(resolve)),
    answer: (records: Tag[]) => pending.shift()!({ records, count: records.length, hasMore: false }),
    get asked() {
      return pending.length;
    },
  };
}

const render = (server: ReturnType<typeof serverByHand>) =>
  renderHook(() => usePagedList<Tag>({ query: '', fetchPage: server.fetchPage, rowId: (r) => r.id }));

describe('usePagedList', () => {
  it('keeps a change made while a page was on its way over that (older) page', async () => {
    const server = serverByHand();
    const { result } = render(server);
    await waitFor(() => expect(server.asked).toBe(1));
    act(() => server.answer([{ id: 1, name: 'VIP', contacts: 1 }]));
    await waitFor(() => expect(result.current.rows).toHaveLength(1));

    // Read again (a reconnect), then the user takes the tag off its one contact before the reply.
    act(() => result.current.reload());
    act(() => result.current.upsert({ id: 1, name: 'VIP', contacts: 0 }));
    act(() => result.current.remove(2));
    act(() =>
      server.answer([
        { id: 1, name: 'VIP', contacts: 1 },
        { id: 2, name: 'Old', contacts: 0 },
      ]),
    );

    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.rows).toEqual([{ id: 1, name: 'VIP', contacts: 0 }]);
    expect(result.current.count).toBe(1);
  });

  it("takes the server's rows for a page asked for after the change", async () => {
    const server = serverByHand();
    const { result } = render(server);
    await waitFor(() => expect(server.asked).toBe(1));
    act(() => result.current.upsert({ id: 1, name: 'VIP', contacts: 0 }));
    act(() => server.answer([{ id: 1, name: 'VIP', contacts: 0 }]));
    await waitFor(() => expect(result.current.loading).toBe(false));

    act(() => result.current.reload());
    act(() => server.answer([{ id: 1, name: 'VIP (renamed elsewhere)', contacts: 3 }]));
    await waitFor(() => expect(result.current.rows[0]?.contacts).toBe(3));
    expect(result.current.rows[0].name).toBe('VIP (renamed elsewhere)');
  });

  it('a paused list asks for nothing, even on a resync, and reads page 1 once the pause ends', async () => {
    const server = serverByHand();
    const { result, rerender } = renderHook(
      ({ paused }) => usePagedList<Tag>({ query: '', paused, fetchPage: server.fetchPage, rowId: (r) => r.id }),
      { initialProps: { paused: true } },
    );
    act(() => result.current.reload()); // the socket's first connect
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(server.asked).toBe(0);

    rerender({ paused: false });
    await waitFor(() => expect(server.asked).toBe(1));
    act(() => server.answer([{ id: 1, name: 'VIP', contacts: 1 }]));
    await waitFor(() => expect(result.current.rows).toHaveLength(1));
  });
});
