import { and, asc, count, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { quickMessageRoutes as r } from '@shared/api/routes/quickMessages';
import type { AppContext } from '../context';
import { serve } from '../http/route';
import { quickMessages } from '../db/schema';
import { actorOf } from '../http/authGuard';
import { HttpError } from '../http/HttpError';
import { discard, readMultipart } from '../http/multipart';
import { isAdmin, type Actor } from '../services/actor';
import { rooms } from '../services/ticketVisibility';

type Row = typeof quickMessages.$inferSelect;

const PAGE = 20;
/**
 * Quick replies (spec 2 "Quick replies"). Everyone reads their own and the general ones (`geral`);
 * admins read all. The owner and admins change one; others only a general one that is not
 * marked `visao` (spec 2 §5: a non-owner may not edit one that is visible-only).
 */
export function registerQuickMessageRoutes(app: FastifyInstance, ctx: AppContext): void {
  const view = (r: Row) => ({
    id: r.id,
    shortcode: r.shortcode,
    message: r.message,
    mediaPath: r.mediaName,
    mediaName: r.mediaName,
    mediaUrl: r.mediaPath ? ctx.media.urls.sign(r.mediaPath) : null,
    geral: r.geral,
    visao: r.visao,
    status: r.status,
    userId: r.userId,
    companyId: r.companyId,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  });

  const readable = (actor: Actor): SQL =>
    isAdmin(actor)
      ? eq(quickMessages.companyId, actor.companyId)
      : and(
          eq(quickMessages.companyId, actor.companyId),
          or(eq(quickMessages.userId, actor.id), eq(quickMessages.geral, true)),
        )!;

  const find = async (actor: Actor, id: number, write: boolean) => {
    const [r] = await ctx.db
      .select()
      .from(quickMessages)
      .where(and(eq(quickMessages.id, id), readable(actor)));
    if (!r) throw new HttpError(404, 'ERR_NO_QUICKMESSAGE_FOUND');
    const mayWrite = isAdmin(actor) || r.userId === actor.id || (r.geral && !r.visao);
    if (write && !mayWrite) throw new HttpError(403, 'ERR_NO_PERMISSION');
    return r;
  };

  /** General ones to the whole company; one's own to its owner and the admins. */
  const announce = (r: Row, action: 'create' | 'update', wasGeneral = false) => {
    const own = [rooms.admins, ...(r.userId !== null ? [rooms.user(r.userId)] : [])];
    if (wasGeneral && !r.geral) ctx.emitter.emit(r.companyId, 'all', 'quickMessage', { action: 'delete', id: r.id });
    ctx.emitter.emit(r.companyId, r.geral ? 'all' : own, 'quickMessage', { action, record: view(r) });
  };

  const dropMedia = async (r: Row) => {
    if (r.mediaPath) await ctx.media.store.remove(r.mediaPath).catch(ctx.logError);
  };

  /** The composer's picker (typing '/'): a plain array. companyId/userId of the query are the token's. */
  serve(app, ctx, r.list, async ({ req }) => {
    const actor = actorOf(req);
    const rows = await ctx.db
      .select()
      .from(quickMessages)
      .where(
        and(
          eq(quickMessages.companyId, actor.companyId),
          or(eq(quickMessages.userId, actor.id), eq(quickMessages.geral, true)),
        ),
      )
      .orderBy(asc(quickMessages.shortcode), asc(quickMessages.id));
    return rows.map(view);
  });

  serve(app, ctx, r.page, async ({ req, query: q }) => {
    const actor = actorOf(req);
    const conds: SQL[] = [readable(actor)];
    if (q.searchParam?.trim()) {
      const like = `%${q.searchParam.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      conds.push(or(ilike(quickMessages.shortcode, like), ilike(quickMessages.message, like))!);
    }
    const where = and(...conds);
    const [rows, [{ n }]] = await Promise.all([
      ctx.db
        .select()
        .from(quickMessages)
        .where(where)
        .orderBy(asc(quickMessages.shortcode), asc(quickMessages.id))
        .limit(PAGE)
        .offset((q.pageNumber - 1) * PAGE),
      ctx.db.select({ n: count() }).from(quickMessages).where(where),
    ]);
    return { records: rows.map(view), count: n, hasMore: n > q.pageNumber * PAGE };
  });

  serve(app, ctx, r.one, async ({ req, params: { id } }) => view(await find(actorOf(req), id, false)));

  serve(app, ctx, r.create, async ({ req, body: b }) => {
    const actor = actorOf(req);
    const now = ctx.now();
    const [r] = await ctx.db
      .insert(quickMessages)
      .values({ ...b, companyId: actor.companyId, userId: actor.id, createdAt: now, updatedAt: now })
      .returning();
    announce(r, 'create');
    return view(r);
  });

  serve(app, ctx, r.update, async ({ req, params: { id }, body: b }) => {
    const actor = actorOf(req);
    const before = await find(actor, id, true);
    const [r] = await ctx.db
      .update(quickMessages)
      .set({ ...b, updatedAt: ctx.now() })
      .where(eq(quickMessages.id, before.id))
      .returning();
    announce(r, 'update', before.geral);
    return view(r);
  });

  serve(app, ctx, r.remove, async ({ req, params: { id } }) => {
    const actor = actorOf(req);
    const r = await find(actor, id, true);
    await ctx.db.delete(quickMessages).where(eq(quickMessages.id, r.id));
    await dropMedia(r);
    ctx.emitter.emit(r.companyId, 'all', 'quickMessage', { action: 'delete', id: r.id });
    return { message: 'Quick message deleted' };
  });

  /** An attachment (multipart field `file`, any type); replaces the previous one. */
  serve(app, ctx, r.uploadMedia, async ({ req, params: { id } }) => {
    const actor = actorOf(req);
    const before = await find(actor, id, true);
    if (!req.isMultipart()) throw new HttpError(400, 'Invalid body: file: required', { fields: { file: 'required' } });
    const { files } = await readMultipart(req, ctx, actor.companyId, { fileField: 'file' });
    if (files.length !== 1) {
      await discard(ctx, files);
      throw new HttpError(400, 'Invalid body: file: exactly one', { fields: { file: 'exactly one' } });
    }
    const [r] = await ctx.db
      .update(quickMessages)
      .set({ mediaPath: files[0].key, mediaName: files[0].name, updatedAt: ctx.now() })
      .where(eq(quickMessages.id, before.id))
      .returning();
    await dropMedia(before);
    announce(r, 'update', before.geral);
    return view(r);
  });

  serve(app, ctx, r.removeMedia, async ({ req, params: { id } }) => {
    const actor = actorOf(req);
    const before = await find(actor, id, true);
    const [r] = await ctx.db
      .update(quickMessages)
      .set({ mediaPath: null, mediaName: null, updatedAt: ctx.now() })
      .where(eq(quickMessages.id, before.id))
      .returning();
    await dropMedia(before);
    announce(r, 'update', before.geral);
    return view(r);
  });
}
