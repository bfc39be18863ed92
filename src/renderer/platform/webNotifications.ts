import type { NotificationKind } from '@shared/ipc/contract';
import type { AppNotification, NotificationPermissionState } from './types';

type NotificationApi = typeof Notification;

/**
 * Web Notifications for the browser build. The permission is asked only when the user asks for
 * it (a click in the notifications popover): browsers quiet or refuse prompts nobody asked for.
 * Clicking a notification brings the tab forward and hands the ticket to the app.
 */
export function createWebNotifications(win: Window & typeof globalThis = window) {
  const listeners = new Set<(uuid: string, kind: NotificationKind) => void>();
  const api = (): NotificationApi | null => ('Notification' in win ? win.Notification : null);

  return {
    notificationPermission(): NotificationPermissionState {
      return api()?.permission ?? 'unsupported';
    },
    async requestNotificationPermission(): Promise<NotificationPermissionState> {
      const Api = api();
      if (!Api) return 'unsupported';
      if (Api.permission !== 'default') return Api.permission;
      return Api.requestPermission();
    },
    async notify({ title, body, tag, ticketUuid, kind }: AppNotification): Promise<void> {
      const Api = api();
      if (!Api || Api.permission !== 'granted') return;
      try {
        // Silent: the app plays its own sound at the user's volume.
        const notification = new Api(title, { body, tag, silent: true });
        notification.onclick = () => {
          win.focus();
          notification.close();
          listeners.forEach((listener) => listener(ticketUuid, kind ?? 'ticket'));
        };
      } catch (error) {
        // Some browsers allow notifications only from a service worker: the app still works.
        console.warn('notification not shown', error);
      }
    },
    onNotificationClick(listener: (uuid: string, kind: NotificationKind) => void): () => void {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
