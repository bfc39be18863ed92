import type { FilePickKind } from '@shared/domain/filePicks';
import type { Badge, NotificationKind } from '@shared/ipc/contract';
import type { GlobalKey, GlobalValue, ScopedKey, ScopedValue } from '@shared/local/schema';

/**
 * What the renderer needs from the machine. The desktop app serves it through window.desk (main
 * process); a browser serves it with web APIs. Nothing outside platform/ knows which one runs.
 */
export interface Platform {
  readonly kind: 'desktop' | 'web';
  version(): Promise<string>;
  /** The backend address chosen by the user (or the build's default in a browser). */
  getBackendUrl(): Promise<string | null>;
  setBackendUrl(url: string): Promise<string>;
  /** fetch for the backend: through main in the desktop app (keeps the refresh cookie), the page's own in a browser. */
  fetch: typeof fetch;
  /** Forgets the refresh token kept for the current backend (logout, session taken elsewhere). */
  clearSession(): Promise<void>;
  getLocal<K extends GlobalKey>(key: K): Promise<GlobalValue<K>>;
  setLocal<K extends GlobalKey>(key: K, value: GlobalValue<K>): Promise<void>;
  getScoped<K extends ScopedKey>(scope: string, key: K): Promise<ScopedValue<K>>;
  setScoped<K extends ScopedKey>(scope: string, key: K, value: ScopedValue<K>): Promise<void>;
  /**
   * Opens an http, https or mailto address outside the app; false when refused. The caller has
   * shown the full address and the user agreed (ExternalLinkDialog), or the address is one the app
   * made itself: the desktop app does not ask again (main still applies its allowlist).
   */
  openExternal(url: string): Promise<boolean>;
  /** Window focus changes (the notification policy needs them). Returns an unsubscribe function. */
  onFocusChanged(listener: (focused: boolean) => void): () => void;
  /** Whether notifications may be shown: the desktop app always may; a browser asks the user once. */
  notificationPermission(): NotificationPermissionState;
  /** Asks the user (a browser's prompt); call it from a click, never unprompted. */
  requestNotificationPermission(): Promise<NotificationPermissionState>;
  /**
   * Shows a system notification (native in the desktop app, a Web Notification in a browser);
   * silent, the app plays its own sound. One with the tag of a notification still shown replaces it.
   */
  notify(notification: AppNotification): Promise<void>;
  /** A notification was clicked: the window has been brought forward; open that ticket (or chat). */
  onNotificationClick(listener: (uuid: string, kind: NotificationKind) => void): () => void;
  /**
   * Saves bytes as a file the user places: the native save dialog in the desktop app, a download in
   * a browser. False when the user cancelled.
   */
  saveFile(file: SaveFile): Promise<boolean>;
  /**
   * The operating system's permission for the microphone or camera, asked before getUserMedia
   * (macOS asks the user; a browser asks within getUserMedia itself). False when refused.
   */
  requestMediaAccess(kind: 'microphone' | 'camera'): Promise<boolean>;
  /**
   * Lets the user pick files of a kind (spec filters: shared/domain/filePicks.ts): the native open
   * dialog in the desktop app (files over 100 MB fail with PlatformError 'TOO_LARGE'), an
   * <input type=file> in a browser. Call it from a click. [] when the user cancelled.
   * `label` names the filter in the desktop dialog (translated by the caller).
   */
  openFiles(kind: FilePickKind, options?: { multiple?: boolean; label?: string }): Promise<File[]>;
  /**
   * Exports what the page's print stylesheet shows as a PDF: printed by main and saved through the
   * save dialog in the desktop app (false when cancelled); the browser's print dialog otherwise.
   */
  exportPdf(defaultName: string): Promise<boolean>;
  /** The counts for the tray, dock badge and taskbar overlay (desktop); the app badge a browser may offer. */
  updateBadge(badge: Badge): Promise<void>;
  /** An installation-wide local value changed elsewhere (the tray, another window or tab). Returns unsubscribe. */
  onLocalChanged(listener: (key: GlobalKey, value: unknown) => void): () => void;
  /**
   * Something the user wrote, kept on this machine, was found damaged when read and is gone (the
   * rest of it kept): the key, once per key. The browser reports it; the desktop app's main shows
   * its own notice for a damaged store file. Returns unsubscribe.
   */
  onLocalDamaged(listener: (key: string) => void): () => void;
  /** A `balcao://tickets/{uuid}` link to open (desktop; including the one it was launched with). */
  onOpenTicketLink(listener: (ticketUuid: string) => void): () => void;
  /** The computer woke from sleep or the network came back: reconnect now and fetch what was missed. */
  onResume(listener: () => void): () => void;
}

export interface SaveFile {
  defaultName: string;
  data: Uint8Array<ArrayBuffer>;
  /** Save-dialog filters, e.g. [{ name: 'PDF', extensions: ['pdf'] }]. */
  filters?: { name: string; extensions: string[] }[];
}

export type NotificationPermissionState = 'granted' | 'denied' | 'default' | 'unsupported';

export interface AppNotification {
  title: string;
  body: string;
  tag: string;
  /** The ticket's uuid, or the internal chat's when `kind` is 'chat'. */
  ticketUuid: string;
  kind?: NotificationKind;
}

/** An error from the platform boundary, with a code the UI translates. */
export class PlatformError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'PlatformError';
  }
}
