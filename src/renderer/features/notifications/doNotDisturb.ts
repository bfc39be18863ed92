import { create } from 'zustand';
import { globalStateSchema } from '@shared/local/schema';
import { getPlatform } from '@renderer/platform';

/**
 * Do not disturb (issue 5): while on, no system notification and no sound; the unread list, the
 * bell and the badge still count. One installation-wide switch (the local store's global
 * `doNotDisturb`), shared by the top bar and the desktop tray: whichever changes it, the other
 * follows through the platform's `onLocalChanged`.
 */
export const useDoNotDisturb = create<{ on: boolean }>(() => ({ on: false }));

export const isDoNotDisturb = (): boolean => useDoNotDisturb.getState().on;

/** The top bar's switch: shown at once, then kept (main tells the tray, a browser the other tabs). */
export function setDoNotDisturb(on: boolean): Promise<void> {
  useDoNotDisturb.setState({ on });
  return getPlatform()
    .setLocal('doNotDisturb', on)
    .catch((error: unknown) => console.warn('do not disturb not kept', error));
}

/** Reads the switch and follows changes made elsewhere (the tray, another tab). Returns unsubscribe. */
export function followDoNotDisturb(): () => void {
  const platform = getPlatform();
  // A change that arrives before the first read answers is newer than that answer.
  let changed = false;
  const off = platform.onLocalChanged((key, value) => {
    if (key !== 'doNotDisturb') return;
    changed = true;
    // The value crossed a boundary (IPC, another tab's storage): parsed, a bad one reads as off.
    useDoNotDisturb.setState({ on: globalStateSchema.doNotDisturb.parse(value) });
  });
  platform.getLocal('doNotDisturb').then(
    (on) => !changed && useDoNotDisturb.setState({ on }),
    (error: unknown) => console.warn('do not disturb not read', error),
  );
  return off;
}
