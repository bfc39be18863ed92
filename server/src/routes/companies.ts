import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import bcrypt from 'bcryptjs';
import { asc, count, eq, ilike, or } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { RECURRENCE_MONTHS, type CompanyRecurrence } from '@shared/api/company';
import { companyRoutes as r } from '@shared/api/routes/companies';
import { NEVER_EXPIRING_COMPANY_ID } from '@shared/domain/constants';
import { addMonths, dateInZone } from '@shared/domain/dueDates';
import { namedWeek } from '@shared/domain/serviceHours';
import type { AppContext } from '../context';
import { companies } from '../db/schema';
import { actorOf } from '../http/authGuard';
import { HttpError } from '../http/HttpError';
import { serve } from '../http/route';
import { likePattern } from '../services/likePattern';
import { emitCompanyPlan } from '../services/companyPlan';
import { isAdmin, type Actor } from '../services/actor';
import { assertCompanyNameFree, assertUserEmailFree, planOrRefuse } from '../services/companyChecks';
import { companyRow, companyRows } from '../services/companyRow';
import { companyFields } from '../services/companyView';
import { createCompanyWithAdmin } from '../services/newCompany';

const PAGE = 20;

/**
 * A company's record and its weekly service hours (spec 2 "Settings page", schedules tab when
 * scheduleType is company; spec 3 §7 PUT /companies/{id}/schedules). An admin reads and changes
 * their own company; another company is out of sight (404) unless the platform's super user asks.
 */
export function registerCompanyRoutes(app: FastifyInstance, ctx: AppContext): void {
  const find = async (actor: Actor, companyId: number) => {
    if (companyId !== actor.companyId && !actor.super) throw new HttpError(404, 'ERR_NO_COMPANY_FOUND');
    const [c] = await ctx.db.select().from(companies).where(eq(companies.id, companyId));
    if (!c) throw new HttpError(404, 'ERR_NO_COMPANY_FOUND');
    return c;
  };
  const view = (c: typeof companies.$inferSelect) => ({
    ...companyFields(c),
    schedules: c.schedules,
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
  });

  /** Every company by name, for the super user only (spec 3 "All connections"; deployed: isSuper). */
  serve(app, ctx, r.list, async ({ req }) => {
    if (!actorOf(req).super) throw new HttpError(403, 'ERR_NO_PERMISSION');
    const rows = await ctx.db.select().from(companies).orderBy(asc(companies.name), asc(companies.id));
    return rows.map(companyFields);
  });

  const superOnly = (req: FastifyRequest) => {
    if (!actorOf(req).super) throw new HttpError(403, 'ERR_NO_PERMISSION');
  };
  const existing = async (companyId: number) => {
    const [c] = await ctx.db.select().from(companies).where(eq(companies.id, companyId));
    if (!c) throw new HttpError(404, 'ERR_NO_COMPANY_FOUND');
    return c;
  };

  /** The companies page (spec 3 §3 "Companies", super user only): by name, searched by name, email or phone. */
  serve(app, ctx, r.page, async ({ req, query: q }) => {
    superOnly(req);
    const term = q.searchParam?.trim();
    const where = term
      ? or(
          ilike(companies.name, likePattern(term)),
          ilike(companies.email, likePattern(term)),
          ilike(companies.phone, likePattern(term)),
        )
      : undefined;
    const [rows, [{ n }]] = await Promise.all([
      ctx.db
        .select()
        .from(companies)
        .where(where)
        .orderBy(asc(companies.name), asc(companies.id))
        .limit(PAGE)
        .offset((q.pageNumber - 1) * PAGE),
      ctx.db.select({ n: count() }).from(companies).where(where),
    ]);
    return { companies: await companyRows(ctx, rows), count: n, hasMore: q.pageNumber * PAGE < n };
  });

  serve(app, ctx, r.all, async ({ req }) => {
    superOnly(req);
    const rows = await ctx.db.select().from(companies).orderBy(asc(companies.name), asc(companies.id));
    return companyRows(ctx, rows);
  });

  /**
   * A new company with its settings and an admin user signing in with the default password (the
   * company's email). The form's attendant and connection counts (spec 3 §3 "Company form",
   * defaults 1) are read and set aside: the plan already limits users and connections, and the
   * connections are the admin's to pair, so nothing is made from them.
   */
  serve(app, ctx, r.create, async ({ req, body }) => {
    superOnly(req);
    if (!body.passwordDefault)
      throw new HttpError(400, 'Invalid body: passwordDefault: Required', { fields: { passwordDefault: 'Required' } });
    await planOrRefuse(ctx.db, body.planId, false);
    await assertCompanyNameFree(ctx.db, body.name, 'name');
    await assertUserEmailFree(ctx.db, body.email);
    const now = ctx.now();
    const passwordHash = await bcrypt.hash(body.passwordDefault, 10);
    const company = await ctx.db.transaction((tx) =>
      createCompanyWithAdmin(
        tx,
        {
          name: body.name,
          email: body.email,
          phone: body.phone ?? null,
          document: body.document ?? null,
          planId: body.planId,
          status: body.status,
          dueDate: body.dueDate,
          recurrence: body.recurrence || 'MENSAL',
        },
        { name: body.name, email: body.email, passwordHash },
        now,
      ),
    );
    return companyRow(ctx, company.id);
  });

  /** The company's own fields; the default password and counts belong to creation and are set aside here. */
  serve(app, ctx, r.update, async ({ req, params: { companyId }, body }) => {
    superOnly(req);
    const before = await existing(companyId);
    if (body.name !== undefined) await assertCompanyNameFree(ctx.db, body.name, 'name', companyId);
    if (body.planId !== undefined) await planOrRefuse(ctx.db, body.planId, false);
    await ctx.db
      .update(companies)
      .set({
        name: body.name,
        email: body.email,
        phone: body.phone,
        document: body.document,
        planId: body.planId,
        status: body.status,
        // Absent (undefined): kept; empty: no due date (spec 3 §5).
        dueDate: body.dueDate,
        recurrence: body.recurrence === '' ? null : body.recurrence,
        updatedAt: ctx.now(),
      })
      .where(eq(companies.id, companyId));
    // Its users' open clients follow the new plan's modules at once.
    if (body.planId !== undefined && body.planId !== before.planId) await emitCompanyPlan(ctx, companyId);
    return companyRow(ctx, companyId);
  });

  serve(app, ctx, r.remove, async ({ req, params: { companyId } }) => {
    superOnly(req);
    // The platform's own company holds the installation's settings and the super user.
    if (companyId === NEVER_EXPIRING_COMPANY_ID) throw new HttpError(403, 'ERR_NO_PERMISSION');
    await existing(companyId);
    await ctx.db.delete(companies).where(eq(companies.id, companyId));
    // Its uploads go with it (mediaStore.ts keeps them under <dir>/<companyId>/).
    await rm(join(ctx.media.store.dir, String(companyId)), { recursive: true, force: true });
    return { message: 'Company deleted' };
  });

  /** Renew: the due date (today's when it has none) moves by the recurrence's months, monthly when unset. */
  serve(app, ctx, r.renew, async ({ req, params: { companyId } }) => {
    superOnly(req);
    const c = await existing(companyId);
    const months = RECURRENCE_MONTHS[c.recurrence as CompanyRecurrence] ?? 1;
    const from = c.dueDate ?? dateInZone(ctx.now(), ctx.options.timezone);
    await ctx.db
      .update(companies)
      .set({ dueDate: addMonths(from.slice(0, 10), months), updatedAt: ctx.now() })
      .where(eq(companies.id, companyId));
    return companyRow(ctx, companyId);
  });

  serve(app, ctx, r.one, async ({ req, params: { companyId } }) => {
    const actor = actorOf(req);
    if (!isAdmin(actor)) throw new HttpError(403, 'ERR_NO_PERMISSION');
    return view(await find(actor, companyId));
  });

  serve(app, ctx, r.updateSchedules, async ({ req, params: { companyId }, body }) => {
    const actor = actorOf(req);
    if (!isAdmin(actor)) throw new HttpError(403, 'ERR_NO_PERMISSION');
    await find(actor, companyId);
    const [c] = await ctx.db
      .update(companies)
      .set({
        schedules: namedWeek(body.schedules),
        updatedAt: ctx.now(),
      })
      .where(eq(companies.id, companyId))
      .returning();
    return view(c);
  });
}
