import { vi } from 'vitest';

type Listener = (...args: unknown[]) => void;

/**
 * A socket.io client the test drives, standing in for the network: connect()/disconnect()
 * behave as the real one's do, and `deliver` is the server sending an event. A test file mocks
 * the library with this module: `vi.mock('socket.io-client', () => import('@renderer/test/fakeSocketIo'))`.
 */
export class FakeSocket {
  connected = false;
  active = false;
  private listeners = new Map<string, Set<Listener>>();
  constructor(
    readonly url: string,
    readonly io: { opts: { query?: Record<string, string> } },
  ) {}
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
  /** The server accepting the connection. */
  accept() {
    this.connected = true;
    this.deliver('connect');
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

let last: FakeSocket | null = null;

/** socket.io-client's `io`: each call opens a new fake socket. */
export function io(url: string, options: { query?: Record<string, string> }): FakeSocket {
  last = new FakeSocket(url, { opts: { query: options.query } });
  return last;
}

/** The socket the app opened last. */
export function lastSocket(): FakeSocket {
  if (!last) throw new Error('no socket was opened');
  return last;
}
