import { ticketUuidSchema } from '@shared/ipc/contract';
import type { Log } from './log';

/** balcao://tickets/{uuid} opens that ticket (issue 5). Registered with the OS when packaged. */
export const DEEP_LINK_SCHEME = 'balcao';
const PREFIX = `${DEEP_LINK_SCHEME}://`;
const MAX_LENGTH = 200;

/**
 * The ticket a deep link names, or null for anything else. Strict on purpose: the address comes
 * from outside the app (a web page, a chat, a shortcut), so only this one shape is understood
 * and nothing of it but the uuid reaches the renderer.
 */
export function parseDeepLink(url: string): { ticketUuid: string } | null {
  if (typeof url !== 'string' || url.length > MAX_LENGTH) return null;
  const match = /^balcao:\/\/tickets\/([^/?#]+)\/?$/i.exec(url.trim());
  if (!match) return null;
  const uuid = ticketUuidSchema.safeParse(match[1]);
  return uuid.success ? { ticketUuid: uuid.data } : null;
}

/** The deep link among a process's arguments (Windows and Linux pass it on the command line). */
export function deepLinkInArgv(argv: readonly string[]): string | null {
  return argv.find((arg) => arg.toLowerCase().startsWith(PREFIX)) ?? null;
}

export interface DeepLinksOptions {
  /** Sends `deepLink:open` to the window; false when there is no window to tell yet. */
  send(ticketUuid: string): boolean;
  /** Brings the window forward. */
  focus(): void;
  log: Log;
}

/**
 * Deep links from every door: the first launch's arguments, a second launch's (passed on by the
 * single-instance lock), macOS's 'open-url'. A link that arrives before the renderer listens is
 * kept and handed over by `deepLink:take` when it asks; a later one is sent as `deepLink:open`.
 */
export function createDeepLinks({ send, focus, log }: DeepLinksOptions) {
  let pending: string | null = null;
  let rendererListening = false;

  return {
    open(url: string): boolean {
      const link = parseDeepLink(url);
      if (!link) {
        log.warn(`deep link ignored: ${String(url).slice(0, 200)}`);
        return false;
      }
      focus();
      if (rendererListening && send(link.ticketUuid)) return true;
      pending = link.ticketUuid;
      return true;
    },
    /** `deepLink:take`: the renderer is ready; the link it missed, once. */
    take(): { ticketUuid: string | null } {
      rendererListening = true;
      const ticketUuid = pending;
      pending = null;
      return { ticketUuid };
    },
    /** The page reloaded: until it asks again, links wait. */
    rendererGone(): void {
      rendererListening = false;
    },
  };
}
export type DeepLinks = ReturnType<typeof createDeepLinks>;
