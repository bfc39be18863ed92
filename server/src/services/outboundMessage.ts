import { eq } from 'drizzle-orm';
import type { AppContext } from '../context';
import { messages, tickets, whatsapps } from '../db/schema';
import { emitMessageCreate, emitMessageUpdate, emitTicketUpdate } from '../realtime/ticketEvents';
import { lastMessageFor } from './messageKinds';
import { mediaNameOf, messageView } from './messageView';
import { sandboxWid } from './randomToken';
import { loadTicketView } from './ticketView';

type TicketRow = typeof tickets.$inferSelect;

export interface Outbound {
  body: string;
  /** 'chat' (text, the default), image, video, audio, application, contactMessage… */
  mediaType?: string;
  /** Media key of the file (media/mediaStore.ts). */
  mediaUrl?: string | null;
  isPrivate?: boolean;
  isForwarded?: boolean;
  quotedMsgId?: number | null;
  clientId?: string | null;
  userId?: number | null;
}

/**
 * Stores a message the company sends (fromMe) and announces it. Returns null when the clientId
 * was already used in this ticket: a retried send changes nothing. Private notes never reach
 * the channel, so they stay at ack 0 and do not become the ticket's last message.
 */
export async function sendOutbound(ctx: AppContext, ticket: TicketRow, out: Outbound) {
  const now = ctx.now();
  const isPrivate = out.isPrivate ?? false;
  const mediaType = out.mediaType ?? 'chat';
  const [row] = await ctx.db
    .insert(messages)
    .values({
      wid: sandboxWid(),
      body: out.body,
      fromMe: true,
      ack: isPrivate ? 0 : 1,
      read: true,
      mediaType,
      mediaUrl: out.mediaUrl ?? null,
      isPrivate,
      isForwarded: out.isForwarded ?? false,
      quotedMsgId: out.quotedMsgId ?? null,
      ticketId: ticket.id,
      contactId: ticket.contactId,
      companyId: ticket.companyId,
      queueId: ticket.queueId,
      userId: out.userId ?? null,
      clientId: out.clientId ?? null,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) return null;
  const lastMessage = lastMessageFor({ mediaType, body: out.body, mediaName: mediaNameOf(row.mediaUrl) });
  await ctx.db
    .update(tickets)
    .set(isPrivate ? { updatedAt: now } : { lastMessage, updatedAt: now })
    .where(eq(tickets.id, ticket.id));
  const view = await loadTicketView(ctx.db, ticket.id);
  if (view) {
    emitMessageCreate(ctx.emitter, await messageView(ctx, row), view, view.contact);
    emitTicketUpdate(ctx.emitter, view);
  }
  if (!isPrivate) await scheduleSandboxAcks(ctx, row.id, ticket.whatsappId, mediaType === 'audio' ? 4 : 3);
  return row;
}

/**
 * The sandbox channel "delivers" then "reads" each outbound message: ack 1 → 2 → 3, one step
 * every sandboxAckDelayMs; an audio goes on to 4 (played).
 */
async function scheduleSandboxAcks(
  ctx: AppContext,
  messageId: number,
  whatsappId: number | null,
  last: number,
): Promise<void> {
  if (whatsappId === null) return;
  const [wa] = await ctx.db
    .select({ provider: whatsapps.provider })
    .from(whatsapps)
    .where(eq(whatsapps.id, whatsappId));
  if (wa?.provider !== 'sandbox') return;
  const step = (ack: number) => async () => {
    const [updated] = await ctx.db
      .update(messages)
      .set({ ack, updatedAt: ctx.now() })
      .where(eq(messages.id, messageId))
      .returning();
    if (!updated) return;
    const [t] = await ctx.db.select().from(tickets).where(eq(tickets.id, updated.ticketId));
    if (t) emitMessageUpdate(ctx.emitter, t.companyId, t, await messageView(ctx, updated));
    if (ack < last) ctx.timers.after(ctx.options.sandboxAckDelayMs, step(ack + 1));
  };
  ctx.timers.after(ctx.options.sandboxAckDelayMs, step(2));
}
