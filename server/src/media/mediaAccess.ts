import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../context';
import { fileListOptions, fileLists, messages, quickMessages, schedules, tickets } from '../db/schema';
import { isAdmin, type Actor } from '../services/actor';
import { hidesDeletedContent } from '../services/companySettingsCache';
import { canSeeTicket } from '../services/ticketVisibility';

/**
 * Whether a signed-in user may read a stored file by bearer token: when something holding it
 * would show it to them, by the same rule as that holder. A message's file: the user sees its
 * ticket (services/ticketVisibility.ts) and the message's content is not hidden (deleted with
 * lgpdDeleteMessage, services/messageView.ts). A schedule's: its owner or an admin. A quick
 * message's: its owner, an admin, or anyone for a general one. A file list option's: an admin
 * (the file lists page is theirs). A file nothing holds: nobody
 * (signed URLs, minted only for those who may see the holder, still serve it).
 */
export async function mayReadMedia(ctx: AppContext, actor: Actor, key: string): Promise<boolean> {
  const { db } = ctx;
  const company = actor.companyId;
  const held = await db
    .select({
      isDeleted: messages.isDeleted,
      id: tickets.id,
      userId: tickets.userId,
      queueId: tickets.queueId,
      isGroup: tickets.isGroup,
    })
    .from(messages)
    .innerJoin(tickets, eq(tickets.id, messages.ticketId))
    .where(and(eq(messages.companyId, company), eq(messages.mediaUrl, key)));
  const seen = held.filter((m) => canSeeTicket(actor, m));
  const hidden = seen.length > 0 && (await hidesDeletedContent(ctx.settingsCache, company));
  if (seen.some((m) => !(hidden && m.isDeleted))) return true;
  const [scheduled] = await db
    .select({ userId: schedules.userId })
    .from(schedules)
    .where(and(eq(schedules.companyId, company), eq(schedules.mediaPath, key)));
  if (scheduled && (isAdmin(actor) || scheduled.userId === actor.id)) return true;
  const quick = await db
    .select({ userId: quickMessages.userId, geral: quickMessages.geral })
    .from(quickMessages)
    .where(and(eq(quickMessages.companyId, company), eq(quickMessages.mediaPath, key)));
  if (quick.some((q) => isAdmin(actor) || q.userId === actor.id || q.geral)) return true;
  if (!isAdmin(actor)) return false;
  const [listed] = await db
    .select({ id: fileListOptions.id })
    .from(fileListOptions)
    .innerJoin(fileLists, eq(fileLists.id, fileListOptions.fileListId))
    .where(and(eq(fileLists.companyId, company), eq(fileListOptions.mediaKey, key)));
  return !!listed;
}
