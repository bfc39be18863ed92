import { EventEmitter } from 'node:events';
import type { BrowserWindowConstructorOptions } from 'electron';
import { describe, expect, it, vi } from 'vitest';
import { fakeLog } from './testing/fakes';
import { createMainWindow, focusWindow } from './window';

class FakeWindow extends EventEmitter {
  static last: FakeWindow;
  shown = 0;
  focused = 0;
  restored = 0;
  minimized = false;
  loaded: string[] = [];
  webContents = {
    sent: [] as unknown[][],
    isDestroyed: () => false,
    send: (...args: unknown[]) => this.webContents.sent.push(args),
  };
  constructor(readonly options: BrowserWindowConstructorOptions) {
    super();
    FakeWindow.last = this;
  }
  show() {
    this.shown++;
  }
  focus() {
    this.focused++;
  }
  restore() {
    this.restored++;
  }
  isMinimized() {
    return this.minimized;
  }
  calls: string[] = [];
  maximize() {
    this.calls.push('maximize');
  }
  setFullScreen(on: boolean) {
    this.calls.push(`fullScreen:${on}`);
  }
  async loadURL(url: string) {
    this.loaded.push(url);
  }
}

describe('createMainWindow', () => {
  const open = () =>
    createMainWindow({
      BrowserWindow: FakeWindow as never,
      options: { width: 1 },
      url: 'app://balcao/',
      log: fakeLog(),
    }) as unknown as FakeWindow;

  it('loads the app and shows the window only when ready', () => {
    const window = open();
    expect(window.loaded).toEqual(['app://balcao/']);
    expect(window.shown).toBe(0);
    window.emit('ready-to-show');
    expect(window.shown).toBe(1);
  });

  it('writes the isolation settings itself, whatever the options say', () => {
    const window = createMainWindow({
      BrowserWindow: FakeWindow as never,
      options: { width: 1, webPreferences: { preload: '/p.cjs', sandbox: false, contextIsolation: false, nodeIntegration: true, spellcheck: true } },
      url: 'app://balcao/',
      log: fakeLog(),
    }) as unknown as FakeWindow;
    expect(window.options.webPreferences).toEqual({
      preload: '/p.cjs',
      spellcheck: true,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      experimentalFeatures: false,
      disableBlinkFeatures: 'Auxclick',
    });
  });

  it('opens maximised and full screen again when left so', () => {
    const window = createMainWindow({
      BrowserWindow: FakeWindow as never,
      options: {},
      url: 'app://balcao/',
      log: fakeLog(),
      state: { maximized: true, fullScreen: true },
    }) as unknown as FakeWindow;
    expect(window.calls).toEqual([]);
    window.emit('ready-to-show');
    expect(window.calls).toEqual(['maximize', 'fullScreen:true']);
    expect(window.shown).toBe(1);
  });

  it('tells the renderer about focus and blur', () => {
    const window = open();
    window.emit('focus');
    window.emit('blur');
    expect(window.webContents.sent).toEqual([
      ['window:focusChanged', { focused: true }],
      ['window:focusChanged', { focused: false }],
    ]);
  });
});

describe('focusWindow', () => {
  it('restores a minimised window and brings it forward', () => {
    const window = new FakeWindow({});
    window.minimized = true;
    focusWindow(window as never);
    expect([window.restored, window.shown, window.focused]).toEqual([1, 1, 1]);
  });
});

describe('claimSingleInstance', async () => {
  const { claimSingleInstance } = await import('./singleInstance');
  it('quits a second instance at once', () => {
    const app = { requestSingleInstanceLock: () => false, quit: vi.fn(), on: vi.fn() };
    expect(claimSingleInstance(app as never, vi.fn())).toBe(false);
    expect(app.quit).toHaveBeenCalled();
  });

  it('brings the first instance forward when a second one starts, with its arguments (a deep link)', () => {
    const app = new EventEmitter() as EventEmitter & { requestSingleInstanceLock(): boolean; quit(): void };
    app.requestSingleInstanceLock = () => true;
    app.quit = vi.fn();
    const bringForward = vi.fn();
    expect(claimSingleInstance(app as never, bringForward)).toBe(true);
    app.emit('second-instance', {}, ['balcao', 'balcao://tickets/abc-1'], '/home/ana');
    expect(bringForward).toHaveBeenCalledTimes(1);
    expect(bringForward).toHaveBeenCalledWith(['balcao', 'balcao://tickets/abc-1']);
    expect(app.quit).not.toHaveBeenCalled();
  });
});
