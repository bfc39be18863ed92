import { describe, expect, it, vi } from 'vitest';
import { createDeepLinks, deepLinkInArgv, parseDeepLink } from './deepLink';
import { fakeLog } from './testing/fakes';

const UUID = '5f0c2a9e-1b7d-4c1e-9a3b-2d4f6e8a0b1c';

describe('parseDeepLink', () => {
  it.each([`balcao://tickets/${UUID}`, `balcao://tickets/${UUID}/`, `BALCAO://tickets/${UUID}`, ` balcao://tickets/${UUID} `])(
    'reads %s',
    (url) => expect(parseDeepLink(url)).toEqual({ ticketUuid: UUID }),
  );

  it.each([
    'balcao://tickets/',
    'balcao://tickets',
    `balcao://contacts/${UUID}`,
    `balcao://tickets/${UUID}/messages`,
    `balcao://tickets/${UUID}?x=1`,
    `balcao://tickets/${UUID}#x`,
    'balcao://tickets/..%2F..%2Fetc',
    'balcao://tickets/<script>',
    `https://tickets/${UUID}`,
    `balcao:tickets/${UUID}`,
    `balcao://tickets/${'a'.repeat(300)}`,
    '',
  ])('refuses %s', (url) => expect(parseDeepLink(url)).toBeNull());
});

describe('deepLinkInArgv', () => {
  it('finds the link among Chromium switches and the app path', () => {
    expect(deepLinkInArgv(['/opt/Balcão/balcao', '--no-sandbox', `balcao://tickets/${UUID}`])).toBe(`balcao://tickets/${UUID}`);
    expect(deepLinkInArgv(['C:\\Balcão\\Balcão.exe', '--allow-file-access-from-files'])).toBeNull();
  });
});

describe('createDeepLinks', () => {
  it('keeps a link that arrives before the renderer listens, and hands it over once', () => {
    const send = vi.fn(() => true);
    const focus = vi.fn();
    const links = createDeepLinks({ send, focus, log: fakeLog() });
    expect(links.open(`balcao://tickets/${UUID}`)).toBe(true);
    expect(send).not.toHaveBeenCalled();
    expect(focus).toHaveBeenCalled();
    expect(links.take()).toEqual({ ticketUuid: UUID });
    expect(links.take()).toEqual({ ticketUuid: null });
  });

  it('sends a later link at once', () => {
    const send = vi.fn(() => true);
    const links = createDeepLinks({ send, focus: vi.fn(), log: fakeLog() });
    links.take();
    links.open(`balcao://tickets/${UUID}`);
    expect(send).toHaveBeenCalledWith(UUID);
    expect(links.take()).toEqual({ ticketUuid: null });
  });

  it('keeps the link when the window cannot be told, or the page is reloading', () => {
    const send = vi.fn(() => false);
    const links = createDeepLinks({ send, focus: vi.fn(), log: fakeLog() });
    links.take();
    links.open(`balcao://tickets/${UUID}`);
    expect(links.take()).toEqual({ ticketUuid: UUID });
    send.mockReturnValue(true);
    links.rendererGone();
    links.open(`balcao://tickets/${UUID}`);
    expect(send).toHaveBeenCalledTimes(1);
    expect(links.take()).toEqual({ ticketUuid: UUID });
  });

  it('ignores (and logs) anything that is not a ticket link, without focusing', () => {
    const log = fakeLog();
    const focus = vi.fn();
    const links = createDeepLinks({ send: vi.fn(() => true), focus, log });
    expect(links.open('balcao://settings/reset')).toBe(false);
    expect(focus).not.toHaveBeenCalled();
    expect(log.lines).toEqual(['warn: deep link ignored: balcao://settings/reset']);
    expect(links.take()).toEqual({ ticketUuid: null });
  });
});
