import type { Tx } from '../db/types';
import { contactTags, messages, ticketLogs, ticketTags, tickets } from '../db/schema';
import { randomUUID, sandboxWid } from '../services/randomToken';
import type { CompanySeed } from './companySeed';
import { conversation } from './demoData';

const MINUTE = 60_000;

export interface SeededRefs {
  companyId: number;
  whatsappId: number;
  contacts: { id: number }[];
  queueId(name: string): number;
  userId(email: string): number;
  tagId(name: string): number;
}

/**
 * The seeded tickets with their conversations, spread back in time from `now` (closed ones a day
 * earlier), so lists sort and history pages like a real inbox.
 */
export async function seedTickets(tx: Tx, seed: CompanySeed, refs: SeededRefs, now: Date): Promise<void> {
  const { companyId, queueId, userId, tagId } = refs;
  const wa = { id: refs.whatsappId };
  const cRows = refs.contacts;
  const at = (minutesAgo: number) => new Date(now.getTime() - minutesAgo * MINUTE);
  for (const [k, ts] of seed.tickets.entries()) {
    const contact = cRows[ts.contact];
    const lines = conversation(ts.topic, ts.length, k);
    // A waiting ticket ends with the customer's message; that is why it waits.
    if (ts.status === 'pending') lines[lines.length - 1] = { ...lines[lines.length - 1], fromMe: false };
    const lastAt = k * 23 + 5 + (ts.status === 'closed' ? 60 * 24 : 0);
    const stamp = (i: number) => at(lastAt + (lines.length - 1 - i) * 3);
    let unread = 0;
    for (const line of lines) unread = line.fromMe ? 0 : unread + 1;
    const holder = ts.user ? userId(ts.user) : null;
    const qId = ts.queue ? queueId(ts.queue) : null;
    const [ticket] = await tx
      .insert(tickets)
      .values({
        uuid: randomUUID(),
        companyId,
        status: ts.status,
        lastMessage: lines[lines.length - 1].body,
        unreadMessages: ts.status === 'closed' ? 0 : unread,
        contactId: contact.id,
        userId: holder,
        queueId: qId,
        whatsappId: wa.id,
        closedAt: ts.status === 'closed' ? stamp(lines.length - 1) : null,
        createdAt: stamp(0),
        updatedAt: stamp(lines.length - 1),
      })
      .returning();
    await tx.insert(messages).values(
      lines.map((line, i) => ({
        wid: sandboxWid(),
        body: line.body,
        fromMe: line.fromMe,
        ack: line.fromMe ? 3 : 0,
        read: ts.status === 'closed' || i < lines.length - unread,
        ticketId: ticket.id,
        contactId: contact.id,
        companyId,
        queueId: qId,
        userId: line.fromMe ? holder : null,
        createdAt: stamp(i),
        updatedAt: stamp(i),
      })),
    );
    const logs = [{ type: 'create', userId: null as number | null }];
    if (ts.status !== 'pending' && holder) logs.push({ type: 'open', userId: holder });
    if (ts.status === 'closed') logs.push({ type: 'closed', userId: holder });
    await tx
      .insert(ticketLogs)
      .values(logs.map((l) => ({ ...l, ticketId: ticket.id, queueId: qId, companyId, createdAt: stamp(0) })));
    if (ts.tags?.length) {
      await tx.insert(ticketTags).values(ts.tags.map((name) => ({ ticketId: ticket.id, tagId: tagId(name) })));
      await tx
        .insert(contactTags)
        .values(
          ts.tags
            .filter((n) => seed.tags.find((t) => t.name === n)?.kanban === 0)
            .map((name) => ({ contactId: contact.id, tagId: tagId(name) })),
        )
        .onConflictDoNothing();
    }
  }
}
