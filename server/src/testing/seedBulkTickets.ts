import { randomBytes } from 'node:crypto';
import { desc, eq, sql, type SQL } from 'drizzle-orm';
import { contacts, messages, tickets, whatsapps } from '../db/schema';
import type { Db, Tx } from '../db/types';

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
}

export interface BulkTicketsResult {
  /** Newest first (the order of the open tab). */
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
 * message (every third one unread), for benchmarks: one INSERT … SELECT over generate_series
 * (chained through data-modifying CTEs), so 20,000 tickets take seconds, not minutes. No events
 * are emitted and no ticket log is written (data for a list, not a story). Contacts get numbers
 * no seed or sandbox uses: 5500 + a 6-digit run token + a 7-digit index.
 */
export async function seedBulkTickets(db: Db, opts: BulkTicketsOptions): Promise<BulkTicketsResult> {
  const n = Math.max(0, Math.floor(opts.count));
  const now = (opts.now ?? new Date()).toISOString();
  const whatsappId = opts.whatsappId ?? (await defaultConnection(db, opts.companyId));
  const prefix = `5500${String(randomBytes(4).readUInt32BE() % 1_000_000).padStart(6, '0')}`;
  if (n === 0) return { ticketIds: [], contactIds: [] };
  const lines = sql.raw(`array[${LINES.map((l) => `'${l.replace(/'/g, "''")}'`).join(',')}]`);
  // i: 0 is the newest ticket; the index is read back from the contact's number.
  const index = sql`substring(c.number from ${prefix.length + 1}::int)::int`;
  const at = (i: SQL) => sql`${now}::timestamptz - ${i} * interval '1 second'`;
  // One statement, data-modifying CTEs: each contact feeds its ticket, each ticket its message.
  const result = await db.transaction(async (tx) => {
    await skipForeignKeyChecks(tx);
    return tx.execute(sql`
    with c as (
      insert into ${contacts} ("uuid", "companyId", "name", "number", "whatsappId", "createdAt", "updatedAt")
      select gen_random_uuid()::text, ${opts.companyId}::int, 'Cliente ' || (i + 1), ${prefix}::text || lpad(i::text, 7, '0'),
             ${whatsappId}::int, ${at(sql`i`)}, ${at(sql`i`)}
      from generate_series(0, ${n - 1}::int) as i
      returning "id", "number"
    ), t as (
      insert into ${tickets} ("uuid", "companyId", "status", "lastMessage", "unreadMessages", "contactId", "userId",
                             "queueId", "whatsappId", "createdAt", "updatedAt")
      select gen_random_uuid()::text, ${opts.companyId}::int, 'open', (${lines})[${index} % ${LINES.length}::int + 1],
             case when ${index} % 3 = 0 then 1 else 0 end, c.id, ${opts.userId}::int, ${opts.queueId}::int,
             ${whatsappId}::int, ${at(index)}, ${at(index)}
      from c
      returning "id", "contactId", "lastMessage", "unreadMessages", "updatedAt"
    )
    insert into ${messages} ("wid", "body", "fromMe", "read", "ticketId", "contactId", "companyId", "queueId",
                            "createdAt", "updatedAt")
    select 'BULK' || upper(replace(gen_random_uuid()::text, '-', '')), t."lastMessage", false, t."unreadMessages" = 0,
           t.id, t."contactId", ${opts.companyId}::int, ${opts.queueId}::int, t."updatedAt", t."updatedAt"
    from t
    returning "ticketId", "contactId", "createdAt"`);
  });
  const rows = (result as unknown as { rows: { ticketId: number; contactId: number; createdAt: string | Date }[] }).rows
    .map((r) => ({ ...r, at: new Date(r.createdAt).getTime() }))
    .sort((a, b) => b.at - a.at || a.ticketId - b.ticketId);
  return { ticketIds: rows.map((r) => r.ticketId), contactIds: rows.map((r) => r.contactId) };
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

/**
 * The rows are consistent by construction, so the per-row foreign-key triggers (a dozen per
 * ticket) are skipped for this transaction when the database user may (PGlite's is a superuser;
 * a restricted PostgreSQL user simply keeps them, through the savepoint).
 */
async function skipForeignKeyChecks(tx: Tx): Promise<void> {
  try {
    await tx.transaction(async (sp) => {
      await sp.execute(sql`set local session_replication_role = replica`);
    });
  } catch {
    // not allowed: keep the checks
  }
}
