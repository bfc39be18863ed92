import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { HttpRequest } from '@shared/ipc/contract';
import { createHttp } from './http';
import { IpcError } from './ipc/ipcError';
import { fakeLog, fakeSafeStorage, fakeStore } from './testing/fakes';
import { createVault } from './vault';

const ORIGIN = 'http://127.0.0.1:8080';

function setup(reply: () => Response = () => new Response('{}', { status: 200 }), origin: string | null = ORIGIN) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    return reply();
  });
  const vault = createVault({ safeStorage: fakeSafeStorage(), store: fakeStore(), log: fakeLog() });
  const http = createHttp({
    backendOrigin: () => origin,
    vault,
    log: fakeLog(),
    fetch: fetch as typeof globalThis.fetch,
  });
  return { http, vault, calls, fetch };
}

const get = (url: string, headers: Record<string, string> = {}): HttpRequest => ({ url, method: 'GET', headers });

async function codeOf(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(IpcError);
  return (error as IpcError).code;
}

describe('http:request', () => {
  it('refuses every address off the backend origin, without fetching', async () => {
    const { http, fetch } = setup();
    const tricks = [
      'http://127.0.0.1:8080@evil.com/auth/refresh_token', // userinfo: really evil.com
      'http://user:pass@127.0.0.1:8080/', // credentials on the right host
      'http://127.0.0.1:8080.evil.com/',
      'http://127.0.0.1.evil.com:8080/',
      'http://127.0.0.1:8081/',
      'https://127.0.0.1:8080/',
      'http://localhost:8080/', // same machine, another origin
      'http://evil.com/?http://127.0.0.1:8080',
      'http://evil.com#@127.0.0.1:8080',
      'http://127.0.0.1:80800/',
    ];
    for (const url of tricks) expect(await codeOf(http.request(get(url))), url).toBe('FORBIDDEN_ORIGIN');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('allows the backend origin however it is spelled', async () => {
    const { http, calls } = setup();
    await http.request(get('HTTP://127.0.0.1:8080/tickets?pageNumber=1'));
    await http.request(get('http://127.0.0.1:8080\\auth/me'));
    expect(calls.map((c) => c.url)).toEqual([
      'http://127.0.0.1:8080/tickets?pageNumber=1',
      'http://127.0.0.1:8080/auth/me',
    ]);
  });

  it('answers NO_BACKEND before a backend is configured', async () => {
    const { http } = setup(undefined, null);
    expect(await codeOf(http.request(get(`${ORIGIN}/auth/me`)))).toBe('NO_BACKEND');
  });

  it('answers NETWORK with the cause when fetch fails', async () => {
    const { http } = setup(() => {
      throw new TypeError('fetch failed', { cause: new Error('connect ECONNREFUSED 127.0.0.1:8080') });
    });
    const error = await http.request(get(`${ORIGIN}/auth/me`)).catch((e: IpcError) => e);
    expect(error).toMatchObject({ code: 'NETWORK', message: 'fetch failed: connect ECONNREFUSED 127.0.0.1:8080' });
  });

  it('keeps the refresh cookie from the reply, strips Set-Cookie, and sends it back next time', async () => {
    const login = () =>
      new Response('{"token":"access"}', {
        status: 200,
        headers: [
          ['content-type', 'application/json'],
          ['set-cookie', 'jrt=REFRESH-1; Path=/; HttpOnly'],
          ['set-cookie', 'other=1'],
        ],
      });
    const { http, vault, calls } = setup(login);
    const reply = await http.request({ url: `${ORIGIN}/auth/login`, method: 'POST', headers: {}, body: '{}' });
    expect(reply.headers).toEqual({ 'content-type': 'application/json' });
    expect(new TextDecoder().decode(reply.body)).toBe('{"token":"access"}');
    expect(vault.get(ORIGIN)).toBe('REFRESH-1');

    await http.request({ url: `${ORIGIN}/auth/refresh_token`, method: 'POST', headers: {} });
    expect(new Headers(calls[1].init.headers).get('cookie')).toBe('jrt=REFRESH-1');
  });

  it('forgets the refresh cookie when the reply clears it', async () => {
    const { http, vault } = setup(
      () => new Response(null, { status: 204, headers: { 'set-cookie': 'jrt=; Max-Age=0; Path=/' } }),
    );
    vault.set(ORIGIN, 'REFRESH-1');
    await http.request({ url: `${ORIGIN}/auth/logout`, method: 'DELETE', headers: {} });
    expect(vault.get(ORIGIN)).toBeNull();
  });

  it('drops any Cookie header the renderer sends, and connection-level headers', async () => {
    const { http, calls } = setup();
    await http.request(
      get(`${ORIGIN}/auth/me`, { Cookie: 'jrt=forged', cookie2: 'x', Host: 'evil.com', Authorization: 'Bearer a' }),
    );
    const sent = new Headers(calls[0].init.headers);
    expect(sent.get('cookie')).toBeNull();
    expect(sent.get('cookie2')).toBeNull();
    expect(sent.get('host')).toBeNull();
    expect(sent.get('authorization')).toBe('Bearer a');
  });

  it('sends bodies as given (text or bytes), none with GET, and does not follow redirects', async () => {
    const { http, calls } = setup();
    const bytes = new Uint8Array([1, 2, 3]);
    await http.request({ url: `${ORIGIN}/messages/1`, method: 'POST', headers: {}, body: bytes });
    await http.request({ url: `${ORIGIN}/tickets`, method: 'GET', headers: {}, body: 'ignored' });
    expect(calls[0].init.body).toBe(bytes);
    expect(calls[1].init.body).toBeUndefined();
    expect(calls[0].init.redirect).toBe('manual');
  });
});

describe('http:request against a real server', () => {
  let server: Server;
  let origin: string;
  const seen: IncomingMessage[] = [];
  beforeAll(async () => {
    server = createServer((req, res) => {
      seen.push(req);
      if (req.url === '/auth/login') res.setHeader('Set-Cookie', ['jrt=REAL-TOKEN; Path=/; HttpOnly']);
      if (req.url === '/redirect') {
        res.writeHead(302, { Location: 'http://evil.invalid/steal' }).end();
        return;
      }
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ cookie: req.headers.cookie ?? null }));
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((done) => server.close(() => done())));

  it('round-trips the refresh cookie through the vault and never shows it to the caller', async () => {
    const vault = createVault({ safeStorage: fakeSafeStorage(), store: fakeStore(), log: fakeLog() });
    const http = createHttp({ backendOrigin: () => origin, vault, log: fakeLog() });
    const login = await http.request({ url: `${origin}/auth/login`, method: 'POST', headers: {}, body: '{}' });
    expect(Object.keys(login.headers)).not.toContain('set-cookie');
    expect(new TextDecoder().decode(login.body)).not.toContain('REAL-TOKEN');
    const me = await http.request(get(`${origin}/auth/me`));
    expect(seen[1].headers.cookie).toBe('jrt=REAL-TOKEN');
    expect(me.status).toBe(200);

    const redirect = await http.request(get(`${origin}/redirect`));
    expect(redirect.status).toBe(302);
    expect(redirect.headers.location).toBe('http://evil.invalid/steal');
  });
});
