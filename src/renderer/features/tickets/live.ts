import { useEffect, useMemo } from 'react';
import { viewerOf } from '@shared/domain/visibility';
import { useSession } from '@renderer/session';
import { useFirstScreenShown } from '@renderer/ui';
import { loadFirstPages } from './loaders';
import { useTicketsRealtime } from './realtime';
import { setViewer, useTickets } from './store';

/**
 * Keeps the ticket store live on every screen, not only the tickets one (mounted once, in the
 * signed-in layout): socket events applied, lists resynced after each reconnect, and the pending
 * list's first page loaded once the first screen is shown, whose count is what the tray and the
 * dock badge call "waiting".
 */
export function useTicketsLive(): void {
  const user = useSession((s) => s.user);
  const viewer = useMemo(() => (user ? viewerOf(user) : null), [user]);
  useEffect(() => {
    if (viewer) setViewer(viewer);
  }, [viewer]);
  useTicketsRealtime();

  const ready = useTickets((s) => user !== null && s.scope.viewer?.id === user.id);
  // A reset of the list (another queue filter, the same user with other queues) loads it again.
  const generation = useTickets((s) => s.lists.pending.generation);
  // After the first screen: the inbox's first row does not wait for the badge's count.
  const firstScreenShown = useFirstScreenShown();
  useEffect(() => {
    if (ready && firstScreenShown) void loadFirstPages(['pending']);
  }, [ready, generation, firstScreenShown]);
}
