import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { scopedStateSchema } from '@shared/local/schema';
import { fakeBackend } from '@renderer/features/messages/testing';
import { setPlatform, type Platform } from '@renderer/platform';
import { resetChatOutboxRuntime, sendChatOutgoing } from './outbox';
import { keepChatOutbox } from './outboxStorage';
import { resetChats, useChats } from './store';

const SCOPE = 'http://127.0.0.1:8080|1|3';
const until = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 5));
  expect(check()).toBe(true);
};

/** The machine's store (the platform boundary), in memory. */
function fakeStore(saved: unknown) {
  const stored: Record<string, unknown> = { chatOutbox: saved };
  const setScoped = vi.fn(async (_scope: string, key: string, value: unknown) => void (stored[key] = value));
  const getScoped = vi.fn(async (_scope: string, key: string) => scopedStateSchema.chatOutbox.parse(stored[key]));
  setPlatform({ getScoped, setScoped } as unknown as Platform);
  return stored;
}

beforeEach(() => {
  resetChats();
  resetChatOutboxRuntime();
});
afterEach(() => {
  resetChatOutboxRuntime();
  setPlatform(null);
});

describe('the chat outbox on the machine', () => {
  it('sends what the last run left queued, with its client id, and forgets it once accepted', async () => {
    const stored = fakeStore({
      dedupes: true,
      messages: [
        { clientId: 'c-1', chatId: 4, message: 'De ontem', createdAt: '2026-01-01T12:00:00.000Z', status: 'sending' },
      ],
    });
    const requests = fakeBackend((_m, _u, body) => ({
      status: 200,
      body: {
        id: 1,
        chatId: 4,
        senderId: 3,
        message: 'De ontem',
        clientId: (body as { clientId: string }).clientId,
        createdAt: '2026-01-01T12:00:00.000Z',
      },
    }));
    const stop = keepChatOutbox(SCOPE);
    await until(() => useChats.getState().threads[4]?.messages.length === 1);
    expect((requests[0].body as { clientId: string }).clientId).toBe('c-1');
    await until(() => (stored.chatOutbox as { messages: unknown[] }).messages.length === 0);
    stop();
  });

  it('keeps a message typed while the connection is down, and another user does not inherit it', async () => {
    const stored = fakeStore(undefined);
    fakeBackend(() => new TypeError('Failed to fetch'));
    const stop = keepChatOutbox(SCOPE);
    await new Promise((r) => setTimeout(r, 10));
    sendChatOutgoing(4, 'Sem rede');
    await until(() =>
      (stored.chatOutbox as { messages: { message: string; status: string }[] }).messages.some(
        (m) => m.message === 'Sem rede' && m.status === 'queued',
      ),
    );
    stop();
    expect(useChats.getState().outgoing).toEqual([]);
  });
});
