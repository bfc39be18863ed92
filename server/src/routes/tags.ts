import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../context';
import { tags } from '../db/schema';
import { actorOf } from '../http/authGuard';
import { validate } from '../http/validate';
import { tagView } from '../services/contactView';

const listQuery = z.object({ kanban: z.coerce.number().int().min(0).max(1).optional() });

export function registerTagRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/tags/list', async (req) => {
    const actor = actorOf(req);
    const { kanban } = validate(listQuery, req.query, 'query');
    const where =
      kanban === undefined
        ? eq(tags.companyId, actor.companyId)
        : and(eq(tags.companyId, actor.companyId), eq(tags.kanban, kanban));
    const rows = await ctx.db.select().from(tags).where(where).orderBy(asc(tags.name));
    return rows.map(tagView);
  });
}
