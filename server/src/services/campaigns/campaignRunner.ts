import { and, asc, eq, gt, isNull, lte, notExists, or, sql } from 'drizzle-orm';
import { CONFIRMATION_FIELDS, fillCampaignVariables, pickCampaignMessage } from '@shared/domain/campaigns';
import type { AppContext } from '../../context';
import { campaignShipping, campaigns, contactListItems } from '../../db/schema';
import { createPeriodicPass } from '../periodicPass';
import { awaitingConfirmation } from './campaignConfirmation';
import { campaignConnection, deliverCampaignMessage } from './campaignDelivery';
import { loadCampaignSettings } from './campaignSettings';
import { insideSendingWindow } from './campaignWindow';
import { emitCampaign } from './campaignView';

type CampaignRow = typeof campaigns.$inferSelect;

export interface CampaignRunner {
  start(): void;
  /** One pass by ctx.now(): starts the campaigns due and sends what their intervals allow; resolves with messages sent. */
  tick(): Promise<number>;
  stop(): Promise<void>;
}

/** Per pass and campaign, at most this many messages (interval 0 would otherwise send a whole list in one pass). */
const BURST = 50;
/** How often a campaign whose entries were all asked looks again for the last confirmations. */
const CONFIRMATION_RECHECK_MS = 10_000;

/**
 * The campaign runner, in the scheduler's shape (services/schedules/scheduler.ts): a pass every
 * schedulerIntervalMs on the server's (injectable) clock, tick() for tests. A PROGRAMADA campaign
 * whose scheduledAt has come goes EM_ANDAMENTO; an EM_ANDAMENTO one sends, when its nextSendAt
 * has come and the company's sending window is open, one message to the next valid entry of its
 * list that has no shipping row, then waits messageInterval seconds (greaterInterval after every
 * longerIntervalAfter messages). With no entry left it is FINALIZADA.
 * The shipping row is inserted (unique per campaign and entry) BEFORE the message is sent: a
 * cancel + restart or a server stopped mid-send never sends an entry twice (at most once: a
 * crash between the row and the message loses that one message rather than repeat it).
 * Everything the runner needs (sentCount, nextSendAt) lives in the campaign row, so a restarted
 * server carries on where the last one stopped.
 */
export function createCampaignRunner(ctx: AppContext): CampaignRunner {
  const save = async (id: number, patch: Partial<CampaignRow>) => {
    const [row] = await ctx.db
      .update(campaigns)
      .set({ ...patch, updatedAt: ctx.now() })
      .where(and(eq(campaigns.id, id), eq(campaigns.status, 'EM_ANDAMENTO')))
      .returning();
    if (row) await emitCampaign(ctx, row);
    return row;
  };

  const nextEntry = async (c: CampaignRow) => {
    if (c.contactListId === null) return null;
    const [entry] = await ctx.db
      .select()
      .from(contactListItems)
      .where(
        and(
          eq(contactListItems.contactListId, c.contactListId),
          eq(contactListItems.isWhatsappValid, true),
          // Past the last entry already claimed (entries are claimed in id order): without it the
          // search walked every entry sent so far on each message, quadratic over a long list.
          gt(
            contactListItems.id,
            sql`coalesce((select max(${campaignShipping.contactListItemId}) from ${campaignShipping} where ${campaignShipping.campaignId} = ${c.id}), 0)`,
          ),
          notExists(
            ctx.db
              .select({ one: sql`1` })
              .from(campaignShipping)
              .where(
                and(eq(campaignShipping.campaignId, c.id), eq(campaignShipping.contactListItemId, contactListItems.id)),
              ),
          ),
        ),
      )
      .orderBy(asc(contactListItems.id))
      .limit(1);
    return entry ?? null;
  };

  /** Sends what one campaign may send now; returns how many went. */
  const runOne = async (id: number): Promise<number> => {
    let sent = 0;
    for (let i = 0; i < BURST; i += 1) {
      const [c] = await ctx.db.select().from(campaigns).where(eq(campaigns.id, id));
      // Cancelled, deleted or finished meanwhile: nothing more goes.
      if (!c || c.status !== 'EM_ANDAMENTO') return sent;
      const now = ctx.now();
      if (c.nextSendAt && c.nextSendAt > now) return sent;
      const settings = await loadCampaignSettings(ctx.db, c.companyId);
      if (!insideSendingWindow(now, settings, ctx.options.timezone)) return sent;
      const entry = await nextEntry(c);
      const template = pickCampaignMessage(c, c.sentCount);
      if (!entry || template === null) {
        // Everyone asked, someone yet to answer: the campaign waits for the replies (or a cancel).
        if (await awaitingConfirmation(ctx, c.id))
          await save(c.id, { nextSendAt: new Date(now.getTime() + CONFIRMATION_RECHECK_MS) });
        else await save(c.id, { status: 'FINALIZADA', completedAt: now, nextSendAt: null });
        return sent;
      }
      // Waits for its connection rather than burn entries on a channel that cannot send.
      const wa = await campaignConnection(ctx, c);
      if (!wa) return sent;
      const body = fillCampaignVariables(template, entry, settings.variables);
      // With confirmation on, the entry is asked first; its reply brings the message (campaignConfirmation.ts).
      const ask = c.confirmation ? pickCampaignMessage(c, c.sentCount, CONFIRMATION_FIELDS) : null;
      const [claimed] = await ctx.db
        .insert(campaignShipping)
        .values({
          campaignId: c.id,
          contactListItemId: entry.id,
          number: entry.number,
          message: body,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing()
        .returning();
      if (!claimed) continue;
      try {
        if (ask !== null) {
          const question = fillCampaignVariables(ask, entry, settings.variables);
          await deliverCampaignMessage(ctx, c, wa, entry.number, entry.name, question, false);
        } else await deliverCampaignMessage(ctx, c, wa, entry.number, entry.name, body);
        await ctx.db
          .update(campaignShipping)
          .set({ [ask !== null ? 'confirmationRequestedAt' : 'deliveredAt']: ctx.now(), updatedAt: ctx.now() })
          .where(eq(campaignShipping.id, claimed.id));
        sent += 1;
      } catch (err) {
        // A blocked contact or a failed send: the row stays undelivered, the campaign goes on.
        ctx.logError(err);
      }
      const count = c.sentCount + 1;
      const longer = settings.longerIntervalAfter > 0 && count % settings.longerIntervalAfter === 0;
      const waitS = longer ? settings.greaterInterval : settings.messageInterval;
      await save(c.id, { sentCount: count, nextSendAt: new Date(now.getTime() + waitS * 1000) });
    }
    return sent;
  };

  const pass = async (): Promise<number> => {
    const now = ctx.now();
    const started = await ctx.db
      .update(campaigns)
      .set({ status: 'EM_ANDAMENTO', nextSendAt: now, sentCount: 0, updatedAt: now })
      .where(and(eq(campaigns.status, 'PROGRAMADA'), lte(campaigns.scheduledAt, now)))
      .returning();
    for (const c of started) await emitCampaign(ctx, c);
    const running = await ctx.db
      .select({ id: campaigns.id })
      .from(campaigns)
      .where(
        and(eq(campaigns.status, 'EM_ANDAMENTO'), or(isNull(campaigns.nextSendAt), lte(campaigns.nextSendAt, now))),
      )
      .orderBy(asc(campaigns.id));
    let sent = 0;
    for (const { id } of running) sent += await runOne(id);
    return sent;
  };

  const loop = createPeriodicPass(pass, ctx.options.schedulerIntervalMs, ctx.logError);
  return { start: loop.start, tick: loop.tick, stop: loop.stop };
}
