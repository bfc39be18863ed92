import { eq } from 'drizzle-orm';
import { companies, companySettings, plans } from '../db/schema';
import type { DbOrTx } from '../db/types';

type PlanRow = typeof plans.$inferSelect;

/** A plan as the client reads it (use* flags included); timestamps left out. */
export function planView(p: PlanRow) {
  const { createdAt: _c, updatedAt: _u, ...rest } = p;
  return { ...rest, amount: String(p.value), isPublic: p.public };
}

/** The company settings row as `{column: value}`, bookkeeping columns left out. */
export async function loadCompanySettings(db: DbOrTx, companyId: number): Promise<Record<string, string>> {
  const [row] = await db.select().from(companySettings).where(eq(companySettings.companyId, companyId));
  if (!row) return {};
  const { id: _i, companyId: _c, createdAt: _ca, updatedAt: _ua, ...columns } = row;
  return columns;
}

/** Columns 4.8.12 keeps as real booleans in the settings row; the rest are 'enabled' | 'disabled' or text. */
const BOOLEAN_COLUMNS = new Set(['showNotificationPending', 'DirectTicketsToWallets', 'closeTicketOnTransfer']);

/**
 * The settings row as 4.8.12 sends it (GET /companySettings/{id}, inside its login reply): with its
 * id, companyId and timestamps, and the boolean columns as booleans. Stored as text here, so the
 * client is exercised on the deployed mix.
 */
export async function loadCompanySettingsRow(db: DbOrTx, companyId: number) {
  const [row] = await db.select().from(companySettings).where(eq(companySettings.companyId, companyId));
  if (!row) return null;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    if (value instanceof Date) out[key] = value.toISOString();
    else out[key] = BOOLEAN_COLUMNS.has(key) ? value === 'enabled' : value;
  }
  return out;
}

/** The fields of a company every view of it carries. */
export function companyFields(c: typeof companies.$inferSelect) {
  return {
    id: c.id,
    name: c.name,
    email: c.email,
    phone: c.phone,
    status: c.status,
    dueDate: c.dueDate,
    recurrence: c.recurrence,
    planId: c.planId,
  };
}

/** The company embedded in the session user: id, name, dueDate, plan, companieSettings. */
export async function loadCompanyView(db: DbOrTx, companyId: number) {
  const [c] = await db.select().from(companies).where(eq(companies.id, companyId));
  if (!c) return null;
  const [plan] = c.planId ? await db.select().from(plans).where(eq(plans.id, c.planId)) : [];
  return {
    ...companyFields(c),
    plan: plan ? planView(plan) : null,
    companieSettings: await loadCompanySettings(db, companyId),
  };
}
