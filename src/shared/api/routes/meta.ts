import { z } from 'zod';
import { companyParamsSchema, planSchema } from '../company';
import { helpListSchema } from '../help';
import { publicSettingSchema, PUBLIC_SETTING_KEYS, versionSchema } from '../settings';
import { route } from '../route';
import { sessionAddresses } from './sessionAddresses';

/** A stored file's path, `<companyId>/<32 hex>/<name>` (media/mediaStore.ts keys). */
const storedFileParams = z.object({
  companyId: z.string().regex(/^\d+$/),
  id: z.string().regex(/^[0-9a-f]{32}$/),
  name: z.string().min(1).max(200),
});

/** The server's version, help videos, the company's plan and the settings read before login. */
export const metaRoutes = {
  version: route({ method: 'GET', path: '/version', reply: versionSchema }),
  /** Every help entry, a plain array (the help page; the settings page's helps tab pages them: routes/helps.ts). */
  helps: route({ method: 'GET', path: '/helps/list', reply: helpListSchema }),
  companyPlan: route({
    ...sessionAddresses.companyPlan,
    params: companyParamsSchema,
    reply: planSchema,
  }),
  publicSetting: route({
    ...sessionAddresses.publicSetting,
    params: z.object({ key: z.enum(PUBLIC_SETTING_KEYS) }),
    query: z.object({ token: z.string().max(500).optional() }),
    reply: publicSettingSchema,
  }),
  /** A logo of the installation (spec 2 "white-label"), to anyone: the login page shows it. */
  publicFile: route({
    method: 'GET',
    path: '/public/:companyId/:id/:name',
    params: storedFileParams,
    anonymous: true,
  }),
  /** Signed media (media/mediaUrls.ts): bytes, checked by its own signature. */
  media: route({
    method: 'GET',
    path: '/media/:companyId/:id/:name',
    params: storedFileParams,
    /** The signature of a signed URL; without one, a bearer token of the company may do. */
    query: z.object({ exp: z.string().optional(), sig: z.string().optional() }),
    anonymous: true,
  }),
};
