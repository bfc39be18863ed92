import { count, eq } from 'drizzle-orm';
import { companies, plans, queues, users, whatsapps } from '../db/schema';
import type { DbOrTx } from '../db/types';
import { HttpError } from '../http/HttpError';

/** What a plan counts, the table that holds it and the code of a refusal (errorCodes.ts). */
const LIMITS = {
  users: { table: users, code: 'ERR_USER_LIMIT_REACHED' },
  // Every channel's connection counts (WhatsApp, Facebook and Instagram are rows of one table).
  connections: { table: whatsapps, code: 'ERR_CONNECTION_LIMIT_REACHED' },
  queues: { table: queues, code: 'ERR_QUEUE_LIMIT_REACHED' },
} as const;

export type PlanLimit = keyof typeof LIMITS;

/**
 * The plan's users, connections and queues are ceilings (spec 3 §3 Plan; deployed backends refuse
 * the record past them with 400). A company without a plan, or a count of 0, is not limited: the
 * plans the tenant factory makes (seedTenant's plan without some flags) and any plan saved with
 * no count leave those columns at their default 0, and the tenants that use them must keep
 * working; the demo's "Completo" plan sets real counts (50 users, 10 connections, 20 queues).
 * `adding`: how many records the request would add (POST /facebook may add two pages at once).
 */
export async function assertUnderPlanLimit(db: DbOrTx, companyId: number, what: PlanLimit, adding = 1): Promise<void> {
  if (adding <= 0) return;
  const [row] = await db
    .select({ limit: plans[what] })
    .from(companies)
    .innerJoin(plans, eq(plans.id, companies.planId))
    .where(eq(companies.id, companyId));
  if (!row?.limit) return;
  const { table, code } = LIMITS[what];
  const [{ n }] = await db.select({ n: count() }).from(table).where(eq(table.companyId, companyId));
  if (n + adding > row.limit) throw new HttpError(400, code);
}
