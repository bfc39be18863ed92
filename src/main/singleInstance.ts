import type { App } from 'electron';

/**
 * One Balcão per user session: two instances would fight over the store file and each keep its
 * own socket and notifications. A second launch quits at once and the first one comes forward.
 * Returns whether this process is the one that goes on.
 */
export function claimSingleInstance(
  app: Pick<App, 'requestSingleInstanceLock' | 'quit' | 'on'>,
  bringForward: () => void,
): boolean {
  if (!app.requestSingleInstanceLock()) {
    app.quit();
    return false;
  }
  app.on('second-instance', () => bringForward());
  return true;
}
