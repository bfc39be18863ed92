import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { settingRoutes } from '@shared/api/routes/settings';
import type { AppContext } from '../context';
import { serve } from '../http/route';
import { queues, whatsappQueues, whatsapps } from '../db/schema';
import { actorOf } from '../http/authGuard';
import { isAdmin } from '../services/actor';

export function registerWhatsappRoutes(app: FastifyInstance, ctx: AppContext): void {
  serve(app, ctx, settingRoutes.connections, async ({ req }) => {
    const actor = actorOf(req);
    const rows = await ctx.db
      .select()
      .from(whatsapps)
      .where(eq(whatsapps.companyId, actor.companyId))
      // The default connection first (clients that take the first one get it), then by name.
      .orderBy(desc(whatsapps.isDefault), asc(whatsapps.name));
    const ids = rows.map((w) => w.id);
    const links = ids.length
      ? await ctx.db
          .select({ whatsappId: whatsappQueues.whatsappId, id: queues.id, name: queues.name, color: queues.color })
          .from(whatsappQueues)
          .innerJoin(queues, eq(queues.id, whatsappQueues.queueId))
          .where(inArray(whatsappQueues.whatsappId, ids))
      : [];
    return rows.map(({ token, createdAt, updatedAt, ...w }) => ({
      ...w,
      // The token authenticates inbound traffic: only admins may read it.
      ...(isAdmin(actor) ? { token } : {}),
      createdAt: createdAt.toISOString(),
      updatedAt: updatedAt.toISOString(),
      queues: links.filter((l) => l.whatsappId === w.id).map(({ id, name, color }) => ({ id, name, color })),
    }));
  });
}
