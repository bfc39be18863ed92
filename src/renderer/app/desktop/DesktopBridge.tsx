import { Suspense, useEffect, useState } from 'react';
import { getPlatform } from '@renderer/platform';
import { useSession } from '@renderer/session';
import { preloadable } from '@renderer/ui';
import { countBadge, createBadgeSender } from './badge';
import { useResume } from './useResume';
import { useTicketLinks } from './useTicketLinks';

// The signed-in counts read the ticket, notification and chat stores, which the signed-in layout
// loads too: in a chunk of their own, fetched only once someone is signed in, so the login page
// neither waits for nor downloads them (they weighed 30 files before the form, issue 18).
export const DesktopBadge = preloadable(() => import('./DesktopBadge').then((m) => m.default));

/**
 * What the desktop layer asks of the app, signed in or not (rendered once, inside the router):
 * badge counts out; ticket links and resume from sleep in. In a browser the same platform calls
 * have their web counterparts (platform/web.ts).
 */
export function DesktopBridge() {
  useTicketLinks();
  useResume();
  const signedIn = useSession((s) => s.phase === 'authenticated' && s.user !== null);
  const expired = useSession((s) => s.expired);
  const [sender] = useState(() => createBadgeSender({ update: (b) => getPlatform().updateBadge(b) }));
  useEffect(() => () => sender.dispose(), [sender]);
  // Signed out the counts are 0 and only the expired state shows: no store needed.
  useEffect(() => {
    if (!signedIn)
      sender.push(countBadge({ signedIn: false, userId: null, unreadTickets: [], pendingCount: null, expired }));
  }, [sender, signedIn, expired]);
  if (!signedIn) return null;
  return (
    <Suspense fallback={null}>
      <DesktopBadge push={sender.push} />
    </Suspense>
  );
}
