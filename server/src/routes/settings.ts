import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { settingText, type CompanySettingEvent } from '@shared/api/companySettings';
import { LOGO_MODES, whiteLabelValueProblem, type LogoMode, type WhiteLabelKey } from '@shared/api/settings';
import { NEVER_EXPIRING_COMPANY_ID } from '@shared/domain/constants';
import { brokenByChange } from '@shared/domain/companySettingRules';
import { settingRoutes as r } from '@shared/api/routes/settings';
import type { AppContext } from '../context';
import { serve } from '../http/route';
import { companies, companySettings, settings } from '../db/schema';
import { discard, field, readMultipart } from '../http/multipart';
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
    // Spec 2 §5: a message is required while the option that sends it is on; checked on the
    // change, so a stored state that already breaks a rule does not block other changes.
    const row = await loadCompanySettingsRow(ctx.db, actor.companyId);
    const stored: Record<string, string | undefined> = {};
    for (const [key, value] of Object.entries(row ?? {})) stored[key] = settingText(value);
    const broken = brokenByChange(stored, column, data);
    if (broken) {
      throw new HttpError(400, 'ERR_SETTING_MESSAGE_REQUIRED', { fields: { [broken.message]: 'required' } });
    }
    await ctx.db
      .update(companySettings)
      .set({ [column]: data, updatedAt: ctx.now() })
      .where(eq(companySettings.companyId, actor.companyId));
    ctx.numberMasking.invalidate(actor.companyId);
    ctx.settingsCache.invalidate(actor.companyId);
    ctx.emitter.emit(actor.companyId, 'all', 'settings', { action: 'update', setting: { key: column, value: data } });
    return { [column]: data };
  });

  /**
   * The installation's white-label keys (company 1's key/value settings), super user only: an
   * admin is refused like anyone else (spec 2 §6). Every company's clients follow the change live
   * (`company-{id}-settings`, the `{setting: {key, value}}` shape deployed backends emit): the
   * branding is the whole installation's.
   */
  const storeInstallationSetting = async (key: WhiteLabelKey, value: string) => {
    const now = ctx.now();
    await ctx.db
      .insert(settings)
      .values({ companyId: NEVER_EXPIRING_COMPANY_ID, key, value, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({ target: [settings.companyId, settings.key], set: { value, updatedAt: now } });
    const event: CompanySettingEvent = { action: 'update', setting: { key, value } };
    const all = await ctx.db.select({ id: companies.id }).from(companies);
    for (const c of all) ctx.emitter.emit(c.id, 'all', 'settings', event);
  };

  serve(app, ctx, r.updateSetting, async ({ req, params: { key }, body: { value } }) => {
    const actor = actorOf(req);
    if (!actor.super) throw new HttpError(403, 'ERR_NO_PERMISSION');
    const problem = whiteLabelValueProblem(key, value);
    if (problem) throw new HttpError(400, `Invalid body: value: ${problem}`, { fields: { value: problem } });
    await storeInstallationSetting(key, value);
    return { key, value };
  });

  serve(app, ctx, r.uploadLogo, async ({ req }) => {
    const actor = actorOf(req);
    if (!actor.super) throw new HttpError(403, 'ERR_NO_PERMISSION');
    if (!req.isMultipart()) throw new HttpError(400, 'Invalid body: file: required', { fields: { file: 'required' } });
    const input = await readMultipart(req, ctx, NEVER_EXPIRING_COMPANY_ID, {
      fileField: 'file',
      accept: (mimetype) => (/^image\/(png|jpeg|gif|webp|svg\+xml|x-icon|vnd\.microsoft\.icon)$/.test(mimetype) ? null : 'ERR_MEDIA_TYPE_NOT_ALLOWED'),
    });
    const mode = field(input, 'mode');
    const refuse = async (fieldName: string, why: string) => {
      await discard(ctx, input.files);
      return new HttpError(400, `Invalid body: ${fieldName}: ${why}`, { fields: { [fieldName]: why } });
    };
    if (field(input, 'typeArch') !== 'logo') throw await refuse('typeArch', 'must be logo');
    if (!mode || !(mode in LOGO_MODES)) throw await refuse('mode', 'Light, Dark or Favicon');
    if (input.files.length !== 1) throw await refuse('file', 'exactly one');
    const key = LOGO_MODES[mode as LogoMode];
    const [before] = await ctx.db
      .select({ value: settings.value })
      .from(settings)
      .where(and(eq(settings.companyId, NEVER_EXPIRING_COMPANY_ID), eq(settings.key, key)));
    const path = input.files[0].key;
    await storeInstallationSetting(key, path);
    // The logo it replaces is no longer served (routes/publicSettings.ts serves the current ones).
    if (before?.value && before.value !== path) await ctx.media.store.remove(before.value).catch(() => undefined);
    return { key, path };
  });
}
