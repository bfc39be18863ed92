import type { ReactNode, UIEvent } from 'react';

interface PopoverScrollerProps {
  /** The id of the popover's heading, which names the region. */
  labelledBy: string;
  onScroll?(event: UIEvent<HTMLDivElement>): void;
  children: ReactNode;
}

/**
 * The scrolling body of a top-bar popover (notifications, announcements, chats). It takes the
 * keyboard focus itself: it scrolls with the arrow keys, and the popover's focus trap has a
 * place to land while the list is loading or empty (with nothing focusable, the trap fails).
 */
export function PopoverScroller({ labelledBy, onScroll, children }: PopoverScrollerProps) {
  return (
    <div
      role="region"
      aria-labelledby={labelledBy}
      tabIndex={0}
      style={{ maxHeight: 420, overflowY: 'auto' }}
      onScroll={onScroll}
    >
      {children}
    </div>
  );
}
