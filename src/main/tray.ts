import type { MenuItemConstructorOptions } from 'electron';
import type { Badge } from '@shared/ipc/contract';
import type { MainTexts } from './texts';

/** The parts of Electron's Tray used here (faked in tests). */
export interface TrayLike {
  setImage(image: never): void;
  setToolTip(text: string): void;
  setContextMenu(menu: never): void;
  on(event: 'click', listener: () => void): unknown;
  destroy(): void;
}

export interface TrayIcons<I> {
  /** Nothing pending. */
  normal: I;
  /** Something waiting or unread (the icon carries a dot). */
  attention: I;
  /** The session ended: sign in again (greyed icon). */
  expired: I;
}

export interface TrayOptions<I> {
  Tray: new (image: I) => TrayLike;
  Menu: { buildFromTemplate(template: MenuItemConstructorOptions[]): unknown };
  icons: TrayIcons<I>;
  texts(): MainTexts;
  doNotDisturb(): boolean;
  setDoNotDisturb(on: boolean): void;
  /** Shows and focuses the main window (creating it when there is none). */
  open(): void;
  /** A real quit (not a close to the tray). */
  quit(): void;
  platform: NodeJS.Platform;
}

export const NO_BADGE: Badge = { waiting: 0, unread: 0, sessionExpired: false };

/** What the tray says about the counts, kept apart: waiting tickets, unread messages, then unread chat messages. */
export function trayStatus(badge: Badge, texts: MainTexts): string {
  if (badge.sessionExpired) return texts.tray.sessionExpired;
  const parts = [
    ...(badge.waiting > 0 ? [texts.tray.waiting(badge.waiting)] : []),
    ...(badge.unread > 0 ? [texts.tray.unread(badge.unread)] : []),
    ...((badge.chats ?? 0) > 0 ? [texts.tray.chats(badge.chats ?? 0)] : []),
  ];
  return parts.length > 0 ? parts.join(' · ') : texts.tray.idle;
}

export function trayIconFor<I>(badge: Badge, icons: TrayIcons<I>): I {
  if (badge.sessionExpired) return icons.expired;
  return badge.waiting > 0 || badge.unread > 0 || (badge.chats ?? 0) > 0 ? icons.attention : icons.normal;
}

/**
 * The tray icon (issue 5): its picture and tooltip follow the counts and the session; its menu
 * says the same in a first, inert line (Linux desktops often show no tooltip), then Open, Do not
 * disturb (a checkbox shared with the top bar through the local store) and Quit.
 */
export function createTray<I>(o: TrayOptions<I>) {
  let badge = NO_BADGE;
  const tray = new o.Tray(trayIconFor(badge, o.icons));

  const render = (): void => {
    const texts = o.texts();
    const status = trayStatus(badge, texts);
    tray.setImage(trayIconFor(badge, o.icons) as never);
    tray.setToolTip(`Balcão — ${status}`);
    const template: MenuItemConstructorOptions[] = [
      { label: status, enabled: false },
      { type: 'separator' },
      { label: texts.tray.open, click: () => o.open() },
      {
        label: texts.tray.doNotDisturb,
        type: 'checkbox',
        checked: o.doNotDisturb(),
        click: () => o.setDoNotDisturb(!o.doNotDisturb()),
      },
      { type: 'separator' },
      { label: texts.tray.quit, click: () => o.quit() },
    ];
    tray.setContextMenu(o.Menu.buildFromTemplate(template) as never);
  };

  // macOS opens the menu on click; elsewhere a click on the icon brings the window back.
  if (o.platform !== 'darwin') tray.on('click', () => o.open());
  render();

  return {
    /** New counts or session state from the renderer. */
    update(next: Badge): void {
      badge = next;
      render();
    },
    /** The language or do-not-disturb changed: redraw the menu. */
    refresh: render,
    badge: () => badge,
    destroy: () => tray.destroy(),
  };
}
export type AppTray = ReturnType<typeof createTray>;
