import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, type Language } from '@shared/local/schema';
import { addTranslations, type TranslationsLoader } from './switchLanguage';
import { commonPtBR } from './common';
import type { LocaleBundle, PartialBundle } from './types';

export type { LocaleBundle, Messages, PartialBundle, Translations } from './types';
export { namespacesLoaded, namespacesReady, loadBundles, type LocaleLoaders } from './lazy';
export { NamespacesGate } from './NamespacesGate';
export { useFixedT } from './useFixedT';
export { switchLanguage, type TranslationsLoader } from './switchLanguage';
export { LANGUAGES };

/** Language names shown in the language picker, each in its own language. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  'pt-BR': 'Português (Brasil)',
  en: 'English',
  es: 'Español',
  tr: 'Türkçe',
};

/**
 * Merges several bundles of one namespace (each area of a feature keeps its own file), in the
 * languages they have: pt-BR sources with pt-BR sources, translations with translations.
 */
export function mergeBundles<B extends Partial<LocaleBundle>>(...bundles: B[]): B {
  const out: Partial<LocaleBundle> = {};
  for (const lang of LANGUAGES) {
    const parts = bundles.map((b) => b[lang]).filter((messages) => messages !== undefined);
    if (parts.length > 0) out[lang] = Object.assign({}, ...parts);
  }
  return out as B;
}

/**
 * Builds the i18next instance from the common strings and the namespaces the first screen needs;
 * the others are added when a screen needing them loads (NamespacesGate). pt-BR is the default and
 * the fallback (spec 1 §1). The first screen's strings may come in pt-BR alone, with
 * `translations` loading the other languages when one is chosen (switchLanguage).
 */
export async function createI18n(
  namespaces: Record<string, PartialBundle>,
  translations?: TranslationsLoader,
): Promise<I18n> {
  const all: Record<string, PartialBundle> = { common: { 'pt-BR': commonPtBR }, ...namespaces };
  const resources: Resource = {};
  for (const lang of LANGUAGES) {
    resources[lang] = {};
    for (const [ns, bundle] of Object.entries(all)) {
      const messages = bundle[lang];
      if (messages) resources[lang][ns] = messages;
    }
  }
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    resources,
    lng: 'pt-BR',
    fallbackLng: 'pt-BR',
    supportedLngs: [...LANGUAGES],
    ns: Object.keys(all),
    defaultNS: 'common',
    fallbackNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  if (translations) addTranslations(instance, translations);
  return instance;
}
