import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBackend } from '@renderer/features/messages/testing';
import { resetChats, setChats, useChats } from './store';
import { loadMoreChats } from './useChatsLive';

const chat = (id: number) => ({
  id,
  uuid: `c-${id}`,
  title: `Chat ${id}`,
  ownerId: 1,
  lastMessage: '',
  updatedAt: `2026-01-01T12:${String(60 - (id % 60)).padStart(2, '0')}:00.000Z`,
  users: [{ userId: 1, unreads: 0, user: null }],
});

beforeEach(() => resetChats());

describe('the chat list beyond its first page', () => {
  it('reads the next page once, adds it, and stops when there is no more', async () => {
    const requests = fakeBackend(() => ({ status: 200, body: { records: [chat(101)], count: 101, hasMore: false } }));
    setChats([chat(1), chat(2)], true);
    await Promise.all([loadMoreChats(), loadMoreChats()]);
    expect(requests.map((r) => r.url.searchParams.get('pageNumber'))).toEqual(['2']);
    expect(useChats.getState()).toMatchObject({ page: 2, hasMore: false });
    expect(
      useChats
        .getState()
        .chats.map((c) => c.id)
        .sort((a, b) => a - b),
    ).toEqual([1, 2, 101]);
    await loadMoreChats();
    expect(requests).toHaveLength(1);
  });
});
