import type { App } from 'electron';

/**
 * One instance per profile: two would fight over the store file and each keep its own socket and
 * notifications. A second launch quits at once and the first one comes forward, given the second
 * one's arguments (a `balcao://` deep link opened on Windows or Linux arrives that way).
 * Returns whether this process is the one that goes on.
 */
export function claimSingleInstance(
  app: Pick<App, 'requestSingleInstanceLock' | 'quit' | 'on'>,
  bringForward: (argv: string[]) => void,
): boolean {
  if (!app.requestSingleInstanceLock()) {
    app.quit();
    return false;
  }
  app.on('second-instance', (_event, argv) => bringForward(Array.isArray(argv) ? argv : []));
  return true;
}
