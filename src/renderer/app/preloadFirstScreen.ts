import { useSyncExternalStore } from 'react';
import type { i18n as I18n } from 'i18next';
import { loadTicketsPage, startInboxList } from '@renderer/features/tickets';
import { namespacesReady } from '@renderer/i18n';
import { useSession } from '@renderer/session';
import { preloadable } from '@renderer/ui';
import { DesktopBadge } from './desktop/DesktopBridge';
import { SIGNED_IN_NAMESPACES, SIGNED_IN_TRANSLATIONS } from './namespaces';

// The signed-in layout pulls in most features (outbox, notifications, the ticket store): its own
// chunk, so the login page loads none of it.
export const AppLayout = preloadable(() => import('./layout/AppLayout').then((m) => m.AppLayout));

/** The paths of the signed-out screens; any other is a signed-in one (or the 404 within the layout). */
const SIGNED_OUT_PATHS = ['/login', '/signup'];

/** How long the first screen waits for the inbox's first page once its code is in. */
const FIRST_PAGE_WAIT_MS = 80;

let preloaded = true;
const listeners = new Set<() => void>();

/**
 * Start-up, while the session resumes: on a signed-in path, the signed-in layout, its strings, the
 * badge counts and (on /tickets) the inbox load beside the refresh, and the inbox's list is asked
 * for the moment the user is known. The router shows the loading screen until they are in, so the
 * first screen commits without a Suspense fallback: React holds a boundary's reveal back until
 * 300 ms after the last fallback shown, and the first row waited for that timer (issue 18). On a
 * signed-in path without a session, the chunks were fetched for nothing and the login page shows
 * at once. Resolves when they are in, or failed.
 */
export function preloadFirstScreen(i18n: I18n, pathname: string): Promise<void> {
  if (SIGNED_OUT_PATHS.includes(pathname)) return Promise.resolve();
  const chunks: Promise<unknown>[] = [
    AppLayout.preload(),
    DesktopBadge.preload(),
    namespacesReady(i18n, SIGNED_IN_NAMESPACES, SIGNED_IN_TRANSLATIONS),
  ];
  const inbox = pathname.startsWith('/tickets');
  const listed = inbox ? startListWhenSignedIn() : Promise.resolve();
  if (inbox) chunks.push(loadTicketsPage(pathname));
  preloaded = false;
  // A chunk that failed (offline) is the screens' own error to show, as on any later navigation.
  // On the inbox, its list's first page gets a moment more: come by then (an early reply is in
  // already, see platform/earlyFirstRead.ts), its rows render with the layout, in one commit,
  // instead of in a second render once the layout's is done (about 45 ms later, issue 18).
  const chunksIn = Promise.allSettled(chunks);
  const ready = inbox
    ? chunksIn.then(() => Promise.race([listed, new Promise((resolve) => setTimeout(resolve, FIRST_PAGE_WAIT_MS))]))
    : chunksIn;
  const done = () => {
    preloaded = true;
    listeners.forEach((listener) => listener());
  };
  return ready.then(done, done);
}

/** Resolves once the inbox's list has its first page (or failed), or at once without a session. */
function startListWhenSignedIn(): Promise<void> {
  const { user, phase } = useSession.getState();
  if (user) return startInboxList(user);
  if (phase !== 'booting') return Promise.resolve();
  return new Promise((resolve) => {
    const stop = useSession.subscribe((s) => {
      if (s.phase === 'booting') return;
      stop();
      // Not within the session's own update: a failure here must not undo the sign-in.
      if (s.phase === 'authenticated' && s.user) void Promise.resolve(s.user).then(startInboxList).then(resolve, resolve);
      else resolve();
    });
  });
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Whether what preloadFirstScreen asked for is in (true when it asked for nothing). */
export function useFirstScreenPreloaded(): boolean {
  return useSyncExternalStore(subscribe, () => preloaded);
}
