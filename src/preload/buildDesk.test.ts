import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { EVENT_CHANNELS, INVOKE_CHANNELS } from '@shared/ipc/channels';
import { buildDesk, type IpcRendererLike } from './buildDesk';

function fakeIpcRenderer() {
  const listeners = new Map<string, Set<(event: unknown, ...args: unknown[]) => void>>();
  const ipc = {
    invoke: vi.fn(async (channel: string, ...args: unknown[]) => ({ ok: true, value: { channel, args } })),
    on: vi.fn((channel: string, listener: (event: unknown, ...args: unknown[]) => void) => {
      if (!listeners.has(channel)) listeners.set(channel, new Set());
      listeners.get(channel)?.add(listener);
    }),
    removeListener: vi.fn((channel: string, listener: (event: unknown, ...args: unknown[]) => void) => {
      listeners.get(channel)?.delete(listener);
    }),
  } satisfies IpcRendererLike;
  const emit = (channel: string, payload: unknown) =>
    listeners.get(channel)?.forEach((l) => l({ sender: 'the ipcRenderer itself', senderId: 0 }, payload));
  return { ipc, emit, count: (channel: string) => listeners.get(channel)?.size ?? 0 };
}

describe('buildDesk', () => {
  it('has exactly one method per channel name, nothing else', () => {
    const desk = buildDesk(fakeIpcRenderer().ipc) as unknown as Record<string, Record<string, unknown>>;
    const expected: Record<string, string[]> = {};
    for (const channel of INVOKE_CHANNELS) (expected[channel.split(':')[0]] ??= []).push(channel.split(':')[1]);
    for (const channel of EVENT_CHANNELS) {
      const verb = channel.split(':')[1];
      (expected[channel.split(':')[0]] ??= []).push(`on${verb[0].toUpperCase()}${verb.slice(1)}`);
    }
    expect(Object.keys(desk).sort()).toEqual(Object.keys(expected).sort());
    for (const [feature, methods] of Object.entries(expected)) {
      expect(Object.keys(desk[feature]).sort(), feature).toEqual(methods.sort());
      for (const method of methods) expect(typeof desk[feature][method]).toBe('function');
    }
    expect(desk).toMatchObject({ window: { onFocusChanged: expect.any(Function) } });
    expect(Object.keys(desk)).not.toContain('invoke');
  });

  it('invokes each channel with its one argument', async () => {
    const { ipc } = fakeIpcRenderer();
    const desk = buildDesk(ipc);
    await desk.http.request({ url: 'http://127.0.0.1:8080/auth/me', method: 'GET', headers: {} });
    await desk.app.version(undefined);
    await desk.store.set({ key: 'theme', value: 'dark' });
    expect(ipc.invoke.mock.calls).toEqual([
      ['http:request', { url: 'http://127.0.0.1:8080/auth/me', method: 'GET', headers: {} }],
      ['app:version', undefined],
      ['store:set', { key: 'theme', value: 'dark' }],
    ]);
  });

  it('hands event listeners the payload only, and unsubscribes', () => {
    const { ipc, emit, count } = fakeIpcRenderer();
    const desk = buildDesk(ipc);
    const listener = vi.fn();
    const unsubscribe = desk.window.onFocusChanged(listener);
    emit('window:focusChanged', { focused: true });
    expect(listener.mock.calls).toEqual([[{ focused: true }]]);
    unsubscribe();
    expect(count('window:focusChanged')).toBe(0);
    emit('window:focusChanged', { focused: false });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('refuses a listener that is not a function', () => {
    const desk = buildDesk(fakeIpcRenderer().ipc);
    expect(() => desk.window.onFocusChanged('nope' as never)).toThrow(TypeError);
  });
});

describe('the preload sources', () => {
  const sources = readdirSync(import.meta.dirname)
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => ({ file, text: readFileSync(join(import.meta.dirname, file), 'utf8') }));

  it('import only electron, the channel names, each other, and types from the contract', () => {
    for (const { file, text } of sources) {
      for (const [line] of text.matchAll(/^import .*$/gm)) {
        const ok =
          /from 'electron';$/.test(line) ||
          /from '@shared\/ipc\/channels';$/.test(line) ||
          /^import type .* from '@shared\/ipc\/contract';$/.test(line) ||
          /from '\.\/\w+';$/.test(line);
        expect(ok, `${file}: ${line}`).toBe(true);
      }
    }
  });

  it('touch ipcRenderer in index.ts only', () => {
    for (const { file, text } of sources) {
      if (file !== 'index.ts') expect(text, file).not.toMatch(/import[^;]*ipcRenderer[^;]*from 'electron'/);
    }
  });
});
