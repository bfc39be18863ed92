import { beforeEach, describe, expect, it, vi } from 'vitest';
import { lastSocket } from '@renderer/test/fakeSocketIo';

vi.mock('socket.io-client', () => import('@renderer/test/fakeSocketIo'));

const { createRealtime } = await import('./socket');

/** The server accepting the connection. */
const accept = () => lastSocket().accept();

let token = 'first';
beforeEach(() => {
  token = 'first';
});

function start() {
  const realtime = createRealtime({
    backendUrl: 'http://backend.test',
    companyId: 2,
    getToken: () => token,
    refresh: async () => 'fresh',
  });
  const statuses: string[] = [];
  const resyncs = vi.fn();
  realtime.onStatus((s) => statuses.push(s));
  realtime.onResync(resyncs);
  realtime.connect();
  accept();
  return { realtime, statuses, resyncs };
}

describe('createRealtime: reconnectNow (resume from sleep)', () => {
  it('drops a socket that looks connected, reconnects with the current token, rejoins and resyncs', () => {
    const { realtime, statuses, resyncs } = start();
    realtime.join('joinTickets', 'open');
    expect(resyncs).toHaveBeenCalledTimes(1);
    token = 'after-sleep';

    realtime.reconnectNow();
    expect(lastSocket().disconnect).toHaveBeenCalledTimes(1);
    expect(statuses.at(-1)).toBe('disconnected');
    expect(lastSocket().io.opts.query?.token).toBe('Bearer after-sleep');
    expect(lastSocket().connect).toHaveBeenCalledTimes(2);

    lastSocket().emit.mockClear();
    accept();
    expect(statuses.at(-1)).toBe('connected');
    expect(lastSocket().emit).toHaveBeenCalledWith('joinTickets', 'open');
    expect(resyncs).toHaveBeenCalledTimes(2);
  });

  it('a socket already trying again is asked to connect at once; a closed one stays closed', () => {
    const { realtime } = start();
    lastSocket().connected = false;
    lastSocket().active = false;
    realtime.reconnectNow();
    expect(lastSocket().disconnect).not.toHaveBeenCalled();
    expect(lastSocket().connect).toHaveBeenCalledTimes(2);

    realtime.close();
    realtime.reconnectNow();
    expect(lastSocket().connect).toHaveBeenCalledTimes(2);
  });
});

describe('createRealtime: the server ends the socket (token expired, session ended)', () => {
  it("on 'io server disconnect' refreshes the token, reconnects with it, rejoins and resyncs", async () => {
    vi.useFakeTimers();
    try {
      const refresh = vi.fn(async () => 'fresh');
      const realtime = createRealtime({
        backendUrl: 'http://backend.test',
        companyId: 2,
        getToken: () => token,
        refresh,
      });
      const resyncs = vi.fn();
      const statuses: string[] = [];
      realtime.onStatus((s) => statuses.push(s));
      realtime.onResync(resyncs);
      realtime.connect();
      accept();
      realtime.join('joinChatBox', 7);

      // socket.io does not reconnect by itself after a server-side disconnect.
      lastSocket().connected = false;
      lastSocket().active = false;
      lastSocket().deliver('disconnect', 'io server disconnect');
      expect(statuses.at(-1)).toBe('disconnected');
      await vi.waitFor(() => expect(refresh).toHaveBeenCalledTimes(1));
      await vi.advanceTimersByTimeAsync(1000);
      expect(lastSocket().io.opts.query?.token).toBe('Bearer fresh');
      expect(lastSocket().connect).toHaveBeenCalledTimes(2);

      lastSocket().emit.mockClear();
      accept();
      expect(statuses.at(-1)).toBe('connected');
      expect(lastSocket().emit).toHaveBeenCalledWith('joinChatBox', 7);
      // What arrived while disconnected is fetched again over HTTP.
      expect(resyncs).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('when the refresh says the session is over, stays disconnected and tells the app', async () => {
    const sessionOver = vi.fn();
    const refresh = vi.fn(async () => null);
    const realtime = createRealtime({
      backendUrl: 'http://backend.test',
      companyId: 2,
      getToken: () => token,
      refresh,
      onSessionOver: sessionOver,
    });
    realtime.connect();
    accept();
    lastSocket().connected = false;
    lastSocket().active = false;
    lastSocket().deliver('disconnect', 'io server disconnect');
    await vi.waitFor(() => expect(sessionOver).toHaveBeenCalledTimes(1));
    expect(lastSocket().connect).toHaveBeenCalledTimes(1);
  });
});

describe('createRealtime: onEvent (an event of the contract, by key)', () => {
  it("hands the handler what the event's schema reads, under the company's name of the event", () => {
    const { realtime } = start();
    const handler = vi.fn();
    const off = realtime.onEvent('ticket', handler);
    // Some backends send ids as text; the schema reads a number.
    lastSocket().deliver('company-2-ticket', { action: 'delete', ticketId: '7' });
    lastSocket().deliver('company-3-ticket', { action: 'delete', ticketId: 8 });
    expect(handler).toHaveBeenCalledTimes(1);
    expect(handler).toHaveBeenCalledWith({ action: 'delete', ticketId: 7 });

    off();
    lastSocket().deliver('company-2-ticket', { action: 'delete', ticketId: 9 });
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('drops a payload its schema refuses, logs it and tells both the app and the caller', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const appMalformed = vi.fn();
      const realtime = createRealtime({
        backendUrl: 'http://backend.test',
        companyId: 2,
        getToken: () => token,
        refresh: async () => 'fresh',
        onMalformed: appMalformed,
      });
      realtime.connect();
      accept();
      const handler = vi.fn();
      const callerMalformed = vi.fn();
      realtime.onEvent('tag', handler, callerMalformed);
      lastSocket().deliver('company2-tag', { action: 'create', tag: { name: 'no id' } });
      expect(handler).not.toHaveBeenCalled();
      expect(appMalformed).toHaveBeenCalledWith('company2-tag', expect.stringMatching(/^company2-tag: tag\.id: /));
      expect(callerMalformed).toHaveBeenCalledWith(expect.stringMatching(/^company2-tag: tag\.id: /));
      expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^company2-tag: /));
    } finally {
      warn.mockRestore();
    }
  });
});
