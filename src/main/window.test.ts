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

  it('brings the first instance forward when a second one starts', () => {
    const app = new EventEmitter() as EventEmitter & { requestSingleInstanceLock(): boolean; quit(): void };
    app.requestSingleInstanceLock = () => true;
    app.quit = vi.fn();
    const bringForward = vi.fn();
    expect(claimSingleInstance(app as never, bringForward)).toBe(true);
    app.emit('second-instance', {}, ['balcao']);
    expect(bringForward).toHaveBeenCalledTimes(1);
    expect(app.quit).not.toHaveBeenCalled();
  });
});
