// The socket library loads with the sign-in, not before the login form (issue 18). While it loads,
// the session may be refreshed, ended and begun again: exactly one socket must come of it, for the
// session that is current when the library arrives. Faked: fetch and the socket library, whose
// loading the test holds back.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadRealtime } from '@renderer/api';
import { setPlatform } from '@renderer/platform';
import { fakeBackend4812, fakeSockets } from '../test/fakeBackend4812';
import { bootstrapSession, login, logout, refreshSession } from './service';
import { useSession } from './store';

let release: () => void = () => {};
const libraryArrives = new Promise<void>((resolve) => (release = resolve));
vi.mock('socket.io-client', async () => {
  await libraryArrives;
  return { io: (await import('../test/fakeBackend4812')).fakeIo };
});

let backend: ReturnType<typeof fakeBackend4812>;
beforeEach(async () => {
  backend = fakeBackend4812();
  vi.stubGlobal('fetch', backend.fetchFn);
  setPlatform(null); // the browser platform, over the stubbed fetch
  await bootstrapSession();
});
afterEach(() => {
  useSession.getState().realtime?.close();
  vi.unstubAllGlobals();
  setPlatform(null);
});

describe('the socket while its library loads', () => {
  it('signs in at once; a sign-out meanwhile leaves no socket, the next sign-in gets one', async () => {
    await login('admin@multi100.com.br', 'x');
    expect(useSession.getState()).toMatchObject({ phase: 'authenticated', realtime: null });
    await refreshSession();
    await logout();
    release();
    await loadRealtime(); // resolves after the loads started earlier have landed
    expect(fakeSockets).toHaveLength(0);
    expect(useSession.getState().realtime).toBeNull();

    await login('admin@multi100.com.br', 'x');
    await vi.waitFor(() => expect(useSession.getState().realtime).not.toBeNull());
    expect(fakeSockets).toHaveLength(1);
    // It sends the current session's token.
    expect(fakeSockets[0].io.opts.query).toEqual({ token: `Bearer ${useSession.getState().token}` });
  });
});
