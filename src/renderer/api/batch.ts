/** Longest wait for a frame: a hidden window (closed to the tray, a background tab) gets none. */
export const BATCH_FALLBACK_MS = 250;

/** About one frame: pushes closer than this to the last hand-over wait for the next frame. */
export const BATCH_QUIET_MS = 16;

/**
 * Collects items and hands them over at most about once per animation frame, so a burst of socket
 * events costs one store update and one render a frame instead of hundreds. After a quiet spell
 * (nothing handed over for a frame) the first push goes out at the end of its own task instead:
 * a lone message shows without waiting up to a frame for nothing, and whatever else that task
 * pushes goes with it. A hidden window gets no animation frames, so a timer applies the batch
 * there: the stores (and the tray's counts) stay live while the desktop app sits in the tray.
 */
export function batchPerFrame<T>(apply: (items: T[]) => void): { push(item: T): void; flush(): void } {
  let pending: T[] = [];
  let scheduled = false;
  /** Which schedule is current: the frame or the timer of an older one, come late, does nothing. */
  let round = 0;
  let lastHandOver = Number.NEGATIVE_INFINITY;

  function flush() {
    scheduled = false;
    if (pending.length === 0) return;
    const items = pending;
    pending = [];
    lastHandOver = performance.now();
    apply(items);
  }

  function schedule() {
    const mine = ++round;
    const run = () => {
      if (scheduled && round === mine) flush();
    };
    if (performance.now() - lastHandOver >= BATCH_QUIET_MS) {
      queueMicrotask(run);
      return;
    }
    if (typeof requestAnimationFrame === 'function') requestAnimationFrame(run);
    setTimeout(run, typeof requestAnimationFrame === 'function' ? BATCH_FALLBACK_MS : BATCH_QUIET_MS);
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
