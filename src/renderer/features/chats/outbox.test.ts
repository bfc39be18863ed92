import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeBackend, type FakeReply } from '@renderer/features/messages/testing';
import {
  flushChatOutbox,
  onChatMessageRefused,
  resetChatOutboxRuntime,
  retryChatOutgoing,
  sendChatOutgoing,
} from './outbox';
import { mergeChatMessages, resetChats, useChats } from './store';

const outbox = () => useChats.getState().outgoing;
const thread = (chatId: number) => useChats.getState().threads[chatId]?.messages ?? [];
const until = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 5));
  expect(check()).toBe(true);
};

/** The reference server's reply to a send: the stored message with the client id back. */
const stored = (id: number, body: { message: string; clientId: string }, echo = true): FakeReply => ({
  status: 200,
  body: {
    id,
    chatId: 4,
    senderId: 1,
    message: body.message,
    clientId: echo ? body.clientId : undefined,
    createdAt: `2026-01-01T12:00:0${id}.000Z`,
  },
});

beforeEach(() => {
  resetChats();
  resetChatOutboxRuntime();
});
afterEach(() => resetChatOutboxRuntime());

describe('the internal chat outbox', () => {
  it('holds a message queued while the connection is down and sends it once, with its client id, when it is back', async () => {
    let down = true;
    const requests = fakeBackend((_m, _u, body) =>
      down ? new TypeError('Failed to fetch') : stored(1, body as never),
    );
    sendChatOutgoing(4, 'Oi');
    await until(() => outbox()[0]?.status === 'queued' && requests.length === 1);
    down = false;
    flushChatOutbox();
    await until(() => outbox().length === 0);
    expect(thread(4).map((m) => m.message)).toEqual(['Oi']);
    expect(requests).toHaveLength(2);
    const ids = requests.map((r) => (r.body as { clientId: string }).clientId);
    expect(ids[0]).toBe(ids[1]);
    expect(requests[0].url.pathname).toBe('/chats/4/messages');
  });

  it('a failure that may have arrived, on a backend not known to keep client ids, waits for Retry, which sends the same id', async () => {
    let fail = true;
    const requests = fakeBackend((_m, _u, body) =>
      fail ? { status: 500, body: { error: 'Internal server error' } } : stored(2, body as never, false),
    );
    sendChatOutgoing(4, 'Talvez');
    await until(() => outbox()[0]?.status === 'failed');
    fail = false;
    retryChatOutgoing(outbox()[0].clientId);
    await until(() => outbox().length === 0);
    expect(thread(4).map((m) => m.message)).toEqual(['Talvez']);
    expect((requests[0].body as { clientId: string }).clientId).toBe(
      (requests[1].body as { clientId: string }).clientId,
    );
  });

  it('a refusal (4xx) takes the message out and gives its text back', async () => {
    fakeBackend(() => ({ status: 403, body: { error: 'ERR_NO_PERMISSION' } }));
    let back = '';
    onChatMessageRefused((text) => (back = text));
    sendChatOutgoing(4, 'Recusada');
    await until(() => back === 'Recusada');
    expect(outbox()).toEqual([]);
    expect(thread(4)).toEqual([]);
  });

  it("the server's copy arriving by event first settles the entry; the reply then changes nothing", async () => {
    let answer: (reply: FakeReply) => void = () => undefined;
    fakeBackend(() => new Promise<FakeReply>((resolve) => (answer = resolve)));
    sendChatOutgoing(4, 'Primeiro');
    await until(() => outbox()[0]?.status === 'sending');
    const { clientId } = outbox()[0];
    mergeChatMessages(4, [
      {
        id: 9,
        chatId: 4,
        senderId: 1,
        sender: null,
        message: 'Primeiro',
        mediaPath: null,
        mediaName: null,
        clientId,
        createdAt: '2026-01-01T12:00:09.000Z',
      },
    ]);
    expect(outbox()).toEqual([]);
    answer(stored(9, { message: 'Primeiro', clientId }));
    await until(() => thread(4).length === 1);
    await new Promise((r) => setTimeout(r, 20));
    expect(thread(4)).toHaveLength(1);
  });
});
