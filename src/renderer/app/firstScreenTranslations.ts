import type { Translations } from '@renderer/i18n';
import { commonTranslations } from '@renderer/i18n/commonTranslations';
import { accountTranslations } from '@renderer/features/account/translations';
import { shellTranslations } from './translations';

/** The entry's namespaces in English, Spanish and Turkish: one chunk, loaded when one is chosen. */
export const firstScreenTranslations: Record<string, Translations> = {
  common: commonTranslations,
  shell: shellTranslations,
  account: accountTranslations,
};
