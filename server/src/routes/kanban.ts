import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { kanbanRoutes as r } from '@shared/api/routes/kanban';
import type { AppContext } from '../context';
import { serve } from '../http/route';
import { tags } from '../db/schema';
import { actorOf } from '../http/authGuard';
import { tagView } from '../services/contactView';
import { listKanbanTickets } from '../services/listKanbanTickets';

/**
 * The kanban board's reads (spec 2 §7 "Tags and kanban"): its lanes and its tickets, for every
 * user of the company (each sees the tickets they may see). A card moves with the ticket-tag
 * routes (routes/taggings.ts), which announce the ticket to whoever sees it.
 */
export function registerKanbanRoutes(app: FastifyInstance, ctx: AppContext): void {
  // The lanes in the order they were made, as deployed backends list them.
  serve(app, ctx, r.lanes, async ({ req }) => {
    const actor = actorOf(req);
    const rows = await ctx.db
      .select()
      .from(tags)
      .where(and(eq(tags.companyId, actor.companyId), eq(tags.kanban, 1)))
      .orderBy(asc(tags.id));
    return { lista: rows.map(tagView) };
  });

  serve(app, ctx, r.tickets, ({ req, query }) => listKanbanTickets(ctx.db, actorOf(req), query, ctx.options.timezone));
}
