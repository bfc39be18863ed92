import { and, asc, count, eq, ilike, or, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { contactListRoutes as r } from '@shared/api/routes/contactLists';
import type { AppContext } from '../context';
import { sandboxWhatsappValid } from '../services/sandboxWhatsappValid';
import { contactListItems, contactLists } from '../db/schema';
import { actorOf } from '../http/authGuard';
import { HttpError } from '../http/HttpError';
import { serve } from '../http/route';
import { isAdmin, type Actor } from '../services/actor';
import { likePattern } from '../services/likePattern';
import { assertPlanFlag } from '../services/planFlag';

const PAGE = 20;
type ListRow = typeof contactLists.$inferSelect;
type ItemRow = typeof contactListItems.$inferSelect;

/**
 * Contact lists and their entries (spec 3 "Contact lists", §3, §5, §7), plan useCampaigns. Any
 * user of the company keeps the lists; their entries are the admins' (spec 3 §6: a profile user
 * gets the no-access placeholder on the items page, and 403 here). An entry's number is kept as
 * digits, once per list (a second one is refused: importing a sheet twice adds nothing). Each
 * change is announced on `company-{id}-ContactList` / `-ContactListItem` (CONTRACT.md).
 */
export function registerContactListRoutes(app: FastifyInstance, ctx: AppContext): void {
  const userOf = async (req: FastifyRequest): Promise<Actor> => {
    const actor = actorOf(req);
    await assertPlanFlag(ctx.db, actor.companyId, 'useCampaigns');
    return actor;
  };
  const adminOf = async (req: FastifyRequest): Promise<Actor> => {
    const actor = await userOf(req);
    if (!isAdmin(actor)) throw new HttpError(403, 'ERR_NO_PERMISSION');
    return actor;
  };

  // Qualified by hand: drizzle writes a one-table select's columns unqualified, and inside the
  // subquery "id" would be the entry's own.
  const counted = {
    list: contactLists,
    contactsCount: sql<number>`(select count(*)::int from "contact_list_items" i where i."contactListId" = "contact_lists"."id")`,
  };
  const listView = (l: ListRow, contactsCount: number) => ({
    id: l.id,
    name: l.name,
    contactsCount: Number(contactsCount),
    companyId: l.companyId,
    createdAt: l.createdAt.toISOString(),
    updatedAt: l.updatedAt.toISOString(),
  });
  const itemView = (i: ItemRow) => ({
    id: i.id,
    name: i.name,
    number: i.number,
    email: i.email,
    isWhatsappValid: i.isWhatsappValid,
    companyId: i.companyId,
    contactListId: i.contactListId,
  });

  /** Another company's list reads as missing (404). */
  const findList = async (actor: Actor, id: number) => {
    const [row] = await ctx.db
      .select(counted)
      .from(contactLists)
      .where(and(eq(contactLists.id, id), eq(contactLists.companyId, actor.companyId)));
    if (!row) throw new HttpError(404, 'ERR_NO_CONTACTLIST_FOUND');
    return listView(row.list, row.contactsCount);
  };
  const findItem = async (actor: Actor, id: number) => {
    const [row] = await ctx.db
      .select()
      .from(contactListItems)
      .where(and(eq(contactListItems.id, id), eq(contactListItems.companyId, actor.companyId)));
    if (!row) throw new HttpError(404, 'ERR_NO_CONTACTLISTITEM_FOUND');
    return row;
  };
  const announceList = async (actor: Actor, id: number) =>
    ctx.emitter.emit(actor.companyId, 'all', 'contactList', { action: 'update', record: await findList(actor, id) });

  serve(app, ctx, r.page, async ({ req, query: q }) => {
    const actor = await userOf(req);
    const term = q.searchParam?.trim();
    const where = and(
      eq(contactLists.companyId, actor.companyId),
      term ? ilike(contactLists.name, likePattern(term)) : undefined,
    );
    const [rows, [{ n }]] = await Promise.all([
      ctx.db
        .select(counted)
        .from(contactLists)
        .where(where)
        .orderBy(asc(contactLists.name), asc(contactLists.id))
        .limit(PAGE)
        .offset((q.pageNumber - 1) * PAGE),
      ctx.db.select({ n: count() }).from(contactLists).where(where),
    ]);
    return {
      records: rows.map((row) => listView(row.list, row.contactsCount)),
      count: n,
      hasMore: q.pageNumber * PAGE < n,
    };
  });

  serve(app, ctx, r.list, async ({ req }) => {
    const actor = await userOf(req);
    const rows = await ctx.db
      .select(counted)
      .from(contactLists)
      .where(eq(contactLists.companyId, actor.companyId))
      .orderBy(asc(contactLists.name), asc(contactLists.id));
    return rows.map((row) => listView(row.list, row.contactsCount));
  });

  serve(app, ctx, r.one, async ({ req, params }) => findList(await userOf(req), params.contactListId));

  serve(app, ctx, r.create, async ({ req, body }) => {
    const actor = await userOf(req);
    const now = ctx.now();
    const [row] = await ctx.db
      .insert(contactLists)
      .values({ companyId: actor.companyId, name: body.name, createdAt: now, updatedAt: now })
      .returning();
    const record = listView(row, 0);
    ctx.emitter.emit(actor.companyId, 'all', 'contactList', { action: 'create', record });
    return record;
  });

  serve(app, ctx, r.update, async ({ req, params, body }) => {
    const actor = await userOf(req);
    await findList(actor, params.contactListId);
    await ctx.db
      .update(contactLists)
      .set({ name: body.name, updatedAt: ctx.now() })
      .where(eq(contactLists.id, params.contactListId));
    const record = await findList(actor, params.contactListId);
    ctx.emitter.emit(actor.companyId, 'all', 'contactList', { action: 'update', record });
    return record;
  });

  serve(app, ctx, r.remove, async ({ req, params }) => {
    const actor = await userOf(req);
    await findList(actor, params.contactListId);
    // Its entries go with it (cascade).
    await ctx.db.delete(contactLists).where(eq(contactLists.id, params.contactListId));
    ctx.emitter.emit(actor.companyId, 'all', 'contactList', { action: 'delete', id: params.contactListId });
    return { message: 'Contact list deleted' };
  });

  serve(app, ctx, r.itemPage, async ({ req, query: q }) => {
    const actor = await adminOf(req);
    await findList(actor, q.contactListId);
    const term = q.searchParam?.trim();
    const where = and(
      eq(contactListItems.contactListId, q.contactListId),
      term
        ? or(
            ilike(contactListItems.name, likePattern(term)),
            ilike(contactListItems.number, likePattern(term)),
            ilike(contactListItems.email, likePattern(term)),
          )
        : undefined,
    );
    const [rows, [{ n }]] = await Promise.all([
      ctx.db
        .select()
        .from(contactListItems)
        .where(where)
        .orderBy(asc(contactListItems.name), asc(contactListItems.id))
        .limit(PAGE)
        .offset((q.pageNumber - 1) * PAGE),
      ctx.db.select({ n: count() }).from(contactListItems).where(where),
    ]);
    return { contacts: rows.map(itemView), count: n, hasMore: q.pageNumber * PAGE < n };
  });

  serve(app, ctx, r.itemOne, async ({ req, params }) => itemView(await findItem(await adminOf(req), params.itemId)));

  /** A number the list has already (unique per list): 400 with the field, as a form shows it. */
  const duplicate = (err: unknown) => {
    const code =
      (err as { code?: string; cause?: { code?: string } }).code ?? (err as { cause?: { code?: string } }).cause?.code;
    if (code === '23505')
      throw new HttpError(400, 'ERR_CONTACTLISTITEM_DUPLICATED', {
        fields: { number: 'ERR_CONTACTLISTITEM_DUPLICATED' },
      });
    throw err;
  };

  serve(app, ctx, r.itemCreate, async ({ req, body }) => {
    const actor = await adminOf(req);
    await findList(actor, body.contactListId);
    const now = ctx.now();
    const [row] = await ctx.db
      .insert(contactListItems)
      .values({
        companyId: actor.companyId,
        contactListId: body.contactListId,
        name: body.name,
        number: body.number,
        email: body.email,
        isWhatsappValid: sandboxWhatsappValid(body.number),
        createdAt: now,
        updatedAt: now,
      })
      .returning()
      .catch(duplicate);
    const record = itemView(row);
    ctx.emitter.emit(actor.companyId, 'all', 'contactListItem', { action: 'create', record });
    await announceList(actor, body.contactListId);
    return record;
  });

  serve(app, ctx, r.itemUpdate, async ({ req, params, body }) => {
    const actor = await adminOf(req);
    const before = await findItem(actor, params.itemId);
    // An entry stays in its list: another list is another entry.
    if (body.contactListId !== before.contactListId) throw new HttpError(404, 'ERR_NO_CONTACTLIST_FOUND');
    const [row] = await ctx.db
      .update(contactListItems)
      .set({
        name: body.name,
        number: body.number,
        email: body.email,
        isWhatsappValid: sandboxWhatsappValid(body.number),
        updatedAt: ctx.now(),
      })
      .where(eq(contactListItems.id, params.itemId))
      .returning()
      .catch(duplicate);
    const record = itemView(row);
    ctx.emitter.emit(actor.companyId, 'all', 'contactListItem', { action: 'update', record });
    return record;
  });

  serve(app, ctx, r.itemRemove, async ({ req, params }) => {
    const actor = await adminOf(req);
    const item = await findItem(actor, params.itemId);
    await ctx.db.delete(contactListItems).where(eq(contactListItems.id, item.id));
    ctx.emitter.emit(actor.companyId, 'all', 'contactListItem', { action: 'delete', id: item.id });
    await announceList(actor, item.contactListId);
    return { message: 'Contact deleted' };
  });
}
