import { useEffect, useRef } from 'react';
import type { EventPayload, SocketEventKey } from '@shared/api/socketEvents';
import { useSession } from './store';

/**
 * A screen's subscription to one company event of the session's socket, and what to read again
 * after a reconnect (events missed meanwhile are gone: CONTRACT.md "Realtime"). The latest
 * callbacks are used without subscribing again on each render; a new socket (another sign-in)
 * subscribes anew.
 */
export function useSocketEvent<K extends SocketEventKey>(
  key: K,
  handler: (event: EventPayload<K>) => void,
  onResync?: () => void,
): void {
  const realtime = useSession((s) => s.realtime);
  const latest = useRef({ handler, onResync });
  latest.current = { handler, onResync };

  useEffect(() => {
    if (!realtime) return;
    const offEvent = realtime.onEvent(key, (event) => latest.current.handler(event));
    const offResync = realtime.onResync(() => latest.current.onResync?.());
    return () => {
      offEvent();
      offResync();
    };
  }, [realtime, key]);
}
