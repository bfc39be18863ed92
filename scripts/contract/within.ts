import { CheckFailed } from './recorder';

/**
 * Waits for something the kit cannot ask for (a socket event, a connection): `start` calls `done`
 * when it happens and returns how to stop listening. After `ms` the check fails with `reason`:
 * a limit on how long to wait, not a measurement. `signal` gives up early (the request the wait
 * was for failed), stopping the listener and the timer.
 */
export function within<T>(
  ms: number,
  reason: string,
  start: (done: (value: T) => void) => () => void,
  signal?: AbortSignal,
): Promise<T> {
  const waiting = new Promise<T>((resolve, reject) => {
    let stop: (() => void) | null = null;
    let settled = false;
    const finish = (settle: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      signal?.removeEventListener('abort', abandon);
      stop?.();
      settle();
    };
    const abandon = () => finish(() => reject(new CheckFailed('abandoned')));
    const timer = setTimeout(() => finish(() => reject(new CheckFailed(`${reason} within ${ms / 1000} s`))), ms);
    signal?.addEventListener('abort', abandon);
    stop = start((value) => finish(() => resolve(value)));
    // `done` may have run inside `start`, before there was anything to stop.
    if (settled) stop();
  });
  // Whoever abandons the wait no longer awaits it: its rejection must not go unhandled.
  waiting.catch(() => {});
  return waiting;
}
