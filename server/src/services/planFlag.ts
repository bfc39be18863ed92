import { eq } from 'drizzle-orm';
import type { PlanFlags } from '@shared/api/company';
import { companies, plans } from '../db/schema';
import type { DbOrTx } from '../db/types';
import { HttpError } from '../http/HttpError';

/**
 * Refuses (403 ERR_NO_PERMISSION) a module the company's plan does not include (spec 1 §2: the
 * client hides the menu entry and redirects; the server must not serve the module either, or a
 * hand-made request would use what the company does not pay for).
 */
export async function assertPlanFlag(db: DbOrTx, companyId: number, flag: keyof PlanFlags): Promise<void> {
  const [row] = await db
    .select({ on: plans[flag] })
    .from(companies)
    .innerJoin(plans, eq(plans.id, companies.planId))
    .where(eq(companies.id, companyId));
  if (!row?.on) throw new HttpError(403, 'ERR_NO_PERMISSION');
}
