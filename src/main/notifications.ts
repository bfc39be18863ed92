import type { NotificationConstructorOptions } from 'electron';
import type { NotificationShow } from '@shared/ipc/contract';
import { send, type EventReceiver } from './ipc/handle';
import type { Log } from './log';
import { focusWindow, type WindowLike } from './window';

/** The parts of Electron's Notification used here, so tests can pass a fake class. */
export interface NotificationLike {
  show(): void;
  close(): void;
  on(event: 'click' | 'close', listener: () => void): unknown;
  on(event: 'failed', listener: (event: unknown, error: string) => void): unknown;
}
export interface NotificationClass {
  new (options: NotificationConstructorOptions): NotificationLike;
  isSupported(): boolean;
}

/** The window a click brings forward and tells which ticket to open. */
export type NotifiedWindow = Pick<WindowLike, 'isMinimized' | 'restore' | 'show' | 'focus'> & {
  webContents: EventReceiver;
};

export interface NotifierOptions {
  Notification: NotificationClass;
  window(): NotifiedWindow | null;
  log: Log;
  /** The app icon (Linux shows it in the notification). */
  iconPath?: string;
}

/**
 * Notifications still referenced at most. Electron drops the events of a notification that was
 * garbage-collected, so shown ones are kept until closed; 'close' is not emitted on every
 * platform, so the oldest references are let go past this many.
 */
const KEPT = 20;

/**
 * `notification:show`: native notifications for what the renderer's policy decided (the policy
 * lives in src/shared/domain/notificationPolicy.ts; main only shows). Silent, because the
 * renderer plays its own sound at the user's volume. One with the tag of a notification still
 * shown replaces it. A click brings the window forward and sends `notification:clicked` with the
 * ticket (or, with kind 'chat', the internal chat) to open.
 */
export function createNotifier({ Notification, window, log, iconPath }: NotifierOptions) {
  const shown = new Map<string, NotificationLike>();

  const forget = (tag: string, notification: NotificationLike) => {
    if (shown.get(tag) === notification) shown.delete(tag);
  };

  function show({ title, body, tag, ticketUuid, kind }: NotificationShow): void {
    if (!Notification.isSupported()) {
      log.warn('notifications are not supported on this system');
      return;
    }
    const previous = shown.get(tag);
    if (previous) {
      shown.delete(tag);
      previous.close();
    }
    const notification = new Notification({ title, body, silent: true, ...(iconPath ? { icon: iconPath } : {}) });
    shown.set(tag, notification);
    for (const [oldTag, old] of shown) {
      if (shown.size <= KEPT) break;
      forget(oldTag, old);
    }
    notification.on('click', () => {
      forget(tag, notification);
      const target = window();
      if (!target) return;
      focusWindow(target);
      send(target.webContents, 'notification:clicked', { ticketUuid, ...(kind ? { kind } : {}) }, log);
    });
    notification.on('close', () => forget(tag, notification));
    notification.on('failed', (_event, error) => {
      forget(tag, notification);
      log.warn(`a notification could not be shown: ${error}`);
    });
    notification.show();
  }

  /** How many are still referenced (tests check the cap). */
  const size = () => shown.size;

  return { show, size };
}

export type Notifier = ReturnType<typeof createNotifier>;
