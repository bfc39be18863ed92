import { useEffect } from 'react';

/**
 * Escape closes an open top-bar popover wherever the focus is. Mantine closes a popover on Escape
 * only from inside its dropdown, and its focus trap moves the focus there a moment after opening:
 * an Escape pressed right after the click, still on the bell, was lost (announcements.spec.ts in
 * a loaded CI run).
 */
export function useCloseOnEscape(opened: boolean, setOpened: (opened: boolean) => void): void {
  useEffect(() => {
    if (!opened) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpened(false);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [opened, setOpened]);
}
