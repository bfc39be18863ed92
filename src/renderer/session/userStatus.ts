import { useEffect } from 'react';
import { LIMITS } from '@shared/domain/constants';
import { useSession } from './store';

/**
 * The user-status signal of spec 1 §4: `userStatus` on the company socket at each (re)connect and
 * every 5 minutes while signed in, which backends use to show the attendant online.
 */
export function useUserStatusSignal(): void {
  const realtime = useSession((s) => s.realtime);
  useEffect(() => {
    if (!realtime) return;
    const signal = () => realtime.emit('userStatus');
    const stopListening = realtime.onStatus((status) => status === 'connected' && signal());
    const timer = setInterval(signal, LIMITS.userStatusIntervalMs);
    return () => {
      stopListening();
      clearInterval(timer);
    };
  }, [realtime]);
}
