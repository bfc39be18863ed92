import bcrypt from 'bcryptjs';
import { eq } from 'drizzle-orm';
import { PRIMARY_COLOR_DARK, PRIMARY_COLOR_LIGHT } from '@shared/domain/constants';
import { companies, companySettings, plans, settings } from '../db/schema';
import type { Db, Tx } from '../db/types';
import { DEMO_COMPANY, OTHER_COMPANY } from './demoCompanies';
import { seedCompany } from './seedCompany';
import { seedExtras } from './seedExtras';

export const DEMO_PASSWORD = 'demo1234';

/**
 * The demo company tells its attendants when a customer starts waiting in their queues: with it
 * off, a new customer raises nothing, which is not how a team should meet Balcão.
 */
export const DEMO_COMPANY_SETTINGS = { showNotificationPending: 'enabled' } as const;

/** Company-1 key/value settings: the public ones (appearance, signup) and userCreation. */
const COMPANY_ONE_SETTINGS: Record<string, string> = {
  appName: 'Balcão',
  appLogoFavicon: '',
  appLogoLight: '',
  appLogoDark: '',
  allowSignup: 'disabled',
  primaryColorLight: PRIMARY_COLOR_LIGHT,
  primaryColorDark: PRIMARY_COLOR_DARK,
  userCreation: 'disabled',
};

/** The "Completo" plan every seeded company is on, made when missing. */
export async function demoPlan(tx: Tx) {
  await tx
    .insert(plans)
    .values({ name: 'Completo', users: 50, connections: 10, queues: 20, value: 0, public: true })
    .onConflictDoNothing();
  const [plan] = await tx.select().from(plans).where(eq(plans.name, 'Completo'));
  return plan;
}

/**
 * Seeds what is missing and nothing else, so it runs at every start: the "Completo" plan, the
 * two demo companies (each only if absent), a settings row per company and company 1's keys.
 */
export async function seedDemo(db: Db, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const plan = await demoPlan(tx);
    const passwordHash = await bcrypt.hash(DEMO_PASSWORD, 10);
    for (const seed of [DEMO_COMPANY, OTHER_COMPANY]) {
      const [exists] = await tx.select({ id: companies.id }).from(companies).where(eq(companies.name, seed.name));
      if (!exists) await seedCompany(tx, seed, plan.id, passwordHash, now);
    }
    const all = await tx.select({ id: companies.id }).from(companies);
    const [first] = await tx.select({ id: companies.id }).from(companies).where(eq(companies.name, DEMO_COMPANY.name));
    for (const c of all)
      await tx
        .insert(companySettings)
        .values({ companyId: c.id, ...(c.id === first?.id ? DEMO_COMPANY_SETTINGS : {}) })
        .onConflictDoNothing();
    if (first) {
      const rows = Object.entries(COMPANY_ONE_SETTINGS).map(([key, value]) => ({ companyId: first.id, key, value }));
      await tx.insert(settings).values(rows).onConflictDoNothing();
    }
    await seedExtras(tx, now);
  });
}
