import type { i18n as I18n } from 'i18next';
import { addBundle, oncePerStore } from './bundles';
import { addTranslations, loadTranslations, type TranslationsLoader } from './switchLanguage';
import type { PartialBundle } from './types';

/**
 * Namespaces whose strings stay out of the entry chunk: each loads its own chunk on first use, in
 * pt-BR at least (the other languages may come apart: `namespacesReady`'s `translations`).
 */
export type LocaleLoaders = Record<string, () => Promise<PartialBundle>>;

// Keyed by the instance's resource store, not the instance: react-i18next's useTranslation hands
// out a fresh wrapper object of the same instance on each mount (and a suspended gate remounts).
const started = new WeakMap<object, Map<string, Promise<void>>>();
const ready = new WeakMap<object, Map<LocaleLoaders, Promise<void>>>();
/** The tables whose namespaces are all in, per resource store. */
const done = new WeakMap<object, WeakSet<LocaleLoaders>>();

const loadOne = (i18n: I18n, ns: string, load: () => Promise<PartialBundle>) =>
  oncePerStore(started, i18n, ns, () => load().then((bundle) => addBundle(i18n, ns, bundle)));

/**
 * Resolves once every namespace of `loaders` is in `i18n`, in every language it was loaded with,
 * and in the language shown. `translations`, when the table's other languages come apart, is
 * loaded with it if the interface is in one of them, and by every later switch to one
 * (switchLanguage). The same promise for the same instance and table, so React's `use()` can
 * suspend on it: a screen renders only with its strings in place, never showing a key.
 */
export function namespacesReady(i18n: I18n, loaders: LocaleLoaders, translations?: TranslationsLoader): Promise<void> {
  if (translations) addTranslations(i18n, translations);
  return oncePerStore(ready, i18n, loaders, () =>
    Promise.all([
      ...Object.entries(loaders).map(([ns, load]) => loadOne(i18n, ns, load)),
      translations && i18n.language !== 'pt-BR' ? loadTranslations(i18n, translations) : undefined,
    ]).then(() => {
      let tables = done.get(i18n.store);
      if (!tables) done.set(i18n.store, (tables = new WeakSet()));
      tables.add(loaders);
    }),
  );
}

/**
 * Whether `namespacesReady(i18n, loaders)` has resolved. React's `use()` suspends on a promise it
 * has not seen before even when it has already resolved, and a fallback shown on the first screen
 * delays its next reveal by 300 ms (issue 18): a gate whose strings are in renders at once.
 */
export function namespacesLoaded(i18n: I18n, loaders: LocaleLoaders): boolean {
  return done.get(i18n.store)?.has(loaders) ?? false;
}

/** Every namespace's strings at once (tests, the completeness check). */
export async function loadBundles(loaders: LocaleLoaders): Promise<Record<string, PartialBundle>> {
  const entries = await Promise.all(Object.entries(loaders).map(async ([ns, load]) => [ns, await load()] as const));
  return Object.fromEntries(entries);
}
