import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { type flowCampaignBodySchema, flowCampaignRoutes as r } from '@shared/api/routes/flowCampaigns';
import type { AppContext } from '../context';
import { flowCampaigns, flows, whatsapps } from '../db/schema';
import { actorOf } from '../http/authGuard';
import { HttpError } from '../http/HttpError';
import { serve } from '../http/route';
import { isAdmin, type Actor } from '../services/actor';
import { assertRecordOwned } from '../services/ownedRecord';

type Row = typeof flowCampaigns.$inferSelect;

function campaignView(c: Row) {
  return {
    id: c.id,
    name: c.name,
    flowId: c.flowId,
    whatsappId: c.whatsappId,
    phrase: c.phrase,
    status: c.status,
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
  };
}

/**
 * Flow-phrase campaigns (spec 3 §7) and the flows they start (GET /flowbuilder): the company's
 * admins keep them (the page is an administration one, spec 1 §2). This server runs no flow: it
 * stores the campaigns and keeps their contract; the flows are the company's flow builder's, of
 * which it keeps the names. The spec names no event for these, so none is emitted.
 */
export function registerFlowCampaignRoutes(app: FastifyInstance, ctx: AppContext): void {
  const adminOf = (req: FastifyRequest): Actor => {
    const actor = actorOf(req);
    if (!isAdmin(actor)) throw new HttpError(403, 'ERR_NO_PERMISSION');
    return actor;
  };

  const find = async (actor: Actor, id: number) => {
    const [row] = await ctx.db
      .select()
      .from(flowCampaigns)
      .where(and(eq(flowCampaigns.id, id), eq(flowCampaigns.companyId, actor.companyId)));
    if (!row) throw new HttpError(404, 'ERR_NO_FLOW_CAMPAIGN_FOUND');
    return row;
  };

  /** The flow and the connection must be the company's own (no campaign starts another's flow). */
  const columns = async (actor: Actor, body: z.output<typeof flowCampaignBodySchema>) => {
    await assertRecordOwned(ctx.db, actor.companyId, flows, body.flowId, 'ERR_NO_FLOW_FOUND', 'flowId');
    await assertRecordOwned(ctx.db, actor.companyId, whatsapps, body.whatsappId, 'ERR_NO_WAPP_FOUND', 'whatsappId');
    return { name: body.name, flowId: body.flowId, whatsappId: body.whatsappId, phrase: body.phrase };
  };

  serve(app, ctx, r.flows, async ({ req }) => {
    const actor = adminOf(req);
    const rows = await ctx.db
      .select({ id: flows.id, name: flows.name })
      .from(flows)
      .where(eq(flows.companyId, actor.companyId))
      .orderBy(asc(flows.name), asc(flows.id));
    return { flows: rows };
  });

  serve(app, ctx, r.list, async ({ req }) => {
    const actor = adminOf(req);
    const rows = await ctx.db
      .select()
      .from(flowCampaigns)
      .where(eq(flowCampaigns.companyId, actor.companyId))
      .orderBy(asc(flowCampaigns.name), asc(flowCampaigns.id));
    return { flow: rows.map(campaignView) };
  });

  serve(app, ctx, r.one, async ({ req, params: { flowCampaignId } }) =>
    campaignView(await find(adminOf(req), flowCampaignId)),
  );

  serve(app, ctx, r.create, async ({ req, body }) => {
    const actor = adminOf(req);
    const now = ctx.now();
    const [row] = await ctx.db
      .insert(flowCampaigns)
      .values({ ...(await columns(actor, body)), companyId: actor.companyId, createdAt: now, updatedAt: now })
      .returning();
    return campaignView(row);
  });

  serve(app, ctx, r.update, async ({ req, body }) => {
    const actor = adminOf(req);
    await find(actor, body.id);
    const [row] = await ctx.db
      .update(flowCampaigns)
      .set({ ...(await columns(actor, body)), status: body.status, updatedAt: ctx.now() })
      .where(eq(flowCampaigns.id, body.id))
      .returning();
    return campaignView(row);
  });

  serve(app, ctx, r.remove, async ({ req, params: { flowCampaignId } }) => {
    const actor = adminOf(req);
    await find(actor, flowCampaignId);
    await ctx.db.delete(flowCampaigns).where(eq(flowCampaigns.id, flowCampaignId));
    return { message: 'Flow campaign deleted' };
  });
}
