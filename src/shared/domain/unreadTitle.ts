const CIRCLED = ['①', '②', '③', '④', '⑤', '⑥', '⑦', '⑧', '⑨', '⑩', '⑪', '⑫', '⑬', '⑭', '⑮', '⑯', '⑰', '⑱', '⑲', '⑳'];

/** The unread marker for the window title (spec 1 §9): circled digits 1-20, '(n)' above, none at 0. */
export function unreadMarker(count: number): string {
  if (!Number.isFinite(count) || count <= 0) return '';
  if (count <= 20) return CIRCLED[Math.floor(count) - 1];
  return `(${Math.floor(count)})`;
}

/** The window title with its unread marker in front. */
export function titleWithUnread(title: string, count: number): string {
  const marker = unreadMarker(count);
  return marker ? `${marker} ${title}` : title;
}
