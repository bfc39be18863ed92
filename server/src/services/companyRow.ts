import { eq, max } from 'drizzle-orm';
import type { AppContext } from '../context';
import { companies, plans, users } from '../db/schema';
import { companyFolderStats } from '../media/companyFolder';
import { companyFields } from './companyView';

type CompanyRow = typeof companies.$inferSelect;

/**
 * Companies as the super user's companies page shows them (spec 3 §3 "Company"): the record, its
 * plan's name and amount, the last sign-in of any of its users, and its media folder's figures.
 */
export async function companyRows(ctx: AppContext, rows: CompanyRow[]) {
  const planRows = await ctx.db.select().from(plans);
  const logins = await ctx.db
    .select({ companyId: users.companyId, at: max(users.lastLogin) })
    .from(users)
    .groupBy(users.companyId);
  return Promise.all(
    rows.map(async (c) => {
      const plan = planRows.find((p) => p.id === c.planId);
      const login = logins.find((l) => l.companyId === c.id)?.at ?? c.lastLogin;
      return {
        ...companyFields(c),
        document: c.document,
        plan: plan ? { id: plan.id, name: plan.name, amount: String(plan.value) } : null,
        createdAt: c.createdAt.toISOString(),
        updatedAt: c.updatedAt.toISOString(),
        lastLogin: login ? new Date(login).toISOString() : null,
        ...(await companyFolderStats(ctx.media.store.dir, c.id)),
      };
    }),
  );
}

export async function companyRow(ctx: AppContext, companyId: number) {
  const [c] = await ctx.db.select().from(companies).where(eq(companies.id, companyId));
  return c ? (await companyRows(ctx, [c]))[0] : null;
}
