import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { companyRoutes as r } from '@shared/api/routes/companies';
import { namedWeek } from '@shared/domain/serviceHours';
import type { AppContext } from '../context';
import { companies } from '../db/schema';
import { actorOf } from '../http/authGuard';
import { HttpError } from '../http/HttpError';
import { serve } from '../http/route';
import { isAdmin, type Actor } from '../services/actor';
import { companyFields } from '../services/companyView';

/**
 * A company's record and its weekly service hours (spec 2 "Settings page", schedules tab when
 * scheduleType is company; spec 3 §7 PUT /companies/{id}/schedules). An admin reads and changes
 * their own company; another company is out of sight (404) unless the platform's super user asks.
 */
export function registerCompanyRoutes(app: FastifyInstance, ctx: AppContext): void {
  const find = async (actor: Actor, companyId: number) => {
    if (companyId !== actor.companyId && !actor.super) throw new HttpError(404, 'ERR_NO_COMPANY_FOUND');
    const [c] = await ctx.db.select().from(companies).where(eq(companies.id, companyId));
    if (!c) throw new HttpError(404, 'ERR_NO_COMPANY_FOUND');
    return c;
  };
  const view = (c: typeof companies.$inferSelect) => ({
    ...companyFields(c),
    schedules: c.schedules,
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
  });

  /** Every company by name, for the super user only (spec 3 "All connections"; deployed: isSuper). */
  serve(app, ctx, r.list, async ({ req }) => {
    if (!actorOf(req).super) throw new HttpError(403, 'ERR_NO_PERMISSION');
    const rows = await ctx.db.select().from(companies).orderBy(asc(companies.name), asc(companies.id));
    return rows.map(companyFields);
  });

  serve(app, ctx, r.one, async ({ req, params: { companyId } }) => {
    const actor = actorOf(req);
    if (!isAdmin(actor)) throw new HttpError(403, 'ERR_NO_PERMISSION');
    return view(await find(actor, companyId));
  });

  serve(app, ctx, r.updateSchedules, async ({ req, params: { companyId }, body }) => {
    const actor = actorOf(req);
    if (!isAdmin(actor)) throw new HttpError(403, 'ERR_NO_PERMISSION');
    await find(actor, companyId);
    const [c] = await ctx.db
      .update(companies)
      .set({
        schedules: namedWeek(body.schedules),
        updatedAt: ctx.now(),
      })
      .where(eq(companies.id, companyId))
      .returning();
    return view(c);
  });
}
