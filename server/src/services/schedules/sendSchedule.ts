import { and, desc, eq, inArray } from 'drizzle-orm';
import { signBody } from '@shared/domain/messageRules';
import type { AppContext } from '../../context';
import { contacts, queues, type schedules, tickets, users, whatsapps } from '../../db/schema';
import { HttpError } from '../../http/HttpError';
import { emitTicketUpdate } from '../../realtime/ticketEvents';
import { sendOutbound } from '../outboundMessage';
import { fillPlaceholders } from '../placeholders';
import { randomUUID } from '../randomToken';
import { logTicket } from '../ticketLog';
import { loadTicketView } from '../ticketView';

type ScheduleRow = typeof schedules.$inferSelect;
type TicketRow = typeof tickets.$inferSelect;

/** The schedule's connection, else the company default; it must be connected. */
async function connectionFor(ctx: AppContext, s: ScheduleRow) {
  const cond =
    s.whatsappId !== null
      ? and(eq(whatsapps.id, s.whatsappId), eq(whatsapps.companyId, s.companyId))
      : and(eq(whatsapps.companyId, s.companyId), eq(whatsapps.isDefault, true));
  const [wa] = await ctx.db.select().from(whatsapps).where(cond).limit(1);
  if (!wa) throw new HttpError(400, 'ERR_NO_DEF_WAPP_FOUND');
  if (wa.status !== 'CONNECTED') throw new HttpError(400, 'ERR_WAPP_NOT_INITIALIZED');
  return wa;
}

/**
 * The ticket a schedule goes into: the contact's live ticket on that connection as it is;
 * otherwise a new one, with openTicket 'enabled' in statusTicket (open → held by ticketUserId or
 * the author; pending → waiting in queueId), and with openTicket 'disabled' a closed one that
 * just records the message.
 */
async function ticketFor(ctx: AppContext, s: ScheduleRow, contact: typeof contacts.$inferSelect, whatsappId: number) {
  const [live] = await ctx.db
    .select()
    .from(tickets)
    .where(
      and(
        eq(tickets.companyId, s.companyId),
        eq(tickets.contactId, contact.id),
        eq(tickets.whatsappId, whatsappId),
        inArray(tickets.status, ['open', 'pending', 'group']),
      ),
    )
    .orderBy(desc(tickets.updatedAt))
    .limit(1);
  if (live) return live;
  const now = ctx.now();
  const status =
    s.openTicket === 'enabled' && (s.statusTicket === 'open' || s.statusTicket === 'pending') ? s.statusTicket : 'closed';
  const holder = status === 'open' ? (s.ticketUserId ?? s.userId) : null;
  const created = await ctx.db.transaction(async (tx) => {
    const [t] = await tx
      .insert(tickets)
      .values({
        uuid: randomUUID(),
        companyId: s.companyId,
        status,
        contactId: contact.id,
        userId: holder,
        queueId: s.queueId,
        whatsappId,
        isGroup: contact.isGroup,
        channel: contact.channel,
        closedAt: status === 'closed' ? now : null,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    const entry = { ticketId: t.id, companyId: t.companyId, queueId: t.queueId, at: now };
    await logTicket(tx, { ...entry, type: 'create', userId: s.userId });
    if (status !== 'pending')
      await logTicket(tx, { ...entry, type: status === 'open' ? 'open' : 'closed', userId: holder ?? s.userId });
    return t;
  });
  const view = await loadTicketView(ctx.db, created.id);
  if (view) emitTicketUpdate(ctx.emitter, view);
  return created;
}

async function composeBody(ctx: AppContext, s: ScheduleRow, t: TicketRow, contactName: string): Promise<string> {
  const [author] = s.userId ? await ctx.db.select({ name: users.name }).from(users).where(eq(users.id, s.userId)) : [];
  const [q] = t.queueId ? await ctx.db.select({ name: queues.name }).from(queues).where(eq(queues.id, t.queueId)) : [];
  const [w] = t.whatsappId
    ? await ctx.db.select({ name: whatsapps.name }).from(whatsapps).where(eq(whatsapps.id, t.whatsappId))
    : [];
  const text = fillPlaceholders(s.body, {
    contactName,
    userName: author?.name,
    ticketId: t.id,
    queue: q?.name,
    connection: w?.name,
    now: ctx.now(),
    timeZone: ctx.options.timezone,
  });
  return s.assinar && author ? signBody(author.name, text) : text;
}

/**
 * Sends one due schedule into its ticket, as its author: the body with the message variables
 * filled ({{firstName}}, {{protocol}}…), signed when `assinar`, with the attachment as an image.
 * Returns the ticket it went into. Throws when it cannot be sent (the scheduler records ERRO).
 */
export async function sendSchedule(ctx: AppContext, s: ScheduleRow): Promise<TicketRow> {
  const [contact] = await ctx.db
    .select()
    .from(contacts)
    .where(and(eq(contacts.id, s.contactId), eq(contacts.companyId, s.companyId)));
  if (!contact) throw new HttpError(404, 'ERR_NO_CONTACT_FOUND');
  if (!contact.active) throw new HttpError(400, 'ERR_CONTACT_BLOCKED');
  const wa = await connectionFor(ctx, s);
  const ticket = await ticketFor(ctx, s, contact, wa.id);
  await sendOutbound(ctx, ticket, {
    body: await composeBody(ctx, s, ticket, contact.name),
    ...(s.mediaPath ? { mediaType: 'image', mediaUrl: s.mediaPath } : {}),
    userId: s.userId,
  });
  return ticket;
}
