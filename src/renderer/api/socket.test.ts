import { beforeEach, describe, expect, it, vi } from 'vitest';

type Listener = (...args: unknown[]) => void;

/** A socket.io client the test drives: connect()/disconnect() behave as the real one's do. */
class FakeSocket {
  connected = false;
  active = false;
  private listeners = new Map<string, Set<Listener>>();
  constructor(readonly io: { opts: { query?: Record<string, string> } }) {}
  on(event: string, listener: Listener) {
    if (!this.listeners.has(event)) this.listeners.set(event, new Set());
    this.listeners.get(event)!.add(listener);
    return this;
  }
  off(event: string, listener: Listener) {
    this.listeners.get(event)?.delete(listener);
    return this;
  }
  removeAllListeners() {
    this.listeners.clear();
    return this;
  }
  /** What the server (or the client library itself) emits to the app's listeners. */
  deliver(event: string, ...args: unknown[]) {
    this.listeners.get(event)?.forEach((l) => l(...args));
  }
  connect = vi.fn(() => {
    this.active = true;
  });
  disconnect = vi.fn(() => {
    const was = this.connected;
    this.connected = false;
    this.active = false;
    if (was) this.deliver('disconnect', 'io client disconnect');
  });
  /** The app's emits (room joins), recorded. */
  emit = vi.fn();
}

const fake = vi.hoisted(() => ({ socket: null as unknown as FakeSocket }));

vi.mock('socket.io-client', () => ({
  io: (_url: string, options: { query: Record<string, string> }) => {
    fake.socket = new FakeSocket({ opts: { query: options.query } });
    return fake.socket;
  },
}));

const { createRealtime } = await import('./socket');

/** The server accepting the connection. */
function accept() {
  fake.socket.connected = true;
  fake.socket.deliver('connect');
}

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
    expect(fake.socket.disconnect).toHaveBeenCalledTimes(1);
    expect(statuses.at(-1)).toBe('disconnected');
    expect(fake.socket.io.opts.query?.token).toBe('Bearer after-sleep');
    expect(fake.socket.connect).toHaveBeenCalledTimes(2);

    fake.socket.emit.mockClear();
    accept();
    expect(statuses.at(-1)).toBe('connected');
    expect(fake.socket.emit).toHaveBeenCalledWith('joinTickets', 'open');
    expect(resyncs).toHaveBeenCalledTimes(2);
  });

  it('a socket already trying again is asked to connect at once; a closed one stays closed', () => {
    const { realtime } = start();
    fake.socket.connected = false;
    fake.socket.active = false;
    realtime.reconnectNow();
    expect(fake.socket.disconnect).not.toHaveBeenCalled();
    expect(fake.socket.connect).toHaveBeenCalledTimes(2);

    realtime.close();
    realtime.reconnectNow();
    expect(fake.socket.connect).toHaveBeenCalledTimes(2);
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
      fake.socket.connected = false;
      fake.socket.active = false;
      fake.socket.deliver('disconnect', 'io server disconnect');
      expect(statuses.at(-1)).toBe('disconnected');
      await vi.waitFor(() => expect(refresh).toHaveBeenCalledTimes(1));
      await vi.advanceTimersByTimeAsync(1000);
      expect(fake.socket.io.opts.query?.token).toBe('Bearer fresh');
      expect(fake.socket.connect).toHaveBeenCalledTimes(2);

      fake.socket.emit.mockClear();
      accept();
      expect(statuses.at(-1)).toBe('connected');
      expect(fake.socket.emit).toHaveBeenCalledWith('joinChatBox', 7);
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
    fake.socket.connected = false;
    fake.socket.active = false;
    fake.socket.deliver('disconnect', 'io server disconnect');
    await vi.waitFor(() => expect(sessionOver).toHaveBeenCalledTimes(1));
    expect(fake.socket.connect).toHaveBeenCalledTimes(1);
  });
});
