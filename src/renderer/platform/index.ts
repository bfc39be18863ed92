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

/**
 * The platform for this run: the desktop bridge when the preload exposed it, else the browser. The
 * browser build says it is one, so its login page does not carry the desktop half (issue 18).
 */
export function getPlatform(): Platform {
  current ??=
    !import.meta.env.VITE_BROWSER_ONLY && window.desk ? createDesktopPlatform(window.desk) : createWebPlatform();
  return current;
}

/** Tests swap in a fake platform. */
export function setPlatform(platform: Platform | null): void {
  current = platform;
}
