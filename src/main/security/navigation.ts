import type { WebContents } from 'electron';
import type { Log } from '../log';
import { isAllowedFrameUrl } from '@shared/domain/embeds';
import { isAllowedExternalUrl } from './externalUrl';

/** The part of a WebContents the guard hooks (faked in tests). */
export type GuardedContents = Pick<WebContents, 'on' | 'setWindowOpenHandler'>;

export interface NavigationGuardOptions {
  isAppUrl(url: string): boolean;
  /** Opens an allowed external address (with the user's confirmation). */
  openExternal(url: string): unknown;
  /** Origins a frame may show besides the help videos' player (the configured flow builder). */
  frameOrigins?(): readonly string[];
  log: Log;
}

/**
 * Keeps every web contents on the app: navigating anywhere else is cancelled (in-app routing uses
 * the history API and never navigates), a frame goes only to the help videos' player or the
 * configured flow builder, new windows
 * are never created, and <webview> is refused.
 * A link to a web page or an e-mail address is offered to the operating system instead.
 */
export function guardNavigation(
  contents: GuardedContents,
  { isAppUrl, openExternal, log, frameOrigins = () => [] }: NavigationGuardOptions,
): void {
  const onNavigate = (event: { url: string; isMainFrame?: boolean; preventDefault(): void }): void => {
    if (isAppUrl(event.url)) return;
    event.preventDefault();
    log.warn(`navigation refused: ${event.url.slice(0, 200)}`);
    if (event.isMainFrame !== false && isAllowedExternalUrl(event.url)) void openExternal(event.url);
  };
  contents.on('will-navigate', onNavigate);
  contents.on('will-frame-navigate', (event) => {
    // A frame shows only the help videos' player or the flow builder (shared/domain/embeds.ts, the CSP's frame-src too).
    if (!event.isMainFrame && isAllowedFrameUrl(event.url, frameOrigins())) return;
    if (!event.isMainFrame)
      onNavigate({ url: event.url, isMainFrame: false, preventDefault: () => event.preventDefault() });
  });
  contents.on('will-attach-webview', (event) => event.preventDefault());
  contents.setWindowOpenHandler(({ url }) => {
    if (isAllowedExternalUrl(url)) void openExternal(url);
    else log.warn(`window.open refused: ${url.slice(0, 200)}`);
    return { action: 'deny' };
  });
}
