/**
 * Collects items and hands them over once per animation frame, so a burst of socket events
 * costs one store update and one render instead of hundreds.
 */
export function batchPerFrame<T>(apply: (items: T[]) => void): { push(item: T): void; flush(): void } {
  let pending: T[] = [];
  let scheduled = false;
  const schedule =
    typeof requestAnimationFrame === 'function' ? requestAnimationFrame : (cb: () => void) => setTimeout(cb, 16);

  function flush() {
    scheduled = false;
    if (pending.length === 0) return;
    const items = pending;
    pending = [];
    apply(items);
  }

  return {
    push(item) {
      pending.push(item);
      if (!scheduled) {
        scheduled = true;
        schedule(flush);
      }
    },
    flush,
  };
}
