import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { metaRoutes as r } from '@shared/api/routes/meta';
import type { PUBLIC_SETTING_KEYS } from '@shared/api/settings';
import { NEVER_EXPIRING_COMPANY_ID } from '@shared/domain/constants';
import type { AppContext } from '../context';
import { serve } from '../http/route';
import { settings } from '../db/schema';

/** Defaults when the platform company has not stored a value. */
const DEFAULTS: Partial<Record<(typeof PUBLIC_SETTING_KEYS)[number], string>> = {
  appName: 'Balcão',
  allowSignup: 'disabled',
};

/**
 * GET /public-settings/:key, read before login: only the allow-listed keys, from the platform
 * company (id 1); the reply is the bare JSON value or null.
 */
export function registerPublicSettingRoutes(app: FastifyInstance, ctx: AppContext): void {
  serve(app, ctx, r.publicSetting, async ({ reply, params: { key } }) => {
    const [row] = await ctx.db
      .select({ value: settings.value })
      .from(settings)
      .where(and(eq(settings.companyId, NEVER_EXPIRING_COMPANY_ID), eq(settings.key, key)));
    const value = row?.value || DEFAULTS[key] || null;
    return reply.type('application/json').send(JSON.stringify(value));
  });
}
