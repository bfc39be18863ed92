import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { settingRoutes } from '@shared/api/routes/settings';
import type { AppContext } from '../context';
import { serve } from '../http/route';
import { queues } from '../db/schema';
import { actorOf } from '../http/authGuard';

export function queueView(q: typeof queues.$inferSelect) {
  return {
    id: q.id,
    name: q.name,
    color: q.color,
    orderQueue: q.orderQueue,
    greetingMessage: q.greetingMessage,
    outOfHoursMessage: q.outOfHoursMessage,
    companyId: q.companyId,
    createdAt: q.createdAt.toISOString(),
    updatedAt: q.updatedAt.toISOString(),
  };
}

export function registerQueueRoutes(app: FastifyInstance, ctx: AppContext): void {
  // Every user sees all queues of the company (transfer and filters list them all).
  serve(app, ctx, settingRoutes.queues, async ({ req }) => {
    const actor = actorOf(req);
    const rows = await ctx.db
      .select()
      .from(queues)
      .where(eq(queues.companyId, actor.companyId))
      .orderBy(asc(queues.orderQueue), asc(queues.name));
    return rows.map(queueView);
  });
}
