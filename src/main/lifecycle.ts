export interface LifecycleOptions {
  app: { on(event: 'before-quit', listener: () => void): unknown; quit(): void };
  /** powerMonitor: 'resume' after sleep; 'shutdown' (Linux, macOS) as the OS goes down. */
  powerMonitor: { on(event: 'resume' | 'shutdown', listener: () => void): unknown };
  /** The local store's `closeToTray`, read at each close (the user may change it any time). */
  closeToTray(): boolean;
  /** Whether there is a tray to come back from (never hide a window the user cannot reopen). */
  hasTray(): boolean;
  /** Tells the renderer the computer woke up (`system:resumed`). */
  resumed(): void;
}

/** The parts of a BrowserWindow the close rule uses. */
export interface ClosableWindow {
  on(event: 'close', listener: (event: { preventDefault(): void }) => void): unknown;
  on(event: 'session-end', listener: () => void): unknown;
  hide(): void;
}

/**
 * Closing the window hides it in the tray (issue 5, `closeToTray`, on by default): the socket,
 * notifications and badge keep working. A real quit — the tray's or the menu's Quit, Cmd+Q, the OS
 * logging out or shutting down — closes for good. On resume from sleep the renderer is told, so
 * it reconnects at once instead of waiting for a dead socket to time out.
 */
export function createLifecycle(o: LifecycleOptions) {
  let quitting = false;
  o.app.on('before-quit', () => (quitting = true));
  o.powerMonitor.on('shutdown', () => (quitting = true));
  o.powerMonitor.on('resume', () => o.resumed());

  return {
    attach(window: ClosableWindow): void {
      // Windows ending the session closes windows without 'before-quit'.
      window.on('session-end', () => (quitting = true));
      window.on('close', (event) => {
        if (quitting || !o.closeToTray() || !o.hasTray()) return;
        event.preventDefault();
        window.hide();
      });
    },
    /** Quit for real (tray, menu). */
    quit(): void {
      quitting = true;
      o.app.quit();
    },
    isQuitting: () => quitting,
  };
}
export type Lifecycle = ReturnType<typeof createLifecycle>;
