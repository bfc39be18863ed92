import { and, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { queueIntegrationRoutes as r, type queueIntegrationBodySchema } from '@shared/api/routes/queueIntegrations';
import type { EmittedPayload } from '@shared/api/socketEvents';
import { INTEGRATIONS_PAGE_SIZE, URL_INTEGRATION_TYPES } from '@shared/domain/queueIntegrations';
import type { z } from 'zod';
import type { AppContext } from '../context';
import { serve } from '../http/route';
import { likePattern } from '../services/likePattern';
import { chatbots, companies, plans, queueIntegrations, queues, whatsapps } from '../db/schema';
import { actorOf } from '../http/authGuard';
import { HttpError } from '../http/HttpError';
import { isAdmin, type Actor } from '../services/actor';

type Row = typeof queueIntegrations.$inferSelect;
type Body = z.output<typeof queueIntegrationBodySchema>;

/** A record as it leaves the server: every column but the company and the stamps' Date objects. */
const view = ({ companyId: _company, createdAt, updatedAt, ...row }: Row) => ({
  ...row,
  createdAt: createdAt.toISOString(),
  updatedAt: updatedAt.toISOString(),
});

/** The columns of a body; the flow kinds' project name is their name, as deployed clients send it. */
const columnsOf = (body: Body) => ({
  type: body.type,
  name: body.name,
  projectName: URL_INTEGRATION_TYPES.includes(body.type) ? body.name : (body.projectName ?? null),
  jsonContent: body.jsonContent ?? null,
  language: body.language,
  urlN8N: body.urlN8N?.trim() || null,
  typebotSlug: body.typebotSlug || null,
  typebotExpires: body.typebotExpires,
  typebotDelayMessage: body.typebotDelayMessage,
  typebotKeywordFinish: body.typebotKeywordFinish || null,
  typebotKeywordRestart: body.typebotKeywordRestart || null,
  typebotRestartMessage: body.typebotRestartMessage || null,
  typebotUnknownMessage: body.typebotUnknownMessage || null,
});

/**
 * Queue integrations (spec 2 "Queue integrations", §3, §7): the admin page of a company whose plan
 * has useIntegrations. Every route is for admins (the page is theirs; the credentials a record
 * holds are not for attendants); another company's record is 404 `ERR_NO_DIALOG_FOUND`, as a
 * missing one. Changes are announced on `company-{id}-queueIntegration` to the company's admins.
 * The test session runs nothing: this server calls no external flow, and says so with 400
 * ERR_EXTERNAL_FLOWS_NOT_RUN (as a deployed backend answers a failed test; never a 5xx).
 */
export function registerQueueIntegrationRoutes(app: FastifyInstance, ctx: AppContext): void {
  const announce = (companyId: number, payload: EmittedPayload<'queueIntegration'>) =>
    ctx.emitter.emit(companyId, ['admins'], 'queueIntegration', payload);

  /** Admins of a company whose plan has the module (a company without a plan has every module). */
  const admin = async (actor: Actor) => {
    if (!isAdmin(actor)) throw new HttpError(403, 'ERR_NO_PERMISSION');
    const [row] = await ctx.db
      .select({ allowed: plans.useIntegrations })
      .from(companies)
      .innerJoin(plans, eq(plans.id, companies.planId))
      .where(eq(companies.id, actor.companyId));
    if (row && !row.allowed) throw new HttpError(403, 'ERR_NO_PERMISSION');
    return actor;
  };

  const own = async (actor: Actor, integrationId: number) => {
    const [row] = await ctx.db
      .select()
      .from(queueIntegrations)
      .where(and(eq(queueIntegrations.id, integrationId), eq(queueIntegrations.companyId, actor.companyId)));
    if (!row) throw new HttpError(404, 'ERR_NO_DIALOG_FOUND');
    return row;
  };

  serve(app, ctx, r.page, async ({ req, query: q }) => {
    const actor = await admin(actorOf(req));
    const conds: SQL[] = [eq(queueIntegrations.companyId, actor.companyId)];
    const term = q.searchParam?.trim();
    if (term) conds.push(ilike(queueIntegrations.name, likePattern(term)));
    const where = and(...conds);
    const [rows, [{ n }]] = await Promise.all([
      ctx.db
        .select()
        .from(queueIntegrations)
        .where(where)
        .orderBy(desc(queueIntegrations.createdAt), desc(queueIntegrations.id))
        .limit(INTEGRATIONS_PAGE_SIZE)
        .offset((q.pageNumber - 1) * INTEGRATIONS_PAGE_SIZE),
      ctx.db.select({ n: count() }).from(queueIntegrations).where(where),
    ]);
    return { queueIntegrations: rows.map(view), count: n, hasMore: q.pageNumber * INTEGRATIONS_PAGE_SIZE < n };
  });

  serve(app, ctx, r.one, async ({ req, params: { integrationId } }) => {
    const actor = await admin(actorOf(req));
    return view(await own(actor, integrationId));
  });

  serve(app, ctx, r.create, async ({ req, body }) => {
    const actor = await admin(actorOf(req));
    const now = ctx.now();
    const [row] = await ctx.db
      .insert(queueIntegrations)
      .values({ companyId: actor.companyId, ...columnsOf(body), createdAt: now, updatedAt: now })
      .returning();
    const record = view(row);
    announce(actor.companyId, { action: 'create', record });
    return record;
  });

  serve(app, ctx, r.update, async ({ req, params: { integrationId }, body }) => {
    const actor = await admin(actorOf(req));
    await own(actor, integrationId);
    const [row] = await ctx.db
      .update(queueIntegrations)
      .set({ ...columnsOf(body), updatedAt: ctx.now() })
      .where(eq(queueIntegrations.id, integrationId))
      .returning();
    const record = view(row);
    announce(actor.companyId, { action: 'update', record });
    return record;
  });

  serve(app, ctx, r.remove, async ({ req, params: { integrationId } }) => {
    const actor = await admin(actorOf(req));
    await own(actor, integrationId);
    // What pointed at it points at nothing (the columns have no foreign key: deployed ones do not).
    await ctx.db.transaction(async (tx) => {
      await tx
        .update(whatsapps)
        .set({ integrationId: null })
        .where(and(eq(whatsapps.companyId, actor.companyId), eq(whatsapps.integrationId, integrationId)));
      await tx
        .update(queues)
        .set({ integrationId: null })
        .where(and(eq(queues.companyId, actor.companyId), eq(queues.integrationId, integrationId)));
      await tx
        .update(chatbots)
        .set({ optIntegrationId: null })
        .where(and(eq(chatbots.companyId, actor.companyId), eq(chatbots.optIntegrationId, integrationId)));
      await tx.delete(queueIntegrations).where(eq(queueIntegrations.id, integrationId));
    });
    announce(actor.companyId, { action: 'delete', integrationId });
    return { message: 'Integration deleted' };
  });

  serve(app, ctx, r.testSession, async ({ req }) => {
    await admin(actorOf(req));
    throw new HttpError(400, 'ERR_EXTERNAL_FLOWS_NOT_RUN');
  });
}
