import { useSyncExternalStore } from 'react';
import type { i18n as I18n } from 'i18next';
import { loadTicketsPage, startInboxList } from '@renderer/features/tickets';
import { namespacesReady } from '@renderer/i18n';
import { useSession } from '@renderer/session';
import { preloadable } from '@renderer/ui';
import { DesktopBadge } from './desktop/DesktopBridge';
import { SIGNED_IN_NAMESPACES } from './namespaces';

// The signed-in layout pulls in most features (outbox, notifications, the ticket store): its own
// chunk, so the login page loads none of it.
export const AppLayout = preloadable(() => import('./layout/AppLayout').then((m) => m.AppLayout));

/** The paths of the signed-out screens; any other is a signed-in one (or the 404 within the layout). */
const SIGNED_OUT_PATHS = ['/login', '/signup'];

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
    namespacesReady(i18n, SIGNED_IN_NAMESPACES),
  ];
  if (pathname.startsWith('/tickets')) {
    chunks.push(loadTicketsPage(pathname));
    startListWhenSignedIn();
  }
  preloaded = false;
  // A chunk that failed (offline) is the screens' own error to show, as on any later navigation.
  return Promise.allSettled(chunks).then(() => {
    preloaded = true;
    listeners.forEach((listener) => listener());
  });
}

function startListWhenSignedIn() {
  const { user } = useSession.getState();
  if (user) return startInboxList(user);
  const stop = useSession.subscribe((s) => {
    if (s.phase === 'booting') return;
    stop();
    if (s.phase === 'authenticated' && s.user) startInboxList(s.user);
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
