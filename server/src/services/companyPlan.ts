import { eq } from 'drizzle-orm';
import type { AppContext } from '../context';
import { companies, plans } from '../db/schema';
import { planView } from './companyView';

/**
 * Tells a company's users its plan as it is now (`company-{id}-plan`), so menu entries and plan
 * gates follow at once: after its plan was edited (PUT /plans/{id}) or the company was moved to
 * another plan (PUT /companies/{id} calls this). A company without a plan hears nothing.
 */
export async function emitCompanyPlan(ctx: Pick<AppContext, 'db' | 'emitter'>, companyId: number): Promise<void> {
  const [row] = await ctx.db
    .select({ plan: plans })
    .from(companies)
    .innerJoin(plans, eq(plans.id, companies.planId))
    .where(eq(companies.id, companyId));
  if (row) ctx.emitter.emit(companyId, 'all', 'plan', { action: 'update', plan: planView(row.plan) });
}
