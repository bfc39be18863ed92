import type { Tx } from '../db/types';
import {
  companies,
  contactTags,
  contacts,
  messages,
  queues,
  tags,
  ticketLogs,
  ticketTags,
  tickets,
  userQueues,
  users,
  whatsappQueues,
  whatsapps,
} from '../db/schema';
import { connectionToken, randomUUID, sandboxWid } from '../services/randomToken';
import type { CompanySeed } from './companySeed';
import { CONTACT_NAMES, conversation, demoNumber } from './demoData';

const MINUTE = 60_000;

/** Inserts one company with its people, queues, connection, contacts, tickets and messages. */
export async function seedCompany(tx: Tx, seed: CompanySeed, planId: number, passwordHash: string, now: Date): Promise<number> {
  const at = (minutesAgo: number) => new Date(now.getTime() - minutesAgo * MINUTE);
  const due = new Date(now.getTime() + seed.dueInDays * 86_400_000).toISOString().slice(0, 10);
  const [company] = await tx
    .insert(companies)
    .values({ name: seed.name, email: seed.email, status: true, dueDate: due, recurrence: 'monthly', planId, createdAt: now, updatedAt: now })
    .returning();
  const companyId = company.id;

  const qRows = await tx
    .insert(queues)
    .values(seed.queues.map((q, i) => ({ ...q, companyId, orderQueue: i + 1, createdAt: now, updatedAt: now })))
    .returning();
  const queueId = (name: string) => qRows.find((q) => q.name === name)!.id;

  const [wa] = await tx
    .insert(whatsapps)
    .values({
      companyId,
      name: seed.connection.name,
      number: seed.connection.number,
      status: 'CONNECTED',
      provider: 'sandbox',
      token: connectionToken(),
      isDefault: true,
      greetingMessage: seed.connection.greetingMessage,
      complationMessage: seed.connection.complationMessage,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  await tx.insert(whatsappQueues).values(seed.connection.queues.map((q) => ({ whatsappId: wa.id, queueId: queueId(q) })));

  const uRows = await tx
    .insert(users)
    .values(
      seed.users.map((u) => ({
        companyId,
        name: u.name,
        email: u.email,
        passwordHash,
        profile: u.profile,
        super: u.super ?? false,
        color: u.color,
        startWork: '00:00',
        endWork: '23:59',
        // Admins see everything anyway; attendants start with the narrow defaults.
        allTicket: u.profile === 'admin' ? 'enabled' : 'disabled',
        allowGroup: u.profile === 'admin',
        showDashboard: u.profile === 'admin' ? 'enabled' : 'disabled',
        whatsappId: wa.id,
        createdAt: now,
        updatedAt: now,
      })),
    )
    .returning();
  const userId = (email: string) => uRows.find((u) => u.email === email)!.id;
  const memberships = seed.users.flatMap((u) => u.queues.map((q) => ({ userId: userId(u.email), queueId: queueId(q) })));
  if (memberships.length) await tx.insert(userQueues).values(memberships);

  const tagRows = await tx.insert(tags).values(seed.tags.map((t) => ({ ...t, companyId, createdAt: now, updatedAt: now }))).returning();
  const tagId = (name: string) => tagRows.find((t) => t.name === name)!.id;

  const cRows = await tx
    .insert(contacts)
    .values(
      Array.from({ length: seed.contacts.count }, (_, i) => {
        const name = CONTACT_NAMES[(i + seed.contacts.nameOffset) % CONTACT_NAMES.length];
        const email = i % 3 === 0 ? `${name.split(' ')[0].toLowerCase().normalize('NFD').replace(/[^a-z]/g, '')}@exemplo.com.br` : '';
        return { uuid: randomUUID(), companyId, name, number: demoNumber(i, seed.contacts.numberBase), email, whatsappId: wa.id, createdAt: at(60 * 24 * 30), updatedAt: at(60 * 24 * 30) };
      }),
    )
    .returning();

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
    await tx.insert(ticketLogs).values(logs.map((l) => ({ ...l, ticketId: ticket.id, queueId: qId, companyId, createdAt: stamp(0) })));
    if (ts.tags?.length) {
      await tx.insert(ticketTags).values(ts.tags.map((name) => ({ ticketId: ticket.id, tagId: tagId(name) })));
      await tx.insert(contactTags).values(ts.tags.filter((n) => seed.tags.find((t) => t.name === n)?.kanban === 0).map((name) => ({ contactId: contact.id, tagId: tagId(name) }))).onConflictDoNothing();
    }
  }
  return companyId;
}
