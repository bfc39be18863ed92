// Spec 1 §4: on 401/403 the client refreshes once and retries. Twenty calls refused at once must
// share one refresh (single flight), then all go through with the new token. Faked: the network
// (the page's fetch the web platform uses) and the socket library; the session code is real.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { api } from '@renderer/api';
import { setPlatform } from '@renderer/platform';
import { makeUser } from '@renderer/test/fixtures';
import { bootstrapSession } from './service';

vi.mock('socket.io-client', () => ({
  // A socket that never connects: the session starts one, this test does not need it.
  io: () => {
    const socket = {
      connected: false,
      active: false,
      io: { opts: { query: {} } },
      on: () => socket,
      off: () => socket,
      emit: () => socket,
      connect: () => socket,
      disconnect: () => socket,
      removeAllListeners: () => socket,
    };
    return socket;
  },
}));

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * A backend whose access token can expire: any other bearer is refused with 403. Refresh replies
 * wait at a gate the test opens, so every refused caller has asked for a refresh by then.
 */
function fakeBackend() {
  const state = { valid: 'old', issued: 0, refreshes: 0, refusedOld: 0 };
  let openGate: () => void = () => {};
  let gate = Promise.resolve();
  const user = makeUser();
  const fetchFn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = new Request(input, init);
    const path = new URL(req.url).pathname;
    if (path === '/auth/refresh_token') {
      state.refreshes += 1;
      await gate;
      state.issued += 1;
      state.valid = `token-${state.issued}`;
      return json(200, { token: state.valid, user });
    }
    const bearer = req.headers.get('authorization')?.replace('Bearer ', '');
    if (bearer !== state.valid) {
      state.refusedOld += 1;
      return json(403, { error: 'ERR_SESSION_EXPIRED' });
    }
    return json(200, { seenToken: bearer });
  });
  return {
    state,
    fetchFn,
    /** Refresh replies wait until released. */
    holdRefresh() {
      gate = new Promise((resolve) => (openGate = resolve));
    },
    release: () => openGate(),
    expire: () => void (state.valid = 'revoked'),
  };
}

const reply = z.object({ seenToken: z.string() });
/** Lets every pending promise callback run (the refused callers reach refresh()). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

let backend: ReturnType<typeof fakeBackend>;
beforeEach(() => {
  backend = fakeBackend();
  vi.stubGlobal('fetch', backend.fetchFn);
  setPlatform(null); // the browser platform, over the stubbed fetch
});
afterEach(() => {
  vi.unstubAllGlobals();
  setPlatform(null);
});

describe('session refresh (single flight)', () => {
  it('twenty calls refused at once cause exactly one refresh, then all twenty succeed with the new token', async () => {
    await bootstrapSession(); // resumes the session from the refresh cookie: token-1
    expect(backend.state.refreshes).toBe(1);
    backend.expire();
    backend.holdRefresh();

    const calls = Array.from({ length: 20 }, () => api().get('tickets', { schema: reply }));
    await vi.waitFor(() => expect(backend.state.refusedOld).toBe(20));
    await settle();
    backend.release();

    const results = await Promise.allSettled(calls);
    expect(backend.state.refreshes).toBe(2); // the start-up one and one for all twenty
    expect(results).toEqual(
      Array.from({ length: 20 }, () => ({ status: 'fulfilled', value: { seenToken: 'token-2' } })),
    );

    // The flight is over: a later expiry refreshes again instead of reusing the old answer.
    backend.expire();
    await expect(api().get('tickets', { schema: reply })).resolves.toEqual({ seenToken: 'token-3' });
    expect(backend.state.refreshes).toBe(3);
  });
});
