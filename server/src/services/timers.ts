/** Pending timeouts (sandbox acks) tracked so close() can cancel them all. */
export interface Timers {
  after(ms: number, fn: () => Promise<void> | void): void;
  clear(): void;
}

export function createTimers(onError: (err: unknown) => void): Timers {
  const pending = new Set<NodeJS.Timeout>();
  let closed = false;
  return {
    after(ms, fn) {
      if (closed) return;
      const handle = setTimeout(() => {
        pending.delete(handle);
        if (closed) return;
        Promise.resolve()
          .then(fn)
          .catch((err: unknown) => {
            if (!closed) onError(err);
          });
      }, ms);
      pending.add(handle);
    },
    clear() {
      closed = true;
      for (const handle of pending) clearTimeout(handle);
      pending.clear();
    },
  };
}
