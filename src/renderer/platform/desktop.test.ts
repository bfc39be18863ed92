import { describe, expect, it, vi } from 'vitest';
import type { DeskApi } from '@shared/ipc/contract';
import { createDesktopPlatform } from './desktop';
import { PlatformError } from './types';

/** Only the bridge methods these tests reach. */
function fakeDesk() {
  let clicked: ((payload: { ticketUuid: string }) => void) | null = null;
  const desk = {
    notification: {
      show: vi.fn(async () => ({ ok: true as const, value: undefined })),
      onClicked: vi.fn((listener: (payload: { ticketUuid: string }) => void) => {
        clicked = listener;
        return () => (clicked = null);
      }),
    },
  };
  return { desk: desk as unknown as DeskApi, raw: desk, click: (ticketUuid: string) => clicked?.({ ticketUuid }) };
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
    expect(opened).toHaveBeenCalledWith('u-9');
    off();
    click('u-10');
    expect(opened).toHaveBeenCalledTimes(1);
    expect(platform.notificationPermission()).toBe('granted');
  });
});
