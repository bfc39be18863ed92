// The wiring in index.ts, with the `electron` module itself replaced by fakes (the one place a
// test does that: index.ts is the only file that imports electron as a value).
import type { EventEmitter } from 'node:events';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { INVOKE_CHANNELS } from '@shared/ipc/channels';

const fake = vi.hoisted(() => {
  const calls: string[] = [];
  const paths = new Map<string, string>();
  let ready: () => void = () => undefined;
  const whenReady = new Promise<void>((resolve) => (ready = resolve));
  return { calls, paths, whenReady, ready: () => ready(), handlers: new Map<string, (...a: unknown[]) => unknown>() };
});

vi.mock('electron', async () => {
  const { EventEmitter: Emitter } = await import('node:events');
  const windows: unknown[] = [];
  const app = Object.assign(new Emitter(), {
    isPackaged: false,
    setPath: (name: string, path: string) => fake.paths.set(name, path),
    getPath: (name: string) => fake.paths.get(name) ?? '/nonexistent',
    getVersion: () => '0.1.0',
    enableSandbox: () => fake.calls.push('enableSandbox'),
    requestSingleInstanceLock: () => (fake.calls.push('lock'), true),
    whenReady: () => fake.whenReady,
    quit: () => fake.calls.push('quit'),
    exit: () => fake.calls.push('exit'),
  });
  class BrowserWindow extends Emitter {
    static getAllWindows = () => windows;
    webContents = { id: 7, send: vi.fn(), isDestroyed: () => false, reload: vi.fn() };
    loaded: string[] = [];
    constructor(readonly options: unknown) {
      super();
      windows.push(this);
    }
    loadURL = async (url: string) => void this.loaded.push(url);
    show = vi.fn();
    focus = vi.fn();
    restore = vi.fn();
    isMinimized = () => false;
  }
  const electron = {
    app,
    BrowserWindow,
    protocol: {
      registerSchemesAsPrivileged: () => fake.calls.push('registerScheme'),
      handle: (scheme: string, handler: (...a: unknown[]) => unknown) =>
        fake.handlers.set(`protocol:${scheme}`, handler),
    },
    ipcMain: {
      handle: (c: string, h: (...a: unknown[]) => unknown) => fake.handlers.set(c, h),
      removeHandler: vi.fn(),
      on: vi.fn(),
    },
    session: {
      defaultSession: {
        setPermissionRequestHandler: () => fake.calls.push('permissionRequest'),
        setPermissionCheckHandler: () => fake.calls.push('permissionCheck'),
        setDevicePermissionHandler: () => fake.calls.push('devicePermission'),
      },
    },
    safeStorage: {
      isEncryptionAvailable: () => true,
      encryptString: (s: string) => Buffer.from(`x${s.length}`),
      decryptString: () => '',
    },
    shell: { openExternal: vi.fn() },
    Notification: class {
      static isSupported = () => true;
    },
    dialog: { showMessageBox: vi.fn(), showErrorBox: vi.fn(), showSaveDialog: vi.fn() },
    systemPreferences: {},
  };
  return { ...electron, default: electron };
});

// electron-store is loaded by Node, outside vitest's module mocks: stand in with Conf, the class
// it extends, writing where electron-store would (the userData folder).
vi.mock('electron-store', async () => {
  const { default: Conf } = await import('conf');
  return {
    default: class extends Conf<Record<string, unknown>> {
      constructor({ name, ...options }: { name: string }) {
        super({ ...options, configName: name, cwd: fake.paths.get('userData') });
      }
    },
  };
});

const userData = mkdtempSync(join(tmpdir(), 'balcao-index-'));
afterAll(() => {
  rmSync(userData, { recursive: true, force: true });
  delete process.env.BALCAO_USER_DATA_DIR;
  delete process.env.BALCAO_BACKEND_URL;
});

describe('src/main/index.ts', () => {
  it('hardens before ready, then wires protocol, permissions, IPC and the window', async () => {
    process.env.BALCAO_USER_DATA_DIR = userData;
    process.env.BALCAO_BACKEND_URL = 'http://127.0.0.1:8080';
    const electron = (await import('electron')) as unknown as {
      app: EventEmitter;
      BrowserWindow: { getAllWindows(): { options: { webPreferences: object }; loaded: string[] }[] };
    };
    await import('./index');
    expect(fake.calls).toEqual(['registerScheme', 'enableSandbox', 'lock']);
    expect(fake.paths.get('userData')).toBe(userData);

    fake.ready();
    await vi.waitFor(() => expect(electron.BrowserWindow.getAllWindows()).toHaveLength(1));
    expect(fake.calls).toEqual(expect.arrayContaining(['permissionRequest', 'permissionCheck', 'devicePermission']));
    for (const channel of INVOKE_CHANNELS) expect(fake.handlers.has(channel), channel).toBe(true);

    const [window] = electron.BrowserWindow.getAllWindows();
    expect(window.loaded).toEqual(['app://balcao/']);
    expect(window.options.webPreferences).toMatchObject({
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
    });
    expect(electron.app.listenerCount('web-contents-created')).toBe(1);
    expect(electron.app.listenerCount('second-instance')).toBe(1);

    const serve = fake.handlers.get('protocol:app') as (r: Request) => Promise<Response>;
    const reply = await serve(new Request('app://balcao/'));
    expect(reply.headers.get('content-security-policy')).toContain(
      "connect-src 'self' http://127.0.0.1:8080 ws://127.0.0.1:8080",
    );
    expect(readFileSync(join(userData, 'balcao.json'), 'utf8')).toContain('"vault"');
  });
});
