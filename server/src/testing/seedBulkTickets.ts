import { randomBytes } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { contacts, messages, tickets, whatsapps } from '../db/schema';
import type { Db } from '../db/types';
import { randomUUID, sandboxWid } from '../services/randomToken';

export interface BulkTicketsOptions {
  companyId: number;
  /** The attendant holding every ticket (status open). */
  userId: number;
  queueId: number | null;
  count: number;
  /** Defaults to the company's default connection (else its newest one). */
  whatsappId?: number;
  /** The newest ticket's updatedAt; each next one is a second older. Defaults to now. */
  now?: Date;
  /** Rows per INSERT (each of contacts, tickets, messages). */
  chunkSize?: number;
}

export interface BulkTicketsResult {
  ticketIds: number[];
  contactIds: number[];
}

const LINES = [
  'Olá, preciso de ajuda com o meu pedido.',
  'Bom dia! Vocês atendem no sábado?',
  'Qual o prazo de entrega para Cuiabá?',
  'Consegue me mandar a segunda via do boleto?',
  'Obrigado pelo retorno!',
];

/**
 * Inserts `count` open tickets held by `userId`, each with its own new contact and one inbound
 * message, in multi-row INSERTs of `chunkSize` inside one transaction: fast enough to give a
 * benchmark 20,000 tickets. No events are emitted and no ticket log is written (it is data for a
 * list, not a story). Contacts get numbers no seed or sandbox uses (prefix 5500 + a run token).
 */
export async function seedBulkTickets(db: Db, opts: BulkTicketsOptions): Promise<BulkTicketsResult> {
  const chunkSize = opts.chunkSize ?? 1000;
  const now = (opts.now ?? new Date()).getTime();
  const whatsappId = opts.whatsappId ?? (await defaultConnection(db, opts.companyId));
  const run = String(randomBytes(4).readUInt32BE() % 1_000_000).padStart(6, '0');
  const out: BulkTicketsResult = { ticketIds: [], contactIds: [] };
  await db.transaction(async (tx) => {
    for (let start = 0; start < opts.count; start += chunkSize) {
      const n = Math.min(chunkSize, opts.count - start);
      const idx = Array.from({ length: n }, (_, k) => start + k);
      const at = (i: number) => new Date(now - i * 1000);
      const numberOf = (i: number) => `5500${run}${String(i).padStart(7, '0')}`;
      const uuids = idx.map(() => randomUUID());
      // RETURNING order is not promised by SQL: rows are matched back by their unique keys.
      const cReturned = await tx
        .insert(contacts)
        .values(
          idx.map((i) => ({
            uuid: randomUUID(),
            companyId: opts.companyId,
            name: `Cliente ${i + 1}`,
            number: numberOf(i),
            whatsappId,
            createdAt: at(i),
            updatedAt: at(i),
          })),
        )
        .returning({ id: contacts.id, number: contacts.number });
      const contactByNumber = new Map(cReturned.map((r) => [r.number, r.id]));
      const cRows = idx.map((i) => ({ id: contactByNumber.get(numberOf(i))! }));
      const tReturned = await tx
        .insert(tickets)
        .values(
          idx.map((i, k) => ({
            uuid: uuids[k],
            companyId: opts.companyId,
            status: 'open',
            lastMessage: LINES[i % LINES.length],
            unreadMessages: i % 3 === 0 ? 1 : 0,
            contactId: cRows[k].id,
            userId: opts.userId,
            queueId: opts.queueId,
            whatsappId,
            createdAt: at(i),
            updatedAt: at(i),
          })),
        )
        .returning({ id: tickets.id, uuid: tickets.uuid });
      const ticketByUuid = new Map(tReturned.map((r) => [r.uuid, r.id]));
      const tRows = uuids.map((u) => ({ id: ticketByUuid.get(u)! }));
      await tx.insert(messages).values(
        idx.map((i, k) => ({
          wid: sandboxWid(),
          body: LINES[i % LINES.length],
          fromMe: false,
          read: i % 3 !== 0,
          ticketId: tRows[k].id,
          contactId: cRows[k].id,
          companyId: opts.companyId,
          queueId: opts.queueId,
          createdAt: at(i),
          updatedAt: at(i),
        })),
      );
      out.contactIds.push(...cRows.map((r) => r.id));
      out.ticketIds.push(...tRows.map((r) => r.id));
    }
  });
  return out;
}

async function defaultConnection(db: Db, companyId: number): Promise<number | null> {
  const [w] = await db
    .select({ id: whatsapps.id })
    .from(whatsapps)
    .where(eq(whatsapps.companyId, companyId))
    .orderBy(desc(whatsapps.isDefault), desc(whatsapps.id))
    .limit(1);
  return w?.id ?? null;
}
