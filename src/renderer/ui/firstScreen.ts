import { useSyncExternalStore } from 'react';

/**
 * "The first screen is on show": the moment background reads may start (issue 18). Resuming a
 * session on the inbox, the first ticket row waits for nothing but the session and its own list;
 * the bell's unread list, the other tabs' first pages, the chats, the announcements, the help
 * entry and the branding's revalidation go after it. A screen says it is shown
 * (`markFirstScreenShown`: the ticket list's first page, any other signed-in screen on mount, the
 * public pages); should none say so, the reads start FIRST_SCREEN_FALLBACK_MS after the first
 * one asked, so nothing waits for ever. Once shown, it stays shown for the window's life.
 */
export const FIRST_SCREEN_FALLBACK_MS = 10_000;

let shown = false;
let fallback: ReturnType<typeof setTimeout> | null = null;
const listeners = new Set<() => void>();

export function markFirstScreenShown(): void {
  if (shown) return;
  shown = true;
  if (fallback !== null) clearTimeout(fallback);
  fallback = null;
  for (const listener of [...listeners]) listener();
}

function subscribe(listener: () => void): () => void {
  if (!shown && fallback === null) fallback = setTimeout(markFirstScreenShown, FIRST_SCREEN_FALLBACK_MS);
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True once the first screen is shown (re-renders then). */
export function useFirstScreenShown(): boolean {
  return useSyncExternalStore(subscribe, () => shown);
}

/** Resolves once the first screen is shown (at once if it already is). */
export function whenFirstScreenShown(): Promise<void> {
  if (shown) return Promise.resolve();
  return new Promise((resolve) => {
    const off = subscribe(() => {
      off();
      resolve();
    });
  });
}

/** Tests only: back to "not shown yet". */
export function resetFirstScreen(): void {
  shown = false;
  if (fallback !== null) clearTimeout(fallback);
  fallback = null;
  listeners.clear();
}
