import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../context';
import { messages } from '../db/schema';

/**
 * Removes a replaced or deleted attachment (of a schedule, a campaign) from the media store,
 * unless a message already sent carries it: then it is also that message's, and stays.
 */
export async function dropUnusedMedia(ctx: AppContext, companyId: number, mediaPath: string | null): Promise<void> {
  if (!mediaPath) return;
  const [used] = await ctx.db
    .select({ id: messages.id })
    .from(messages)
    .where(and(eq(messages.companyId, companyId), eq(messages.mediaUrl, mediaPath)))
    .limit(1);
  if (!used) await ctx.media.store.remove(mediaPath).catch(ctx.logError);
}
