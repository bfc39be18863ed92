// Spec 1 §4/§9: a user-status signal every 300000 ms. Faked: the socket library and the clock;
// the realtime client and the hook are real.
import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRealtime } from '@renderer/api/socket';
import { useSession } from './store';
import { useUserStatusSignal } from './userStatus';

type Listener = (...args: unknown[]) => void;
const fake = vi.hoisted(() => ({
  listeners: new Map<string, Listener[]>(),
  emitted: [] as string[],
  connected: false,
}));

vi.mock('socket.io-client', () => ({
  io: () => {
    const socket = {
      get connected() {
        return fake.connected;
      },
      active: false,
      io: { opts: { query: {} } },
      on: (event: string, listener: Listener) => (
        fake.listeners.set(event, [...(fake.listeners.get(event) ?? []), listener]),
        socket
      ),
      off: () => socket,
      emit: (event: string) => (fake.emitted.push(event), socket),
      connect: () => socket,
      disconnect: () => socket,
      removeAllListeners: () => socket,
    };
    return socket;
  },
}));

/** The server accepting the socket. */
function accept() {
  fake.connected = true;
  fake.listeners.get('connect')?.forEach((l) => l());
}

afterEach(() => {
  vi.useRealTimers();
  useSession.setState({ realtime: null });
  fake.listeners.clear();
  fake.emitted.length = 0;
  fake.connected = false;
});

describe('the user-status signal', () => {
  it('goes out when the socket connects, then every 5 minutes, and stops when the session ends', () => {
    vi.useFakeTimers();
    const realtime = createRealtime({
      backendUrl: 'http://backend.test',
      companyId: 2,
      getToken: () => 't',
      refresh: async () => 't',
    });
    realtime.connect();
    useSession.setState({ realtime });
    const { unmount } = renderHook(() => useUserStatusSignal());
    const signals = () => fake.emitted.filter((e) => e === 'userStatus').length;

    expect(signals()).toBe(0);
    accept();
    expect(signals()).toBe(1);
    vi.advanceTimersByTime(299_999);
    expect(signals()).toBe(1);
    vi.advanceTimersByTime(1);
    expect(signals()).toBe(2);
    vi.advanceTimersByTime(600_000);
    expect(signals()).toBe(4);

    unmount();
    vi.advanceTimersByTime(600_000);
    expect(signals()).toBe(4);
  });
});
