import { and, count, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MOMENTS_DEFAULT_DAYS, type MomentsQuery } from '@shared/api/moments';
import type { ReportQuery } from '@shared/api/report';
import { momentRoutes, reportRoutes } from '@shared/api/routes/reports';
import { canViewMoments } from '@shared/domain/permissions';
import type { AppContext } from '../context';
import { contacts, queues, tickets, userRatings, users, whatsapps } from '../db/schema';
import { actorOf } from '../http/authGuard';
import { HttpError } from '../http/HttpError';
import { serve } from '../http/route';
import type { Actor } from '../services/actor';
import { loadTicketViews } from '../services/ticketView';

const on = (v: string) => v === 'enabled';

/** Spec 1 §2 "Side menu visibility": the management group is for admins, or users with showDashboard or allowRealTime. */
function managerOf(req: FastifyRequest): Actor {
  const actor = actorOf(req);
  if (actor.profile !== 'admin' && !on(actor.showDashboard) && !on(actor.allowRealTime))
    throw new HttpError(403, 'ERR_NO_PERMISSION');
  return actor;
}

/** Spec 1 §2 "Real-time attendance panel": a profile user needs allowRealTime. */
function momentsViewerOf(req: FastifyRequest): Actor {
  const actor = actorOf(req);
  if (!canViewMoments(actor)) throw new HttpError(403, 'ERR_NO_PERMISSION');
  return actor;
}

/** Midnight starting a day (YYYY-MM-DD) in the company's time zone, as the ticket list reads its days. */
const startOf = (day: string, timeZone: string) => sql`(${day}::date::timestamp at time zone ${timeZone})`;
const dayAfter = (day: string, timeZone: string) => sql`((${day}::date + 1)::timestamp at time zone ${timeZone})`;
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The report's filters as one SQL condition, always inside the actor's company. */
function reportWhere(companyId: number, q: ReportQuery, timeZone: string): SQL {
  const parts: (SQL | undefined)[] = [eq(tickets.companyId, companyId)];
  if (q.dateFrom) parts.push(gte(tickets.createdAt, startOf(q.dateFrom, timeZone)));
  if (q.dateTo) parts.push(lt(tickets.createdAt, dayAfter(q.dateTo, timeZone)));
  if (q.whatsappId?.length) parts.push(inArray(tickets.whatsappId, q.whatsappId));
  if (q.users?.length) parts.push(inArray(tickets.userId, q.users));
  if (q.queueIds?.length) parts.push(inArray(tickets.queueId, q.queueIds));
  if (q.status?.length) parts.push(inArray(tickets.status, q.status));
  if (q.contactId) parts.push(eq(tickets.contactId, q.contactId));
  const term = q.searchParam?.trim();
  if (term) {
    const like = `%${escapeLike(term)}%`;
    parts.push(or(ilike(contacts.name, like), ilike(contacts.number, like)));
  }
  // Rated: the customer gave the ticket a rate (user_ratings, one per ticket).
  if (q.onlyRated) parts.push(sql`exists (select 1 from ${userRatings} where ${userRatings.ticketId} = ${tickets.id})`);
  return and(...parts)!;
}

/** GET /usersMoments, GET /dashboard/moments and GET /ticketreport/reports (spec 1 §2, §7; spec 3 "Reports"). */
export function registerReportRoutes(app: FastifyInstance, ctx: AppContext): void {
  /** Open and pending tickets (not groups) of the company, newest activity first, with what the cards show. */
  const momentTickets = async (companyId: number, q: MomentsQuery = {}) => {
    const statuses = q.status?.length ? q.status : (['open', 'pending'] as const);
    const parts: (SQL | undefined)[] = [eq(tickets.companyId, companyId), inArray(tickets.status, [...statuses])];
    if (q.queueIds?.length) parts.push(inArray(tickets.queueId, q.queueIds));
    if (q.userId) parts.push(eq(tickets.userId, q.userId));
    if (q.dateStart || q.dateEnd) {
      const tz = ctx.options.timezone;
      parts.push(
        q.dateStart
          ? gte(tickets.createdAt, startOf(q.dateStart, tz))
          : gte(tickets.createdAt, new Date(ctx.now().getTime() - MOMENTS_DEFAULT_DAYS * 86_400_000)),
      );
      if (q.dateEnd) parts.push(lt(tickets.createdAt, dayAfter(q.dateEnd, tz)));
    }
    const rows = await ctx.db
      .select({ id: tickets.id })
      .from(tickets)
      .where(and(...parts))
      .orderBy(desc(tickets.updatedAt), desc(tickets.id));
    return loadTicketViews(
      ctx.db,
      rows.map((r) => r.id),
    );
  };

  serve(app, ctx, momentRoutes.byUser, async ({ req }) => momentTickets(momentsViewerOf(req).companyId));
  serve(app, ctx, momentRoutes.dashboard, async ({ req, query }) =>
    momentTickets(momentsViewerOf(req).companyId, query),
  );

  serve(app, ctx, reportRoutes.tickets, async ({ req, query }) => {
    const actor = managerOf(req);
    const where = reportWhere(actor.companyId, query, ctx.options.timezone);
    // The count joins the contacts only when the search reads their names.
    const counted = ctx.db.select({ total: count() }).from(tickets);
    const [{ total }] = await (query.searchParam?.trim()
      ? counted.leftJoin(contacts, eq(contacts.id, tickets.contactId)).where(where)
      : counted.where(where));
    const rows = await ctx.db
      .select({
        id: tickets.id,
        uuid: tickets.uuid,
        status: tickets.status,
        lastMessage: tickets.lastMessage,
        createdAt: tickets.createdAt,
        closedAt: tickets.closedAt,
        whatsappName: whatsapps.name,
        contactName: contacts.name,
        userName: users.name,
        queueName: queues.name,
        rate: userRatings.rate,
      })
      .from(tickets)
      .leftJoin(contacts, eq(contacts.id, tickets.contactId))
      .leftJoin(whatsapps, eq(whatsapps.id, tickets.whatsappId))
      .leftJoin(users, eq(users.id, tickets.userId))
      .leftJoin(queues, eq(queues.id, tickets.queueId))
      .leftJoin(userRatings, eq(userRatings.ticketId, tickets.id))
      .where(where)
      // Newest first as deployed; the id breaks ties so pages never repeat or skip a row.
      .orderBy(desc(tickets.createdAt), desc(tickets.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize);
    return {
      tickets: rows.map(({ rate, ...r }) => ({
        ...r,
        createdAt: r.createdAt.toISOString(),
        closedAt: r.status === 'closed' && r.closedAt ? r.closedAt.toISOString() : null,
        supportTime: null,
        NPS: rate ?? null,
      })),
      totalTickets: { total },
    };
  });
}
