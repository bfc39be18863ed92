/**
 * Going to a message of the open conversation (a quote's click): the conversation log is
 * virtualized, so a loaded message may have no element until the log scrolls it into its window.
 * The log registers how to bring one in (ConversationLog); a quote asks here.
 */
type Jump = (id: string) => boolean;

let current: Jump | null = null;

/** The open log's jump (null when it unmounts); returns a function that unregisters it. */
export function registerJump(jump: Jump): () => void {
  current = jump;
  return () => {
    if (current === jump) current = null;
  };
}

/** Scrolls the open conversation to a loaded message and marks it; false when it is not loaded. */
export function jumpToMessage(id: string | number): boolean {
  return current?.(String(id)) ?? false;
}

/** Once the message's element is on screen: focus it and flash its background. */
export function markMessage(id: string): boolean {
  const target = document.getElementById(`message-${id}`);
  if (!target) return false;
  target.scrollIntoView({ block: 'center', behavior: 'smooth' });
  target.focus({ preventScroll: true });
  target.animate?.([{ backgroundColor: 'var(--mantine-color-yellow-light)' }, { backgroundColor: 'transparent' }], {
    duration: 1500,
  });
  return true;
}
