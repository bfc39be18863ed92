// A login the backend accepted (it set its refresh cookie) but whose reply the client's schema
// refused must leave no session behind: otherwise the next start-up resumes the session the user
// was told had failed. Faked: fetch (browser) or the desktop bridge (main process), and socket.io.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DeskApi } from '@shared/ipc/contract';
import { login4812 } from '@shared/api/whaticket48.fixtures';
import { ApiError } from '@renderer/api';
import { setPlatform } from '@renderer/platform';
import { fakeBackend4812 } from '../test/fakeBackend4812';
import { bootstrapSession, login } from './service';
import { useSession } from './store';

vi.mock('socket.io-client', async () => ({ io: (await import('../test/fakeBackend4812')).fakeIo }));

/** A login reply no schema can accept: the user has no email. */
function refusedReply() {
  const reply = login4812();
  const { email: _email, ...user } = reply.user;
  return { ...reply, user };
}

let backend: ReturnType<typeof fakeBackend4812>;
beforeEach(() => {
  backend = fakeBackend4812();
  backend.state.loginReply = refusedReply();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  useSession.setState({ phase: 'booting', token: null, user: null, realtime: null });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  delete window.desk;
  setPlatform(null);
});

async function signInRefused() {
  await bootstrapSession();
  const error = await login('admin@multi100.com.br', 'x').catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  expect((error as ApiError).kind).toBe('malformed');
  expect(useSession.getState().phase).toBe('anonymous');
}

describe('a login reply the client refuses', () => {
  it('in a browser: logs the server session out, so a reload stays signed out', async () => {
    vi.stubGlobal('fetch', backend.fetchFn);
    setPlatform(null);
    await signInRefused();
    expect(backend.requests.map((r) => `${r.method} ${r.path}`)).toContain('DELETE /auth/logout');
    expect(backend.state.session).toBe(false);

    // The reload: the start-up finds no session to resume.
    useSession.setState({ phase: 'booting' });
    await bootstrapSession();
    expect(useSession.getState()).toMatchObject({ phase: 'anonymous', user: null });
  });

  it('in the desktop app: also forgets the refresh token main keeps', async () => {
    const clear = vi.fn(async () => ({ ok: true as const, value: undefined }));
    const request = vi.fn(async (req: { url: string; method: string; headers: Record<string, string>; body: Uint8Array | null }) => {
      const reply = await backend.handle(new Request(req.url, { method: req.method, headers: req.headers, body: req.body as BodyInit | null }));
      const headers: Record<string, string> = {};
      reply.headers.forEach((value, key) => (headers[key] = value));
      const body = new Uint8Array(await reply.arrayBuffer());
      return { ok: true as const, value: { status: reply.status, statusText: reply.statusText, headers, body } };
    });
    window.desk = {
      backend: { get: async () => ({ ok: true, value: { url: 'http://backend.test' } }) },
      http: { request },
      session: { clear },
    } as unknown as DeskApi;
    setPlatform(null);
    await signInRefused();
    expect(clear).toHaveBeenCalledTimes(1);
    expect(request.mock.calls.map(([r]) => `${r.method} ${new URL(r.url).pathname}`)).toContain('DELETE /auth/logout');
  });
});
