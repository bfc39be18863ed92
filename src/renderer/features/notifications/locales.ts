import type { LocaleBundle } from '@renderer/i18n';

/** Strings of the notifications feature (top-bar popover, volume, system notifications). */
export const notificationsLocales: LocaleBundle = { 'pt-BR': {}, en: {}, es: {}, tr: {} };
