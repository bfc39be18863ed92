import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '@renderer/api';
import { startEarlyRefresh } from './earlyRefresh';
import { createWebPlatform } from './web';

/** The network: every fetch the page makes, answered when the test says. */
function fakeNetwork() {
  const sent: { url: string; method: string; credentials: RequestCredentials | undefined }[] = [];
  const answers: ((r: Response) => void)[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : null;
      sent.push({
        url: request ? request.url : String(input),
        method: request?.method ?? init?.method ?? 'GET',
        credentials: init?.credentials,
      });
      return new Promise<Response>((resolve) => answers.push(resolve));
    }),
  );
  return { sent, answer: (body: string) => answers.shift()!(new Response(body, { status: 200 })) };
}

const clientOf = (baseUrl: string) =>
  createApiClient({
    baseUrl,
    fetch: createWebPlatform().fetch,
    getToken: () => null,
    refresh: async () => null,
    onSessionExpired: () => {},
  });

describe('the refresh sent before the app has loaded (browser)', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    delete window.balcaoEarlyRefresh;
    delete window.desk;
    vi.unstubAllGlobals();
  });

  for (const backend of ['http://127.0.0.1:9000', 'https://atende.loja.com.br/api/']) {
    it(`the app's first refresh gets its reply, with no second request (${backend})`, async () => {
      localStorage.setItem('balcao.backendUrl', backend);
      const network = fakeNetwork();
      startEarlyRefresh();
      expect(network.sent).toEqual([
        { url: `${backend.replace(/\/$/, '')}/auth/refresh_token`, method: 'POST', credentials: 'include' },
      ]);
      network.answer('{"token":"early"}');
      const client = clientOf(backend);
      await expect(client.post('/auth/refresh_token', { anonymous: true })).resolves.toBeUndefined();
      expect(network.sent).toHaveLength(1);
      // A later refresh (the token expired) is the app's own.
      const later = client.post('/auth/refresh_token', { anonymous: true });
      await vi.waitFor(() => expect(network.sent).toHaveLength(2));
      network.answer('{}');
      await later;
    });
  }

  it('other calls are not held by it', async () => {
    const network = fakeNetwork();
    startEarlyRefresh();
    const settings = clientOf('http://127.0.0.1:8080').get('/public-settings/appName');
    await vi.waitFor(() => expect(network.sent.map((r) => r.url)).toContain('http://127.0.0.1:8080/public-settings/appName'));
    network.answer('{}');
    network.answer('x');
    await settings;
  });

  it('a refresh to another backend waits for the early one to settle, so two never carry the cookie at once', async () => {
    const network = fakeNetwork();
    startEarlyRefresh();
    const other = clientOf('http://127.0.0.1:9999').post('/auth/refresh_token', { anonymous: true });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(network.sent).toHaveLength(1);
    network.answer('{}');
    await vi.waitFor(() => expect(network.sent).toHaveLength(2));
    expect(network.sent[1].url).toBe('http://127.0.0.1:9999/auth/refresh_token');
    network.answer('{}');
    await other;
  });

  it('in the desktop app (the bridge is there) nothing is sent: main keeps and refreshes the session', () => {
    window.desk = {} as NonNullable<Window['desk']>;
    const network = fakeNetwork();
    startEarlyRefresh();
    expect(network.sent).toHaveLength(0);
    expect(window.balcaoEarlyRefresh).toBeUndefined();
  });
});
