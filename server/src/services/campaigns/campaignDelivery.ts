import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { type campaigns, tickets, whatsapps } from '../../db/schema';
import { emitTicketUpdate } from '../../realtime/ticketEvents';
import { conversationOn } from '../conversationOn';
import { sendOutbound } from '../outboundMessage';
import { logTicket } from '../ticketLog';
import { loadTicketView } from '../ticketView';

type CampaignRow = typeof campaigns.$inferSelect;
export type CampaignConnection = NonNullable<Awaited<ReturnType<typeof campaignConnection>>>;

/** The campaign's connection (the company's default when it names none), when it can send. */
export async function campaignConnection(ctx: AppContext, c: CampaignRow) {
  const [wa] = await ctx.db
    .select()
    .from(whatsapps)
    .where(
      and(
        eq(whatsapps.companyId, c.companyId),
        c.whatsappId !== null ? eq(whatsapps.id, c.whatsappId) : eq(whatsapps.isDefault, true),
      ),
    )
    .limit(1);
  return wa?.status === 'CONNECTED' ? wa : null;
}

/**
 * One campaign message into the entry's ticket on the connection, as the sandbox channel sends it;
 * the campaign's media goes with it unless `withMedia` is false (a confirmation request).
 */
export async function deliverCampaignMessage(
  ctx: AppContext,
  c: CampaignRow,
  wa: CampaignConnection,
  number: string,
  name: string,
  body: string,
  withMedia = true,
) {
  const now = ctx.now();
  const opens = c.openTicket === 'enabled' && c.statusTicket !== 'closed';
  const { ticket, createdTicket } = await ctx.db.transaction((tx) =>
    conversationOn(
      tx,
      wa,
      {
        number,
        name,
        queueId: opens ? c.queueId : null,
        userId: opens && c.statusTicket === 'open' ? c.userId : null,
      },
      now,
    ),
  );
  await sendOutbound(ctx, ticket, {
    body,
    ...(withMedia && c.mediaPath ? { mediaType: 'image', mediaUrl: c.mediaPath } : {}),
    userId: c.userId,
  });
  // Without openTicket, a ticket made for the campaign only records the message (spec 3 §9: statusTicket closed).
  if (createdTicket && !opens) {
    await ctx.db
      .update(tickets)
      .set({ status: 'closed', closedAt: now, updatedAt: now })
      .where(eq(tickets.id, ticket.id));
    await logTicket(ctx.db, {
      type: 'closed',
      ticketId: ticket.id,
      companyId: c.companyId,
      queueId: ticket.queueId,
      at: now,
    });
    const view = await loadTicketView(ctx.db, ticket.id);
    if (view) emitTicketUpdate(ctx.emitter, view);
  }
}
