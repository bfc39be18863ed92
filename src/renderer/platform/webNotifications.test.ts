import { describe, expect, it, vi } from 'vitest';
import { createWebNotifications } from './webNotifications';

/** A window whose Notification is a fake recording what the app created. */
function fakeWindow(permission: NotificationPermission, answer: NotificationPermission = 'granted') {
  const created: { title: string; options: NotificationOptions; closed: boolean; onclick: (() => void) | null }[] = [];
  class FakeNotification {
    static permission = permission;
    static requestPermission = vi.fn(async () => answer);
    onclick: (() => void) | null = null;
    closed = false;
    constructor(
      readonly title: string,
      readonly options: NotificationOptions,
    ) {
      created.push(this);
    }
    close() {
      this.closed = true;
    }
  }
  const win = { Notification: FakeNotification, focus: vi.fn() } as unknown as Window & typeof globalThis;
  return { win, created, Api: FakeNotification };
}

const NOTE = { title: 'Mensagem de Ana', body: 'Olá', tag: 'burst-1', ticketUuid: 'u-1' };

describe('createWebNotifications', () => {
  it('shows a silent notification with its tag once permitted; a click focuses and opens the ticket', async () => {
    const { win, created } = fakeWindow('granted');
    const web = createWebNotifications(win);
    const opened = vi.fn();
    web.onNotificationClick(opened);
    await web.notify(NOTE);
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({ title: 'Mensagem de Ana', options: { body: 'Olá', tag: 'burst-1', silent: true } });
    created[0].onclick?.();
    expect(win.focus).toHaveBeenCalled();
    expect(created[0].closed).toBe(true);
    expect(opened).toHaveBeenCalledWith('u-1', 'ticket');
  });

  it("an internal chat's notification opens the chat (issue 15)", async () => {
    const { win, created } = fakeWindow('granted');
    const web = createWebNotifications(win);
    const opened = vi.fn();
    web.onNotificationClick(opened);
    await web.notify({ ...NOTE, ticketUuid: 'c-1', kind: 'chat' });
    created[0].onclick?.();
    expect(opened).toHaveBeenCalledWith('c-1', 'chat');
  });

  it('shows nothing without permission and never asks by itself', async () => {
    const { win, created, Api } = fakeWindow('default');
    const web = createWebNotifications(win);
    await web.notify(NOTE);
    expect(created).toHaveLength(0);
    expect(Api.requestPermission).not.toHaveBeenCalled();
    expect(web.notificationPermission()).toBe('default');
  });

  it('asks only while undecided', async () => {
    const undecided = fakeWindow('default', 'granted');
    expect(await createWebNotifications(undecided.win).requestNotificationPermission()).toBe('granted');
    expect(undecided.Api.requestPermission).toHaveBeenCalledTimes(1);
    const denied = fakeWindow('denied');
    expect(await createWebNotifications(denied.win).requestNotificationPermission()).toBe('denied');
    expect(denied.Api.requestPermission).not.toHaveBeenCalled();
  });

  it('reports a browser without notifications as unsupported', async () => {
    const web = createWebNotifications({ focus: vi.fn() } as unknown as Window & typeof globalThis);
    expect(web.notificationPermission()).toBe('unsupported');
    expect(await web.requestNotificationPermission()).toBe('unsupported');
    await expect(web.notify(NOTE)).resolves.toBeUndefined();
  });

  it('an unsubscribed listener is not called', async () => {
    const { win, created } = fakeWindow('granted');
    const web = createWebNotifications(win);
    const opened = vi.fn();
    web.onNotificationClick(opened)();
    await web.notify(NOTE);
    created[0].onclick?.();
    expect(opened).not.toHaveBeenCalled();
  });
});
