import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { campaignShipping, campaigns, contactListItems } from '../../db/schema';
import { campaignConnection, deliverCampaignMessage } from './campaignDelivery';
import { emitCampaign } from './campaignView';

const asked = and(isNotNull(campaignShipping.confirmationRequestedAt), isNull(campaignShipping.confirmedAt));

/** Whether a campaign has entries it asked to confirm that have not answered yet. */
export async function awaitingConfirmation(ctx: AppContext, campaignId: number): Promise<boolean> {
  const [row] = await ctx.db
    .select({ id: campaignShipping.id })
    .from(campaignShipping)
    .where(and(eq(campaignShipping.campaignId, campaignId), asked))
    .limit(1);
  return row !== undefined;
}

/**
 * A customer's message on the company's channel. When a running campaign with confirmation on
 * asked this number (its shipping row has confirmationRequestedAt and no confirmedAt), the reply
 * is the confirmation: the row is marked confirmed and the campaign's own message, kept on the row
 * since it was claimed, goes now (deliveredAt). Marked before sending, like the runner's claim: two
 * replies in a row send it once. Whaticket answers the first asking campaign only; so does this.
 */
export async function confirmCampaignReply(ctx: AppContext, companyId: number, number: string): Promise<void> {
  const digits = number.replace(/\D/g, '');
  const [found] = await ctx.db
    .select({ shipping: campaignShipping, campaign: campaigns, name: contactListItems.name })
    .from(campaignShipping)
    .innerJoin(campaigns, eq(campaigns.id, campaignShipping.campaignId))
    .leftJoin(contactListItems, eq(contactListItems.id, campaignShipping.contactListItemId))
    .where(
      and(
        eq(campaigns.companyId, companyId),
        eq(campaigns.status, 'EM_ANDAMENTO'),
        eq(campaigns.confirmation, true),
        eq(campaignShipping.number, digits),
        asked,
      ),
    )
    .orderBy(asc(campaignShipping.id))
    .limit(1);
  if (!found) return;
  const wa = await campaignConnection(ctx, found.campaign);
  if (!wa) return;
  const now = ctx.now();
  const [confirmed] = await ctx.db
    .update(campaignShipping)
    .set({ confirmedAt: now, updatedAt: now })
    .where(and(eq(campaignShipping.id, found.shipping.id), isNull(campaignShipping.confirmedAt)))
    .returning();
  if (!confirmed) return;
  await deliverCampaignMessage(ctx, found.campaign, wa, digits, found.name ?? digits, confirmed.message);
  await ctx.db
    .update(campaignShipping)
    .set({ deliveredAt: ctx.now(), updatedAt: ctx.now() })
    .where(eq(campaignShipping.id, confirmed.id));
  await emitCampaign(ctx, found.campaign);
}
