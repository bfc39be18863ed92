import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createApiClient } from './client';
import { ApiError } from './errors';

/** A backend that answers from a script, recording every request it received. */
function scriptedBackend(replies: Array<(req: Request) => Response>) {
  const seen: Request[] = [];
  const fetchFn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = new Request(input, init);
    seen.push(req);
    const next = replies.shift();
    if (!next) throw new Error('unexpected request');
    return next(req);
  });
  return { fetchFn: fetchFn as unknown as typeof fetch, seen };
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function client(
  fetchFn: typeof fetch,
  token: { value: string | null },
  refresh = vi.fn(async (): Promise<string | null> => 'fresh'),
  onSessionExpired = vi.fn(),
) {
  return {
    api: createApiClient({ baseUrl: 'http://backend.test', fetch: fetchFn, getToken: () => token.value, refresh, onSessionExpired }),
    refresh,
    onSessionExpired,
  };
}

describe('the API client', () => {
  it('sends the bearer token and parses the reply with the schema', async () => {
    const { fetchFn, seen } = scriptedBackend([() => json(200, { version: '4.8.1', extra: true })]);
    const { api } = client(fetchFn, { value: 'tok' });
    await expect(api.get('version', { schema: z.object({ version: z.string() }) })).resolves.toEqual({ version: '4.8.1' });
    expect(seen[0].headers.get('authorization')).toBe('Bearer tok');
    expect(seen[0].url).toBe('http://backend.test/version');
  });

  it('on 403 refreshes once and retries with the new token', async () => {
    const { fetchFn, seen } = scriptedBackend([() => json(403, { error: 'jwt expired' }), () => json(200, { ok: true })]);
    const { api, refresh } = client(fetchFn, { value: 'old' });
    await expect(api.get('tickets', { schema: z.object({ ok: z.boolean() }) })).resolves.toEqual({ ok: true });
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(seen[1].headers.get('authorization')).toBe('Bearer fresh');
  });

  it('a refusal of a token a refresh has replaced meanwhile retries with the new one, without refreshing again', async () => {
    const token = { value: 'old' as string | null };
    const { fetchFn, seen } = scriptedBackend([
      () => {
        token.value = 'fresh'; // another call's refresh finished while this reply was on its way
        return json(403, { error: 'ERR_SESSION_EXPIRED' });
      },
      () => json(200, { ok: true }),
    ]);
    const { api, refresh } = client(fetchFn, token);
    await expect(api.get('tickets/1', { schema: z.object({ ok: z.boolean() }) })).resolves.toEqual({ ok: true });
    expect(refresh).not.toHaveBeenCalled();
    expect(seen.map((r) => r.headers.get('authorization'))).toEqual(['Bearer old', 'Bearer fresh']);
  });

  it('when the refresh fails, ends the session and rejects with the original error', async () => {
    const { fetchFn } = scriptedBackend([() => json(401, { error: 'ERR_SESSION_EXPIRED' })]);
    const refresh = vi.fn(async () => null);
    const { api, onSessionExpired } = client(fetchFn, { value: 'old' }, refresh);
    await expect(api.get('tickets')).rejects.toMatchObject({ status: 401, code: 'ERR_SESSION_EXPIRED' });
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('does not refresh for anonymous calls (a wrong password is just an error)', async () => {
    const { fetchFn, seen } = scriptedBackend([() => json(401, { error: 'ERR_INVALID_CREDENTIALS' })]);
    const { api, refresh } = client(fetchFn, { value: null });
    await expect(api.post('auth/login', { json: { email: 'a', password: 'b' }, anonymous: true })).rejects.toMatchObject({
      code: 'ERR_INVALID_CREDENTIALS',
    });
    expect(refresh).not.toHaveBeenCalled();
    expect(seen[0].headers.get('authorization')).toBeNull();
  });

  it("a call with a session's own token sends it, and a refusal fails it without refreshing (sign-in reading what it needs)", async () => {
    const { fetchFn, seen } = scriptedBackend([() => json(200, { ok: true }), () => json(403, { error: 'jwt malformed' })]);
    const { api, refresh, onSessionExpired } = client(fetchFn, { value: 'current' });
    await api.get('companySettings/1', { token: 'new-session' });
    expect(seen[0].headers.get('authorization')).toBe('Bearer new-session');
    await expect(api.get('companies/listPlan/1', { token: 'new-session' })).rejects.toMatchObject({ status: 403 });
    expect(refresh).not.toHaveBeenCalled();
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('turns a reply that breaks its schema into a malformed error naming the bad path', async () => {
    const { fetchFn } = scriptedBackend([() => json(200, { version: 42 })]);
    const { api } = client(fetchFn, { value: 't' });
    const failure = await api.get('version', { schema: z.object({ version: z.string() }) }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).kind).toBe('malformed');
    expect((failure as ApiError).message).toContain('version');
  });

  it('accepts the empty 200 body of POST /messages', async () => {
    const { fetchFn } = scriptedBackend([() => new Response(null, { status: 200 })]);
    const { api } = client(fetchFn, { value: 't' });
    await expect(api.post('messages/1', { json: { body: 'oi' } })).resolves.toBeUndefined();
  });

  it('reports a network failure as such, without ending the session', async () => {
    const fetchFn = (async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    const { api, onSessionExpired } = client(fetchFn, { value: 't' });
    await expect(api.get('tickets')).rejects.toMatchObject({ kind: 'network' });
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('sends JSON-array list filters as they are (queueIds=[1,2])', async () => {
    const { fetchFn, seen } = scriptedBackend([() => json(200, {})]);
    const { api } = client(fetchFn, { value: 't' });
    await api.get('tickets', { query: { queueIds: JSON.stringify([1, 2]), searchParam: undefined } });
    const url = new URL(seen[0].url);
    expect(url.searchParams.get('queueIds')).toBe('[1,2]');
    expect(url.searchParams.has('searchParam')).toBe(false);
  });
});
