import type { Tx } from '../db/types';
import { contacts, flows, queues, tags, userQueues, users, whatsappQueues, whatsapps } from '../db/schema';
import { insertCompany } from '../services/newCompany';
import { connectionToken, randomUUID } from '../services/randomToken';
import type { CompanySeed } from './companySeed';
import { CONTACT_NAMES, demoNumber } from './demoData';
import { seedTickets } from './seedTickets';

const MINUTE = 60_000;
const DEMO_FLOWS = ['Boas-vindas', 'Pesquisa de satisfação'];

/** Inserts one company with its people, queues, connection, contacts, tickets and messages. */
export async function seedCompany(
  tx: Tx,
  seed: CompanySeed,
  planId: number,
  passwordHash: string,
  now: Date,
): Promise<number> {
  const at = (minutesAgo: number) => new Date(now.getTime() - minutesAgo * MINUTE);
  const due = new Date(now.getTime() + seed.dueInDays * 86_400_000).toISOString().slice(0, 10);
  const company = await insertCompany(
    tx,
    { name: seed.name, email: seed.email, status: true, dueDate: due, recurrence: 'MENSAL', planId },
    now,
  );
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
  await tx
    .insert(whatsappQueues)
    .values(seed.connection.queues.map((q) => ({ whatsappId: wa.id, queueId: queueId(q) })));
  // The names of flows made in the company's (external) flow builder, for flow-phrase campaigns to start.
  await tx.insert(flows).values(DEMO_FLOWS.map((name) => ({ companyId, name, createdAt: now, updatedAt: now })));

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
  const memberships = seed.users.flatMap((u) =>
    u.queues.map((q) => ({ userId: userId(u.email), queueId: queueId(q) })),
  );
  if (memberships.length) await tx.insert(userQueues).values(memberships);

  const tagRows = await tx
    .insert(tags)
    .values(seed.tags.map((t) => ({ ...t, companyId, createdAt: now, updatedAt: now })))
    .returning();
  const tagId = (name: string) => tagRows.find((t) => t.name === name)!.id;

  const cRows = await tx
    .insert(contacts)
    .values(
      Array.from({ length: seed.contacts.count }, (_, i) => {
        const name = CONTACT_NAMES[(i + seed.contacts.nameOffset) % CONTACT_NAMES.length];
        const email =
          i % 3 === 0
            ? `${name
                .split(' ')[0]
                .toLowerCase()
                .normalize('NFD')
                .replace(/[^a-z]/g, '')}@exemplo.com.br`
            : '';
        return {
          uuid: randomUUID(),
          companyId,
          name,
          number: demoNumber(i, seed.contacts.numberBase),
          email,
          whatsappId: wa.id,
          createdAt: at(60 * 24 * 30),
          updatedAt: at(60 * 24 * 30),
        };
      }),
    )
    .returning();

  await seedTickets(tx, seed, { companyId, whatsappId: wa.id, contacts: cRows, queueId, userId, tagId }, now);
  return companyId;
}
