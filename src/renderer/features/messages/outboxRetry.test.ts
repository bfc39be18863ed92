// Retry on a message the server already accepted must not post it again: a backend that ignores
// client ids (the deployed family) would store it twice. Faked: the network under the real client.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetOutboxRuntime, retryOutgoing, sendOutgoing } from './outbox';
import { resetMessages, useMessages } from './store';
import { fakeBackend } from './testing';

const outbox = () => useMessages.getState().outgoing;

beforeEach(() => {
  resetMessages();
  resetOutboxRuntime();
});
afterEach(() => resetOutboxRuntime());

describe('retryOutgoing', () => {
  it('does nothing for a message already sent (its server copy not yet arrived): no second POST', async () => {
    const requests = fakeBackend(() => ({ status: 200 }));
    const posted = () => requests.filter((r) => r.method === 'POST').map((r) => (r.body as { body: string }).body);
    await expect(sendOutgoing({ ticketId: 1, body: 'uma vez' })).resolves.toBe('sent');
    const [sent] = outbox();
    expect(sent).toMatchObject({ status: 'sent', body: 'uma vez' });

    retryOutgoing(sent.clientId);
    // A ticket's sends go out one after another: once the next message is accepted, anything the
    // Retry had started for this ticket has been posted already.
    await expect(sendOutgoing({ ticketId: 1, body: 'depois' })).resolves.toBe('sent');

    expect(posted()).toEqual(['uma vez', 'depois']);
    expect(outbox().find((o) => o.clientId === sent.clientId)).toMatchObject({ status: 'sent', attempts: 1 });
  });
});
