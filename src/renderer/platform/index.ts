import type { DeskApi } from '@shared/ipc/contract';
import { createDesktopPlatform } from './desktop';
import { createWebPlatform } from './web';
import type { Platform } from './types';

export { PlatformError, type AppNotification, type NotificationPermissionState, type Platform } from './types';
export { defaultBackendUrl } from './webBackend';

declare global {
  interface Window {
    /** Present only inside the desktop app (built by the preload script). */
    desk?: DeskApi;
  }
}

let current: Platform | null = null;

/** The platform for this run: the desktop bridge when the preload exposed it, else the browser. */
export function getPlatform(): Platform {
  current ??= window.desk ? createDesktopPlatform(window.desk) : createWebPlatform();
  return current;
}

/** Tests swap in a fake platform. */
export function setPlatform(platform: Platform | null): void {
  current = platform;
}
