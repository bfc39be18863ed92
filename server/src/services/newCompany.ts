import { companies, companySettings, users } from '../db/schema';
import type { Tx } from '../db/types';

/** A company's own fields as signup, the companies page and the seeds create it. */
export interface NewCompany {
  name: string;
  email: string | null;
  phone?: string | null;
  document?: string | null;
  planId: number;
  status: boolean;
  /** YYYY-MM-DD, or null for a company that never falls due. */
  dueDate: string | null;
  recurrence: string | null;
}

/** Inserts the company row. */
export async function insertCompany(tx: Tx, company: NewCompany, now: Date) {
  const [row] = await tx
    .insert(companies)
    .values({ ...company, createdAt: now, updatedAt: now })
    .returning();
  return row;
}

/** The company's settings row (company_settings): the columns' defaults, with `overrides`. */
export async function insertCompanySettings(
  tx: Tx,
  companyId: number,
  overrides: Partial<typeof companySettings.$inferInsert> = {},
) {
  await tx.insert(companySettings).values({ ...overrides, companyId });
}

/**
 * A company ready to sign in to (signup, and the super user's POST /companies): its row, its
 * settings with the defaults, and one admin user. Connections and queues are the admin's to add.
 */
export async function createCompanyWithAdmin(
  tx: Tx,
  company: NewCompany,
  admin: { name: string; email: string; passwordHash: string },
  now: Date,
) {
  const row = await insertCompany(tx, company, now);
  await insertCompanySettings(tx, row.id);
  await tx.insert(users).values({
    companyId: row.id,
    name: admin.name,
    email: admin.email.toLowerCase(),
    passwordHash: admin.passwordHash,
    profile: 'admin',
    // An admin sees everything anyway; these are the seeded admins' values (seed/seedCompany.ts).
    allTicket: 'enabled',
    allowGroup: true,
    showDashboard: 'enabled',
    createdAt: now,
    updatedAt: now,
  });
  return row;
}
