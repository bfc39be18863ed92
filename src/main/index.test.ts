// The wiring in index.ts, with the `electron` module itself replaced by fakes (the one place a
// test does that: index.ts is the only file that imports electron as a value).
import type { EventEmitter } from 'node:events';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { INVOKE_CHANNELS } from '@shared/ipc/channels';
import { STORE_VERSION } from './store/migrations';

const fake = vi.hoisted(() => {
  const calls: string[] = [];
  const paths = new Map<string, string>();
  let ready: () => void = () => undefined;
  const whenReady = new Promise<void>((resolve) => (ready = resolve));
  return {
    calls,
    paths,
    whenReady,
    ready: () => ready(),
    handlers: new Map<string, (...a: unknown[]) => unknown>(),
    tray: null as { tooltip: string } | null,
  };
});

vi.mock('electron', async () => {
  const { EventEmitter: Emitter } = await import('node:events');
  const windows: unknown[] = [];
  const app = Object.assign(new Emitter(), {
    isPackaged: false,
    setPath: (name: string, path: string) => fake.paths.set(name, path),
    getPath: (name: string) => fake.paths.get(name) ?? '/nonexistent',
    getVersion: () => '0.1.0',
    getLocale: () => 'pt-BR',
    enableSandbox: () => fake.calls.push('enableSandbox'),
    requestSingleInstanceLock: () => (fake.calls.push('lock'), true),
    whenReady: () => fake.whenReady,
    quit: () => fake.calls.push('quit'),
    exit: () => fake.calls.push('exit'),
    setBadgeCount: (n: number) => fake.calls.push(`badge:${n}`),
    setLoginItemSettings: vi.fn(),
    setAsDefaultProtocolClient: vi.fn(),
  });
  class BrowserWindow extends Emitter {
    static getAllWindows = () => windows;
    webContents = Object.assign(new Emitter(), { id: 7, send: vi.fn(), isDestroyed: () => false, reload: vi.fn(), printToPDF: vi.fn() });
    loaded: string[] = [];
    constructor(readonly options: unknown) {
      super();
      windows.push(this);
    }
    loadURL = async (url: string) => void this.loaded.push(url);
    show = vi.fn();
    hide = vi.fn();
    focus = vi.fn();
    restore = vi.fn();
    maximize = vi.fn();
    setFullScreen = vi.fn();
    setOverlayIcon = vi.fn();
    isMinimized = () => false;
    isMaximized = () => false;
    isFullScreen = () => false;
    isDestroyed = () => false;
    getNormalBounds = () => ({ x: 10, y: 20, width: 1100, height: 700 });
  }
  class Tray {
    tooltip = '';
    constructor(readonly image: unknown) {
      fake.calls.push('tray');
      fake.tray = this;
    }
    setImage = vi.fn();
    setToolTip = (text: string) => void (this.tooltip = text);
    setContextMenu = vi.fn();
    on = vi.fn();
    destroy = vi.fn();
  }
  const display = { workArea: { x: 0, y: 0, width: 1920, height: 1040 } };
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
        availableSpellCheckerLanguages: ['en-US', 'pt-BR', 'es', 'tr'],
        setSpellCheckerLanguages: (languages: string[]) => fake.calls.push(`spellcheck:${languages.join(',')}`),
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
    dialog: { showMessageBox: vi.fn(), showErrorBox: vi.fn(), showSaveDialog: vi.fn(), showOpenDialog: vi.fn() },
    systemPreferences: {},
    Tray,
    Menu: {
      buildFromTemplate: (template: unknown) => template,
      setApplicationMenu: (menu: { label?: string }[]) => fake.calls.push(`menu:${menu.map((m) => m.label).join(',')}`),
    },
    nativeImage: { createFromPath: (path: string) => ({ path }), createFromBitmap: () => ({}) },
    screen: { getAllDisplays: () => [display], getPrimaryDisplay: () => display, getDisplayMatching: () => display },
    powerMonitor: new Emitter(),
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
    expect(window.loaded).toEqual(['app://balcao/tickets']);
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
    const file = JSON.parse(readFileSync(join(userData, 'balcao.json'), 'utf8')) as Record<string, unknown>;
    expect(file).toMatchObject({ version: STORE_VERSION, vault: {} });

    // The desktop shell: tray, translated menu, spellcheck in the interface language.
    expect(fake.calls).toEqual(expect.arrayContaining(['tray', 'menu:Arquivo,Editar,Exibir,Janela,Ajuda', 'spellcheck:pt-BR']));
    expect(fake.tray?.tooltip).toBe('Balcão — Nada pendente');

    // badge:update from the app window reaches the dock badge and the tray.
    const invoke = (channel: string, args?: unknown) =>
      fake.handlers.get(channel)?.({ sender: { id: 7, mainFrame: frame }, senderFrame: frame }, args) as Promise<unknown>;
    const frame = { url: 'app://balcao/tickets', processId: 1, routingId: 1 };
    expect(await invoke('badge:update', { waiting: 1, unread: 4, sessionExpired: false })).toEqual({ ok: true, value: undefined });
    expect(fake.calls).toContain('badge:4');
    expect(fake.tray?.tooltip).toBe('Balcão — 1 atendimento aguardando · 4 mensagens não lidas');

    // A language change through store:set rebuilds the menu in that language.
    expect(await invoke('store:set', { key: 'language', value: 'en' })).toMatchObject({ ok: true });
    expect(fake.calls).toEqual(expect.arrayContaining(['menu:File,Edit,View,Window,Help', 'spellcheck:en-US']));

    // Closing the window hides it in the tray; the window's place is kept.
    const close = { preventDefault: vi.fn() };
    (window as unknown as EventEmitter).emit('close', close);
    expect(close.preventDefault).toHaveBeenCalled();
    expect(JSON.parse(readFileSync(join(userData, 'balcao.json'), 'utf8')).window).toEqual({
      x: 10,
      y: 20,
      width: 1100,
      height: 700,
      maximized: false,
      fullScreen: false,
    });
  });
});
