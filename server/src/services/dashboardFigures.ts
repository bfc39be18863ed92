import { sql, type SQL } from 'drizzle-orm';
import type { DashboardAttendant, DashboardCounters } from '@shared/api/dashboard';
import type { DbOrTx } from '../db/types';

/**
 * The dashboard's figures (spec 1 §2 "Dashboard", §3 "Dashboard counters"), each computed by
 * PostgreSQL over the company's tickets of the period (COUNT/AVG/GROUP BY): no ticket row is ever
 * brought into Node. The same SQL runs on PGlite and PostgreSQL; every figure is cast (int,
 * float8) so both drivers hand back numbers.
 *
 * What the figures mean here (deployed backends read them off their TicketTraking table):
 * - a ticket counts in a period when it was opened in it; "now" counters (happening, pending,
 *   groups) are the current status of those tickets;
 * - started = the first time it was accepted (its first 'open' log); wait = started − opened, for
 *   the customers' tickets (an attendant's own outgoing ticket starts accepted, and would count
 *   as no wait); support = closed − started, for closed tickets;
 * - active = opened by an attendant ('create' logged with a user), passive = by the customer;
 * - leads = contacts whose first ticket of the company was opened in the period;
 * - ratings are 1–5 (spec 1 §9): 5 promoter, 4 passive, 1–3 detractor; npsScore = promoters% −
 *   detractors%; percRating = rated closed tickets over closed tickets. Times in minutes.
 */
export interface Period {
  companyId: number;
  /** Inclusive start, or none. */
  from: SQL | null;
  /** Exclusive end, or none. */
  to: SQL | null;
}

/** The period's bounds as timestamps: `YYYY-MM-DD` days read as midnights of the company's time zone. */
export function dayStart(day: string, timezone: string): SQL {
  return sql`((${day}::date)::timestamp at time zone ${timezone})`;
}
export function dayEnd(day: string, timezone: string): SQL {
  return sql`((${day}::date + 1)::timestamp at time zone ${timezone})`;
}

const inPeriod = (p: Period, column: SQL) =>
  sql.join(
    [sql`true`, ...(p.from ? [sql`${column} >= ${p.from}`] : []), ...(p.to ? [sql`${column} < ${p.to}`] : [])],
    sql` and `,
  );

const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;
const minutes = (x: SQL) => sql`coalesce(round((${x})::numeric, 2), 0)::float8`;
const perc = (part: SQL, whole: SQL) => sql`coalesce(round(100.0 * (${part}) / nullif(${whole}, 0), 2), 0)::float8`;

/** GET /dashboard: the counters and one row per user of the company, in one statement. */
export async function dashboardFigures(
  db: DbOrTx,
  p: Period,
): Promise<{ counters: DashboardCounters; attendants: DashboardAttendant[] }> {
  // One pass over the period's tickets, grouped twice at once (grouping sets): the whole company
  // (the counters) and per holder (the attendant rows). The logs are read by company and period
  // (a ticket's logs never precede it), not joined ticket by ticket.
  const result = await db.execute(sql`
    with logs as (
      select l."ticketId",
             min(l."createdAt") filter (where l.type = 'open') as started,
             bool_or(l.type = 'create' and l."userId" is not null) as active
      from ticket_logs l
      where l."companyId" = ${p.companyId} and l.type in ('create', 'open') and ${inPeriod({ ...p, to: null }, sql`l."createdAt"`)}
      group by l."ticketId"
    ),
    m as (
      select t.status, t."userId", r.rate, coalesce(logs.active, false) as active,
             case when not coalesce(logs.active, false)
                  then extract(epoch from (logs.started - t."createdAt")) / 60 end as wait,
             case when t.status = 'closed'
                  then extract(epoch from (t."closedAt" - logs.started)) / 60 end as support
      from tickets t
      left join logs on logs."ticketId" = t.id
      left join user_ratings r on r."ticketId" = t.id
      where t."companyId" = ${p.companyId} and ${inPeriod(p, sql`t."createdAt"`)}
    ),
    g as (
      select grouping(m."userId") = 1 as whole, m."userId",
        count(*) filter (where status = 'open')::int as "supportHappening",
        count(*) filter (where status = 'pending')::int as "supportPending",
        count(*) filter (where status = 'closed')::int as "supportFinished",
        count(*) filter (where status = 'group')::int as "supportGroups",
        ${minutes(sql`avg(support)`)} as "avgSupportTime",
        ${minutes(sql`avg(wait)`)} as "avgWaitTime",
        count(*) filter (where active)::int as "activeTickets",
        count(*) filter (where not active)::int as "passiveTickets",
        count(*)::int as "tickets",
        count(*) filter (where status = 'nps')::int as "waitRating",
        count(*) filter (where status = 'closed' and rate is null)::int as "withoutRating",
        count(*) filter (where status = 'closed' and rate is not null)::int as "withRating",
        ${perc(sql`count(*) filter (where status = 'closed' and rate is not null)`, sql`count(*) filter (where status = 'closed')`)} as "percRating",
        ${perc(sql`count(*) filter (where rate = 5)`, sql`count(rate)`)} as "npsPromotersPerc",
        ${perc(sql`count(*) filter (where rate = 4)`, sql`count(rate)`)} as "npsPassivePerc",
        ${perc(sql`count(*) filter (where rate <= 3)`, sql`count(rate)`)} as "npsDetractorsPerc",
        ${perc(sql`count(*) filter (where rate = 5) - count(*) filter (where rate <= 3)`, sql`count(rate)`)} as "npsScore",
        coalesce(round(avg(rate), 2), 0)::float8 as rating,
        count(rate)::int as "countRating"
      from m
      group by grouping sets ((), (m."userId"))
    ),
    counters as (
      select g."supportHappening", g."supportPending", g."supportFinished", g."supportGroups", g."avgSupportTime",
             g."avgWaitTime", g."activeTickets", g."passiveTickets", g.tickets, g."waitRating", g."withoutRating",
             g."withRating", g."percRating", g."npsPromotersPerc", g."npsPassivePerc", g."npsDetractorsPerc", g."npsScore"
      from g where g.whole
    ),
    leads as (
      select count(*)::int as leads
      from (
        select min("createdAt") as first from tickets where "companyId" = ${p.companyId} group by "contactId"
      ) f
      where ${inPeriod(p, sql`f.first`)}
    ),
    attendants as (
      select u.id, u.name, u.online,
             coalesce(g.rating, 0) as rating, coalesce(g."countRating", 0) as "countRating",
             coalesce(g.tickets, 0) as tickets, coalesce(g."avgWaitTime", 0) as "avgWaitTime",
             coalesce(g."avgSupportTime", 0) as "avgSupportTime"
      from users u
      left join g on not g.whole and g."userId" = u.id
      where u."companyId" = ${p.companyId}
    )
    select
      (select row_to_json(c) from (select counters.*, leads.leads from counters, leads) c) as counters,
      (select coalesce(json_agg(a order by a.name, a.id), '[]'::json) from attendants a) as attendants
  `);
  const [row] = rows<{ counters: DashboardCounters; attendants: DashboardAttendant[] }>(result);
  return { counters: row.counters, attendants: row.attendants };
}

/** GET /dashboard/ticketsUsers: tickets opened in the period per user of the company (0 included), by name. */
export async function ticketsPerUser(db: DbOrTx, p: Period): Promise<{ nome: string; quantidade: number }[]> {
  const result = await db.execute(sql`
    select u.name as nome, count(t.id)::int as quantidade
    from users u
    left join tickets t on t."userId" = u.id and t."companyId" = ${p.companyId} and ${inPeriod(p, sql`t."createdAt"`)}
    where u."companyId" = ${p.companyId}
    group by u.id, u.name
    order by u.name, u.id
  `);
  return rows(result);
}

/**
 * GET /dashboard/ticketsDay: tickets opened per day ('dd/mm/yyyy', in date order) or, for a
 * one-day period, per hour of that day (0–23), on the company's clock. Empty days are absent.
 */
export async function ticketsPerDay(
  db: DbOrTx,
  p: Period,
  timezone: string,
  byHour: boolean,
): Promise<{ total: number; data?: string; horario?: number }[]> {
  const local = sql`(t."createdAt" at time zone ${timezone})`;
  const where = sql`t."companyId" = ${p.companyId} and ${inPeriod(p, sql`t."createdAt"`)}`;
  const result = byHour
    ? await db.execute(sql`
        select extract(hour from ${local})::int as horario, count(*)::int as total
        from tickets t where ${where}
        group by 1 order by 1`)
    : await db.execute(sql`
        select to_char(d, 'DD/MM/YYYY') as data, total
        from (select ${local}::date as d, count(*)::int as total from tickets t where ${where} group by 1) days
        order by d`);
  return rows(result);
}
