/** A pass run by hand or on a timer, never two at once. */
export interface PeriodicPass {
  /** Starts the timer (every `everyMs`; 0 = none: passes only through tick()). */
  start(): void;
  /** One pass; resolves with what it counted. Passes are chained, so they never overlap. */
  tick(): Promise<number>;
  /** Stops the timer and waits for a pass in progress. */
  stop(): Promise<void>;
}

/**
 * The loop behind the scheduler and the auto-close: a slow pass is not piled up behind (the beat
 * is skipped), a failing one is logged and the next runs as usual. The timer is unref'd so it
 * never keeps the process alive.
 */
export function createPeriodicPass(
  pass: () => Promise<number>,
  everyMs: number,
  logError: (err: unknown) => void,
): PeriodicPass {
  let chain: Promise<number> = Promise.resolve(0);
  let timer: NodeJS.Timeout | null = null;
  let running = false;
  let stopped = false;

  const tick = () => {
    const next = chain.then(pass, pass);
    chain = next.catch((err: unknown) => {
      logError(err);
      return 0;
    });
    return next;
  };

  return {
    start() {
      if (everyMs <= 0 || stopped) return;
      timer = setInterval(() => {
        if (running || stopped) return;
        running = true;
        void tick()
          .catch(() => 0)
          .finally(() => (running = false));
      }, everyMs);
      timer.unref();
    },
    tick,
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await chain.catch(() => 0);
    },
  };
}
