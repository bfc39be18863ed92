import type { i18n as I18n } from 'i18next';
import type { LocaleBundle } from './types';

/** Namespaces whose strings stay out of the entry chunk: each loads its own chunk on first use. */
export type LocaleLoaders = Record<string, () => Promise<LocaleBundle>>;

// Keyed by the instance's resource store, not the instance: react-i18next's useTranslation hands
// out a fresh wrapper object of the same instance on each mount (and a suspended gate remounts).
const started = new WeakMap<object, Map<string, Promise<void>>>();
const ready = new WeakMap<object, Map<LocaleLoaders, Promise<void>>>();
/** The tables whose namespaces are all in, per resource store. */
const done = new WeakMap<object, WeakSet<LocaleLoaders>>();

/**
 * One promise per resource store and key, made by `make` on first ask. A failed one (a chunk that
 * did not load: offline, or during an update) is forgotten, so the next caller tries again.
 */
export function oncePerStore<K>(
  cache: WeakMap<object, Map<K, Promise<void>>>,
  i18n: I18n,
  key: K,
  make: () => Promise<void>,
): Promise<void> {
  let byKey = cache.get(i18n.store);
  if (!byKey) cache.set(i18n.store, (byKey = new Map()));
  let promise = byKey.get(key);
  if (!promise) {
    promise = make();
    promise.catch(() => byKey.delete(key));
    byKey.set(key, promise);
  }
  return promise;
}

/**
 * Adds a namespace's strings in the languages the bundle has. Neither merged deep nor copied: the
 * namespace (or its language) is new, loaded once per store, and its strings are constants;
 * i18next's deep merge and its JSON copy of every string of the signed-in screens cost the first
 * row 21 ms (issue 18).
 */
export function addBundle(i18n: I18n, ns: string, bundle: Partial<LocaleBundle>): void {
  for (const [lang, messages] of Object.entries(bundle))
    i18n.addResourceBundle(lang, ns, messages, false, true, { skipCopy: true });
}

const loadOne = (i18n: I18n, ns: string, load: () => Promise<LocaleBundle>) =>
  oncePerStore(started, i18n, ns, () => load().then((bundle) => addBundle(i18n, ns, bundle)));

/**
 * Resolves once every namespace of `loaders` is in `i18n`, every language at once (a language
 * switch never waits). The same promise for the same instance and table, so React's `use()` can
 * suspend on it: a screen renders only with its strings in place, never showing a key.
 */
export function namespacesReady(i18n: I18n, loaders: LocaleLoaders): Promise<void> {
  return oncePerStore(ready, i18n, loaders, () =>
    Promise.all(Object.entries(loaders).map(([ns, load]) => loadOne(i18n, ns, load))).then(() => {
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
export async function loadBundles(loaders: LocaleLoaders): Promise<Record<string, LocaleBundle>> {
  const entries = await Promise.all(Object.entries(loaders).map(async ([ns, load]) => [ns, await load()] as const));
  return Object.fromEntries(entries);
}
