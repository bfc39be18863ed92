import type { Badge } from '@shared/ipc/contract';
import { drawCountIcon, drawDotIcon, type CountIcon } from './countIcon';
import { NO_BADGE } from './tray';

export interface BadgeOptions<I> {
  /** app.setBadgeCount: the macOS dock, Unity-style Linux launchers; ignored elsewhere. */
  setBadgeCount(count: number): unknown;
  /** The main window's taskbar overlay (Windows), when there is a window. */
  window(): { setOverlayIcon(image: I | null, description: string): void } | null;
  /** nativeImage.createFromBitmap. */
  image(icon: CountIcon): I;
  /** The tray, which shows both counts and the session state. */
  tray(): { update(badge: Badge): void } | null;
  /** The overlay's accessible description ('5 mensagens não lidas'). */
  describe(badge: Badge): string;
  platform: NodeJS.Platform;
}

/**
 * `badge:update`: the counts the renderer keeps apart, shown where each platform shows them — the
 * unread messages as the dock/launcher badge and the Windows taskbar overlay (a number, or a plain
 * dot when only tickets are waiting), and everything on the tray. Kept, so a window created later
 * (macOS reopening from the dock) shows it too.
 */
export function createBadge<I>(o: BadgeOptions<I>) {
  let current: Badge = NO_BADGE;

  const apply = (): void => {
    o.setBadgeCount(current.unread);
    o.tray()?.update(current);
    if (o.platform !== 'win32') return;
    const target = o.window();
    if (!target) return;
    if (current.unread > 0) target.setOverlayIcon(o.image(drawCountIcon(current.unread)), o.describe(current));
    else if (current.waiting > 0) target.setOverlayIcon(o.image(drawDotIcon()), o.describe(current));
    else target.setOverlayIcon(null, '');
  };

  return {
    update(badge: Badge): void {
      current = badge;
      apply();
    },
    /** Shows the last counts again (a new window, a new tray). */
    apply,
    current: () => current,
  };
}
export type AppBadge = ReturnType<typeof createBadge>;
