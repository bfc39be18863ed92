import { and, desc, eq, inArray } from 'drizzle-orm';
import type { ForwardMessageBody } from '@shared/api/message';
import { isTextMessage, signBody } from '@shared/domain/messageRules';
import type { AppContext } from '../context';
import { tickets, whatsapps } from '../db/schema';
import { HttpError } from '../http/HttpError';
import { isAdmin, type Actor } from './actor';
import { createTicket } from './createTicket';
import { messageForActor } from './messageAccess';
import { messageView } from './messageView';
import { sendOutbound } from './outboundMessage';
import { otherOpenTicketError } from './ticketConflict';
import { loadTicketView } from './ticketView';
import { updateTicket } from './updateTicket';
import { activeContactOf } from './contactAccess';

type TicketRow = typeof tickets.$inferSelect;

/** The connection the copy goes out on: the original ticket's, else the company default. */
async function connectionOf(ctx: AppContext, actor: Actor, source: TicketRow): Promise<number> {
  if (source.whatsappId !== null) return source.whatsappId;
  const [def] = await ctx.db
    .select({ id: whatsapps.id })
    .from(whatsapps)
    .where(and(eq(whatsapps.companyId, actor.companyId), eq(whatsapps.isDefault, true)));
  if (!def) throw new HttpError(400, 'ERR_NO_DEF_WAPP_FOUND');
  return def.id;
}

/**
 * The ticket a forward goes into: the contact's live ticket on that connection, accepted for the
 * user when pending (an ordinary accept: logged, announced, greeting included); held by another
 * user → the usual ERR_OTHER_OPEN_TICKET. None → a new open ticket held by the user, in the
 * original ticket's queue when the user may use it (else the user's first queue).
 */
async function targetTicket(
  ctx: AppContext,
  actor: Actor,
  contactId: number,
  whatsappId: number,
  source: TicketRow,
): Promise<TicketRow> {
  const [live] = await ctx.db
    .select()
    .from(tickets)
    .where(
      and(
        eq(tickets.companyId, actor.companyId),
        eq(tickets.contactId, contactId),
        eq(tickets.whatsappId, whatsappId),
        inArray(tickets.status, ['open', 'pending', 'group']),
      ),
    )
    .orderBy(desc(tickets.updatedAt))
    .limit(1);
  let id: number;
  if (!live) {
    const queueId =
      source.queueId !== null && (isAdmin(actor) || actor.queueIds.includes(source.queueId))
        ? source.queueId
        : (actor.queueIds[0] ?? null);
    id = (await createTicket(ctx, actor, { contactId, status: 'open', userId: actor.id, queueId, whatsappId })).id;
  } else if (live.status === 'pending') {
    id = (await updateTicket(ctx, actor, live.id, { status: 'open', userId: actor.id })).id;
  } else {
    if (live.userId !== null && live.userId !== actor.id && !isAdmin(actor))
      throw await otherOpenTicketError(ctx.db, live);
    id = live.id;
  }
  const [t] = await ctx.db.select().from(tickets).where(eq(tickets.id, id));
  return t;
}

/**
 * POST /message/forward: a copy of one message (text or media, same file) to a contact, marked
 * isForwarded. With signMessage a text copy is signed `*User Name:*\n` (the server composes this
 * message, so it signs it). Private notes and deleted messages are not forwarded.
 */
export async function forwardMessage(ctx: AppContext, actor: Actor, body: ForwardMessageBody) {
  const messageId = Number(body.messageId);
  if (!Number.isInteger(messageId) || messageId <= 0) throw new HttpError(404, 'ERR_NO_MESSAGE_FOUND');
  const { message: m, ticket: source } = await messageForActor(ctx.db, actor, messageId);
  if (m.isPrivate || m.isDeleted) throw new HttpError(400, 'ERR_MESSAGE_NOT_FORWARDABLE');
  const contact = await activeContactOf(ctx.db, actor.companyId, body.contactId);
  const target = await targetTicket(ctx, actor, contact.id, await connectionOf(ctx, actor, source), source);
  const text = isTextMessage(m.mediaType);
  const sent = await sendOutbound(ctx, target, {
    body: text && body.signMessage ? signBody(actor.name, m.body) : m.body,
    mediaType: text ? 'chat' : m.mediaType,
    mediaUrl: m.mediaUrl,
    isForwarded: true,
    userId: actor.id,
  });
  return { message: sent ? await messageView(ctx, sent) : null, ticket: await loadTicketView(ctx.db, target.id) };
}
