import { mergeBundles } from '@renderer/i18n';
import { actionTranslations } from './locales/actionsTranslations';
import { listTranslations } from './locales/listsTranslations';

/** The `tickets` namespace in the other interface languages (locales/index.ts has its pt-BR source). */
export const ticketsTranslations = mergeBundles(listTranslations, actionTranslations);
