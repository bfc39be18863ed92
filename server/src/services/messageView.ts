import { inArray } from 'drizzle-orm';
import { messages } from '../db/schema';
import type { DbOrTx } from '../db/types';
import { loadContactViews } from './contactView';

type MessageRow = typeof messages.$inferSelect;

function messageFields(m: MessageRow) {
  return {
    id: m.id,
    wid: m.wid,
    body: m.body,
    fromMe: m.fromMe,
    ack: m.ack,
    read: m.read,
    mediaType: m.mediaType,
    mediaUrl: m.mediaUrl,
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

/** Messages with their contact and quoted message, in the order of `rows`. */
export async function messageViews(db: DbOrTx, rows: MessageRow[]) {
  const quotedIds = [...new Set(rows.map((m) => m.quotedMsgId).filter((v): v is number => v !== null))];
  const quoted = quotedIds.length ? await db.select().from(messages).where(inArray(messages.id, quotedIds)) : [];
  const contactMap = await loadContactViews(
    db,
    rows.map((m) => m.contactId).filter((v): v is number => v !== null),
  );
  return rows.map((m) => {
    const q = quoted.find((x) => x.id === m.quotedMsgId);
    return {
      ...messageFields(m),
      contact: m.contactId !== null ? (contactMap.get(m.contactId) ?? null) : null,
      quotedMsg: q ? messageFields(q) : null,
    };
  });
}
export type MessageView = Awaited<ReturnType<typeof messageViews>>[number];

export async function messageView(db: DbOrTx, row: MessageRow): Promise<MessageView> {
  return (await messageViews(db, [row]))[0];
}
