import { and, asc, count, desc, eq, gt, ilike, inArray, isNull, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import { LIMITS } from '@shared/domain/constants';
import { canShowAllPending, canUseUserFilter, searchShowAll } from '@shared/domain/permissions';
import { contacts, messages, ticketTags, tickets } from '../db/schema';
import type { Db } from '../db/types';
import { isAdmin, type Actor } from './actor';
import type { TicketListQuery } from '@shared/api/routes/tickets';
import { TICKET_STATUSES, type TicketStatus } from '@shared/api/ticket';
import { loadTicketViews } from './ticketView';
import { phoneDigitsOf } from '@shared/domain/phoneSearch';

const FALSE = sql`false`;

/** SQL twin of canSeeTicket (ticketVisibility.ts): the tickets a user may see without showAll. */
export function visibleTickets(actor: Actor): SQL {
  const parts: SQL[] = [eq(tickets.userId, actor.id)];
  if (actor.queueIds.length) parts.push(and(eq(tickets.isGroup, false), inArray(tickets.queueId, actor.queueIds))!);
  if (actor.allHistoric === 'enabled') parts.push(and(eq(tickets.isGroup, false), isNotNull(tickets.queueId))!);
  if (actor.allTicket === 'enabled') parts.push(and(eq(tickets.isGroup, false), isNull(tickets.queueId))!);
  if (actor.allowGroup) parts.push(eq(tickets.isGroup, true));
  return or(...parts)!;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The where clause of a status tab (spec 1 §6 visibility). */
function tabCondition(actor: Actor, q: TicketListQuery): SQL {
  const admin = isAdmin(actor);
  const showAll = q.showAll === true;
  const everything = admin && showAll;
  const seen = everything ? sql`true` : visibleTickets(actor);
  switch (q.status) {
    case 'open': {
      const whose = showAll && canShowAllPending(actor) ? seen : eq(tickets.userId, actor.id);
      return and(eq(tickets.status, 'open'), eq(tickets.isGroup, false), whose)!;
    }
    case 'pending':
      return and(eq(tickets.status, 'pending'), eq(tickets.isGroup, false), seen)!;
    case 'group':
      if (!actor.allowGroup && !everything) return FALSE;
      return and(eq(tickets.isGroup, true), inArray(tickets.status, ['open', 'pending', 'group']), seen)!;
    case 'closed':
      return and(eq(tickets.status, 'closed'), seen)!;
    case 'search':
      // Spec 1 §6: the search tab returns everything only to admins; others search with showAll false.
      return searchShowAll(actor) ? sql`true` : visibleTickets(actor);
    default:
      return seen;
  }
}

function filters(actor: Actor, q: TicketListQuery, timeZone: string): SQL[] {
  const out: SQL[] = [];
  if (q.queueIds?.length) {
    const noQueue = actor.allTicket === 'enabled' ? isNull(tickets.queueId) : FALSE;
    out.push(or(inArray(tickets.queueId, q.queueIds), noQueue)!);
  }
  if (q.tags?.length) {
    out.push(
      sql`exists (select 1 from ${ticketTags} where ${ticketTags.ticketId} = ${tickets.id} and ${inArray(ticketTags.tagId, q.tags)})`,
    );
  }
  // The user filter is an admin control (spec 1 §6); a user's own view is not widened or narrowed by it.
  if (q.users?.length && canUseUserFilter(actor)) out.push(inArray(tickets.userId, q.users));
  if (q.whatsapps?.length) out.push(inArray(tickets.whatsappId, q.whatsapps));
  // Any text is taken, as deployed backends do; one that is no status matches nothing.
  if (q.statusFilter?.length) out.push(inArray(tickets.status, q.statusFilter.filter(isTicketStatus)));
  if (q.withUnreadMessages) {
    // The notifications popover: unread tickets the user is notified about (spec 1 §6) — assigned
    // to the user, or unassigned within the user's queues.
    const unassignedMine = actor.queueIds.length
      ? and(isNull(tickets.userId), inArray(tickets.queueId, actor.queueIds))!
      : FALSE;
    out.push(gt(tickets.unreadMessages, 0), or(eq(tickets.userId, actor.id), unassignedMine)!);
  }
  if (q.date) out.push(sql`(${tickets.createdAt} at time zone ${timeZone})::date = ${q.date}::date`);
  if (q.updatedAt) out.push(sql`(${tickets.updatedAt} at time zone ${timeZone})::date = ${q.updatedAt}::date`);
  if (q.isGroup !== undefined) out.push(eq(tickets.isGroup, q.isGroup));
  const term = q.searchParam?.trim();
  if (term) {
    const like = `%${escapeLike(term)}%`;
    const digits = phoneDigitsOf(term);
    const parts: SQL[] = [ilike(contacts.name, like)];
    if (digits) parts.push(ilike(contacts.number, `%${digits}%`));
    // Message bodies are searched too, unless the client says searchOnMessages=false: attendants
    // look for what was said.
    if (q.searchOnMessages !== false)
      parts.push(
        sql`exists (select 1 from ${messages} where ${messages.ticketId} = ${tickets.id} and ${messages.body} ilike ${like})`,
      );
    out.push(or(...parts)!);
  }
  return out;
}

/**
 * GET /tickets: one page of 40 of a tab, newest first unless sortTickets=ASC. `date` and
 * `updatedAt` (YYYY-MM-DD) pick the day of creation or last change in the company's time zone.
 */
export async function listTickets(db: Db, actor: Actor, q: TicketListQuery, timeZone: string) {
  const where = and(eq(tickets.companyId, actor.companyId), tabCondition(actor, q), ...filters(actor, q, timeZone));
  const order =
    q.sortTickets === 'ASC' ? [asc(tickets.updatedAt), asc(tickets.id)] : [desc(tickets.updatedAt), desc(tickets.id)];
  const size = LIMITS.ticketsPageSize;
  const [rows, [{ n }]] = await Promise.all([
    db
      .select({ id: tickets.id })
      .from(tickets)
      .innerJoin(contacts, eq(contacts.id, tickets.contactId))
      .where(where)
      .orderBy(...order)
      .limit(size)
      .offset((q.pageNumber - 1) * size),
    db.select({ n: count() }).from(tickets).innerJoin(contacts, eq(contacts.id, tickets.contactId)).where(where),
  ]);
  const list = await loadTicketViews(
    db,
    rows.map((r) => r.id),
  );
  return { tickets: list, count: n, hasMore: n > q.pageNumber * size };
}

const isTicketStatus = (s: string): s is TicketStatus => (TICKET_STATUSES as readonly string[]).includes(s);
