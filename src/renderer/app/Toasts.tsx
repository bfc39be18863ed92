import { lazy, Suspense, useEffect, useState } from 'react';
import { LIMITS } from '@shared/domain/constants';
import { whenFirstScreenShown } from '@renderer/ui';

// The container, its transitions, drag-to-dismiss and scroll lock were 11 KB br of the login page's
// JS, which opens with no toast (issue 18). Its code is in the signed-in screens' libraries, which
// the login page thus fetches once its form is up, ready for the sign-in.
const Notifications = lazy(() => import('@mantine/notifications').then((m) => ({ default: m.Notifications })));

/** Idle after the first screen, or this long after it at the latest. */
const AFTER_FIRST_SCREEN_MS = 1000;

function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout: AFTER_FIRST_SCREEN_MS });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(run, 0);
  return () => clearTimeout(id);
}

/**
 * The toasts, mounted once the first screen is shown. A toast shown before (ui/toast.ts, or a
 * screen's own `notifications.show`) waits in the library's store and appears then.
 */
export function Toasts() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    let cancel = () => {};
    let live = true;
    void whenFirstScreenShown().then(() => {
      if (live) cancel = whenIdle(() => setWanted(true));
    });
    return () => {
      live = false;
      cancel();
    };
  }, []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      {/* Top centre: a toast never covers the composer's text field and send button (bottom of the window). */}
      <Notifications position="top-center" autoClose={LIMITS.toastAutoCloseMs} />
    </Suspense>
  );
}
