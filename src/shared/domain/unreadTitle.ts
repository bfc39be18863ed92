const CIRCLED = ['①', '②', '③', '④', '⑤', '⑥', '⑦', '⑧', '⑨', '⑩', '⑪', '⑫', '⑬', '⑭', '⑮', '⑯', '⑰', '⑱', '⑲', '⑳'];

/** The unread marker for the window title (spec 1 §9): circled digits 1-20, '(n)' above, none at 0. */
export function unreadMarker(count: number): string {
  // Whole messages only: flooring first keeps 0.5 from indexing the table at -1 and 20.9 from reading '(20)'.
  const whole = Number.isFinite(count) ? Math.floor(count) : 0;
  if (whole <= 0) return '';
  if (whole <= CIRCLED.length) return CIRCLED[whole - 1];
  return `(${whole})`;
}

/** The window title with its unread marker in front. */
export function titleWithUnread(title: string, count: number): string {
  const marker = unreadMarker(count);
  return marker ? `${marker} ${title}` : title;
}
