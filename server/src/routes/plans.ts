import { and, asc, count, eq, ilike, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { planRoutes as r } from '@shared/api/routes/plans';
import type { AppContext } from '../context';
import { companies, plans } from '../db/schema';
import { superOf } from '../http/authGuard';
import { HttpError } from '../http/HttpError';
import { serve } from '../http/route';
import { emitCompanyPlan } from '../services/companyPlan';
import { planView } from '../services/companyView';

const PAGE = 20;

/**
 * Plans (spec 3 §3 Plan, §7 "Signup and plans"; spec 2 "Settings page", plans tab): the super
 * user lists, pages, adds, edits and deletes them. A name is unique (case aside); a plan a company
 * is on stays (deleting it would leave the company with no modules); a change is sent to every
 * company on the plan (`company-{id}-plan`) so its users' menus follow. GET /plans/list, the
 * public list of the signup page, is not here.
 */
export function registerPlanRoutes(app: FastifyInstance, ctx: AppContext): void {
  const find = async (id: number) => {
    const [row] = await ctx.db.select().from(plans).where(eq(plans.id, id));
    if (!row) throw new HttpError(404, 'ERR_NO_PLAN_FOUND');
    return row;
  };

  const assertNameFree = async (name: string, planId: number) => {
    const [dup] = await ctx.db
      .select({ id: plans.id })
      .from(plans)
      .where(and(sql`lower(${plans.name}) = lower(${name})`, ne(plans.id, planId)));
    if (dup) throw new HttpError(400, 'ERR_PLAN_NAME_ALREADY_EXISTS', { fields: { name: 'already exists' } });
  };

  serve(app, ctx, r.all, async ({ req }) => {
    superOf(req);
    const rows = await ctx.db.select().from(plans).orderBy(asc(plans.name), asc(plans.id));
    return rows.map(planView);
  });

  serve(app, ctx, r.page, async ({ req, query: q }) => {
    superOf(req);
    const term = q.searchParam?.trim();
    const where = term ? ilike(plans.name, `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined;
    const [rows, [{ n }]] = await Promise.all([
      ctx.db
        .select()
        .from(plans)
        .where(where)
        .orderBy(asc(plans.name), asc(plans.id))
        .limit(PAGE)
        .offset((q.pageNumber - 1) * PAGE),
      ctx.db.select({ n: count() }).from(plans).where(where),
    ]);
    return { plans: rows.map(planView), count: n, hasMore: q.pageNumber * PAGE < n };
  });

  serve(app, ctx, r.one, async ({ req, params: { id } }) => {
    superOf(req);
    return planView(await find(id));
  });

  serve(app, ctx, r.create, async ({ req, body }) => {
    superOf(req);
    await assertNameFree(body.name, 0);
    const now = ctx.now();
    const [row] = await ctx.db
      .insert(plans)
      .values({ ...body, createdAt: now, updatedAt: now })
      .returning();
    return planView(row);
  });

  serve(app, ctx, r.update, async ({ req, params: { id }, body }) => {
    superOf(req);
    await find(id);
    await assertNameFree(body.name, id);
    const [row] = await ctx.db
      .update(plans)
      .set({ ...body, updatedAt: ctx.now() })
      .where(eq(plans.id, id))
      .returning();
    const onIt = await ctx.db.select({ id: companies.id }).from(companies).where(eq(companies.planId, id));
    for (const c of onIt) await emitCompanyPlan(ctx, c.id);
    return planView(row);
  });

  serve(app, ctx, r.remove, async ({ req, params: { id } }) => {
    superOf(req);
    await find(id);
    const [used] = await ctx.db.select({ id: companies.id }).from(companies).where(eq(companies.planId, id)).limit(1);
    if (used) throw new HttpError(400, 'ERR_PLAN_IN_USE');
    await ctx.db.delete(plans).where(eq(plans.id, id));
    return { message: 'Plan deleted' };
  });
}
