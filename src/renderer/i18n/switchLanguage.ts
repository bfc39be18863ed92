import type { i18n as I18n } from 'i18next';
import type { Language } from '@shared/local/schema';
import { addBundle, oncePerStore } from './bundles';
import type { Translations } from './types';

/** Some namespaces' strings in the languages besides pt-BR, in one chunk. */
export type TranslationsLoader = () => Promise<Record<string, Translations>>;

// Per resource store, as in lazy.ts: the loaders of the namespaces asked for so far, and their loads.
const known = new WeakMap<object, Set<TranslationsLoader>>();
const loading = new WeakMap<object, Map<TranslationsLoader, Promise<void>>>();

/**
 * Makes every later switch to a language besides pt-BR load `load` first: the first screen's
 * (createI18n), then the signed-in screens' once their pt-BR strings are asked for (namespacesReady).
 */
export function addTranslations(i18n: I18n, load: TranslationsLoader): void {
  let loaders = known.get(i18n.store);
  if (!loaders) known.set(i18n.store, (loaders = new Set()));
  loaders.add(load);
}

/** Adds `load`'s strings once; a chunk that failed to load (offline during an update) is tried again next time. */
export function loadTranslations(i18n: I18n, load: TranslationsLoader): Promise<void> {
  return oncePerStore(loading, i18n, load, () =>
    load().then((bundles) => {
      for (const [ns, bundle] of Object.entries(bundles)) addBundle(i18n, ns, bundle);
    }),
  );
}

/**
 * Shows the interface in `language`, once the strings of every namespace asked for so far are in it:
 * the languages but pt-BR come apart, each table's in one chunk, the first time one of them is
 * chosen (issue 18: the first screen's four languages were 11 KB br of the login page's JS, the
 * signed-in screens' 263 KB of JS to compile before the first row). Rejects, the language
 * unchanged, if one of those chunks fails.
 */
export async function switchLanguage(i18n: I18n, language: Language): Promise<void> {
  if (language !== 'pt-BR') {
    await Promise.all([...(known.get(i18n.store) ?? [])].map((load) => loadTranslations(i18n, load)));
  }
  if (i18n.language !== language) await i18n.changeLanguage(language);
}
