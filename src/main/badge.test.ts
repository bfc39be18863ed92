import { describe, expect, it, vi } from 'vitest';
import type { Badge } from '@shared/ipc/contract';
import { createBadge } from './badge';
import type { CountIcon } from './countIcon';

function setup(platform: NodeJS.Platform, withWindow = true) {
  const overlay: [string | null, string][] = [];
  const setBadgeCount = vi.fn();
  const tray = { update: vi.fn() };
  const window = { setOverlayIcon: (image: string | null, description: string) => void overlay.push([image, description]) };
  const badge = createBadge<string>({
    setBadgeCount,
    window: () => (withWindow ? window : null),
    // A digest of the drawn pixels stands for the image: equal pictures, equal strings.
    image: (icon: CountIcon) => `image:${icon.bitmap.reduce((sum, byte, i) => (sum + byte * (i % 97)) % 1_000_003, 0)}`,
    tray: () => tray,
    describe: (b: Badge) => `${b.unread} unread`,
    platform,
  });
  return { badge, overlay, setBadgeCount, tray };
}

describe('createBadge (badge:update)', () => {
  it('puts the unread count on the dock/launcher badge and everything on the tray', () => {
    const { badge, setBadgeCount, tray, overlay } = setup('darwin');
    badge.update({ waiting: 4, unread: 7, sessionExpired: false });
    expect(setBadgeCount).toHaveBeenLastCalledWith(7);
    expect(tray.update).toHaveBeenLastCalledWith({ waiting: 4, unread: 7, sessionExpired: false });
    expect(overlay).toEqual([]); // no overlay outside Windows
    badge.update({ waiting: 0, unread: 0, sessionExpired: true });
    expect(setBadgeCount).toHaveBeenLastCalledWith(0);
  });

  it('draws the Windows overlay: a number for unread messages, a dot for waiting tickets, nothing otherwise', () => {
    const { badge, overlay } = setup('win32');
    badge.update({ waiting: 0, unread: 3, sessionExpired: false });
    badge.update({ waiting: 0, unread: 12, sessionExpired: false });
    badge.update({ waiting: 2, unread: 0, sessionExpired: false });
    badge.update({ waiting: 0, unread: 0, sessionExpired: false });
    const [three, many, dot, none] = overlay;
    expect(three[0]).toMatch(/^image:/);
    expect(three[1]).toBe('3 unread');
    expect(many[0]).not.toBe(three[0]);
    expect(dot[0]).not.toBe(three[0]);
    expect(dot[0]).not.toBe(many[0]);
    expect(none).toEqual([null, '']);
  });

  it('shows the last counts again on a window created later', () => {
    const setOverlayIcon = vi.fn();
    let window: { setOverlayIcon(image: string | null, description: string): void } | null = null;
    const badge = createBadge<string>({
      setBadgeCount: vi.fn(),
      window: () => window,
      image: () => 'img',
      tray: () => null,
      describe: () => '',
      platform: 'win32',
    });
    badge.update({ waiting: 0, unread: 1, sessionExpired: false });
    window = { setOverlayIcon };
    badge.apply();
    expect(setOverlayIcon).toHaveBeenCalledWith('img', '');
  });
});
