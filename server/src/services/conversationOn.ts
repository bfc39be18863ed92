import { and, desc, eq, inArray } from 'drizzle-orm';
import { acceptedStatus } from '@shared/domain/transitions';
import { contacts, tickets, whatsappQueues, type whatsapps } from '../db/schema';
import type { DbOrTx, Tx } from '../db/types';
import { HttpError } from '../http/HttpError';
import { randomUUID } from './randomToken';
import { logTicket } from './ticketLog';

type Connection = typeof whatsapps.$inferSelect;

export interface ConversationInput {
  /** Digits only. */
  number: string;
  /** A new contact's name (the number when absent). */
  name?: string;
  /** A new contact is a group. */
  isGroup?: boolean;
  /** The queue a new ticket gets, or a live ticket without one. */
  queueId: number | null;
  /** The caller named the queue (logged as the chatbot's choice on a new ticket). */
  queueChosen?: boolean;
  /** A new ticket opens held by this user rather than pending. */
  userId?: number | null;
}

/**
 * The contact of a number on a connection and its live ticket there, for a customer's message
 * (services/inbound.ts) and the messages API alike: the contact found or created (by number in the
 * connection's company), its open/pending/group ticket on this connection reused or a new one
 * opened. Runs in the caller's transaction; the contact row is locked, so concurrent messages of
 * one customer share one ticket.
 */
export async function conversationOn(tx: Tx, wa: Connection, input: ConversationInput, now: Date) {
  const companyId = wa.companyId;
  const inserted = await tx
    .insert(contacts)
    .values({
      uuid: randomUUID(),
      companyId,
      name: input.name?.trim() || input.number,
      number: input.number,
      isGroup: input.isGroup ?? false,
      channel: wa.channel,
      whatsappId: wa.id,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: contacts.id });
  const [contact] = await tx
    .select()
    .from(contacts)
    .where(and(eq(contacts.companyId, companyId), eq(contacts.number, input.number)))
    .for('update');
  if (!contact.active) throw new HttpError(403, 'ERR_CONTACT_BLOCKED');
  let [ticket] = await tx
    .select()
    .from(tickets)
    .where(
      and(
        eq(tickets.companyId, companyId),
        eq(tickets.contactId, contact.id),
        eq(tickets.whatsappId, wa.id),
        inArray(tickets.status, ['open', 'pending', 'group']),
      ),
    )
    .orderBy(desc(tickets.updatedAt))
    .limit(1);
  const createdTicket = !ticket;
  const { queueId } = input;
  if (!ticket) {
    const holder = input.userId ?? null;
    [ticket] = await tx
      .insert(tickets)
      .values({
        uuid: randomUUID(),
        companyId,
        status: holder !== null ? acceptedStatus({ isGroup: contact.isGroup, channel: wa.channel }) : 'pending',
        userId: holder,
        contactId: contact.id,
        whatsappId: wa.id,
        queueId,
        channel: wa.channel,
        isGroup: contact.isGroup,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await logTicket(tx, { type: 'create', ticketId: ticket.id, companyId, queueId: ticket.queueId, at: now });
    if (input.queueChosen) await logTicket(tx, { type: 'chatBot', ticketId: ticket.id, companyId, queueId, at: now });
    if (holder !== null)
      await logTicket(tx, { type: 'open', ticketId: ticket.id, companyId, userId: holder, queueId, at: now });
  } else if (ticket.queueId === null && queueId !== null) {
    [ticket] = await tx.update(tickets).set({ queueId }).where(eq(tickets.id, ticket.id)).returning();
    await logTicket(tx, { type: 'queue', ticketId: ticket.id, companyId, queueId, at: now });
  }
  return { contact, createdContact: inserted.length > 0, ticket, createdTicket };
}

/** The queue a new conversation on this connection gets unless one is named: its only queue. */
export async function defaultQueueOf(db: DbOrTx, wa: Connection): Promise<number | null> {
  const links = await db
    .select({ queueId: whatsappQueues.queueId })
    .from(whatsappQueues)
    .where(eq(whatsappQueues.whatsappId, wa.id));
  return links.length === 1 ? links[0].queueId : null;
}
