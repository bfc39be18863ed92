import type { Session } from 'electron';
import type { Log } from '../log';

export type PermissionSession = Pick<
  Session,
  'setPermissionRequestHandler' | 'setPermissionCheckHandler' | 'setDevicePermissionHandler'
>;

/** The one rule: only the app's own origin, and only microphone/camera ('media', for recording audio). */
export function isPermissionAllowed(
  permission: string,
  origins: ReadonlyArray<string | undefined>,
  isAppUrl: (url: string) => boolean,
): boolean {
  if (permission !== 'media') return false;
  const known = origins.filter((origin): origin is string => !!origin);
  return known.length > 0 && known.every((origin) => isAppUrl(origin));
}

/**
 * Denies every permission request and check (notifications, geolocation, clipboard reads, USB,
 * HID, serial, fullscreen, …) except media for the app's own origin. Electron grants everything by
 * default, so without this any page in a window would get the microphone silently.
 */
export function installPermissionHandlers(
  session: PermissionSession,
  isAppUrl: (url: string) => boolean,
  log: Log,
): void {
  session.setPermissionRequestHandler((_contents, permission, callback, details) => {
    const origins = [details.requestingUrl, 'securityOrigin' in details ? details.securityOrigin : undefined];
    const granted = isPermissionAllowed(permission, origins, isAppUrl);
    if (!granted) log.warn(`permission '${permission}' refused for ${details.requestingUrl}`);
    callback(granted);
  });
  session.setPermissionCheckHandler((_contents, permission, requestingOrigin, details) =>
    isPermissionAllowed(permission, [requestingOrigin, details.securityOrigin], isAppUrl),
  );
  session.setDevicePermissionHandler(() => false);
}
