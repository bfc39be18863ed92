import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { announcementRoutes as r } from '@shared/api/routes/announcements';
import type { EmittedPayload } from '@shared/api/socketEvents';
import type { AppContext } from '../context';
import { announcements, companies } from '../db/schema';
import { actorOf, superOf } from '../http/authGuard';
import { HttpError } from '../http/HttpError';
import { discard, readMultipart } from '../http/multipart';
import { pngOrJpeg } from '../http/pngOrJpeg';
import { serve } from '../http/route';
import { likePattern } from '../services/likePattern';

type Row = typeof announcements.$inferSelect;
const PAGE = 20;

/**
 * Announcements (spec 3 "Announcements", spec 1 §2 top bar): the platform's, like help entries.
 * The super user pages, writes and illustrates them; everyone else reads the active ones, newest
 * first. Each change is sent as `company-announcement` to every company's namespace.
 */
export function registerAnnouncementRoutes(app: FastifyInstance, ctx: AppContext): void {
  const view = (a: Row) => ({
    id: a.id,
    title: a.title,
    text: a.text,
    priority: a.priority,
    status: a.status,
    mediaPath: a.mediaName,
    mediaName: a.mediaName,
    mediaUrl: a.mediaPath ? ctx.media.urls.sign(a.mediaPath) : null,
    createdAt: a.createdAt.toISOString(),
    updatedAt: a.updatedAt.toISOString(),
  });

  const announce = async (payload: EmittedPayload<'announcement'>) => {
    for (const { id } of await ctx.db.select({ id: companies.id }).from(companies))
      ctx.emitter.emit(id, 'all', 'announcement', payload);
  };

  const find = async (id: number, onlyActive: boolean) => {
    const [row] = await ctx.db
      .select()
      .from(announcements)
      .where(onlyActive ? and(eq(announcements.id, id), eq(announcements.status, true)) : eq(announcements.id, id));
    if (!row) throw new HttpError(404, 'ERR_NO_ANNOUNCEMENT_FOUND');
    return row;
  };

  const dropMedia = async (row: Row) => {
    if (row.mediaPath) await ctx.media.store.remove(row.mediaPath).catch(ctx.logError);
  };

  serve(app, ctx, r.page, async ({ req, query: q }) => {
    const actor = actorOf(req);
    const conds: SQL[] = [];
    if (!actor.super) conds.push(eq(announcements.status, true));
    const term = q.searchParam?.trim();
    if (term) {
      const like = likePattern(term);
      conds.push(or(ilike(announcements.title, like), ilike(announcements.text, like))!);
    }
    const where = conds.length ? and(...conds) : undefined;
    const [rows, [{ n }]] = await Promise.all([
      ctx.db
        .select()
        .from(announcements)
        .where(where)
        .orderBy(desc(announcements.createdAt), desc(announcements.id))
        .limit(PAGE)
        .offset((q.pageNumber - 1) * PAGE),
      ctx.db.select({ n: count() }).from(announcements).where(where),
    ]);
    return { records: rows.map(view), count: n, hasMore: q.pageNumber * PAGE < n };
  });

  serve(app, ctx, r.one, async ({ req, params: { id } }) => view(await find(id, !actorOf(req).super)));

  serve(app, ctx, r.create, async ({ req, body }) => {
    const actor = superOf(req);
    const now = ctx.now();
    const [row] = await ctx.db
      .insert(announcements)
      .values({ ...body, companyId: actor.companyId, createdAt: now, updatedAt: now })
      .returning();
    await announce({ action: 'create', record: view(row) });
    return view(row);
  });

  serve(app, ctx, r.update, async ({ req, params: { id }, body }) => {
    superOf(req);
    await find(id, false);
    const [row] = await ctx.db
      .update(announcements)
      .set({ ...body, updatedAt: ctx.now() })
      .where(eq(announcements.id, id))
      .returning();
    await announce({ action: 'update', record: view(row) });
    return view(row);
  });

  serve(app, ctx, r.remove, async ({ req, params: { id } }) => {
    superOf(req);
    const row = await find(id, false);
    await ctx.db.delete(announcements).where(eq(announcements.id, id));
    await dropMedia(row);
    await announce({ action: 'delete', id });
    return { message: 'Announcement deleted' };
  });

  serve(app, ctx, r.uploadMedia, async ({ req, params: { id } }) => {
    const actor = superOf(req);
    const before = await find(id, false);
    if (!req.isMultipart()) throw new HttpError(400, 'Invalid body: file: required', { fields: { file: 'required' } });
    const { files } = await readMultipart(req, ctx, before.companyId ?? actor.companyId, {
      fileField: 'file',
      accept: pngOrJpeg,
    });
    if (files.length !== 1) {
      await discard(ctx, files);
      throw new HttpError(400, 'Invalid body: file: exactly one', { fields: { file: 'exactly one' } });
    }
    const [row] = await ctx.db
      .update(announcements)
      .set({ mediaPath: files[0].key, mediaName: files[0].name, updatedAt: ctx.now() })
      .where(eq(announcements.id, id))
      .returning();
    await dropMedia(before);
    await announce({ action: 'update', record: view(row) });
    return view(row);
  });

  serve(app, ctx, r.removeMedia, async ({ req, params: { id } }) => {
    superOf(req);
    const before = await find(id, false);
    const [row] = await ctx.db
      .update(announcements)
      .set({ mediaPath: null, mediaName: null, updatedAt: ctx.now() })
      .where(eq(announcements.id, id))
      .returning();
    await dropMedia(before);
    await announce({ action: 'update', record: view(row) });
    return view(row);
  });
}
