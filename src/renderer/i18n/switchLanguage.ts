import type { i18n as I18n } from 'i18next';
import type { Language } from '@shared/local/schema';
import { addBundle, oncePerStore } from './lazy';
import type { Translations } from './types';

type Loader = () => Promise<Record<string, Translations>>;

const loaders = new WeakMap<object, Loader>();
const loading = new WeakMap<object, Map<'translations', Promise<void>>>();

/** The loader of the first screen's strings in the languages besides pt-BR (createI18n). */
export function setTranslations(i18n: I18n, load: Loader): void {
  loaders.set(i18n.store, load);
}

function loadTranslations(i18n: I18n): Promise<void> {
  const load = loaders.get(i18n.store);
  if (!load) return Promise.resolve();
  // A chunk that failed to load (offline during an update) is tried again at the next switch.
  return oncePerStore(loading, i18n, 'translations', () =>
    load().then((bundles) => {
      for (const [ns, bundle] of Object.entries(bundles)) addBundle(i18n, ns, bundle);
    }),
  );
}

/**
 * Shows the interface in `language`, once the first screen's strings in it are in: every language
 * but pt-BR comes in one chunk, the first time one of them is chosen (issue 18: the four languages
 * were 11 KB br of the login page's JS). Rejects, the language unchanged, if that chunk fails.
 */
export async function switchLanguage(i18n: I18n, language: Language): Promise<void> {
  if (language !== 'pt-BR') await loadTranslations(i18n);
  if (i18n.language !== language) await i18n.changeLanguage(language);
}
