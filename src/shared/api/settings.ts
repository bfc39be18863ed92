import { z } from 'zod';

// The keys live with the addresses the renderer's entry reads them at (without zod).
export { PUBLIC_SETTING_KEYS, type PublicSettingKey } from './routes/sessionAddresses';

/** A public setting's reply: the bare value, a string or null. */
export const publicSettingSchema = z.union([z.string(), z.null()]).catch(null);

/** GET /version. */
export const versionSchema = z.object({ version: z.string() });

/**
 * The installation's key/value settings an administrator changes with PUT /settings/{key} (spec 2
 * §3, §4 "by key/value for userCreation and appearance keys"). They are company 1's (the
 * installation's) and the super user's alone (spec 2 §6): the white-label tab.
 */
export const WHITE_LABEL_KEYS = [
  'appName',
  'primaryColorLight',
  'primaryColorDark',
  'appLogoLight',
  'appLogoDark',
  'appLogoFavicon',
  'userCreation',
] as const;
export type WhiteLabelKey = (typeof WHITE_LABEL_KEYS)[number];
export const whiteLabelKeySchema = z.enum(WHITE_LABEL_KEYS);

/** A colour the white-label tab stores: #rgb or #rrggbb. */
export const HEX_COLOR = /^#(?:[0-9a-fA-F]{3}){1,2}$/;
/** The app name's bounds (the login heading and the window title). */
export const APP_NAME_MAX = 60;

/**
 * Why a value cannot be stored under a key (a translation key of the settings namespace), or null.
 * Shared by the white-label form and the server's PUT, so both refuse the same.
 */
export function whiteLabelValueProblem(key: WhiteLabelKey, value: string): string | null {
  switch (key) {
    case 'appName':
      return value.trim() === '' ? 'whiteLabel.appNameRequired' : value.length > APP_NAME_MAX ? 'whiteLabel.appNameTooLong' : null;
    case 'primaryColorLight':
    case 'primaryColorDark':
      return HEX_COLOR.test(value) ? null : 'whiteLabel.colorInvalid';
    case 'userCreation':
      return value === 'enabled' || value === 'disabled' ? null : 'whiteLabel.switchInvalid';
    default:
      // A logo is the path the upload answered, or '' (none).
      return value.length > 500 || value.includes('..') ? 'whiteLabel.logoInvalid' : null;
  }
}

/** PUT /settings/{key} `{value}`; answers `{key, value}`. */
export const settingPutBodySchema = z.object({ value: z.string().max(500) });
export const settingReplySchema = z.object({ key: z.string(), value: z.union([z.string(), z.null()]).catch(null) });

/** POST /settings-whitelabel/logo's `mode`, and the key each stores to. */
export const LOGO_MODES = { Light: 'appLogoLight', Dark: 'appLogoDark', Favicon: 'appLogoFavicon' } as const satisfies Record<
  string,
  WhiteLabelKey
>;
export type LogoMode = keyof typeof LOGO_MODES;
/** The upload's answer: the stored path, served at `/public/{path}` to anyone (the login page). */
export const logoReplySchema = z.object({ path: z.string(), key: z.string() });
