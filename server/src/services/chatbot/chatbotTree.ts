import { and, asc, eq, inArray } from 'drizzle-orm';
import type { ChatbotOptionInput } from '@shared/api/chatbot';
import { chatbots, fileLists, queueIntegrations } from '../../db/schema';
import type { DbOrTx } from '../../db/types';
import { HttpError } from '../../http/HttpError';
import { assertRecordOwned } from '../ownedRecord';
import { assertOwned } from '../ticketAccess';

type Row = typeof chatbots.$inferSelect;

/** An option as replies carry it (spec 2 §3 "Chatbot option"), its sub-options nested in `options`. */
export interface ChatbotView {
  id: number;
  name: string;
  greetingMessage: string | null;
  queueType: Row['queueType'];
  optQueueId: number | null;
  optUserId: number | null;
  optIntegrationId: number | null;
  optFileId: number | null;
  closeTicket: boolean;
  queueId: number;
  chatbotId: number | null;
  options: ChatbotView[];
}

const byPosition = (a: Row, b: Row) => a.position - b.position || a.id - b.id;

function viewOf(row: Row, children: Map<number | null, Row[]>): ChatbotView {
  return {
    id: row.id,
    name: row.name,
    greetingMessage: row.greetingMessage,
    queueType: row.queueType,
    optQueueId: row.optQueueId,
    optUserId: row.optUserId,
    optIntegrationId: row.optIntegrationId,
    optFileId: row.optFileId,
    closeTicket: row.closeTicket,
    queueId: row.queueId,
    chatbotId: row.chatbotId,
    options: (children.get(row.id) ?? []).map((c) => viewOf(c, children)),
  };
}

function childrenOf(rows: Row[]) {
  const children = new Map<number | null, Row[]>();
  for (const row of [...rows].sort(byPosition)) {
    const list = children.get(row.chatbotId) ?? [];
    list.push(row);
    children.set(row.chatbotId, list);
  }
  return children;
}

/** The queues' trees, first level in order, by queue id. */
export async function loadTrees(db: DbOrTx, queueIds: number[]): Promise<Map<number, ChatbotView[]>> {
  const trees = new Map<number, ChatbotView[]>(queueIds.map((id) => [id, []]));
  if (queueIds.length === 0) return trees;
  const rows = await db.select().from(chatbots).where(inArray(chatbots.queueId, queueIds)).orderBy(asc(chatbots.id));
  for (const queueId of queueIds) {
    const own = rows.filter((r) => r.queueId === queueId);
    trees.set(
      queueId,
      (childrenOf(own).get(null) ?? []).map((r) => viewOf(r, childrenOf(own))),
    );
  }
  return trees;
}

/** One option of the company with its sub-options, or 404. */
export async function loadOption(db: DbOrTx, companyId: number, chatbotId: number): Promise<ChatbotView> {
  const [row] = await db
    .select()
    .from(chatbots)
    .where(and(eq(chatbots.id, chatbotId), eq(chatbots.companyId, companyId)));
  if (!row) throw new HttpError(404, 'ERR_NO_CHATBOT_FOUND');
  const rows = await db.select().from(chatbots).where(eq(chatbots.queueId, row.queueId));
  return viewOf(row, childrenOf(rows));
}

/**
 * The queues, users, integrations and file lists an option tree sends tickets or files to must be the
 * company's own (else 4xx on the field).
 */
export async function assertTargetsOwned(db: DbOrTx, companyId: number, options: readonly ChatbotOptionInput[]) {
  for (const o of options) {
    await assertOwned(db, companyId, { queueId: o.optQueueId ?? null, userId: o.optUserId ?? null });
    await assertRecordOwned(
      db,
      companyId,
      queueIntegrations,
      o.optIntegrationId,
      'ERR_NO_DIALOG_FOUND',
      'optIntegrationId',
    );
    await assertRecordOwned(db, companyId, fileLists, o.optFileId, 'ERR_NO_FILE_FOUND', 'optFileId');
    await assertTargetsOwned(db, companyId, o.options ?? []);
  }
}

function columnsOf(o: ChatbotOptionInput) {
  return {
    name: o.name,
    greetingMessage: o.greetingMessage?.trim() || null,
    queueType: o.queueType,
    optQueueId: o.optQueueId ?? null,
    optUserId: o.optUserId ?? null,
    optIntegrationId: o.optIntegrationId ?? null,
    optFileId: o.optFileId ?? null,
    closeTicket: o.closeTicket ?? false,
  };
}

/**
 * Writes `options` under `parentId` (null: the queue's first level) in the order given. An option
 * whose id is one of `reusable` (the queue's, under the part being replaced) is updated in place,
 * so tickets the bot left at it stay there; any other is inserted. Returns the ids written.
 */
async function writeLevel(
  tx: DbOrTx,
  at: { companyId: number; queueId: number; parentId: number | null; now: Date },
  options: readonly ChatbotOptionInput[],
  reusable: Set<number>,
): Promise<Set<number>> {
  const written = new Set<number>();
  for (const [position, o] of options.entries()) {
    const values = { ...columnsOf(o), chatbotId: at.parentId, position, updatedAt: at.now };
    let id: number;
    if (o.id !== undefined && reusable.has(o.id) && !written.has(o.id)) {
      await tx.update(chatbots).set(values).where(eq(chatbots.id, o.id));
      id = o.id;
    } else {
      const [row] = await tx
        .insert(chatbots)
        .values({ ...values, companyId: at.companyId, queueId: at.queueId, createdAt: at.now })
        .returning({ id: chatbots.id });
      id = row.id;
    }
    written.add(id);
    for (const child of await writeLevel(tx, { ...at, parentId: id }, o.options ?? [], reusable)) written.add(child);
  }
  return written;
}

/** The ids under an option (not itself), from a queue's rows. */
function descendants(rows: Row[], rootId: number | null): Set<number> {
  const children = childrenOf(rows);
  const found = new Set<number>();
  const walk = (id: number | null) => {
    for (const c of children.get(id) ?? []) {
      found.add(c.id);
      walk(c.id);
    }
  };
  walk(rootId);
  return found;
}

/**
 * Replaces the options under `parentId` (null: a queue's whole tree) with `options`: ids of that
 * part are kept, options left out are removed with their sub-options.
 */
export async function replaceOptions(
  tx: DbOrTx,
  at: { companyId: number; queueId: number; parentId: number | null; now: Date },
  options: readonly ChatbotOptionInput[],
): Promise<void> {
  const rows = await tx.select().from(chatbots).where(eq(chatbots.queueId, at.queueId));
  const before = descendants(rows, at.parentId);
  const kept = await writeLevel(tx, at, options, before);
  const gone = [...before].filter((id) => !kept.has(id));
  if (gone.length) await tx.delete(chatbots).where(inArray(chatbots.id, gone));
}

export { columnsOf as chatbotColumns };
