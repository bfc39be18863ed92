import { describe, expect, it, vi } from 'vitest';
import { INVOKE_CHANNELS, type InvokeChannel } from '@shared/ipc/channels';
import { createAppOrigin } from '../appOrigin';
import { createBackendSetting } from '../backend';
import { createHttp } from '../http';
import { createExternalOpener } from '../security/externalUrl';
import { createLocalStore } from '../store/localStore';
import { fakeIpcMain, fakeLog, fakeSafeStorage, fakeStore, senderEvent } from '../testing/fakes';
import { createVault } from '../vault';
import { registerHandlers } from './handle';
import { createHandlers } from './handlers';
import { createTrustedSender } from './trustedSender';

const BACKEND = 'http://127.0.0.1:8080';
const SECRET = 'refresh.jwt.SECRET-4f1c';

/** The whole main process as the renderer sees it, with a backend that sets the refresh cookie. */
function mainProcess() {
  const store = fakeStore();
  const log = fakeLog();
  const vault = createVault({ safeStorage: fakeSafeStorage(), store, log });
  const backend = createBackendSetting({ store, log, envUrl: BACKEND });
  const fetch = vi.fn(
    async () =>
      new Response(JSON.stringify({ token: 'access', user: { id: 1 } }), {
        headers: [
          ['content-type', 'application/json'],
          ['set-cookie', `jrt=${SECRET}; Path=/; HttpOnly`],
        ],
      }),
  );
  const handlers = createHandlers({
    appVersion: () => '0.1.0',
    backend,
    http: createHttp({ backendOrigin: () => backend.origin(), vault, log, fetch }),
    vault,
    localStore: createLocalStore(store),
    externalOpener: createExternalOpener({ shell: { openExternal: vi.fn(async () => undefined) }, log }),
    notifier: { show: vi.fn() },
    files: {
      save: vi.fn(async () => ({ saved: true })),
      open: vi.fn(async () => [{ name: 'a.png', mimeType: 'image/png', data: new Uint8Array([1]) }]),
    },
    mediaAccess: { request: vi.fn(async () => ({ granted: true })) },
    pdf: { export: vi.fn(async () => ({ saved: true })) },
    badge: { update: vi.fn() },
    deepLinks: { take: vi.fn(() => ({ ticketUuid: null })) },
  });
  const ipcMain = fakeIpcMain();
  registerHandlers(
    ipcMain,
    createTrustedSender({ appWebContentsIds: () => [1], isAppUrl: createAppOrigin().isAppUrl }),
    handlers,
    log,
  );
  const call = (channel: InvokeChannel, args?: unknown) =>
    ipcMain.invoke(channel, senderEvent('app://balcao/', 1), args);
  return { call, store, vault, fetch };
}

/** Everything a reply holds, as text: byte bodies decoded, so a token inside them shows too. */
const text = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) => (v instanceof Uint8Array ? new TextDecoder().decode(v) : v));

const CALLS: Record<InvokeChannel, unknown> = {
  'http:request': { url: `${BACKEND}/auth/refresh_token`, method: 'POST', headers: {} },
  'app:version': undefined,
  'backend:get': undefined,
  'backend:set': { url: BACKEND },
  'store:get': { key: 'theme' },
  'store:set': { key: 'volume', scope: `${BACKEND}|1|1`, value: 0.5 },
  'shell:openExternal': { url: 'https://example.com' },
  'session:clear': undefined,
  'notification:show': { title: 'Mensagem de Ana', body: 'Olá', tag: 'burst-1', ticketUuid: 'a1b2-c3' },
  'file:save': { defaultName: 'conversa.pdf', data: new Uint8Array([37, 80, 68, 70]) },
  'media:requestAccess': { kind: 'microphone' },
  'file:open': { filters: [{ name: 'Imagens', extensions: ['png'] }] },
  'pdf:exportConversation': { defaultName: 'conversa.pdf' },
  'badge:update': { waiting: 1, unread: 2, sessionExpired: false },
  'deepLink:take': undefined,
};

describe('the refresh token never reaches the renderer', () => {
  it('no channel returns it, while main does hold it', async () => {
    const { call, vault, fetch } = mainProcess();
    const login = await call('http:request', { url: `${BACKEND}/auth/login`, method: 'POST', headers: {}, body: '{}' });
    expect(login).toMatchObject({ ok: true });
    expect(vault.get(BACKEND)).toBe(SECRET);

    const replies = [login];
    for (const channel of INVOKE_CHANNELS.filter((c) => c !== 'session:clear'))
      replies.push(await call(channel, CALLS[channel]));
    for (const reply of replies) {
      expect(reply).toMatchObject({ ok: true });
      expect(text(reply)).not.toContain(SECRET);
    }
    const refresh = (fetch.mock.calls[1] as unknown[])[1] as RequestInit;
    expect(new Headers(refresh.headers).get('cookie')).toBe(`jrt=${SECRET}`);
    expect(INVOKE_CHANNELS.every((c) => c in CALLS)).toBe(true);
  });

  it('the store on disk holds only ciphertext', async () => {
    const { call, store } = mainProcess();
    await call('http:request', { url: `${BACKEND}/auth/login`, method: 'POST', headers: {}, body: '{}' });
    expect(store.raw()).toContain('"vault"');
    expect(store.raw()).not.toContain(SECRET);
    expect(store.raw()).not.toContain(Buffer.from(SECRET).toString('base64'));
  });

  it('session:clear forgets it for the current backend', async () => {
    const { call, vault, store } = mainProcess();
    await call('http:request', { url: `${BACKEND}/auth/login`, method: 'POST', headers: {}, body: '{}' });
    expect(await call('session:clear')).toEqual({ ok: true, value: undefined });
    expect(vault.get(BACKEND)).toBeNull();
    expect(JSON.parse(store.raw()).vault).toEqual({});
  });
});

describe('logout keeps drafts, locked to their user', () => {
  it('session:clear leaves scoped values; another user on the same backend and company sees none of them', async () => {
    const { call } = mainProcess();
    const ana = `${BACKEND}|1|2`;
    const bruno = `${BACKEND}|1|3`;
    const drafts = { '12': 'Olá, seu pedido saiu para entrega', '40': 'rascunho' };
    const todo = [{ text: 'Ligar para a Ana', createdAt: '2025-01-02T03:04:05.000Z', updatedAt: '2025-01-02T03:04:05.000Z' }];
    expect(await call('store:set', { key: 'drafts', scope: ana, value: drafts })).toMatchObject({ ok: true });
    expect(await call('store:set', { key: 'todo', scope: ana, value: todo })).toMatchObject({ ok: true });
    await call('session:clear');
    expect(await call('store:get', { key: 'drafts', scope: bruno })).toEqual({ ok: true, value: {} });
    expect(await call('store:get', { key: 'todo', scope: bruno })).toEqual({ ok: true, value: [] });
    // Another company's user with the same id, or another backend: nothing either.
    expect(await call('store:get', { key: 'drafts', scope: `${BACKEND}|9|2` })).toEqual({ ok: true, value: {} });
    expect(await call('store:get', { key: 'drafts', scope: 'http://other:8080|1|2' })).toEqual({ ok: true, value: {} });
    expect(await call('store:get', { key: 'drafts', scope: ana })).toEqual({ ok: true, value: drafts });
    // Read back through the schema: a task kept before 'done' existed reads as not done.
    expect(await call('store:get', { key: 'todo', scope: ana })).toEqual({ ok: true, value: todo.map((t) => ({ ...t, done: false })) });
  });
});
