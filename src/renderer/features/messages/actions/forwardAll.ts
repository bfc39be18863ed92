import { LIMITS } from '@shared/domain/constants';
import { forwardMessage } from '../api';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Forwards each message to each contact, ONE AT A TIME with a 900 ms pause between sends (spec 1
 * §4: the channel must not see a burst), messages in conversation order. Stops at the first
 * refusal and throws it; `onProgress(done, total)` after each send.
 */
export async function forwardAll(
  messageIds: readonly (string | number)[],
  contactIds: readonly number[],
  signMessage: boolean,
  onProgress: (done: number, total: number) => void,
  wait: (ms: number) => Promise<unknown> = pause,
): Promise<void> {
  const total = messageIds.length * contactIds.length;
  let done = 0;
  for (const contactId of contactIds) {
    for (const messageId of messageIds) {
      if (done > 0) await wait(LIMITS.forwardPauseMs);
      await forwardMessage({ messageId, contactId, signMessage });
      done += 1;
      onProgress(done, total);
    }
  }
}
