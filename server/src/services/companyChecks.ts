import { and, eq, ne, sql } from 'drizzle-orm';
import { companies, plans, users } from '../db/schema';
import type { DbOrTx } from '../db/types';
import { HttpError } from '../http/HttpError';

/** Company names are unique, in any case (spec 3 §8: the save fails when the name exists). */
export async function assertCompanyNameFree(db: DbOrTx, name: string, field: string, except?: number) {
  const conds = [eq(sql`lower(${companies.name})`, name.trim().toLowerCase())];
  if (except !== undefined) conds.push(ne(companies.id, except));
  const [dup] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(...conds));
  if (dup) throw new HttpError(400, 'ERR_COMPANY_NAME_ALREADY_EXISTS', { fields: { [field]: 'already exists' } });
}

/** A new company's admin needs an email no user has (login is by email alone); neutral wording, as POST /users. */
export async function assertUserEmailFree(db: DbOrTx, email: string, field = 'email') {
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  if (taken) throw new HttpError(400, 'ERR_EMAIL_UNAVAILABLE', { fields: { [field]: 'unavailable' } });
}

/** The plan of `planId`; with `publicOnly` (signup), a private plan is as unknown as a missing one. */
export async function planOrRefuse(db: DbOrTx, planId: number, publicOnly: boolean) {
  const [plan] = await db.select().from(plans).where(eq(plans.id, planId));
  if (!plan || (publicOnly && !plan.public))
    throw new HttpError(400, 'ERR_PLAN_NOT_AVAILABLE', { fields: { planId: 'not available' } });
  return plan;
}
