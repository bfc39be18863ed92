import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import { messages, tickets, type whatsapps } from '../db/schema';
import { HttpError } from '../http/HttpError';
import { emitContact, emitMessageCreate, emitMessageUpdate, emitTicketUpdate } from '../realtime/ticketEvents';
import { loadContactView } from './contactView';
import { lastMessageFor } from './messageKinds';
import { mediaNameOf, messageView } from './messageView';
import { runChatbot } from './chatbot/runChatbot';
import { confirmCampaignReply } from './campaigns/campaignConfirmation';
import { sandboxWid } from './randomToken';
import { conversationOn, defaultQueueOf } from './conversationOn';
import { assertOwned } from './ticketAccess';
import { loadTicketView } from './ticketView';

type Connection = typeof whatsapps.$inferSelect;

/** What the customer sent: text, or one of the other kinds (services/messageKinds.ts). */
export interface InboundMessage {
  body: string;
  /** 'chat' (default), image, video, audio, application, locationMessage, contactMessage, reactionMessage, call_log. */
  mediaType?: string;
  /** Media key of a stored file. */
  mediaUrl?: string | null;
  /** A message of the same ticket this one quotes (or, for a reaction, reacts to). */
  quotedMsgId?: number | null;
}

export interface InboundInput {
  number: string;
  name?: string;
  message: InboundMessage;
  /** The queue the customer picked (what the chatbot would decide); must be a company queue. */
  queueId?: number;
  /** The sender is a group (a new contact is created as one). */
  isGroup?: boolean;
}

/**
 * A customer message arriving on a connection: the contact is found or created (by number in
 * the company), its live ticket on this connection is reused or a pending one opened (queued
 * when the connection has exactly one queue), the message stored and announced, and the chatbot
 * run (services/chatbot/runChatbot.ts) unless the caller named the queue.
 */
export async function receiveInbound(ctx: AppContext, wa: Connection, input: InboundInput) {
  const now = ctx.now();
  const companyId = wa.companyId;
  if (input.queueId !== undefined) await assertOwned(ctx.db, companyId, { queueId: input.queueId });
  const queueId = input.queueId ?? (await defaultQueueOf(ctx.db, wa));
  const result = await ctx.db.transaction(async (tx) => {
    const { contact, createdContact, ticket, createdTicket } = await conversationOn(
      tx,
      wa,
      {
        number: input.number,
        name: input.name,
        isGroup: input.isGroup,
        queueId,
        queueChosen: input.queueId !== undefined,
      },
      now,
    );
    const m = input.message;
    if (m.quotedMsgId != null) {
      const [quoted] = await tx
        .select({ id: messages.id })
        .from(messages)
        .where(and(eq(messages.id, m.quotedMsgId), eq(messages.ticketId, ticket.id)));
      if (!quoted)
        throw new HttpError(400, 'Invalid body: quotedMessageId: not a message of this conversation', {
          fields: { quotedMessageId: 'not found' },
        });
    }
    const [message] = await tx
      .insert(messages)
      .values({
        wid: sandboxWid(),
        body: m.body,
        mediaType: m.mediaType ?? 'chat',
        mediaUrl: m.mediaUrl ?? null,
        quotedMsgId: m.quotedMsgId ?? null,
        fromMe: false,
        ack: 0,
        ticketId: ticket.id,
        contactId: contact.id,
        companyId,
        queueId: ticket.queueId,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await tx
      .update(tickets)
      .set({
        lastMessage: lastMessageFor({
          mediaType: message.mediaType,
          body: m.body,
          mediaName: mediaNameOf(m.mediaUrl ?? null),
        }),
        unreadMessages: sql`${tickets.unreadMessages} + 1`,
        updatedAt: now,
      })
      .where(eq(tickets.id, ticket.id));
    return { contactId: contact.id, createdContact, ticketId: ticket.id, createdTicket, message };
  });

  const contact = await loadContactView(ctx.db, result.contactId);
  const ticket = await loadTicketView(ctx.db, result.ticketId);
  if (contact && ticket) {
    if (result.createdContact) emitContact(ctx.emitter, companyId, 'create', contact);
    emitTicketUpdate(ctx.emitter, ticket);
    emitMessageCreate(ctx.emitter, await messageView(ctx, result.message), ticket, contact);
  }
  // A reply to a campaign's confirmation request brings the campaign's message; a failure there
  // is the campaign's and must not lose the customer's message, already stored.
  await confirmCampaignReply(ctx, companyId, input.number).catch(ctx.logError);
  // A queue named by the caller stands for the chatbot's choice; otherwise the chatbot answers.
  if (input.queueId === undefined) await runChatbot(ctx, wa, result.ticketId, input.message.body, result.createdTicket);
  return { ...result, ticketUuid: ticket?.uuid ?? null };
}

/**
 * The customer edited or deleted (for everyone) one of their messages: `edit` sets the new body
 * and isEdited, `delete` sets isDeleted (the row stays). The message must be a customer message
 * of a ticket on this connection. Announced as `appMessage update`.
 */
export async function changeInbound(
  ctx: AppContext,
  wa: Connection,
  change: { messageId: number } & ({ edit: string } | { delete: true }),
) {
  const [target] = await ctx.db
    .select({ m: messages, t: tickets })
    .from(messages)
    .innerJoin(tickets, eq(tickets.id, messages.ticketId))
    .where(
      and(
        eq(messages.id, change.messageId),
        eq(messages.companyId, wa.companyId),
        eq(messages.fromMe, false),
        eq(tickets.whatsappId, wa.id),
      ),
    );
  if (!target) throw new HttpError(404, 'ERR_NO_MESSAGE_FOUND');
  const now = ctx.now();
  const patch = 'edit' in change ? { body: change.edit, isEdited: true } : { isDeleted: true };
  const [updated] = await ctx.db
    .update(messages)
    .set({ ...patch, updatedAt: now })
    .where(eq(messages.id, target.m.id))
    .returning();
  if ('edit' in change && target.t.lastMessage === target.m.body) {
    await ctx.db.update(tickets).set({ lastMessage: change.edit }).where(eq(tickets.id, target.t.id));
    const view = await loadTicketView(ctx.db, target.t.id);
    if (view) emitTicketUpdate(ctx.emitter, view);
  }
  emitMessageUpdate(ctx.emitter, wa.companyId, target.t, await messageView(ctx, updated));
  return { messageId: updated.id, ticketId: target.t.id };
}
