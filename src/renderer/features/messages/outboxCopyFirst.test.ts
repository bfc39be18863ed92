import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sendOutgoing, resetOutboxRuntime, type SendOutcome } from './outbox';
import { mergeMessages, resetMessages, useMessages } from './store';
import { fakeBackend, makeMessage, type FakeReply } from './testing';

/**
 * Issue 8: a deployed backend emits the `appMessage` `create` of a sent message BEFORE it answers
 * the POST (with an empty body) and does not echo the client id. Whichever comes first settles
 * the message, so it shows once. Only the HTTP transport is faked; the socket's copy reaches the
 * store as the conversation's realtime handler hands it over (mergeMessages).
 */
const outbox = () => useMessages.getState().outgoing;
const shown = (ticketId = 1) => useMessages.getState().conversations[ticketId]?.messages ?? [];
const note = (text: string) => `*Ana Atendente - Mensagem Privada:*\n${text}`;

/** A backend whose POST replies wait until the test releases them, one by one. */
function heldReplies() {
  const pending: ((reply: FakeReply) => void)[] = [];
  const requests = fakeBackend((method) =>
    method === 'POST'
      ? new Promise<FakeReply>((resolve) => pending.push(resolve))
      : { status: 200, body: { messages: [] } },
  );
  const nextPost = async () => {
    await expect.poll(() => pending.length).toBeGreaterThan(0);
    return pending.shift()!;
  };
  return { requests, nextPost };
}

let id = 100;
/** The server's copy as a deployed 4.8 backend emits it: no clientId. */
const copy = (body: string, patch: Parameters<typeof makeMessage>[1] = {}) =>
  makeMessage(++id, { fromMe: true, body, isPrivate: true, clientId: undefined, ...patch });

beforeEach(() => {
  resetMessages();
  resetOutboxRuntime();
});
afterEach(() => resetOutboxRuntime());

describe('the server copy before the POST reply (deployed backends)', () => {
  it('settles the note still on its way: it shows once, and the empty 200 that follows changes nothing', async () => {
    const backend = heldReplies();
    const outcome = sendOutgoing({ ticketId: 1, body: note('primeira'), isPrivate: true });
    const reply = await backend.nextPost();
    expect(outbox()).toMatchObject([{ status: 'sending' }]);

    mergeMessages(1, [copy(note('primeira'))]);
    expect(outbox()).toEqual([]);
    reply({ status: 200 });
    await expect(outcome).resolves.toBe('sent');
    expect(outbox()).toEqual([]);
    expect(shown().map((m) => m.body)).toEqual([note('primeira')]);
  });

  it('private notes sent one after another each show once, whatever comes first', async () => {
    const backend = heldReplies();
    const outcomes: Promise<SendOutcome>[] = [];
    for (const [i, text] of ['um', 'dois', 'três', 'quatro'].entries()) {
      outcomes.push(sendOutgoing({ ticketId: 1, body: note(text), isPrivate: true }));
      const reply = await backend.nextPost();
      // Even turns: the socket first (deployed); odd turns: the reply first.
      if (i % 2 === 0) mergeMessages(1, [copy(note(text))]);
      reply({ status: 200 });
      await outcomes[i];
      if (i % 2 === 1) mergeMessages(1, [copy(note(text))]);
    }
    await expect(Promise.all(outcomes)).resolves.toEqual(['sent', 'sent', 'sent', 'sent']);
    expect(outbox()).toEqual([]);
    expect(shown()).toHaveLength(4);
  });

  it('a failure after the copy came is no failure: the message is stored, the composer may clear', async () => {
    const backend = heldReplies();
    const outcome = sendOutgoing({ ticketId: 1, body: 'texto', isPrivate: false });
    const reply = await backend.nextPost();
    mergeMessages(1, [copy('texto', { isPrivate: false })]);
    reply({ status: 500, body: { error: 'Internal server error' } });
    await expect(outcome).resolves.toBe('sent');
    expect(outbox()).toEqual([]);
  });

  it('is matched by what the backend stores: not a copy of other privacy, not an older identical message already shown', async () => {
    const backend = heldReplies();
    const older = copy('ok', { isPrivate: false });
    mergeMessages(1, [older]);
    const outcome = sendOutgoing({ ticketId: 1, body: 'ok' });
    const reply = await backend.nextPost();

    // A page repeating the older 'ok', and a private note with the same text: neither is this one.
    mergeMessages(1, [older, copy('ok', { isPrivate: true })]);
    expect(outbox()).toMatchObject([{ body: 'ok', status: 'sending' }]);
    mergeMessages(1, [copy('ok', { isPrivate: false })]);
    expect(outbox()).toEqual([]);
    reply({ status: 200 });
    await expect(outcome).resolves.toBe('sent');
  });
});
