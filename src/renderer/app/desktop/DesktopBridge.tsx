import { lazy, Suspense } from 'react';
import { useResume } from './useResume';
import { useTicketLinks } from './useTicketLinks';

// The counts read the ticket, notification and chat stores, which the signed-in layout loads too:
// in a chunk of their own, out of the entry the login page waits for.
const DesktopBadge = lazy(() => import('./DesktopBadge'));

/**
 * What the desktop layer asks of the app, signed in or not (rendered once, inside the router):
 * badge counts out; ticket links and resume from sleep in. In a browser the same platform calls
 * have their web counterparts (platform/web.ts).
 */
export function DesktopBridge() {
  useTicketLinks();
  useResume();
  return (
    <Suspense fallback={null}>
      <DesktopBadge />
    </Suspense>
  );
}
