import { createReadStream } from 'node:fs';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { metaRoutes as r } from '@shared/api/routes/meta';
import type { PUBLIC_SETTING_KEYS } from '@shared/api/settings';
import { NEVER_EXPIRING_COMPANY_ID } from '@shared/domain/constants';
import type { AppContext } from '../context';
import { serve } from '../http/route';
import { HttpError } from '../http/HttpError';
import { LOGO_MODES } from '@shared/api/settings';
import { userRoutes } from '@shared/api/routes/users';
import { settings, users } from '../db/schema';
import type { StoredMedia } from '../media/mediaStore';
import { pictureKeyOf } from '../services/userPicture';

/** A stored file served to anyone: typed as uploaded, never sniffed, never run as a page. */
function sendPublicFile(reply: FastifyReply, found: { path: string; media: StoredMedia }) {
  return reply
    .header('Content-Type', found.media.mimetype || 'application/octet-stream')
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Security-Policy', "sandbox; default-src 'none'")
    .header('Cache-Control', 'public, max-age=60')
    .send(createReadStream(found.path));
}

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

  // GET /public/{path}: the installation's current logos (POST /settings-whitelabel/logo), to
  // anyone, since the login page shows them before anyone signs in. Only a path one of the logo
  // settings holds is served: every other upload stays behind /media's checks.
  serve(app, ctx, r.publicFile, async ({ reply, params: p }) => {
    const key = `${p.companyId}/${p.id}/${p.name}`;
    const rows = await ctx.db
      .select({ value: settings.value })
      .from(settings)
      .where(and(eq(settings.companyId, NEVER_EXPIRING_COMPANY_ID), inArray(settings.key, Object.values(LOGO_MODES))));
    if (!rows.some((row) => row.value === key)) throw new HttpError(404, 'ERR_NOT_FOUND');
    const found = await ctx.media.store.lookup(key);
    if (!found) throw new HttpError(404, 'ERR_NOT_FOUND');
    return sendPublicFile(reply, found);
  });

  // The picture's bytes to anyone (an <img> sends no token), only while a user of that company
  // shows it: every other upload stays behind /media's checks.
  serve(app, ctx, userRoutes.picture, async ({ reply, params: { companyId, file } }) => {
    const [shown] = await ctx.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.companyId, companyId), eq(users.profileImage, file)));
    const found = shown ? await ctx.media.store.lookup(pictureKeyOf(companyId, file)) : null;
    if (!found) throw new HttpError(404, 'ERR_NOT_FOUND');
    return sendPublicFile(reply, found);
  });
}
