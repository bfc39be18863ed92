import { describe, expect, it, vi } from 'vitest';
import type { DeskApi } from '@shared/ipc/contract';
import { createDesktopPlatform } from './desktop';
import { PlatformError } from './types';

/** Only the bridge methods these tests reach. */
function fakeDesk() {
  let clicked: ((payload: { ticketUuid: string; kind?: 'ticket' | 'chat' }) => void) | null = null;
  const desk = {
    notification: {
      show: vi.fn(async () => ({ ok: true as const, value: undefined })),
      onClicked: vi.fn((listener: (payload: { ticketUuid: string }) => void) => {
        clicked = listener;
        return () => (clicked = null);
      }),
    },
  };
  return { desk: desk as unknown as DeskApi, raw: desk, click: (ticketUuid: string, kind?: 'chat') => clicked?.({ ticketUuid, ...(kind ? { kind } : {}) }) };
}

describe('desktop platform notifications', () => {
  it('notify crosses the bridge as notification:show', async () => {
    const { desk, raw } = fakeDesk();
    const note = { title: 'Mensagem de Ana', body: 'Olá', tag: 'burst-1', ticketUuid: 'u-1' };
    await createDesktopPlatform(desk).notify(note);
    expect(raw.notification.show).toHaveBeenCalledWith(note);
  });

  it('a refusal from main becomes a PlatformError', async () => {
    const { desk, raw } = fakeDesk();
    raw.notification.show.mockResolvedValueOnce({ ok: false, error: { code: 'BAD_ARGUMENTS', message: 'x' } } as never);
    await expect(createDesktopPlatform(desk).notify({ title: 't', body: '', tag: 't', ticketUuid: 'u' })).rejects.toBeInstanceOf(PlatformError);
  });

  it('a click in main reaches the listener with the ticket; unsubscribing stops it', () => {
    const { desk, click } = fakeDesk();
    const platform = createDesktopPlatform(desk);
    const opened = vi.fn();
    const off = platform.onNotificationClick(opened);
    click('u-9');
    expect(opened).toHaveBeenCalledWith('u-9', 'ticket');
    click('c-9', 'chat');
    expect(opened).toHaveBeenLastCalledWith('c-9', 'chat');
    off();
    click('u-10');
    expect(opened).toHaveBeenCalledTimes(2);
    expect(platform.notificationPermission()).toBe('granted');
  });
});

describe('desktop platform ticket links', () => {
  function linkDesk(launchLink: string | null) {
    let opened: ((payload: { ticketUuid: string }) => void) | null = null;
    let taken = false;
    const desk = {
      deepLink: {
        // Main hands the launch link over once.
        take: vi.fn(async () => {
          const ticketUuid = taken ? null : launchLink;
          taken = true;
          return { ok: true as const, value: { ticketUuid } };
        }),
        onOpen: vi.fn((listener: (payload: { ticketUuid: string }) => void) => {
          opened = listener;
          return () => (opened = null);
        }),
      },
    };
    return { platform: createDesktopPlatform(desk as unknown as DeskApi), open: (ticketUuid: string) => opened?.({ ticketUuid }) };
  }

  it('the launch link reaches the listener, then links opened later', async () => {
    const { platform, open } = linkDesk('u-launch');
    const links = vi.fn();
    const off = platform.onOpenTicketLink(links);
    await vi.waitFor(() => expect(links).toHaveBeenCalledWith('u-launch'));
    open('u-later');
    expect(links).toHaveBeenLastCalledWith('u-later');
    off();
    open('u-after');
    expect(links).toHaveBeenCalledTimes(2);
  });

  it('a listener replaced before main answered (React StrictMode) does not lose the launch link', async () => {
    const { platform } = linkDesk('u-launch');
    const first = vi.fn();
    const second = vi.fn();
    platform.onOpenTicketLink(first)();
    const off = platform.onOpenTicketLink(second);
    await vi.waitFor(() => expect(second).toHaveBeenCalledWith('u-launch'));
    expect(first).not.toHaveBeenCalled();
    off();
  });

  it('with nobody listening when main answers, the next listener gets it', async () => {
    const { platform } = linkDesk('u-launch');
    platform.onOpenTicketLink(vi.fn())();
    await Promise.resolve();
    await Promise.resolve();
    const later = vi.fn();
    platform.onOpenTicketLink(later);
    expect(later).toHaveBeenCalledWith('u-launch');
  });
});
