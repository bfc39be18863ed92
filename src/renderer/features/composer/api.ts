import { z } from 'zod';
import { quickMessageSchema, type QuickMessage } from '@shared/api/quickMessage';
import { routes } from '@shared/api/routes';
import { call } from '@renderer/api';

/** What the composer's picker reads of a quick reply. */
export type QuickReply = Pick<QuickMessage, 'id' | 'shortcode' | 'message' | 'mediaPath'>;

/**
 * GET /quick-messages/list?companyId&userId: the replies the user may use (the company's and their
 * own). Read item by item: one reply a backend sends malformed is left out, not the whole list.
 */
export function fetchQuickReplies(companyId: number, userId: number, signal?: AbortSignal) {
  return call(routes.quickMessages.list, {
    query: { companyId, userId },
    signal,
    reply: z.array(z.unknown()).transform((items) =>
      items.flatMap((item) => {
        const parsed = quickMessageSchema.safeParse(item);
        return parsed.success ? [parsed.data] : [];
      }),
    ),
  });
}
