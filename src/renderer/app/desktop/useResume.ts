import { useEffect } from 'react';
import { useSession } from '@renderer/session';
import { getPlatform } from '@renderer/platform';

/** The desktop app hears both 'resumed' and 'online' after a sleep: one reconnect for the pair. */
export const RESUME_MIN_INTERVAL_MS = 2000;

/**
 * Resume from sleep, or the network back (issue 5): the socket reconnects now rather than after a
 * dead connection's timeout. The top bar shows 'Reconectando…' meanwhile, and the reconnect's
 * resync (api/socket.ts `onResync`) fetches over HTTP what was missed: the ticket lists, the
 * unread list and the open conversation.
 */
export function useResume(now: () => number = Date.now): void {
  useEffect(() => {
    let last = -Infinity;
    return getPlatform().onResume(() => {
      const at = now();
      if (at - last < RESUME_MIN_INTERVAL_MS) return;
      last = at;
      useSession.getState().realtime?.reconnectNow();
    });
  }, [now]);
}
