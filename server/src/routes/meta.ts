import { readFileSync } from 'node:fs';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { metaRoutes as r } from '@shared/api/routes/meta';
import type { AppContext } from '../context';
import { serve } from '../http/route';
import { companies, helps, plans } from '../db/schema';
import { actorOf } from '../http/authGuard';
import { HttpError } from '../http/HttpError';
import { planView } from '../services/companyView';
import { helpView } from './helps';

const version: string = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')).version;

export function registerMetaRoutes(app: FastifyInstance, ctx: AppContext): void {
  serve(app, ctx, r.version, () => ({ version }));

  serve(app, ctx, r.helps, async () => {
    const rows = await ctx.db.select().from(helps).orderBy(asc(helps.id));
    return rows.map(helpView);
  });

  serve(app, ctx, r.companyPlan, async ({ req, params: { companyId } }) => {
    const actor = actorOf(req);
    // Another company's plan is out of sight unless the platform's super user asks.
    if (companyId !== actor.companyId && !actor.super) throw new HttpError(404, 'ERR_NO_COMPANY_FOUND');
    const [row] = await ctx.db
      .select({ plan: plans })
      .from(companies)
      .innerJoin(plans, eq(plans.id, companies.planId))
      .where(eq(companies.id, companyId));
    if (!row) throw new HttpError(404, 'ERR_NO_COMPANY_FOUND');
    return planView(row.plan);
  });
}
