import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { route } from '@shared/api/route';
import { callDeferred, deferred } from './call';
import { createApiClient } from './client';
import { ApiError } from './errors';
import { setApi } from './services';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The backend answers from a script; the page's fetch is the boundary faked. */
function backend(replies: Array<() => Response>) {
  const seen: string[] = [];
  const fetchFn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = new Request(input, init);
    seen.push(`${req.method} ${req.url}`);
    return replies.shift()!();
  });
  setApi(
    createApiClient({
      baseUrl: 'http://backend.test',
      fetch: fetchFn as unknown as typeof fetch,
      getToken: () => null,
      refresh: async () => null,
      onSessionExpired: () => {},
    }),
  );
  return seen;
}

const refreshEntry = route({
  method: 'POST',
  path: '/auth/refresh_token',
  reply: z.object({ token: z.string() }),
  anonymous: true,
});

afterEach(() => setApi(null));

describe('a deferred route', () => {
  it('is sent at once, and its schema loaded only to read a successful reply', async () => {
    const seen = backend([() => json(401, { error: 'ERR_SESSION_EXPIRED' }), () => json(200, { token: 'new' })]);
    const load = vi.fn(async () => refreshEntry);
    const refresh = deferred({ method: 'POST', path: '/auth/refresh_token', anonymous: true }, load);

    await expect(callDeferred(refresh, {})).rejects.toMatchObject({ kind: 'http', status: 401 });
    expect(seen).toEqual(['POST http://backend.test/auth/refresh_token']);
    expect(load).not.toHaveBeenCalled();

    await expect(callDeferred(refresh, {})).resolves.toEqual({ token: 'new' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('reads the reply with the loaded schema: a reply of the wrong shape is refused', async () => {
    backend([() => json(200, { token: 7 })]);
    const refresh = deferred({ method: 'POST', path: '/auth/refresh_token', anonymous: true }, async () => refreshEntry);
    await expect(callDeferred(refresh, {})).rejects.toMatchObject({ kind: 'malformed' });
  });

  it('whose schema cannot be read fails as a network error, and asks for it again next time', async () => {
    backend([() => json(200, { token: 'a' }), () => json(200, { token: 'b' })]);
    const load = vi.fn().mockRejectedValueOnce(new Error('chunk not found')).mockResolvedValue(refreshEntry);
    const refresh = deferred({ method: 'POST', path: '/auth/refresh_token', anonymous: true }, load);
    const failed = await callDeferred(refresh, {}).catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(ApiError);
    expect(failed).toMatchObject({ kind: 'network' });
    await expect(callDeferred(refresh, {})).resolves.toEqual({ token: 'b' });
  });
});
