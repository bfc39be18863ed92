/**
 * The keys of the ticket lists, for the shortcuts help (Shift+?): `label` is a key of the
 * `tickets` namespace. The lists handle these keys themselves; nothing else should bind them.
 */
export const LIST_SHORTCUTS = [
  { keys: ['J', 'ArrowDown'], label: 'shortcuts.next' },
  { keys: ['K', 'ArrowUp'], label: 'shortcuts.previous' },
  { keys: ['Home'], label: 'shortcuts.first' },
  { keys: ['End'], label: 'shortcuts.last' },
  { keys: ['Enter'], label: 'shortcuts.open' },
] as const;
