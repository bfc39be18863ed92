import { eq } from 'drizzle-orm';
import type { AppContext } from '../context';
import { contacts, queues, type tickets, whatsapps } from '../db/schema';
import type { Actor } from './actor';
import { loadCompanySettings } from './companyView';
import { sendOutbound } from './outboundMessage';
import { fillPlaceholders } from './placeholders';

type TicketRow = typeof tickets.$inferSelect;

async function fill(ctx: AppContext, actor: Actor, t: TicketRow, text: string): Promise<string> {
  const [c] = await ctx.db.select({ name: contacts.name }).from(contacts).where(eq(contacts.id, t.contactId));
  const [q] = t.queueId ? await ctx.db.select({ name: queues.name }).from(queues).where(eq(queues.id, t.queueId)) : [];
  const [w] = t.whatsappId
    ? await ctx.db.select({ name: whatsapps.name }).from(whatsapps).where(eq(whatsapps.id, t.whatsappId))
    : [];
  return fillPlaceholders(text, {
    contactName: c?.name ?? '',
    userName: actor.name,
    ticketId: t.id,
    queue: q?.name,
    connection: w?.name,
    now: ctx.now(),
    timeZone: ctx.options.timezone,
  });
}

/**
 * Greeting on accept (spec 1 §4): when sendGreetingAccepted is on, greetingAcceptedMessage goes
 * to the customer; not for groups unless the connection treats groups as tickets.
 */
export async function sendAcceptGreeting(ctx: AppContext, actor: Actor, t: TicketRow): Promise<void> {
  const s = await loadCompanySettings(ctx.db, t.companyId);
  if (s.sendGreetingAccepted !== 'enabled' || !s.greetingAcceptedMessage?.trim()) return;
  if (t.isGroup) {
    const [w] = t.whatsappId ? await ctx.db.select().from(whatsapps).where(eq(whatsapps.id, t.whatsappId)) : [];
    if (w?.groupAsTicket !== 'enabled') return;
  }
  await sendOutbound(ctx, t, { body: await fill(ctx, actor, t, s.greetingAcceptedMessage), userId: actor.id });
}

/** Farewell on resolve with sendFarewellMessage: the user's own, else the connection's complationMessage. */
export async function sendFarewell(ctx: AppContext, actor: Actor, t: TicketRow): Promise<void> {
  const [w] = t.whatsappId ? await ctx.db.select().from(whatsapps).where(eq(whatsapps.id, t.whatsappId)) : [];
  const text = actor.farewellMessage?.trim() || w?.complationMessage?.trim();
  if (!text) return;
  await sendOutbound(ctx, t, { body: await fill(ctx, actor, t, text), userId: actor.id });
}
