import { summarizeBurst, type NotificationDecision, type SummaryTexts } from '@shared/domain/notificationPolicy';
import type { AppNotification } from '@renderer/platform';

export interface BurstOptions {
  windowMs: number;
  show(notification: AppNotification): void;
  playSound(volume: number): void;
  texts(): SummaryTexts;
  setTimer?(run: () => void, ms: number): unknown;
  clearTimer?(timer: unknown): void;
}

/**
 * Coalesces bursts of notifications (issue 5: one summary instead of fifty toasts, one sound).
 * The first message is shown at once, with the sound; messages within the next window are
 * gathered, and when it ends one silent summary replaces the first notification (same tag). While
 * messages keep coming the summary is refreshed each window; a quiet window ends the burst, and the
 * next message starts a new one with a new tag (so the system shows it afresh).
 */
export function createBurst({
  windowMs,
  show,
  playSound,
  texts,
  setTimer = (run, ms) => setTimeout(run, ms),
  clearTimer = (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
}: BurstOptions) {
  let serial = 0;
  let burst: { tag: string; all: NotificationDecision[]; waiting: number } | null = null;
  let timer: unknown = null;

  const endOfWindow = () => {
    timer = null;
    if (!burst || burst.waiting === 0) {
      burst = null;
      return;
    }
    const summary = summarizeBurst(burst.all, texts());
    burst.waiting = 0;
    if (summary) show({ ...summary, tag: burst.tag });
    timer = setTimer(endOfWindow, windowMs);
  };

  return {
    push(decision: NotificationDecision): void {
      if (!decision.notify) return;
      if (burst) {
        burst.all.push(decision);
        burst.waiting += 1;
        return;
      }
      burst = { tag: `balcao-${++serial}`, all: [decision], waiting: 0 };
      show({ title: decision.title, body: decision.body, tag: burst.tag, ticketUuid: decision.ticketUuid });
      if (decision.sound) playSound(decision.volume);
      timer = setTimer(endOfWindow, windowMs);
    },
    dispose(): void {
      if (timer !== null) clearTimer(timer);
      timer = null;
      burst = null;
    },
  };
}
