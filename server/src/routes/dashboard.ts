import type { FastifyInstance } from 'fastify';
import { dashboardRoutes as r, type DashboardRangeQuery } from '@shared/api/routes/dashboard';
import { canViewDashboard } from '@shared/domain/permissions';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import { serve } from '../http/route';
import { actorOf } from '../http/authGuard';
import { forbidden } from '../http/HttpError';
import type { Actor } from '../services/actor';
import {
  dashboardFigures,
  dayEnd,
  dayStart,
  ticketsPerDay,
  ticketsPerUser,
  type Period,
} from '../services/dashboardFigures';

/** The dashboard is for admins and users with showDashboard (spec 1 §2); others get 403. */
function viewerOf(req: Parameters<typeof actorOf>[0]): Actor {
  const actor = actorOf(req);
  if (!canViewDashboard(actor)) throw forbidden();
  return actor;
}

export function registerDashboardRoutes(app: FastifyInstance, ctx: AppContext): void {
  const tz = ctx.options.timezone;

  /** The two days of the charts' routes; a `companyId` other than the caller's is refused (deployed backends trust it). */
  const rangeOf = (actor: Actor, q: DashboardRangeQuery): Period => {
    if (q.companyId !== undefined && q.companyId !== actor.companyId) throw forbidden();
    return { companyId: actor.companyId, from: dayStart(q.initialDate, tz), to: dayEnd(q.finalDate, tz) };
  };

  serve(app, ctx, r.summary, async ({ req, query }) => {
    const actor = viewerOf(req);
    const days = query.days ? sql`(${ctx.now().toISOString()}::timestamptz - ${query.days} * interval '1 day')` : null;
    // `days` and `date_from` together: the later of the two starts the period.
    const from = query.date_from ? dayStart(query.date_from, tz) : null;
    const start = days && from ? sql`greatest(${days}, ${from})` : (days ?? from);
    return dashboardFigures(ctx.db, {
      companyId: actor.companyId,
      from: start,
      to: query.date_to ? dayEnd(query.date_to, tz) : null,
    });
  });

  serve(app, ctx, r.ticketsPerUser, async ({ req, query }) => ({
    data: await ticketsPerUser(ctx.db, rangeOf(viewerOf(req), query)),
  }));

  serve(app, ctx, r.ticketsPerDay, async ({ req, query }) => {
    const data = await ticketsPerDay(ctx.db, rangeOf(viewerOf(req), query), tz, query.initialDate === query.finalDate);
    return { count: data.reduce((sum, d) => sum + d.total, 0), data };
  });
}
