import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { kanbanRoutes as r } from '@shared/api/routes/kanban';
import type { AppContext } from '../context';
import { serve } from '../http/route';
import { tags } from '../db/schema';
import { actorOf } from '../http/authGuard';
import { tagView } from '../services/contactView';
import { listKanbanTickets } from '../services/listKanbanTickets';
import { assertPlanFlag } from '../services/planFlag';

/**
 * The kanban board's reads (spec 2 §7 "Tags and kanban"): its lanes and its tickets, for every
 * user of the company (each sees the tickets they may see). A card moves with the ticket-tag
 * routes (routes/taggings.ts), which announce the ticket to whoever sees it. Both reads are the
 * board's alone: a plan without useKanban gets 403, as its client gets no board.
 */
export function registerKanbanRoutes(app: FastifyInstance, ctx: AppContext): void {
  // The lanes in the order they were made, as deployed backends list them.
  serve(app, ctx, r.lanes, async ({ req }) => {
    const actor = actorOf(req);
    await assertPlanFlag(ctx.db, actor.companyId, 'useKanban');
    const rows = await ctx.db
      .select()
      .from(tags)
      .where(and(eq(tags.companyId, actor.companyId), eq(tags.kanban, 1)))
      .orderBy(asc(tags.id));
    return { lista: rows.map(tagView) };
  });

  serve(app, ctx, r.tickets, async ({ req, query }) => {
    const actor = actorOf(req);
    await assertPlanFlag(ctx.db, actor.companyId, 'useKanban');
    return listKanbanTickets(ctx.db, actor, query, ctx.options.timezone);
  });
}
