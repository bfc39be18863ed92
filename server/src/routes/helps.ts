import { asc, count, eq, ilike, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { helpRoutes as r } from '@shared/api/routes/helps';
import type { AppContext } from '../context';
import { helps } from '../db/schema';
import { actorOf, superOf } from '../http/authGuard';
import { HttpError } from '../http/HttpError';
import { serve } from '../http/route';

type Row = typeof helps.$inferSelect;

const PAGE = 20;

/** A help entry on the wire (GET /helps/list answers the same, routes/meta.ts). */
export const helpView = (h: Row) => ({
  id: h.id,
  title: h.title,
  description: h.description ?? '',
  video: h.video ?? '',
  createdAt: h.createdAt.toISOString(),
  updatedAt: h.updatedAt.toISOString(),
});

/**
 * Help entries (spec 2 §7). They are the platform's, the same for every company: any signed-in
 * user reads them (the help page, the menu entry shown when there are some); the super user writes.
 */
export function registerHelpRoutes(app: FastifyInstance, ctx: AppContext): void {
  const find = async (id: number) => {
    const [row] = await ctx.db.select().from(helps).where(eq(helps.id, id));
    if (!row) throw new HttpError(404, 'ERR_NO_HELP_FOUND');
    return row;
  };

  serve(app, ctx, r.page, async ({ req, query: q }) => {
    actorOf(req);
    const term = q.searchParam?.trim();
    const like = term ? `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
    const where = like ? or(ilike(helps.title, like), ilike(helps.description, like)) : undefined;
    const [rows, [{ n }]] = await Promise.all([
      ctx.db
        .select()
        .from(helps)
        .where(where)
        .orderBy(asc(helps.title), asc(helps.id))
        .limit(PAGE)
        .offset((q.pageNumber - 1) * PAGE),
      ctx.db.select({ n: count() }).from(helps).where(where),
    ]);
    return { helps: rows.map(helpView), count: n, hasMore: q.pageNumber * PAGE < n };
  });

  serve(app, ctx, r.create, async ({ req, body }) => {
    superOf(req);
    const now = ctx.now();
    const [row] = await ctx.db
      .insert(helps)
      .values({ ...body, createdAt: now, updatedAt: now })
      .returning();
    return helpView(row);
  });

  serve(app, ctx, r.update, async ({ req, params: { id }, body }) => {
    superOf(req);
    await find(id);
    const [row] = await ctx.db
      .update(helps)
      .set({ ...body, updatedAt: ctx.now() })
      .where(eq(helps.id, id))
      .returning();
    return helpView(row);
  });

  serve(app, ctx, r.remove, async ({ req, params: { id } }) => {
    superOf(req);
    await find(id);
    await ctx.db.delete(helps).where(eq(helps.id, id));
    return { message: 'Help deleted' };
  });
}
