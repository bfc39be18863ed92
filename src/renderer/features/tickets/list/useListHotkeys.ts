import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

/** Whether a key press belongs to something the user is typing in (or a dialog on top). */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target.closest('input, textarea, select, [role="dialog"], [role="combobox"], [role="menu"]')) return true;
  return false;
}

/**
 * J/K from anywhere on the ticket screen: focus the visible list and move by one row. Ignored
 * while typing (the search box, the composer) or in a dialog; the list handles its own keys.
 */
export function useListHotkeys(list: RefObject<HTMLElement | null>, onMove: (delta: number) => void): void {
  const move = useRef(onMove);
  useLayoutEffect(() => {
    move.current = onMove;
  });

  useEffect(() => {
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey) return;
      const key = e.key.toLowerCase();
      if (key !== 'j' && key !== 'k') return;
      const el = list.current;
      // Hidden lists (another tab, the narrow layout's other side) have no layout box.
      if (!el || el.offsetParent === null || el.contains(e.target as Node) || isTypingTarget(e.target)) return;
      e.preventDefault();
      el.focus();
      move.current(key === 'j' ? 1 : -1);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [list]);
}
