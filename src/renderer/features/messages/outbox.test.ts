import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { scopedStateSchema } from '@shared/local/schema';
import { ApiError } from '@renderer/api';
import { discardOutgoing, flushOutbox, resetOutboxRuntime, retryOutgoing, sendOutgoing } from './outbox';
import { fileKey, memoryOutboxFiles, scopePrefix } from './outboxFiles';
import { fromPersisted, toPersisted } from './outboxStorage';
import { classifySendFailure, statusAfterFailure, statusAfterRestart } from './outgoing';
import { getReplyTo, setReplyTo } from './replyTo';
import { mergeMessages, resetMessages, setDedupes, useMessages } from './store';
import { fakeBackend, makeMessage, type FakeReply } from './testing';

const outbox = () => useMessages.getState().outgoing;
const posts = (requests: { method: string; url: URL; body: unknown }[]) =>
  requests.filter((r) => r.method === 'POST').map((r) => (r.body as { body: string; clientId: string }).body);

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
}

beforeEach(() => {
  resetMessages();
  resetOutboxRuntime();
  setOnline(true);
});
afterEach(() => {
  resetOutboxRuntime();
  vi.useRealTimers();
});

describe('classifying a failed send', () => {
  it('no reply at all surely did not arrive; a 5xx or a timeout may have; a 4xx is a refusal', () => {
    expect(classifySendFailure(new ApiError('network', 'Failed to fetch'))).toBe('unsent');
    expect(classifySendFailure(new ApiError('network', 'Request timed out: POST …'))).toBe('uncertain');
    expect(classifySendFailure(new ApiError('http', 'Internal server error', 500))).toBe('uncertain');
    expect(classifySendFailure(new ApiError('http', 'x', 503))).toBe('uncertain');
    expect(classifySendFailure(new ApiError('http', 'x', 429))).toBe('unsent');
    expect(classifySendFailure(new ApiError('http', 'ERR_TICKET_NOT_OPEN', 400, 'ERR_TICKET_NOT_OPEN'))).toBe(
      'refused',
    );
    expect(classifySendFailure(new ApiError('http', 'ERR_NO_PERMISSION', 403, 'ERR_NO_PERMISSION'))).toBe('refused');
  });

  it('only a backend that dedupes by client id gets what may have arrived again by itself', () => {
    expect(statusAfterFailure('unsent', false, 1)).toBe('queued');
    expect(statusAfterFailure('uncertain', false, 1)).toBe('failed');
    expect(statusAfterFailure('uncertain', true, 1)).toBe('queued');
    expect(statusAfterFailure('uncertain', true, 5)).toBe('failed');
    expect(statusAfterFailure('refused', true, 1)).toBe('refused');
    expect(statusAfterRestart('sending', false)).toBe('failed');
    expect(statusAfterRestart('sending', true)).toBe('queued');
    expect(statusAfterRestart('queued', false)).toBe('queued');
  });
});

describe('the outbox and arrivals', () => {
  it("a customer's message leaves the outbox as it is: nothing that follows it renders or is stored again", async () => {
    fakeBackend(() => ({ status: 503 }));
    await sendOutgoing({ ticketId: 1, body: 'na fila' });
    const before = outbox();
    expect(before).toHaveLength(1);
    mergeMessages(1, [makeMessage(11, { fromMe: false, body: 'oi' })]);
    mergeMessages(2, [makeMessage(12, { fromMe: true, body: 'outra conversa' })]);
    expect(outbox()).toBe(before);
  });
});

describe('sendOutgoing', () => {
  it("resolves 'sent' once the server accepted it; the server's copy then takes its place", async () => {
    const requests = fakeBackend(() => ({ status: 200 }));
    await expect(sendOutgoing({ ticketId: 1, body: 'olá' })).resolves.toBe('sent');
    expect(outbox()).toMatchObject([{ status: 'sent', body: 'olá' }]);
    const clientId = (requests[0].body as { clientId: string }).clientId;
    mergeMessages(1, [makeMessage(10, { fromMe: true, body: 'olá', clientId })]);
    expect(outbox()).toEqual([]);
    expect(useMessages.getState().dedupes).toBe(true);
  });

  it("offline: nothing is sent, it resolves 'queued', and it goes out once when back online", async () => {
    const requests = fakeBackend(() => ({ status: 200 }));
    setOnline(false);
    await expect(sendOutgoing({ ticketId: 1, body: 'um' })).resolves.toBe('queued');
    await expect(sendOutgoing({ ticketId: 1, body: 'dois' })).resolves.toBe('queued');
    expect(requests).toHaveLength(0);
    expect(outbox().map((o) => o.status)).toEqual(['queued', 'queued']);
    setOnline(true);
    flushOutbox();
    flushOutbox();
    await vi.waitFor(() => expect(outbox().map((o) => o.status)).toEqual(['sent', 'sent']));
    expect(posts(requests)).toEqual(['um', 'dois']);
  });

  it('a network failure queues it (and what follows it) and a reconnect sends each once, in order', async () => {
    let down = true;
    const accepted: { body: string; clientId: string }[] = [];
    const requests = fakeBackend((_method, _url, body) => {
      if (down) return new TypeError('Failed to fetch');
      accepted.push(body as { body: string; clientId: string });
      return { status: 200 };
    });
    await expect(sendOutgoing({ ticketId: 1, body: 'a' })).resolves.toBe('queued');
    // A new message tries the queue first ('a' again, still down) and waits behind it.
    await expect(sendOutgoing({ ticketId: 1, body: 'b' })).resolves.toBe('queued');
    expect(outbox().map((o) => o.status)).toEqual(['queued', 'queued']);
    down = false;
    flushOutbox();
    await vi.waitFor(() => expect(outbox().map((o) => o.status)).toEqual(['sent', 'sent']));
    expect(accepted.map((s) => s.body)).toEqual(['a', 'b']);
    // Every attempt of 'a' carried one client id: a backend that keeps it stores one copy.
    const tries = requests.filter((r) => (r.body as { body: string }).body === 'a');
    expect(new Set(tries.map((r) => (r.body as { clientId: string }).clientId)).size).toBe(1);
  });

  it("a 5xx on a backend that ignores client ids: failed, resolved 'queued', retried only by the user", async () => {
    let reply: FakeReply = { status: 500, body: { error: 'Internal server error' } };
    const requests = fakeBackend(() => reply);
    await expect(sendOutgoing({ ticketId: 1, body: 'talvez' })).resolves.toBe('queued');
    expect(outbox()).toMatchObject([{ status: 'failed' }]);
    flushOutbox();
    await Promise.resolve();
    expect(posts(requests)).toEqual(['talvez']);
    reply = { status: 200 };
    retryOutgoing(outbox()[0].clientId);
    await vi.waitFor(() => expect(outbox()).toMatchObject([{ status: 'sent' }]));
    expect(posts(requests)).toEqual(['talvez', 'talvez']);
  });

  it('a 5xx on a backend that dedupes is retried by itself (same client id)', async () => {
    vi.useFakeTimers();
    setDedupes(true);
    let calls = 0;
    const requests = fakeBackend(() => (++calls === 1 ? { status: 502 } : { status: 200 }));
    await expect(sendOutgoing({ ticketId: 1, body: 'x' })).resolves.toBe('queued');
    expect(outbox()).toMatchObject([{ status: 'queued' }]);
    await vi.advanceTimersByTimeAsync(2000);
    await vi.waitFor(() => expect(outbox()).toMatchObject([{ status: 'sent' }]));
    const ids = requests.map((r) => (r.body as { clientId: string }).clientId);
    expect(ids).toHaveLength(2);
    expect(ids[0]).toBe(ids[1]);
  });

  it('a refusal (4xx) rejects with the error and leaves the conversation: the composer keeps the text', async () => {
    fakeBackend(() => ({ status: 400, body: { error: 'ERR_TICKET_NOT_OPEN' } }));
    await expect(sendOutgoing({ ticketId: 1, body: 'não' })).rejects.toMatchObject({ code: 'ERR_TICKET_NOT_OPEN' });
    expect(outbox()).toEqual([]);
  });

  it('carries the reply-to as quotedMsg and clears it; null sends no quote', async () => {
    const requests = fakeBackend(() => ({ status: 200 }));
    const quoted = makeMessage(3, { body: 'pergunta' });
    setReplyTo(1, quoted);
    await sendOutgoing({ ticketId: 1, body: 'resposta' });
    expect((requests[0].body as { quotedMsg: { id: number } }).quotedMsg.id).toBe(3);
    expect(getReplyTo(1)).toBeNull();
    setReplyTo(1, quoted);
    await sendOutgoing({ ticketId: 1, body: 'sem citação', quotedMsg: null });
    expect(requests[1].body).not.toHaveProperty('quotedMsg');
    expect(getReplyTo(1)).toBe(quoted);
  });

  it('discard drops a queued message for good', async () => {
    fakeBackend(() => ({ status: 200 }));
    setOnline(false);
    await sendOutgoing({ ticketId: 1, body: 'esquece' });
    discardOutgoing(outbox()[0].clientId);
    expect(outbox()).toEqual([]);
  });
});

describe('the persisted outbox', () => {
  it('keeps unaccepted text messages through the local-store schema; one on its way comes back as failed unless the backend dedupes', async () => {
    fakeBackend(() => ({ status: 200 }));
    setOnline(false);
    await sendOutgoing({ ticketId: 4, body: 'guardada', quotedMsg: makeMessage(2, { body: 'q' }) });
    const saved = scopedStateSchema.outbox.parse(JSON.parse(JSON.stringify(toPersisted(outbox(), false))));
    expect(saved.messages).toMatchObject([
      { ticketId: 4, body: 'guardada', status: 'queued', quotedMsg: { id: 2, body: 'q' } },
    ]);
    const inFlight = { ...saved, messages: saved.messages.map((m) => ({ ...m, status: 'sending' as const })) };
    expect(fromPersisted(inFlight)[0].status).toBe('failed');
    expect(fromPersisted({ ...inFlight, dedupes: true })[0].status).toBe('queued');
    expect(toPersisted([{ ...outbox()[0], status: 'sent' }], false).messages).toEqual([]);
  });

  it('keeps a file (described, its bytes apart) and a contact card; a file whose bytes are gone is left out', async () => {
    fakeBackend(() => ({ status: 200 }));
    setOnline(false);
    const photo = new File(['png-bytes'], 'foto.png', { type: 'image/png' });
    await sendOutgoing({ ticketId: 4, body: 'a foto', media: { file: photo, name: 'foto.png' } });
    await sendOutgoing({ ticketId: 4, body: '', vCard: { name: 'Maria', number: '5565988887777' } });
    const saved = scopedStateSchema.outbox.parse(JSON.parse(JSON.stringify(toPersisted(outbox(), false))));
    expect(saved.messages).toMatchObject([
      { body: 'a foto', media: { name: 'foto.png', type: 'image/png' }, vCard: null },
      { body: '', media: null, vCard: { name: 'Maria', number: '5565988887777' } },
    ]);
    const [file, card] = saved.messages;
    const restored = fromPersisted(saved, new Map([[file.clientId, photo]]));
    expect(restored.map((o) => [o.media?.name ?? null, o.media?.file ?? null, o.vCard])).toEqual([
      ['foto.png', photo, null],
      [null, null, { name: 'Maria', number: '5565988887777' }],
    ]);
    expect(fromPersisted(saved).map((o) => o.clientId)).toEqual([card.clientId]);
  });
});

describe('the outbox file store', () => {
  it('keeps bytes by scope and client id, lists a scope, and forgets', async () => {
    const files = memoryOutboxFiles();
    await files.put(fileKey('a', '1'), new Blob(['x']));
    await files.put(fileKey('a', '2'), new Blob(['y']));
    await files.put(fileKey('ab', '3'), new Blob(['z']));
    expect((await files.keys(scopePrefix('a'))).sort()).toEqual([fileKey('a', '1'), fileKey('a', '2')]);
    await files.delete(fileKey('a', '1'));
    expect(await files.get(fileKey('a', '1'))).toBeNull();
    expect(await (await files.get(fileKey('a', '2')))!.text()).toBe('y');
  });
});
