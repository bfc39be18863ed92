import { asc, eq, getTableColumns } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { socketEvents } from '../../../src/shared/api/events';
import type { AppContext } from '../context';
import { companySettings, settings } from '../db/schema';
import { actorOf } from '../http/authGuard';
import { HttpError } from '../http/HttpError';
import { validate } from '../http/validate';
import { isAdmin } from '../services/actor';
import { loadCompanySettings } from '../services/companyView';

/** The columns of the company settings row that may be read and written by name. */
const COLUMNS = Object.keys(getTableColumns(companySettings)).filter(
  (k) => !['id', 'companyId', 'createdAt', 'updatedAt'].includes(k),
) as [string, ...string[]];
const columnSchema = z.enum(COLUMNS);

const putBody = z.object({
  column: columnSchema,
  data: z.union([z.string(), z.number(), z.boolean()]).transform(String),
});

export function registerSettingRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/settings', async (req) => {
    const actor = actorOf(req);
    const rows = await ctx.db
      .select()
      .from(settings)
      .where(eq(settings.companyId, actor.companyId))
      .orderBy(asc(settings.key));
    return rows.map((s) => ({ id: s.id, key: s.key, value: s.value, companyId: s.companyId }));
  });

  app.get('/companySettingOne', async (req) => {
    const actor = actorOf(req);
    const { column } = validate(z.object({ column: columnSchema }), req.query, 'query');
    const all = await loadCompanySettings(ctx.db, actor.companyId);
    return { [column]: all[column] ?? null };
  });

  app.get('/companySettings/:companyId', async (req) => {
    const actor = actorOf(req);
    const { companyId } = validate(z.object({ companyId: z.coerce.number().int() }), req.params, 'params');
    if (companyId !== actor.companyId) throw new HttpError(404, 'ERR_NO_SETTING_FOUND');
    return { companyId, ...(await loadCompanySettings(ctx.db, actor.companyId)) };
  });

  app.put('/companySettings', async (req) => {
    const actor = actorOf(req);
    if (!isAdmin(actor)) throw new HttpError(403, 'ERR_NO_PERMISSION');
    const { column, data } = validate(putBody, req.body);
    await ctx.db
      .update(companySettings)
      .set({ [column]: data, updatedAt: ctx.now() })
      .where(eq(companySettings.companyId, actor.companyId));
    ctx.numberMasking.invalidate(actor.companyId);
    ctx.settingsCache.invalidate(actor.companyId);
    ctx.emitter.emit(actor.companyId, 'all', socketEvents(actor.companyId).settings, {
      action: 'update',
      setting: { key: column, value: data },
    });
    return { [column]: data };
  });
}
