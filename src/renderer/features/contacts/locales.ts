import type { LocaleBundle } from '@renderer/i18n';

/** Strings of the contacts feature (the ticket's contact drawer first; the /contacts page later). */
export const contactsLocales: LocaleBundle = { 'pt-BR': {}, en: {}, es: {}, tr: {} };
