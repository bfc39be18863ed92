import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { settingRoutes as r } from '@shared/api/routes/settings';
import type { AppContext } from '../context';
import { serve } from '../http/route';
import { companySettings, settings } from '../db/schema';
import { actorOf } from '../http/authGuard';
import { HttpError } from '../http/HttpError';
import { isAdmin } from '../services/actor';
import { loadCompanySettingsRow } from '../services/companyView';

export function registerSettingRoutes(app: FastifyInstance, ctx: AppContext): void {
  serve(app, ctx, r.settings, async ({ req }) => {
    const actor = actorOf(req);
    const rows = await ctx.db
      .select()
      .from(settings)
      .where(eq(settings.companyId, actor.companyId))
      .orderBy(asc(settings.key));
    return rows.map((s) => ({ id: s.id, key: s.key, value: s.value, companyId: s.companyId }));
  });

  // Any user of the company reads its settings (the screens need them); the row is answered as
  // 4.8.12 does, and one column as `{column: value}` (its `setting[0]`).
  serve(app, ctx, r.companySettingOne, async ({ req, query: { column } }) => {
    const actor = actorOf(req);
    const row = await loadCompanySettingsRow(ctx.db, actor.companyId);
    return { [column]: row?.[column] ?? null };
  });

  serve(app, ctx, r.companySettings, async ({ req, params: { companyId } }) => {
    const actor = actorOf(req);
    // Another company's settings are out of sight, even for the super user (4.8.12 ignores the
    // id and answers the caller's own; refusing says the client asked for the wrong thing).
    if (companyId !== actor.companyId) throw new HttpError(404, 'ERR_NO_SETTING_FOUND');
    const row = await loadCompanySettingsRow(ctx.db, actor.companyId);
    if (!row) throw new HttpError(404, 'ERR_NO_SETTING_FOUND');
    return row;
  });

  serve(app, ctx, r.updateCompanySetting, async ({ req, body: { column, data } }) => {
    const actor = actorOf(req);
    if (!isAdmin(actor)) throw new HttpError(403, 'ERR_NO_PERMISSION');
    await ctx.db
      .update(companySettings)
      .set({ [column]: data, updatedAt: ctx.now() })
      .where(eq(companySettings.companyId, actor.companyId));
    ctx.numberMasking.invalidate(actor.companyId);
    ctx.settingsCache.invalidate(actor.companyId);
    ctx.emitter.emit(actor.companyId, 'all', 'settings', { action: 'update', setting: { key: column, value: data } });
    return { [column]: data };
  });
}
