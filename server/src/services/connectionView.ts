import { asc, eq, inArray } from 'drizzle-orm';
import { canViewConnections } from '@shared/domain/permissions';
import type { Actor } from './actor';
import { queues, whatsappQueues, type whatsapps } from '../db/schema';
import type { DbOrTx } from '../db/types';

type Row = typeof whatsapps.$inferSelect;
type QueueRef = { id: number; name: string; color: string };

/**
 * Who reads a connection's token (it authenticates the sandbox's inbound traffic and scans): those
 * who manage connections, spec 2 §6 (admins and users with allowConnections). Events never carry it.
 */
export const readsToken = (actor: Actor) => canViewConnections(actor);

/** The queues linked to each of these connections, by connection id. */
export async function queuesOf(db: DbOrTx, ids: number[]): Promise<Map<number, QueueRef[]>> {
  const byConnection = new Map<number, QueueRef[]>(ids.map((id) => [id, []]));
  if (!ids.length) return byConnection;
  const links = await db
    .select({ whatsappId: whatsappQueues.whatsappId, id: queues.id, name: queues.name, color: queues.color })
    .from(whatsappQueues)
    .innerJoin(queues, eq(queues.id, whatsappQueues.queueId))
    .where(inArray(whatsappQueues.whatsappId, ids))
    .orderBy(asc(queues.orderQueue), asc(queues.name));
  for (const { whatsappId, ...q } of links) byConnection.get(whatsappId)?.push(q);
  return byConnection;
}

/** A connection on the wire (spec 2 §3): the row's public fields, its queues, the token when asked for. */
export function connectionView(row: Row, linked: QueueRef[], withToken: boolean) {
  const { token, createdAt, updatedAt, facebookUserId: _fb, greetingMediaPath: _media, ...fields } = row;
  return {
    ...fields,
    ...(withToken ? { token } : {}),
    qrcode: row.qrcode ?? '',
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
    queues: linked,
  };
}

/**
 * One connection as its `whatsapp` events carry it to the whole company: never the token, nor a
 * pairing code (that travels in `whatsappSession`, to those who manage connections only).
 */
export async function connectionEventView(db: DbOrTx, row: Row) {
  return { ...connectionView(row, (await queuesOf(db, [row.id])).get(row.id) ?? [], false), qrcode: '' };
}

/** The same for a pairing step, which does carry the code. */
export async function connectionSessionView(db: DbOrTx, row: Row) {
  return connectionView(row, (await queuesOf(db, [row.id])).get(row.id) ?? [], false);
}
