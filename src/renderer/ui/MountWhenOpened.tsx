import { useState, type ReactNode } from 'react';

/**
 * Renders a dialog only from the first time it opens. A closed Mantine modal still renders its
 * portal and transition wrappers, and the conversation header's dialogs rendered again, closed,
 * with every message of a burst (issue 18). Once opened it stays, so its closing transition plays.
 * The dialog is given `opened`, so its condition is written once.
 */
export function MountWhenOpened({ opened, children }: { opened: boolean; children(opened: boolean): ReactNode }) {
  const [mounted, setMounted] = useState(opened);
  // Set during render (React's "state from the previous render"): the dialog mounts in the same commit.
  if (opened && !mounted) setMounted(true);
  return mounted ? children(opened) : null;
}
