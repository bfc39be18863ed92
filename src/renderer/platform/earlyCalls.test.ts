import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '@renderer/api';
import { FIRST_SCREEN_CHUNKS_ID, startEarlyCalls } from './earlyCalls';
import { createWebPlatform } from './web';

interface Sent {
  url: string;
  method: string;
  authorization: string | null;
}

/** The network: every fetch the page makes, answered in order when the test says. */
function fakeNetwork() {
  const sent: Sent[] = [];
  const answers: ((r: Response) => void)[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : null;
      sent.push({
        url: request ? request.url : String(input),
        method: request?.method ?? init?.method ?? 'GET',
        authorization: request ? request.headers.get('Authorization') : new Headers(init?.headers).get('Authorization'),
      });
      return new Promise<Response>((resolve) => answers.push(resolve));
    }),
  );
  return {
    sent,
    answer: (body: unknown, status = 200) => answers.shift()!(new Response(JSON.stringify(body), { status })),
  };
}

const clientOf = (baseUrl: string, token: string | null = null) =>
  createApiClient({
    baseUrl,
    fetch: createWebPlatform().fetch,
    getToken: () => token,
    refresh: async () => null,
    onSessionExpired: () => {},
  });

const session = { token: 'tk1', user: { companyId: 7 } };

describe("a resumed session's first calls, sent before the app has loaded (browser)", () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    delete window.balcaoEarly;
    delete window.desk;
    document.head.innerHTML = '';
    vi.unstubAllGlobals();
  });

  for (const backend of ['http://127.0.0.1:9000', 'https://atende.loja.com.br/api/']) {
    it(`the refresh, then the company's settings with its token; the app gets both replies without asking again (${backend})`, async () => {
      localStorage.setItem('balcao.backendUrl', backend);
      // The backend the app itself will talk to.
      expect(await createWebPlatform().getBackendUrl()).toBe(backend);
      const base = backend.replace(/\/$/, '');
      const network = fakeNetwork();
      startEarlyCalls('/tickets');
      expect(network.sent).toEqual([{ url: `${base}/auth/refresh_token`, method: 'POST', authorization: null }]);
      network.answer(session);
      await vi.waitFor(() => expect(network.sent).toHaveLength(2));
      expect(network.sent[1]).toEqual({ url: `${base}/companySettings/7`, method: 'GET', authorization: 'Bearer tk1' });
      network.answer({ id: 1 });

      // The app's own calls, as it makes them (the API client builds the addresses).
      const app = clientOf(backend);
      await app.post('/auth/refresh_token', { anonymous: true });
      await app.get('/companySettings/7', { token: 'tk1' });
      expect(network.sent).toHaveLength(2);
      // Later calls are the app's own.
      const later = app.post('/auth/refresh_token', { anonymous: true });
      await vi.waitFor(() => expect(network.sent).toHaveLength(3));
      network.answer({});
      await later;
    });
  }

  it("without a backend chosen, the build's default, as the app uses", async () => {
    const network = fakeNetwork();
    startEarlyCalls('/login');
    expect(network.sent[0].url).toBe(`${await createWebPlatform().getBackendUrl()}/auth/refresh_token`);
  });

  it('no session to resume (the refresh refused): the settings are not asked for, and the app gets the refusal', async () => {
    const network = fakeNetwork();
    startEarlyCalls('/tickets');
    network.answer({ error: 'ERR_SESSION_EXPIRED' }, 401);
    await expect(clientOf('http://127.0.0.1:8080').post('/auth/refresh_token', { anonymous: true })).rejects.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(network.sent).toHaveLength(1);
  });

  it('the app asking for the settings the moment the refresh is answered gets the early reply, not a second call', async () => {
    const network = fakeNetwork();
    startEarlyCalls('/tickets');
    network.answer(session);
    const settings = clientOf('http://127.0.0.1:8080').get('/companySettings/7', { token: 'tk1' });
    await vi.waitFor(() => expect(network.sent).toHaveLength(2));
    network.answer({ id: 1 });
    await settings;
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(network.sent.map((r) => r.url)).toEqual([
      'http://127.0.0.1:8080/auth/refresh_token',
      'http://127.0.0.1:8080/companySettings/7',
    ]);
  });

  it("a call with another token is not given the early reply, nor is any later call (it would be an old state)", async () => {
    const network = fakeNetwork();
    startEarlyCalls('/tickets');
    network.answer(session);
    await vi.waitFor(() => expect(network.sent).toHaveLength(2));
    const app = clientOf('http://127.0.0.1:8080');
    const other = app.get('/companySettings/7', { token: 'another' });
    await vi.waitFor(() => expect(network.sent).toHaveLength(3));
    expect(network.sent[2].authorization).toBe('Bearer another');
    network.answer({});
    network.answer({});
    await other;
    // Read again later (the socket reconnected) with the early call's token: asked anew.
    const again = app.get('/companySettings/7', { token: 'tk1' });
    await vi.waitFor(() => expect(network.sent).toHaveLength(4));
    network.answer({});
    await again;
  });

  it("the app's first read after the settings is kept; the next start on that section sends it with the new token, and the app gets that reply", async () => {
    const list = 'tickets?status=open&pageNumber=1&showAll=false';
    let network = fakeNetwork();
    startEarlyCalls('/tickets');
    network.answer({ token: 'tk1', user: { id: 3, companyId: 7 } });
    await vi.waitFor(() => expect(network.sent).toHaveLength(2));
    network.answer({ id: 1 });
    const app = clientOf('http://127.0.0.1:8080');
    await app.post('/auth/refresh_token', { anonymous: true });
    await app.get('/companySettings/7', { token: 'tk1' });
    const first = app.get(`/${list}`, { token: 'tk1' });
    await vi.waitFor(() => expect(network.sent).toHaveLength(3));
    network.answer({ tickets: [] });
    await first;
    // A later read is not the first.
    const later = app.get('/chats?pageNumber=1', { token: 'tk1' });
    await vi.waitFor(() => expect(network.sent).toHaveLength(4));
    network.answer({});
    await later;

    // The next start (a reload, on a ticket of the inbox): the read goes out with the new token.
    delete window.balcaoEarly;
    vi.unstubAllGlobals();
    network = fakeNetwork();
    startEarlyCalls('/tickets/4bd2f1b4-3b0a-4c39-8f5d-1c7c1a9f6c3e');
    network.answer({ token: 'tk2', user: { id: 3, companyId: 7 } });
    await vi.waitFor(() => expect(network.sent).toHaveLength(3));
    expect(network.sent[2]).toEqual({ url: `http://127.0.0.1:8080/${list}`, method: 'GET', authorization: 'Bearer tk2' });
    network.answer({ id: 1 });
    network.answer({ tickets: [] });
    const next = clientOf('http://127.0.0.1:8080');
    await next.post('/auth/refresh_token', { anonymous: true });
    await next.get('/companySettings/7', { token: 'tk2' });
    await next.get(`/${list}`, { token: 'tk2' });
    expect(network.sent).toHaveLength(3);
  });

  it('a kept read of another user, section or backend is not sent', async () => {
    const kept = { base: 'http://127.0.0.1:8080', user: 3, section: 'tickets', url: 'http://127.0.0.1:8080/tickets?status=open' };
    for (const [path, user, backend] of [
      ['/contacts', 3, null],
      ['/tickets', 4, null],
      ['/tickets', 3, 'http://127.0.0.1:9000'],
    ] as const) {
      localStorage.clear();
      if (backend) localStorage.setItem('balcao.backendUrl', backend);
      localStorage.setItem('balcao.firstRead', JSON.stringify(kept));
      const network = fakeNetwork();
      startEarlyCalls(path);
      network.answer({ token: 'tk1', user: { id: user, companyId: 7 } });
      await vi.waitFor(() => expect(network.sent).toHaveLength(2));
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(network.sent.map((r) => r.url)).toEqual([
        `${backend ?? kept.base}/auth/refresh_token`,
        `${backend ?? kept.base}/companySettings/7`,
      ]);
      delete window.balcaoEarly;
      vi.unstubAllGlobals();
    }
  });

  it('replies the app has not taken within 10 s are dropped', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      const network = fakeNetwork();
      startEarlyCalls('/tickets');
      network.answer({}, 401);
      vi.advanceTimersByTime(10_000);
      const refresh = clientOf('http://127.0.0.1:8080').post('/auth/refresh_token', { anonymous: true });
      await vi.waitFor(() => expect(network.sent).toHaveLength(2));
      network.answer({});
      await refresh;
    } finally {
      vi.useRealTimers();
    }
  });

  it('a refresh to another backend waits for the early one to settle, so two never carry the cookie at once', async () => {
    const network = fakeNetwork();
    startEarlyCalls('/login');
    const other = clientOf('http://127.0.0.1:9999').post('/auth/refresh_token', { anonymous: true });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(network.sent).toHaveLength(1);
    network.answer({}, 401);
    await vi.waitFor(() => expect(network.sent).toHaveLength(2));
    expect(network.sent[1].url).toBe('http://127.0.0.1:9999/auth/refresh_token');
    network.answer({});
    await other;
  });

  it("on a signed-in path the first screen's chunks are asked for, the inbox's only on the inbox; none on the login page", () => {
    fakeNetwork();
    const listed = (path: string) => {
      document.head.innerHTML = `<script type="application/json" id="${FIRST_SCREEN_CHUNKS_ID}">${JSON.stringify({
        signedIn: ['/assets/AppLayout-1.js', '/assets/AppLayout-1.css'],
        inbox: ['/assets/TicketsPage-2.js'],
      })}</script>`;
      startEarlyCalls(path);
      return [...document.head.querySelectorAll('link')].map((l) => `${l.rel} ${l.as} ${l.getAttribute('href')}`);
    };
    expect(listed('/tickets/4bd2f1b4')).toEqual([
      'preload script /assets/AppLayout-1.js',
      'preload style /assets/AppLayout-1.css',
      'preload script /assets/TicketsPage-2.js',
    ]);
    expect(listed('/contacts')).toEqual(['preload script /assets/AppLayout-1.js', 'preload style /assets/AppLayout-1.css']);
    expect(listed('/login')).toEqual([]);
  });

  it("kept in another language, the strings in it are asked for too: the signed-in screens' only on a signed-in path", () => {
    fakeNetwork();
    const listed = (path: string) => {
      document.head.innerHTML = `<script type="application/json" id="${FIRST_SCREEN_CHUNKS_ID}">${JSON.stringify({
        signedIn: ['/assets/AppLayout-1.js'],
        inbox: [],
        translations: ['/assets/firstScreenTranslations-3.js'],
        signedInTranslations: ['/assets/signedInTranslations-4.js'],
      })}</script>`;
      startEarlyCalls(path);
      return [...document.head.querySelectorAll('link')].map((l) => l.getAttribute('href'));
    };
    localStorage.setItem('balcao.language', JSON.stringify('es'));
    try {
      expect(listed('/contacts')).toEqual([
        '/assets/AppLayout-1.js',
        '/assets/firstScreenTranslations-3.js',
        '/assets/signedInTranslations-4.js',
      ]);
      expect(listed('/login')).toEqual(['/assets/firstScreenTranslations-3.js']);
      localStorage.setItem('balcao.language', JSON.stringify('pt-BR'));
      expect(listed('/contacts')).toEqual(['/assets/AppLayout-1.js']);
    } finally {
      localStorage.removeItem('balcao.language');
    }
  });

  it('in the desktop app (the bridge is there) nothing is sent: main keeps and refreshes the session', () => {
    window.desk = {} as NonNullable<Window['desk']>;
    const network = fakeNetwork();
    startEarlyCalls('/tickets');
    expect(network.sent).toHaveLength(0);
    expect(window.balcaoEarly).toBeUndefined();
  });
});
