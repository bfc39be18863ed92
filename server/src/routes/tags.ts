import { and, asc, count, eq, ilike, ne, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { tagRoutes as r } from '@shared/api/routes/tags';
import type { EmittedPayload } from '@shared/api/socketEvents';
import type { AppContext } from '../context';
import { serve } from '../http/route';
import { contactTags, tags, ticketTags } from '../db/schema';
import { actorOf } from '../http/authGuard';
import { HttpError } from '../http/HttpError';
import { isAdmin, type Actor } from '../services/actor';
import { tagView } from '../services/contactView';
import { randomTagColor } from '../services/tagColor';

/**
 * Tags of the company. Listing and creating (the inline creation of the ticket's tag picker) are
 * for every user; renaming and deleting change every contact and ticket carrying the tag, so
 * they are for admins. Each change is announced on `company{id}-tag` (no dash, CONTRACT.md).
 */
export function registerTagRoutes(app: FastifyInstance, ctx: AppContext): void {
  const announce = (companyId: number, payload: EmittedPayload<'tag'>) =>
    ctx.emitter.emit(companyId, 'all', 'tag', payload);

  const ownTag = async (actor: Actor, tagId: number) => {
    const [tag] = await ctx.db
      .select()
      .from(tags)
      .where(and(eq(tags.id, tagId), eq(tags.companyId, actor.companyId)));
    if (!tag) throw new HttpError(404, 'ERR_NO_TAG_FOUND');
    return tag;
  };

  const assertNameFree = async (actor: Actor, tagName: string, except?: number) => {
    const conds = [eq(tags.companyId, actor.companyId), eq(sql`lower(${tags.name})`, tagName.toLowerCase())];
    if (except !== undefined) conds.push(ne(tags.id, except));
    const [dup] = await ctx.db
      .select({ id: tags.id })
      .from(tags)
      .where(and(...conds));
    if (dup) throw new HttpError(400, 'Invalid body: name: already exists', { fields: { name: 'already exists' } });
  };

  serve(app, ctx, r.list, async ({ req, query: { kanban: lane } }) => {
    const actor = actorOf(req);
    const where =
      lane === undefined
        ? eq(tags.companyId, actor.companyId)
        : and(eq(tags.companyId, actor.companyId), eq(tags.kanban, lane));
    const rows = await ctx.db.select().from(tags).where(where).orderBy(asc(tags.name));
    return rows.map(tagView);
  });

  /** A tag with how many contacts and tickets carry it, counted by the database. */
  const withCounts = {
    tag: tags,
    contactsCount: sql<number>`(select count(*) from ${contactTags} where ${contactTags.tagId} = ${tags.id})`.mapWith(
      Number,
    ),
    ticketsCount: sql<number>`(select count(*) from ${ticketTags} where ${ticketTags.tagId} = ${tags.id})`.mapWith(
      Number,
    ),
  };
  const recordView = (r: { tag: typeof tags.$inferSelect; contactsCount: number; ticketsCount: number }) => ({
    ...tagView(r.tag),
    contactsCount: r.contactsCount,
    ticketsCount: r.ticketsCount,
  });

  serve(app, ctx, r.page, async ({ req, query: q }) => {
    const actor = actorOf(req);
    const conds: SQL[] = [eq(tags.companyId, actor.companyId)];
    if (q.kanban !== undefined) conds.push(eq(tags.kanban, q.kanban));
    const term = q.searchParam?.trim();
    if (term) conds.push(ilike(tags.name, `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
    const where = and(...conds);
    const PAGE = 20;
    const [rows, [{ n }]] = await Promise.all([
      ctx.db
        .select(withCounts)
        .from(tags)
        .where(where)
        .orderBy(asc(tags.name), asc(tags.id))
        .limit(PAGE)
        .offset((q.pageNumber - 1) * PAGE),
      ctx.db.select({ n: count() }).from(tags).where(where),
    ]);
    return { tags: rows.map(recordView), count: n, hasMore: q.pageNumber * PAGE < n };
  });

  serve(app, ctx, r.one, async ({ req, params: { tagId } }) => {
    const actor = actorOf(req);
    const [row] = await ctx.db
      .select(withCounts)
      .from(tags)
      .where(and(eq(tags.id, tagId), eq(tags.companyId, actor.companyId)));
    if (!row) throw new HttpError(404, 'ERR_NO_TAG_FOUND');
    return recordView(row);
  });

  serve(app, ctx, r.create, async ({ req, body }) => {
    const actor = actorOf(req);
    await assertNameFree(actor, body.name);
    const now = ctx.now();
    const [row] = await ctx.db
      .insert(tags)
      .values({
        companyId: actor.companyId,
        name: body.name,
        color: body.color || randomTagColor(), // a new tag without a colour gets a random one (spec 2 §3)
        kanban: body.kanban,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    const tag = tagView(row);
    announce(actor.companyId, { action: 'create', tag });
    return tag;
  });

  serve(app, ctx, r.update, async ({ req, params: { tagId }, body }) => {
    const actor = actorOf(req);
    if (!isAdmin(actor)) throw new HttpError(403, 'ERR_NO_PERMISSION');
    await ownTag(actor, tagId);
    if (body.name) await assertNameFree(actor, body.name, tagId);
    const [row] = await ctx.db
      .update(tags)
      .set({ ...body, updatedAt: ctx.now() })
      .where(eq(tags.id, tagId))
      .returning();
    const tag = tagView(row);
    announce(actor.companyId, { action: 'update', tag });
    return tag;
  });

  serve(app, ctx, r.remove, async ({ req, params: { tagId } }) => {
    const actor = actorOf(req);
    if (!isAdmin(actor)) throw new HttpError(403, 'ERR_NO_PERMISSION');
    const tag = tagView(await ownTag(actor, tagId));
    // Contacts and tickets lose it with it (ON DELETE CASCADE).
    await ctx.db.delete(tags).where(eq(tags.id, tagId));
    announce(actor.companyId, { action: 'delete', tagId, tag });
    return { message: 'Tag deleted' };
  });
}
