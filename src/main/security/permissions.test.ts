import { describe, expect, it, vi } from 'vitest';
import { createAppOrigin } from '../appOrigin';
import { fakeLog } from '../testing/fakes';
import { installPermissionHandlers, type PermissionSession } from './permissions';

type RequestHandler = (wc: unknown, permission: string, callback: (granted: boolean) => void, details: object) => void;
type CheckHandler = (wc: unknown, permission: string, origin: string, details: object) => boolean;

function setup() {
  let request: RequestHandler = () => undefined;
  let check: CheckHandler = () => true;
  let device: () => boolean = () => true;
  const session = {
    setPermissionRequestHandler: (h: RequestHandler) => (request = h),
    setPermissionCheckHandler: (h: CheckHandler) => (check = h),
    setDevicePermissionHandler: (h: () => boolean) => (device = h),
  };
  installPermissionHandlers(session as unknown as PermissionSession, createAppOrigin().isAppUrl, fakeLog());
  const ask = (permission: string, requestingUrl: string, extra: object = {}) => {
    const callback = vi.fn();
    request(null, permission, callback, { requestingUrl, isMainFrame: true, ...extra });
    return callback.mock.calls[0][0] as boolean;
  };
  return {
    ask,
    check: (p: string, origin: string, d: object = {}) => check(null, p, origin, { isMainFrame: true, ...d }),
    device: () => device(),
  };
}

const OTHERS = [
  'notifications',
  'geolocation',
  'clipboard-read',
  'clipboard-sanitized-write',
  'display-capture',
  'midi',
  'openExternal',
  'fullscreen',
  'hid',
  'serial',
  'usb',
  'unknown',
];

describe('installPermissionHandlers', () => {
  it('grants media to the app itself', () => {
    const { ask, check } = setup();
    expect(ask('media', 'app://balcao/tickets/1', { mediaTypes: ['audio'], securityOrigin: 'app://balcao/' })).toBe(
      true,
    );
    expect(check('media', 'app://balcao', { securityOrigin: 'app://balcao/', mediaType: 'audio' })).toBe(true);
  });

  it('refuses media to any other origin', () => {
    const { ask, check } = setup();
    for (const url of ['https://evil.example/', 'http://127.0.0.1:8080/', 'file:///x.html', 'app://other/']) {
      expect(ask('media', url), url).toBe(false);
      expect(check('media', url), url).toBe(false);
    }
    expect(ask('media', 'app://balcao/', { securityOrigin: 'https://evil.example' })).toBe(false);
    expect(check('media', 'app://balcao', { securityOrigin: 'https://evil.example' })).toBe(false);
  });

  it.each(OTHERS)('refuses %s, even to the app', (permission) => {
    const { ask, check } = setup();
    expect(ask(permission, 'app://balcao/')).toBe(false);
    expect(check(permission, 'app://balcao')).toBe(false);
  });

  it('refuses USB/HID/serial devices', () => {
    expect(setup().device()).toBe(false);
  });
});
