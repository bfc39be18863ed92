import { and, count, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { KanbanTicketsQuery } from '@shared/api/routes/kanban';
import { KANBAN_PAGE_SIZE } from '@shared/api/kanban';
import { tickets } from '../db/schema';
import type { Db } from '../db/types';
import { isAdmin, type Actor } from './actor';
import { visibleTickets } from './listTickets';
import { loadTicketViews } from './ticketView';

/**
 * GET /ticket/kanban: the conversations of the board (open and waiting, not groups), 400 a page,
 * most recently changed first. An admin sees the company's all; anyone else the tickets the
 * ticket list would show them (visibleTickets). `queueIds` narrows to those queues (and to no
 * queue for a user with allTicket, as the ticket list does); the days pick the day of creation in
 * the company's time zone.
 */
export async function listKanbanTickets(db: Db, actor: Actor, q: KanbanTicketsQuery, timeZone: string) {
  const conds: SQL[] = [
    eq(tickets.companyId, actor.companyId),
    inArray(tickets.status, ['open', 'pending']),
    eq(tickets.isGroup, false),
  ];
  if (!isAdmin(actor)) conds.push(visibleTickets(actor));
  if (q.queueIds?.length) {
    const noQueue = actor.allTicket === 'enabled' ? isNull(tickets.queueId) : sql`false`;
    conds.push(or(inArray(tickets.queueId, q.queueIds), noQueue)!);
  }
  const createdOn = sql`(${tickets.createdAt} at time zone ${timeZone})::date`;
  if (q.startDate) conds.push(sql`${createdOn} >= ${q.startDate}::date`);
  if (q.endDate) conds.push(sql`${createdOn} <= ${q.endDate}::date`);
  const where = and(...conds);
  const [rows, [{ n }]] = await Promise.all([
    db
      .select({ id: tickets.id })
      .from(tickets)
      .where(where)
      .orderBy(desc(tickets.updatedAt), desc(tickets.id))
      .limit(KANBAN_PAGE_SIZE)
      .offset((q.pageNumber - 1) * KANBAN_PAGE_SIZE),
    db.select({ n: count() }).from(tickets).where(where),
  ]);
  const list = await loadTicketViews(
    db,
    rows.map((r) => r.id),
  );
  return { tickets: list, count: n, hasMore: n > q.pageNumber * KANBAN_PAGE_SIZE };
}
