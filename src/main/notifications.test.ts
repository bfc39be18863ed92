import type { NotificationConstructorOptions } from 'electron';
import { describe, expect, it, vi } from 'vitest';
import { fakeLog } from './testing/fakes';
import { createNotifier, type NotificationLike } from './notifications';

/** Electron's Notification, faked: remembers every instance, its options, and lets a test click it. */
function fakeNotificationClass(supported = true) {
  const instances: FakeNotification[] = [];
  class FakeNotification implements NotificationLike {
    static isSupported = () => supported;
    readonly listeners = new Map<string, ((...args: never[]) => void)[]>();
    shown = false;
    closed = false;
    constructor(readonly options: NotificationConstructorOptions) {
      instances.push(this);
    }
    show() {
      this.shown = true;
    }
    close() {
      this.closed = true;
    }
    on(event: string, listener: (...args: never[]) => void) {
      this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
      return this;
    }
    emit(event: string, ...args: unknown[]) {
      this.listeners.get(event)?.forEach((l) => (l as (...a: unknown[]) => void)(...args));
    }
  }
  return { Notification: FakeNotification, instances };
}

function fakeWindow() {
  const calls: string[] = [];
  return {
    calls,
    isMinimized: () => true,
    restore: () => void calls.push('restore'),
    show: () => void calls.push('show'),
    focus: () => void calls.push('focus'),
    webContents: { isDestroyed: () => false, send: vi.fn() },
  };
}

const NOTE = { title: 'Mensagem de Ana', body: 'Olá', tag: 'burst-1', ticketUuid: 'a1b2-c3' };

describe('createNotifier (notification:show)', () => {
  it('shows a silent native notification with the title and body', () => {
    const { Notification, instances } = fakeNotificationClass();
    const notifier = createNotifier({ Notification, window: () => null, log: fakeLog(), iconPath: '/app/icon.png' });
    notifier.show(NOTE);
    expect(instances).toHaveLength(1);
    expect(instances[0].options).toEqual({ title: 'Mensagem de Ana', body: 'Olá', silent: true, icon: '/app/icon.png' });
    expect(instances[0].shown).toBe(true);
  });

  it('a click restores and focuses the window, then tells the renderer which ticket to open', () => {
    const { Notification, instances } = fakeNotificationClass();
    const window = fakeWindow();
    createNotifier({ Notification, window: () => window, log: fakeLog() }).show(NOTE);
    expect(window.webContents.send).not.toHaveBeenCalled();
    instances[0].emit('click');
    expect(window.calls).toEqual(['restore', 'show', 'focus']);
    expect(window.webContents.send).toHaveBeenCalledWith('notification:clicked', { ticketUuid: 'a1b2-c3' });
  });

  it("an internal chat's notification tells the renderer to open that chat (issue 15)", () => {
    const { Notification, instances } = fakeNotificationClass();
    const window = fakeWindow();
    createNotifier({ Notification, window: () => window, log: fakeLog() }).show({ ...NOTE, ticketUuid: 'c-1', kind: 'chat' });
    instances[0].emit('click');
    expect(window.webContents.send).toHaveBeenCalledWith('notification:clicked', { ticketUuid: 'c-1', kind: 'chat' });
  });

  it('a click with no window left does nothing (and does not throw)', () => {
    const { Notification, instances } = fakeNotificationClass();
    createNotifier({ Notification, window: () => null, log: fakeLog() }).show(NOTE);
    expect(() => instances[0].emit('click')).not.toThrow();
  });

  it('a notification with the tag of one still shown replaces it (a burst summary)', () => {
    const { Notification, instances } = fakeNotificationClass();
    const notifier = createNotifier({ Notification, window: () => null, log: fakeLog() });
    notifier.show(NOTE);
    notifier.show({ ...NOTE, title: '3 novas mensagens' });
    notifier.show({ ...NOTE, tag: 'burst-2' });
    expect(instances.map((n) => n.closed)).toEqual([true, false, false]);
    expect(notifier.size()).toBe(2);
  });

  it('keeps shown notifications referenced until closed, and at most 20', () => {
    const { Notification, instances } = fakeNotificationClass();
    const notifier = createNotifier({ Notification, window: () => null, log: fakeLog() });
    notifier.show(NOTE);
    instances[0].emit('close');
    expect(notifier.size()).toBe(0);
    for (let i = 0; i < 30; i++) notifier.show({ ...NOTE, tag: `t${i}` });
    expect(notifier.size()).toBe(20);
    // Let go of, not closed: they stay on screen.
    expect(instances.some((n) => n.closed)).toBe(false);
  });

  it('logs a failure, and shows nothing where the system has no notifications', () => {
    const log = fakeLog();
    const failing = fakeNotificationClass();
    createNotifier({ Notification: failing.Notification, window: () => null, log }).show(NOTE);
    failing.instances[0].emit('failed', {}, 'no daemon');
    expect(log.lines).toEqual(['warn: a notification could not be shown: no daemon']);

    const unsupported = fakeNotificationClass(false);
    createNotifier({ Notification: unsupported.Notification, window: () => null, log }).show(NOTE);
    expect(unsupported.instances).toHaveLength(0);
  });
});
