import { inArray } from 'drizzle-orm';
import type { AppContext } from '../context';
import { messages } from '../db/schema';
import type { DbOrTx } from '../db/types';
import { hidesDeletedContent } from './companySettingsCache';
import { loadContactViews } from './contactView';

type MessageRow = typeof messages.$inferSelect;

/** What building a message view needs: the database, URL signing and the LGPD setting. */
export type ViewContext = Pick<AppContext, 'media' | 'settingsCache'> & { db: DbOrTx };

/** The original file name is the last segment of a media key (`<companyId>/<id>/<name>`). */
export const mediaNameOf = (key: string | null) => (key ? (key.split('/').pop() ?? null) : null);

function messageFields(ctx: ViewContext, m: MessageRow, hideDeleted: boolean) {
  const hidden = hideDeleted && m.isDeleted;
  return {
    id: m.id,
    wid: m.wid,
    body: hidden ? '' : m.body,
    fromMe: m.fromMe,
    ack: m.ack,
    read: m.read,
    mediaType: m.mediaType,
    // Stored as a key; leaves as a signed URL valid about a day (media/mediaUrls.ts).
    mediaUrl: m.mediaUrl && !hidden ? ctx.media.urls.sign(m.mediaUrl) : null,
    mediaName: hidden ? null : mediaNameOf(m.mediaUrl),
    isPrivate: m.isPrivate,
    isDeleted: m.isDeleted,
    isEdited: m.isEdited,
    isForwarded: m.isForwarded,
    ticketId: m.ticketId,
    contactId: m.contactId,
    companyId: m.companyId,
    queueId: m.queueId,
    userId: m.userId,
    clientId: m.clientId,
    quotedMsgId: m.quotedMsgId,
    createdAt: m.createdAt.toISOString(),
    updatedAt: m.updatedAt.toISOString(),
  };
}

/** Messages with their contact and quoted message (itself with its contact), in the order of `rows`. */
export async function messageViews(ctx: ViewContext, rows: MessageRow[]) {
  const quotedIds = [...new Set(rows.map((m) => m.quotedMsgId).filter((v): v is number => v !== null))];
  const quoted = quotedIds.length ? await ctx.db.select().from(messages).where(inArray(messages.id, quotedIds)) : [];
  const contactMap = await loadContactViews(
    ctx.db,
    [...rows, ...quoted].map((m) => m.contactId).filter((v): v is number => v !== null),
  );
  const companies = [...new Set(rows.map((m) => m.companyId))];
  const hiding = new Map<number, boolean>();
  for (const c of companies) hiding.set(c, await hidesDeletedContent(ctx.settingsCache, c));
  const contactOf = (m: MessageRow) => (m.contactId !== null ? (contactMap.get(m.contactId) ?? null) : null);
  return rows.map((m) => {
    const q = quoted.find((x) => x.id === m.quotedMsgId);
    const hide = hiding.get(m.companyId) ?? false;
    return {
      ...messageFields(ctx, m, hide),
      contact: contactOf(m),
      quotedMsg: q ? { ...messageFields(ctx, q, hide), contact: contactOf(q) } : null,
    };
  });
}
export type MessageView = Awaited<ReturnType<typeof messageViews>>[number];

export async function messageView(ctx: ViewContext, row: MessageRow): Promise<MessageView> {
  return (await messageViews(ctx, [row]))[0];
}
