import bcrypt from 'bcryptjs';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { signupRoutes as r } from '@shared/api/routes/signup';
import { NEVER_EXPIRING_COMPANY_ID } from '@shared/domain/constants';
import { addDays, dateInZone } from '@shared/domain/dueDates';
import type { AppContext } from '../context';
import { plans, settings } from '../db/schema';
import { HttpError } from '../http/HttpError';
import { serve } from '../http/route';
import { assertCompanyNameFree, assertUserEmailFree, planOrRefuse } from '../services/companyChecks';
import { companyRow } from '../services/companyRow';
import { planView } from '../services/companyView';
import { createCompanyWithAdmin } from '../services/newCompany';

/** The free trial a signed-up company starts with (deployed: 7 days). */
const TRIAL_DAYS = 7;

/**
 * Signup (spec 3 §3 "Signup", §7): the public plans, and a new company on a trial with its admin
 * user. Both are served before the bearer guard; signing up is refused unless the platform (company
 * 1) has its public setting allowSignup 'enabled', the switch the login page reads for its link.
 */
export function registerSignupRoutes(app: FastifyInstance, ctx: AppContext): void {
  // listPublic is read and set aside: whatever it says, an anonymous caller sees no private plan.
  serve(app, ctx, r.plans, async () => {
    const rows = await ctx.db.select().from(plans).where(eq(plans.public, true)).orderBy(asc(plans.name));
    return rows.map(planView);
  });

  serve(app, ctx, r.signup, async ({ body }) => {
    const [allow] = await ctx.db
      .select({ value: settings.value })
      .from(settings)
      .where(and(eq(settings.companyId, NEVER_EXPIRING_COMPANY_ID), eq(settings.key, 'allowSignup')));
    if (allow?.value !== 'enabled') throw new HttpError(403, 'ERR_SIGNUP_DISABLED');
    // Optional in the spec's form, but the admin user cannot sign in without one.
    if (!body.password)
      throw new HttpError(400, 'Invalid body: password: Required', { fields: { password: 'Required' } });
    const password = body.password;
    await planOrRefuse(ctx.db, body.planId, true);
    await assertUserEmailFree(ctx.db, body.email);
    await assertCompanyNameFree(ctx.db, body.companyName, 'companyName');
    const now = ctx.now();
    const passwordHash = await bcrypt.hash(password, 10);
    const company = await ctx.db.transaction((tx) =>
      createCompanyWithAdmin(
        tx,
        {
          name: body.companyName,
          email: body.email,
          phone: body.phone,
          planId: body.planId,
          status: true,
          dueDate: addDays(dateInZone(now, ctx.options.timezone), TRIAL_DAYS),
          recurrence: 'MENSAL',
        },
        { name: body.name, email: body.email, passwordHash },
        now,
      ),
    );
    return companyRow(ctx, company.id);
  });
}
