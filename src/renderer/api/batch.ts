/** Longest wait for a frame: a hidden window (closed to the tray, a background tab) gets none. */
export const BATCH_FALLBACK_MS = 250;

/**
 * Collects items and hands them over once per animation frame, so a burst of socket events
 * costs one store update and one render instead of hundreds. A hidden window gets no animation
 * frames, so a timer applies the batch there: the stores (and the tray's counts) stay live while
 * the desktop app sits in the tray.
 */
export function batchPerFrame<T>(apply: (items: T[]) => void): { push(item: T): void; flush(): void } {
  let pending: T[] = [];
  let scheduled = false;
  /** Which schedule is current: the frame or the timer of an older one, come late, does nothing. */
  let round = 0;

  function flush() {
    scheduled = false;
    if (pending.length === 0) return;
    const items = pending;
    pending = [];
    apply(items);
  }

  function schedule() {
    const mine = ++round;
    const run = () => {
      if (scheduled && round === mine) flush();
    };
    if (typeof requestAnimationFrame === 'function') requestAnimationFrame(run);
    setTimeout(run, typeof requestAnimationFrame === 'function' ? BATCH_FALLBACK_MS : 16);
  }

  return {
    push(item) {
      pending.push(item);
      if (!scheduled) {
        scheduled = true;
        schedule();
      }
    },
    flush,
  };
}
