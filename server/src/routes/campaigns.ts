import { and, count, desc, eq, ilike } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { campaignRoutes as r, type campaignBodySchema } from '@shared/api/routes/campaigns';
import { CONFIRMATION_FIELDS, MESSAGE_FIELDS, campaignEditability } from '@shared/domain/campaigns';
import type { AppContext } from '../context';
import { campaigns, contactLists } from '../db/schema';
import { actorOf } from '../http/authGuard';
import { HttpError } from '../http/HttpError';
import { discard, readMultipart } from '../http/multipart';
import { serve } from '../http/route';
import { isAdmin, type Actor } from '../services/actor';
import { campaignView, emitCampaign } from '../services/campaigns/campaignView';
import { loadCampaignSettings, saveCampaignSettings, settingsList } from '../services/campaigns/campaignSettings';
import { listFromTag } from '../services/campaigns/tagRecipients';
import { dropUnusedMedia } from '../services/dropUnusedMedia';
import { likePattern } from '../services/likePattern';
import { assertPlanFlag } from '../services/planFlag';
import { assertOwned } from '../services/ticketAccess';

const PAGE = 20;
type CampaignRow = typeof campaigns.$inferSelect;
type Body = z.output<typeof campaignBodySchema>;

/**
 * Campaigns and their settings (spec 3 "Campaigns", "Campaign settings", §3, §4, §7), the admins'
 * (spec 3 §6), plan useCampaigns. The server holds the §4 rules: what may be edited when, and
 * the status a save gives (scheduledAt → PROGRAMADA, none → INATIVA); the runner
 * (services/campaigns/campaignRunner.ts) does the rest. Changes go out on `company-{id}-campaign`.
 */
export function registerCampaignRoutes(app: FastifyInstance, ctx: AppContext): void {
  const adminOf = async (req: FastifyRequest): Promise<Actor> => {
    const actor = actorOf(req);
    await assertPlanFlag(ctx.db, actor.companyId, 'useCampaigns');
    if (!isAdmin(actor)) throw new HttpError(403, 'ERR_NO_PERMISSION');
    return actor;
  };
  /** Another company's campaign reads as missing (404). */
  const find = async (actor: Actor, id: number): Promise<CampaignRow> => {
    const [row] = await ctx.db
      .select()
      .from(campaigns)
      .where(and(eq(campaigns.id, id), eq(campaigns.companyId, actor.companyId)));
    if (!row) throw new HttpError(404, 'ERR_NO_CAMPAIGN_FOUND');
    return row;
  };

  const messageFields = (b: Body) =>
    Object.fromEntries([...MESSAGE_FIELDS, ...CONFIRMATION_FIELDS].map((f) => [f, b[f]?.trim() ?? ''])) as Record<
      (typeof MESSAGE_FIELDS)[number] | (typeof CONFIRMATION_FIELDS)[number],
      string
    >;
  /** Every field of the form, its references checked against the company. */
  const allFields = async (actor: Actor, b: Body) => {
    await assertOwned(ctx.db, actor.companyId, { userId: b.userId, queueId: b.queueId, whatsappId: b.whatsappId });
    if (b.contactListId != null) {
      const [list] = await ctx.db
        .select({ id: contactLists.id })
        .from(contactLists)
        .where(and(eq(contactLists.id, b.contactListId), eq(contactLists.companyId, actor.companyId)));
      if (!list)
        throw new HttpError(400, 'Invalid contactListId: not found in this company', {
          fields: { contactListId: 'not found' },
        });
    }
    // A tag without a list: the tag's contacts become the campaign's list (services/campaigns/tagRecipients.ts).
    const contactListId =
      b.contactListId ?? (b.tagListId != null ? await listFromTag(ctx, actor.companyId, b.tagListId) : null);
    const scheduledAt = b.scheduledAt ? new Date(b.scheduledAt) : null;
    return {
      name: b.name,
      ...messageFields(b),
      confirmation: b.confirmation ?? false,
      scheduledAt,
      status: scheduledAt ? ('PROGRAMADA' as const) : ('INATIVA' as const),
      contactListId,
      tagListId: b.tagListId ?? null,
      whatsappId: b.whatsappId ?? null,
      userId: b.userId ?? null,
      queueId: b.queueId ?? null,
      statusTicket: b.statusTicket ?? 'closed',
      openTicket: b.openTicket ?? 'disabled',
    };
  };

  serve(app, ctx, r.page, async ({ req, query: q }) => {
    const actor = await adminOf(req);
    const term = q.searchParam?.trim();
    const where = and(
      eq(campaigns.companyId, actor.companyId),
      term ? ilike(campaigns.name, likePattern(term)) : undefined,
    );
    const [rows, [{ n }]] = await Promise.all([
      ctx.db
        .select()
        .from(campaigns)
        .where(where)
        .orderBy(desc(campaigns.createdAt), desc(campaigns.id))
        .limit(PAGE)
        .offset((q.pageNumber - 1) * PAGE),
      ctx.db.select({ n: count() }).from(campaigns).where(where),
    ]);
    const records = [];
    for (const row of rows) records.push(await campaignView(ctx, row));
    return { records, count: n, hasMore: q.pageNumber * PAGE < n };
  });

  serve(app, ctx, r.one, async ({ req, params }) =>
    campaignView(ctx, await find(await adminOf(req), params.campaignId), true),
  );

  serve(app, ctx, r.create, async ({ req, body }) => {
    const actor = await adminOf(req);
    const now = ctx.now();
    const [row] = await ctx.db
      .insert(campaigns)
      .values({ companyId: actor.companyId, ...(await allFields(actor, body)), createdAt: now, updatedAt: now })
      .returning();
    await emitCampaign(ctx, row, 'create');
    return campaignView(ctx, row, true);
  });

  serve(app, ctx, r.update, async ({ req, params, body }) => {
    const actor = await adminOf(req);
    const before = await find(actor, params.campaignId);
    const may = campaignEditability(before, ctx.now());
    if (may === 'none') throw new HttpError(400, 'ERR_CAMPAIGN_NOT_EDITABLE');
    const patch = may === 'all' ? await allFields(actor, body) : messageFields(body);
    const [row] = await ctx.db
      .update(campaigns)
      .set({ ...patch, updatedAt: ctx.now() })
      .where(eq(campaigns.id, before.id))
      .returning();
    await emitCampaign(ctx, row);
    return campaignView(ctx, row, true);
  });

  const dropMedia = (c: CampaignRow) => dropUnusedMedia(ctx, c.companyId, c.mediaPath);

  serve(app, ctx, r.remove, async ({ req, params }) => {
    const actor = await adminOf(req);
    const c = await find(actor, params.campaignId);
    // Its shipping rows go with it (cascade); the runner finds it gone and moves on.
    await ctx.db.delete(campaigns).where(eq(campaigns.id, c.id));
    await dropMedia(c);
    ctx.emitter.emit(actor.companyId, ['admins'], 'campaign', { action: 'delete', id: c.id });
    return { message: 'Campaign deleted' };
  });

  /** A conditional move from one of `from` to `to`; 400 with `code` when the campaign is elsewhere. */
  const move = async (
    actor: Actor,
    id: number,
    from: CampaignRow['status'][],
    to: Partial<CampaignRow>,
    code: string,
  ) => {
    const c = await find(actor, id);
    if (!from.includes(c.status)) throw new HttpError(400, code);
    const [row] = await ctx.db
      .update(campaigns)
      .set({ ...to, updatedAt: ctx.now() })
      .where(and(eq(campaigns.id, c.id), eq(campaigns.status, c.status)))
      .returning();
    if (!row) throw new HttpError(400, code);
    await emitCampaign(ctx, row);
  };

  serve(app, ctx, r.cancel, async ({ req, params }) => {
    // The runner reads the status before each message: it stops before the next one.
    await move(
      await adminOf(req),
      params.campaignId,
      ['EM_ANDAMENTO', 'PROGRAMADA'],
      { status: 'CANCELADA' },
      'ERR_CAMPAIGN_NOT_CANCELLABLE',
    );
    return { message: 'Campaign cancelled' };
  });

  serve(app, ctx, r.restart, async ({ req, params }) => {
    // The entries already reached keep their shipping row: only the others get a message.
    await move(
      await adminOf(req),
      params.campaignId,
      ['CANCELADA'],
      { status: 'EM_ANDAMENTO', nextSendAt: ctx.now(), completedAt: null },
      'ERR_CAMPAIGN_NOT_RESTARTABLE',
    );
    return { message: 'Campaign restarted' };
  });

  /** The attachment (multipart field `file`), sent with each message; replaces the previous one. */
  serve(app, ctx, r.uploadMedia, async ({ req, params }) => {
    const actor = await adminOf(req);
    const c = await find(actor, params.campaignId);
    if (campaignEditability(c, ctx.now()) !== 'all') throw new HttpError(400, 'ERR_CAMPAIGN_NOT_EDITABLE');
    if (!req.isMultipart()) throw new HttpError(400, 'Invalid body: file: required', { fields: { file: 'required' } });
    const { files } = await readMultipart(req, ctx, actor.companyId, { fileField: 'file' });
    if (files.length !== 1) {
      await discard(ctx, files);
      throw new HttpError(400, 'Invalid body: file: exactly one', { fields: { file: 'exactly one' } });
    }
    const [row] = await ctx.db
      .update(campaigns)
      .set({ mediaPath: files[0].key, mediaName: files[0].name, updatedAt: ctx.now() })
      .where(eq(campaigns.id, c.id))
      .returning();
    await dropMedia(c);
    await emitCampaign(ctx, row);
    return campaignView(ctx, row, true);
  });

  serve(app, ctx, r.removeMedia, async ({ req, params }) => {
    const actor = await adminOf(req);
    const c = await find(actor, params.campaignId);
    if (campaignEditability(c, ctx.now()) !== 'all') throw new HttpError(400, 'ERR_CAMPAIGN_NOT_EDITABLE');
    const [row] = await ctx.db
      .update(campaigns)
      .set({ mediaPath: null, mediaName: null, updatedAt: ctx.now() })
      .where(eq(campaigns.id, c.id))
      .returning();
    await dropMedia(c);
    await emitCampaign(ctx, row);
    return campaignView(ctx, row, true);
  });

  serve(app, ctx, r.settings, async ({ req }) => {
    const actor = await adminOf(req);
    return settingsList(await loadCampaignSettings(ctx.db, actor.companyId));
  });

  serve(app, ctx, r.saveSettings, async ({ req, body }) => {
    const actor = await adminOf(req);
    await saveCampaignSettings(ctx.db, actor.companyId, body.settings, ctx.now());
    return settingsList(await loadCampaignSettings(ctx.db, actor.companyId));
  });
}
