import { useSyncExternalStore } from 'react';

/**
 * "The first screen is on show": the moment background reads may start (issue 18). Resuming a
 * session on the inbox, the first ticket row waits for nothing but the session and its own list;
 * the bell's unread list, the other tabs' first pages, the chats, the announcements, the help
 * entry and the branding's revalidation go after it. A screen says from an effect that it is
 * shown (`markFirstScreenShownAfterPaint`: the ticket list's first page, any other signed-in screen
 * on mount, the public pages); should none say so, the reads start FIRST_SCREEN_FALLBACK_MS after
 * the first one asked, so nothing waits for ever. Once shown, it stays shown for the window's life.
 */
export const FIRST_SCREEN_FALLBACK_MS = 10_000;
/** A window that paints no frame (hidden at start) still lets the reads go after this. */
export const AFTER_PAINT_FALLBACK_MS = 100;

let shown = false;
let fallback: ReturnType<typeof setTimeout> | null = null;
/** The awaited paint's number (0: none), so that a reset forgets a wait in flight. */
let paintAwaited = 0;
let paints = 0;
const listeners = new Set<() => void>();

export function markFirstScreenShown(): void {
  paintAwaited = 0;
  if (shown) return;
  shown = true;
  if (fallback !== null) clearTimeout(fallback);
  fallback = null;
  for (const listener of [...listeners]) listener();
}

/**
 * What a screen calls from an effect to say it is shown: it is, once the browser has painted it.
 * An effect of a synchronous render (a store's update) runs in the same task as its commit, before
 * the paint; marking there re-rendered every waiting component and started their reads inside the
 * task that puts the first row on screen (issue 18). A frame, then a task: after the paint.
 */
export function markFirstScreenShownAfterPaint(): void {
  if (shown || paintAwaited !== 0) return;
  const awaited = ++paints;
  paintAwaited = awaited;
  const mark = () => {
    if (paintAwaited === awaited) markFirstScreenShown();
  };
  requestAnimationFrame(() => setTimeout(mark, 0));
  setTimeout(mark, AFTER_PAINT_FALLBACK_MS);
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
  paintAwaited = 0;
  if (fallback !== null) clearTimeout(fallback);
  fallback = null;
  listeners.clear();
}
