import { z } from 'zod';

/** Public settings readable before login (GET /public-settings/{key}); the reply is the bare value. */
export const PUBLIC_SETTING_KEYS = ['appName', 'appLogoFavicon', 'allowSignup', 'primaryColorLight', 'primaryColorDark', 'appLogoLight', 'appLogoDark'] as const;
export type PublicSettingKey = (typeof PUBLIC_SETTING_KEYS)[number];
export const publicSettingSchema = z.union([z.string(), z.null()]).catch(null);

/** GET /version. */
export const versionSchema = z.object({ version: z.string() });
