import { asc, eq, inArray } from 'drizzle-orm';
import { queues, tags, ticketTags, tickets, users, whatsapps } from '../db/schema';
import type { Channel } from '@shared/api/contact';
import type { DbOrTx } from '../db/types';
import { loadContactViews, tagView, type ContactView } from './contactView';

type TicketRow = typeof tickets.$inferSelect;

function ticketFields(t: TicketRow) {
  return {
    id: t.id,
    uuid: t.uuid,
    status: t.status,
    lastMessage: t.lastMessage,
    unreadMessages: t.unreadMessages,
    isGroup: t.isGroup,
    isBot: t.isBot,
    channel: t.channel,
    contactId: t.contactId,
    userId: t.userId,
    queueId: t.queueId,
    whatsappId: t.whatsappId,
    companyId: t.companyId,
    amountUsedBotQueues: t.amountUsedBotQueues,
    useIntegration: t.useIntegration,
    createdAt: t.createdAt.toISOString(),
    updatedAt: t.updatedAt.toISOString(),
  };
}

export type TicketView = ReturnType<typeof ticketFields> & {
  contact: ContactView;
  queue: { id: number; name: string; color: string } | null;
  user: { id: number; name: string; color: string | null } | null;
  whatsapp: { id: number; name: string; channel: Channel; groupAsTicket: string } | null;
  tags: ReturnType<typeof tagView>[];
};

/** Tickets with contact, queue, user, whatsapp and tags, in the order of `ids`. */
export async function loadTicketViews(db: DbOrTx, ids: number[]): Promise<TicketView[]> {
  if (ids.length === 0) return [];
  const rows = await db.select().from(tickets).where(inArray(tickets.id, ids));
  const pick = <T>(list: (T | null)[]) => [...new Set(list.filter((v): v is T => v !== null))];
  const queueIds = pick(rows.map((r) => r.queueId));
  const userIds = pick(rows.map((r) => r.userId));
  const waIds = pick(rows.map((r) => r.whatsappId));
  const [contactMap, qs, us, was, tagRows] = await Promise.all([
    loadContactViews(
      db,
      rows.map((r) => r.contactId),
    ),
    queueIds.length
      ? db
          .select({ id: queues.id, name: queues.name, color: queues.color })
          .from(queues)
          .where(inArray(queues.id, queueIds))
      : [],
    userIds.length
      ? db.select({ id: users.id, name: users.name, color: users.color }).from(users).where(inArray(users.id, userIds))
      : [],
    waIds.length
      ? db
          .select({
            id: whatsapps.id,
            name: whatsapps.name,
            channel: whatsapps.channel,
            groupAsTicket: whatsapps.groupAsTicket,
          })
          .from(whatsapps)
          .where(inArray(whatsapps.id, waIds))
      : [],
    db
      .select({ ticketId: ticketTags.ticketId, tag: tags })
      .from(ticketTags)
      .innerJoin(tags, eq(tags.id, ticketTags.tagId))
      .where(inArray(ticketTags.ticketId, ids))
      .orderBy(asc(tags.name)),
  ]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids
    .map((id) => byId.get(id))
    .filter((r): r is TicketRow => r !== undefined)
    .map((r) => ({
      ...ticketFields(r),
      contact: contactMap.get(r.contactId)!,
      queue: qs.find((q) => q.id === r.queueId) ?? null,
      user: us.find((u) => u.id === r.userId) ?? null,
      whatsapp: was.find((w) => w.id === r.whatsappId) ?? null,
      tags: tagRows.filter((t) => t.ticketId === r.id).map((t) => tagView(t.tag)),
    }));
}

export async function loadTicketView(db: DbOrTx, id: number): Promise<TicketView | null> {
  return (await loadTicketViews(db, [id]))[0] ?? null;
}
