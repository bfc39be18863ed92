import { describe, expect, it, vi } from 'vitest';
import { EVENT_CHANNELS, INVOKE_CHANNELS, type EventChannel, type InvokeChannel } from '@shared/ipc/channels';
import { ParseError } from '@shared/parse';
import { createAppOrigin } from '../appOrigin';
import { fakeIpcMain, fakeLog, senderEvent } from '../testing/fakes';
import { IpcError } from './ipcError';
import { registerHandlers, send, type Handlers } from './handle';
import { createTrustedSender } from './trustedSender';

/** A valid argument and a wrong one for every channel. */
const SAMPLES: Record<InvokeChannel, { good: unknown; bad: unknown[] }> = {
  'app:version': { good: undefined, bad: [{}, 'x', 1] },
  'backend:get': { good: undefined, bad: [{ url: 'x' }, null] },
  'backend:set': {
    good: { url: 'http://127.0.0.1:8080' },
    bad: [undefined, { url: 'file:///etc' }, { url: 'http://a@b.com' }, 'http://x'],
  },
  'http:request': {
    good: { url: 'http://127.0.0.1:8080/auth/me', method: 'GET', headers: {} },
    bad: [
      undefined,
      { url: 'file:///etc/passwd', method: 'GET' },
      { url: 'http://x/', method: 'TRACE' },
      { url: 'http://x/', method: 'GET', body: 5 },
    ],
  },
  'session:clear': { good: undefined, bad: [{ origin: 'x' }] },
  'store:get': {
    good: { key: 'theme' },
    bad: [undefined, { key: 'password' }, { key: 'volume' }, { key: 'volume', scope: '' }],
  },
  'store:set': {
    good: { key: 'theme', value: 'dark' },
    bad: [undefined, { key: 'nope', value: 1 }, { key: 'volume', value: 1 }],
  },
  'shell:openExternal': { good: { url: 'https://example.com' }, bad: [undefined, { url: 5 }, 'https://example.com'] },
  'notification:show': {
    good: { title: 'Mensagem de Ana', body: 'Olá', tag: 'burst-1', ticketUuid: '5f0c2a9e-1b7d-4c1e-9a3b-2d4f6e8a0b1c' },
    bad: [
      undefined,
      { title: 'x', body: 'y', tag: 't' },
      { title: '', body: 'y', tag: 't', ticketUuid: 'u' },
      { title: 'x', body: 'y', tag: 't', ticketUuid: '../../etc' },
      { title: 'x', body: 'y'.repeat(501), tag: 't', ticketUuid: 'u' },
    ],
  },
  'file:save': {
    good: { defaultName: 'conversa.pdf', data: new Uint8Array([1]) },
    bad: [undefined, { defaultName: '../x', data: new Uint8Array([1]) }, { defaultName: 'a.pdf', data: 'text' }, { defaultName: 'a.pdf' }],
  },
  'media:requestAccess': { good: { kind: 'microphone' }, bad: [undefined, { kind: 'screen' }, 'microphone'] },
  'file:open': {
    good: { filters: [{ name: 'Planilhas', extensions: ['xls', 'xlsx'] }], multiple: false },
    bad: [
      undefined,
      { filters: [{ name: 'x', extensions: ['../etc'] }] },
      { filters: [{ name: 'x', extensions: [] }] },
      { filters: [], multiple: 'yes' },
      { filters: Array.from({ length: 11 }, () => ({ name: 'x', extensions: ['a'] })) },
    ],
  },
  'pdf:exportConversation': {
    good: { defaultName: 'Conversa com Ana.pdf' },
    bad: [undefined, { defaultName: '../x.pdf' }, { defaultName: 'x.html' }, { defaultName: 5 }, { html: '<b>x</b>' }],
  },
  'badge:update': {
    good: { waiting: 2, unread: 5, sessionExpired: false },
    bad: [undefined, { waiting: -1, unread: 0, sessionExpired: false }, { waiting: 1.5, unread: 0, sessionExpired: false }, { waiting: 0, unread: 0 }],
  },
  'deepLink:take': { good: undefined, bad: [{ ticketUuid: 'x' }, 'balcao://tickets/x'] },
};

const RESULTS: Record<InvokeChannel, unknown> = {
  'app:version': '0.1.0',
  'backend:get': { url: null },
  'backend:set': { url: 'http://127.0.0.1:8080' },
  'http:request': { status: 200, statusText: 'OK', headers: {}, body: new Uint8Array() },
  'session:clear': undefined,
  'store:get': 'dark',
  'store:set': undefined,
  'shell:openExternal': { opened: true },
  'notification:show': undefined,
  'file:save': { saved: true },
  'media:requestAccess': { granted: true },
  'file:open': [{ name: 'contatos.xlsx', mimeType: 'application/vnd.ms-excel', data: new Uint8Array([1, 2]) }],
  'pdf:exportConversation': { saved: true },
  'badge:update': undefined,
  'deepLink:take': { ticketUuid: '5f0c2a9e-1b7d-4c1e-9a3b-2d4f6e8a0b1c' },
};

function setup() {
  const handlers = Object.fromEntries(
    INVOKE_CHANNELS.map((c) => [c, vi.fn(async () => RESULTS[c])]),
  ) as unknown as Handlers & Record<InvokeChannel, ReturnType<typeof vi.fn>>;
  const ipcMain = fakeIpcMain();
  const log = fakeLog();
  const isTrusted = createTrustedSender({ appWebContentsIds: () => [1], isAppUrl: createAppOrigin().isAppUrl });
  registerHandlers(ipcMain, isTrusted, handlers, log);
  return { handlers, ipcMain, log };
}

const app = senderEvent('app://balcao/tickets', 1);

describe('registerHandlers', () => {
  it('registers exactly the channels of the contract', () => {
    expect(setup().ipcMain.channels().sort()).toEqual([...INVOKE_CHANNELS].sort());
  });

  it.each(INVOKE_CHANNELS)('%s: answers a trusted sender with {ok, value}', async (channel) => {
    const { ipcMain, handlers } = setup();
    const reply = await ipcMain.invoke(channel, app, SAMPLES[channel].good);
    expect(reply).toEqual({ ok: true, value: RESULTS[channel] });
    expect(handlers[channel]).toHaveBeenCalledTimes(1);
  });

  it.each(INVOKE_CHANNELS)('%s: ignores an unknown sender without calling the module', async (channel) => {
    const { ipcMain, handlers, log } = setup();
    const strangers = [
      senderEvent('app://balcao/', 99), // not one of the app windows
      senderEvent('https://evil.example/', 1), // an app window navigated elsewhere
      { ...app, senderFrame: null },
    ];
    for (const event of strangers) {
      const reply = await ipcMain.invoke(channel, event, SAMPLES[channel].good);
      expect(reply).toMatchObject({ ok: false, error: { code: 'UNTRUSTED_SENDER' } });
    }
    expect(handlers[channel]).not.toHaveBeenCalled();
    expect(log.lines.filter((line) => line.includes('untrusted sender'))).toHaveLength(strangers.length);
  });

  it.each(INVOKE_CHANNELS)('%s: refuses bad arguments without calling the module', async (channel) => {
    const { ipcMain, handlers } = setup();
    for (const bad of SAMPLES[channel].bad) {
      const reply = (await ipcMain.invoke(channel, app, bad)) as {
        ok: boolean;
        error: { code: string; message: string };
      };
      expect(reply.ok, JSON.stringify(bad)).toBe(false);
      expect(reply.error.code).toBe('BAD_ARGUMENTS');
      expect(reply.error.message).toContain(`arguments of ${channel}`);
    }
    const extra = await ipcMain.invoke(channel, app, SAMPLES[channel].good, 'second');
    expect(extra).toMatchObject({ ok: false, error: { code: 'BAD_ARGUMENTS' } });
    expect(handlers[channel]).not.toHaveBeenCalled();
  });

  it('names the bad paths in the message', async () => {
    const { ipcMain } = setup();
    const reply = await ipcMain.invoke('http:request', app, { url: 'ftp://x', method: 'BREW' });
    expect(reply).toMatchObject({ ok: false, error: { code: 'BAD_ARGUMENTS' } });
    const { message } = (reply as { error: { message: string } }).error;
    expect(message).toMatch(/url: /);
    expect(message).toMatch(/method: /);
  });

  it('maps thrown errors to codes: IpcError keeps its code, ParseError is BAD_ARGUMENTS, others FAILED', async () => {
    const { ipcMain, handlers } = setup();
    handlers['http:request'].mockRejectedValueOnce(new IpcError('FORBIDDEN_ORIGIN', 'not the backend'));
    expect(await ipcMain.invoke('http:request', app, SAMPLES['http:request'].good)).toEqual({
      ok: false,
      error: { code: 'FORBIDDEN_ORIGIN', message: 'not the backend' },
    });
    handlers['store:set'].mockRejectedValueOnce(new ParseError('value of volume', ['(root): too big']));
    expect(await ipcMain.invoke('store:set', app, SAMPLES['store:set'].good)).toMatchObject({
      error: { code: 'BAD_ARGUMENTS' },
    });
    handlers['app:version'].mockRejectedValueOnce(new Error('disk on fire'));
    expect(await ipcMain.invoke('app:version', app)).toEqual({
      ok: false,
      error: { code: 'FAILED', message: 'disk on fire' },
    });
  });

  it('checks results against the contract and strips what it does not name', async () => {
    const { ipcMain, handlers } = setup();
    handlers['backend:get'].mockResolvedValueOnce({ url: null, refreshToken: 'leak' });
    expect(await ipcMain.invoke('backend:get', app)).toEqual({ ok: true, value: { url: null } });
    handlers['backend:get'].mockResolvedValueOnce({ url: 42 });
    expect(await ipcMain.invoke('backend:get', app)).toMatchObject({ ok: false, error: { code: 'FAILED' } });
  });
});

describe('send', () => {
  const target = () => ({
    sent: [] as unknown[][],
    destroyed: false,
    isDestroyed() {
      return this.destroyed;
    },
    send(...args: unknown[]) {
      this.sent.push(args);
    },
  });

  it('sends a valid payload on its channel', () => {
    const wc = target();
    expect(send(wc, 'window:focusChanged', { focused: true }, fakeLog())).toBe(true);
    expect(wc.sent).toEqual([['window:focusChanged', { focused: true }]]);
  });

  it('drops and logs a payload outside the contract', () => {
    const wc = target();
    const log = fakeLog();
    expect(send(wc, 'window:focusChanged', { focused: 'yes' } as never, log)).toBe(false);
    expect(wc.sent).toEqual([]);
    expect(log.lines[0]).toMatch(/window:focusChanged dropped/);
  });

  /** A valid payload and a malformed one for every event. */
  const EVENTS: Record<EventChannel, { good: unknown; bad: unknown[] }> = {
    'window:focusChanged': { good: { focused: true }, bad: [{ focused: 'yes' }, undefined] },
    'notification:clicked': { good: { ticketUuid: 'a1b2-c3' }, bad: [{ ticketUuid: '../x' }, {}] },
    'store:changed': { good: { key: 'doNotDisturb', value: true }, bad: [{ key: 'vault', value: {} }, { value: 1 }] },
    'deepLink:open': { good: { ticketUuid: 'a1b2-c3' }, bad: [{ ticketUuid: 'x/y' }, { ticketUuid: '' }] },
    'system:resumed': { good: {}, bad: [undefined, 'resumed'] },
  };

  it.each(EVENT_CHANNELS)('%s: sends what the contract allows, drops the rest', (channel) => {
    const wc = target();
    expect(send(wc, channel, EVENTS[channel].good as never, fakeLog())).toBe(true);
    for (const bad of EVENTS[channel].bad) expect(send(wc, channel, bad as never, fakeLog()), JSON.stringify(bad)).toBe(false);
    expect(wc.sent).toEqual([[channel, EVENTS[channel].good]]);
  });

  it('does nothing for a destroyed webContents', () => {
    const wc = target();
    wc.destroyed = true;
    expect(send(wc, 'window:focusChanged', { focused: false }, fakeLog())).toBe(false);
    expect(wc.sent).toEqual([]);
  });
});
