import { EventEmitter } from 'node:events';
import { describe, expect, it, vi } from 'vitest';
import { createLifecycle } from './lifecycle';

function setup({ closeToTray = true, hasTray = true } = {}) {
  const app = Object.assign(new EventEmitter(), { quit: vi.fn(() => app.emit('before-quit')) });
  const powerMonitor = new EventEmitter();
  const resumed = vi.fn();
  const settings = { closeToTray, hasTray };
  const lifecycle = createLifecycle({
    app,
    powerMonitor,
    closeToTray: () => settings.closeToTray,
    hasTray: () => settings.hasTray,
    resumed,
  });
  const window = Object.assign(new EventEmitter(), { hide: vi.fn() });
  lifecycle.attach(window);
  const close = () => {
    const event = { preventDefault: vi.fn() };
    window.emit('close', event);
    return event.preventDefault.mock.calls.length > 0;
  };
  return { app, powerMonitor, lifecycle, window, close, resumed, settings };
}

describe('createLifecycle', () => {
  it('closing the window hides it in the tray', () => {
    const { close, window } = setup();
    expect(close()).toBe(true);
    expect(window.hide).toHaveBeenCalled();
  });

  it('closes for real when the setting is off, or there is no tray to come back from', () => {
    const { close, window, settings } = setup({ closeToTray: false });
    expect(close()).toBe(false);
    settings.closeToTray = true;
    settings.hasTray = false;
    expect(close()).toBe(false);
    expect(window.hide).not.toHaveBeenCalled();
  });

  it('a real quit (tray, menu, Cmd+Q) is never turned into a hide', () => {
    const { lifecycle, close, app } = setup();
    lifecycle.quit();
    expect(app.quit).toHaveBeenCalled();
    expect(close()).toBe(false);
    const other = setup();
    other.app.emit('before-quit');
    expect(other.close()).toBe(false);
  });

  it('lets the OS end the session or shut down', () => {
    const windows = setup();
    windows.window.emit('session-end');
    expect(windows.close()).toBe(false);
    const linux = setup();
    linux.powerMonitor.emit('shutdown');
    expect(linux.close()).toBe(false);
  });

  it('tells the renderer when the computer wakes up', () => {
    const { powerMonitor, resumed } = setup();
    powerMonitor.emit('resume');
    expect(resumed).toHaveBeenCalledTimes(1);
  });
});
