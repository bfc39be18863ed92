import { eq } from 'drizzle-orm';
import type { AppContext } from '../context';
import { companies } from '../db/schema';

/**
 * Switches a company on or off (spec 3 "Companies": status, active or not). Switched off, its users
 * can no longer sign in (ERR_COMPANY_INACTIVE) and every session of theirs ends at once: access
 * and refresh tokens are refused from the next request (auth/sessions.ts reads the company's
 * status with the user's tokenVersion) and every open socket of the company is disconnected.
 * Resolves false when there is no such company.
 */
export async function setCompanyStatus(ctx: AppContext, companyId: number, active: boolean): Promise<boolean> {
  const [c] = await ctx.db
    .update(companies)
    .set({ status: active, updatedAt: ctx.now() })
    .where(eq(companies.id, companyId))
    .returning({ id: companies.id });
  if (!c) return false;
  if (!active) ctx.emitter.disconnectCompany(companyId);
  return true;
}
