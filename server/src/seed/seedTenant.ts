import bcrypt from 'bcryptjs';
import type { PlanFlags } from '@shared/api/company';
import { plans } from '../db/schema';
import type { Db } from '../db/types';
import { insertCompanySettings } from '../services/newCompany';
import { randomUUID } from '../services/randomToken';
import type { CompanySeed } from './companySeed';
import { DEMO_COMPANY, OTHER_COMPANY } from './demoCompanies';
import { seedCompany } from './seedCompany';
import { DEMO_COMPANY_SETTINGS, DEMO_PASSWORD, demoPlan } from './seedDemo';
import { seedCompanyExtras } from './seedExtras';

/** The seeds a tenant can be made like: the demo company, or the other company of the tenancy checks. */
export const TENANT_SHAPES = { demo: DEMO_COMPANY, other: OTHER_COMPANY } as const;
export type TenantShape = keyof typeof TENANT_SHAPES;

export interface SeededTenant {
  companyId: number;
  /** The company's name: the seed's plus the tenant's tag, since names are unique. */
  name: string;
  /** Each seeded user's email by the local part of the seed's (super, admin, ana, bruno for the demo). */
  users: Record<string, string>;
  password: string;
}

let passwordHash: Promise<string> | null = null;

/**
 * A fresh company seeded exactly like `shape` (queues, connections, users, contacts, tickets and
 * their conversations, tags, settings, quick replies) under a random tag: `ana@demo.local`
 * becomes `ana@t1a2b3c4d.test`. For the test-only factory (routes/testing.ts); the demo's public
 * settings (app name, colours, signup) stay company 1's. With `without`, the company gets a plan
 * of its own with those module flags off (the plan gates, spec 1 §2).
 */
export async function seedTenant(
  db: Db,
  shape: TenantShape,
  now: Date,
  without: (keyof PlanFlags)[] = [],
): Promise<SeededTenant> {
  const tag = `t${randomUUID().replace(/-/g, '').slice(0, 8)}`;
  const base = TENANT_SHAPES[shape];
  const emailOf = (email: string) => `${email.split('@')[0]}@${tag}.test`;
  const seed: CompanySeed = {
    ...base,
    name: `${base.name} ${tag}`,
    email: emailOf(base.email),
    users: base.users.map((u) => ({ ...u, email: emailOf(u.email) })),
    tickets: base.tickets.map((t) => ({ ...t, user: t.user && emailOf(t.user) })),
  };
  const users = Object.fromEntries(seed.users.map((u) => [u.email.split('@')[0], u.email]));
  const hash = await (passwordHash ??= bcrypt.hash(DEMO_PASSWORD, 10));
  const companyId = await db.transaction(async (tx) => {
    const plan = without.length
      ? (
          await tx
            .insert(plans)
            .values({ name: `Sem ${without.join(', ')} ${tag}`, ...Object.fromEntries(without.map((f) => [f, false])) })
            .returning()
        )[0]
      : await demoPlan(tx);
    const id = await seedCompany(tx, seed, plan.id, hash, now);
    await insertCompanySettings(tx, id, shape === 'demo' ? DEMO_COMPANY_SETTINGS : {});
    if (shape === 'demo') await seedCompanyExtras(tx, id, { ana: users.ana, bruno: users.bruno }, now);
    return id;
  });
  return { companyId, name: seed.name, users, password: DEMO_PASSWORD };
}
