import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { connectionRoutes as r } from '@shared/api/routes/connections';
import type { Channel } from '@shared/api/contact';
import { canViewConnections } from '@shared/domain/permissions';
import type { AppContext } from '../context';
import { whatsapps } from '../db/schema';
import { actorOf } from '../http/authGuard';
import { HttpError } from '../http/HttpError';
import { serve } from '../http/route';
import { connectionEventView } from '../services/connectionView';
import { assertUnderPlanLimit } from '../services/planLimit';
import { connectionToken } from '../services/randomToken';

/**
 * POST /facebook (spec 2 §7): a deployed backend asks Meta for the user's pages and makes a
 * CONNECTED connection per page (and per Instagram account with `addInstagram`). No social
 * login is reachable here, so the sandbox stands in: the user id names one page, connected at
 * once; connecting the same user again reconnects it rather than adding a twin.
 */
export function registerFacebookRoutes(app: FastifyInstance, ctx: AppContext): void {
  serve(app, ctx, r.facebook, async ({ req, body }) => {
    const actor = actorOf(req);
    if (!canViewConnections(actor)) throw new HttpError(403, 'ERR_NO_PERMISSION');
    const pages: { channel: Channel; name: string }[] = [
      { channel: 'facebook', name: `Facebook ${body.facebookUserId}` },
      ...(body.addInstagram ? [{ channel: 'instagram' as const, name: `Insta ${body.facebookUserId}` }] : []),
    ];
    const same = (page: { channel: Channel }) =>
      and(
        eq(whatsapps.companyId, actor.companyId),
        eq(whatsapps.channel, page.channel),
        eq(whatsapps.facebookUserId, body.facebookUserId),
      );
    const existing = await Promise.all(
      pages.map(async (page) => (await ctx.db.select().from(whatsapps).where(same(page)))[0]),
    );
    // Every new page is a connection of the plan's count; a page connected again is not.
    await assertUnderPlanLimit(ctx.db, actor.companyId, 'connections', existing.filter((e) => !e).length);
    for (const [i, page] of pages.entries()) {
      const now = ctx.now();
      const found = existing[i];
      const [row] = found
        ? await ctx.db.update(whatsapps).set({ status: 'CONNECTED', updatedAt: now }).where(same(page)).returning()
        : await ctx.db
            .insert(whatsapps)
            .values({
              companyId: actor.companyId,
              name: page.name.slice(0, 50),
              channel: page.channel,
              provider: 'sandbox',
              status: 'CONNECTED',
              token: connectionToken(),
              facebookUserId: body.facebookUserId,
              createdAt: now,
              updatedAt: now,
            })
            .returning();
      ctx.emitter.emit(actor.companyId, 'all', 'whatsapp', {
        action: 'update',
        whatsapp: await connectionEventView(ctx.db, row),
      });
    }
    return { message: 'ok' };
  });
}
