import { asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { campaignShipping, type campaigns, contactListItems, contactLists, whatsapps } from '../../db/schema';

type CampaignRow = typeof campaigns.$inferSelect;
const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * A campaign as the client reads it (spec 3 §3): with its list's name and connection's name;
 * `full` adds the list's entries (isWhatsappValid: the report's denominator) and shipping[].
 */
export async function campaignView(ctx: AppContext, c: CampaignRow, full = false) {
  const [list] = c.contactListId
    ? await ctx.db
        .select({ id: contactLists.id, name: contactLists.name })
        .from(contactLists)
        .where(eq(contactLists.id, c.contactListId))
    : [];
  const [wa] = c.whatsappId
    ? await ctx.db.select({ name: whatsapps.name }).from(whatsapps).where(eq(whatsapps.id, c.whatsappId))
    : [];
  const entries =
    full && list
      ? await ctx.db
          .select({ id: contactListItems.id, isWhatsappValid: contactListItems.isWhatsappValid })
          .from(contactListItems)
          .where(eq(contactListItems.contactListId, list.id))
          .orderBy(asc(contactListItems.id))
      : [];
  const shipping = full
    ? await ctx.db
        .select()
        .from(campaignShipping)
        .where(eq(campaignShipping.campaignId, c.id))
        .orderBy(asc(campaignShipping.id))
    : [];
  return {
    id: c.id,
    name: c.name,
    message1: c.message1,
    message2: c.message2,
    message3: c.message3,
    message4: c.message4,
    message5: c.message5,
    confirmationMessage1: c.confirmationMessage1,
    confirmationMessage2: c.confirmationMessage2,
    confirmationMessage3: c.confirmationMessage3,
    confirmationMessage4: c.confirmationMessage4,
    confirmationMessage5: c.confirmationMessage5,
    status: c.status,
    confirmation: c.confirmation,
    scheduledAt: iso(c.scheduledAt),
    completedAt: iso(c.completedAt),
    contactListId: c.contactListId,
    contactList: list ? { id: list.id, name: list.name, ...(full ? { contacts: entries } : {}) } : null,
    tagListId: c.tagListId,
    whatsappId: c.whatsappId,
    whatsapp: wa ? { name: wa.name } : null,
    userId: c.userId,
    queueId: c.queueId,
    companyId: c.companyId,
    statusTicket: c.statusTicket,
    openTicket: c.openTicket,
    mediaPath: c.mediaPath,
    mediaName: c.mediaName,
    ...(full
      ? {
          shipping: shipping.map((s) => ({
            id: s.id,
            number: s.number,
            message: s.message,
            contactListItemId: s.contactListItemId,
            deliveredAt: iso(s.deliveredAt),
            confirmationRequestedAt: iso(s.confirmationRequestedAt),
            confirmedAt: iso(s.confirmedAt),
          })),
        }
      : {}),
  };
}

/** Announces a campaign's change on `company-{id}-campaign` (CONTRACT.md CRUD shape). */
export async function emitCampaign(ctx: AppContext, c: CampaignRow, action: 'create' | 'update' = 'update') {
  // Campaigns are the admins' (spec 3 §6): profile users' sockets do not hear them.
  ctx.emitter.emit(c.companyId, ['admins'], 'campaign', { action, record: await campaignView(ctx, c) });
}
