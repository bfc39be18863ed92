import type { i18n as I18n } from 'i18next';
import { LANGUAGES } from '@shared/local/schema';
import type { LocaleBundle } from './types';

/** Namespaces whose strings stay out of the entry chunk: each loads its own chunk on first use. */
export type LocaleLoaders = Record<string, () => Promise<LocaleBundle>>;

// Keyed by the instance's resource store, not the instance: react-i18next's useTranslation hands
// out a fresh wrapper object of the same instance on each mount (and a suspended gate remounts).
const started = new WeakMap<object, Map<string, Promise<void>>>();
const ready = new WeakMap<object, Map<LocaleLoaders, Promise<void>>>();
/** The tables whose namespaces are all in, per resource store. */
const done = new WeakMap<object, WeakSet<LocaleLoaders>>();

function loadOne(i18n: I18n, ns: string, load: () => Promise<LocaleBundle>): Promise<void> {
  let byNs = started.get(i18n.store);
  if (!byNs) started.set(i18n.store, (byNs = new Map()));
  let loading = byNs.get(ns);
  if (!loading) {
    loading = load().then((bundle) => {
      // Neither merged deep nor copied: the namespace is new (loaded once per store) and its
      // strings are constants; i18next's deep merge and its JSON copy of every string of the
      // signed-in screens cost the first row 21 ms (issue 18).
      for (const lang of LANGUAGES) i18n.addResourceBundle(lang, ns, bundle[lang], false, true, { skipCopy: true });
    });
    // A failed chunk (network) is tried again by the next caller, not remembered as failed.
    loading.catch(() => byNs.delete(ns));
    byNs.set(ns, loading);
  }
  return loading;
}

/**
 * Resolves once every namespace of `loaders` is in `i18n`, every language at once (a language
 * switch never waits). The same promise for the same instance and table, so React's `use()` can
 * suspend on it: a screen renders only with its strings in place, never showing a key.
 */
export function namespacesReady(i18n: I18n, loaders: LocaleLoaders): Promise<void> {
  let byTable = ready.get(i18n.store);
  if (!byTable) ready.set(i18n.store, (byTable = new Map()));
  let all = byTable.get(loaders);
  if (!all) {
    all = Promise.all(Object.entries(loaders).map(([ns, load]) => loadOne(i18n, ns, load))).then(() => {
      let tables = done.get(i18n.store);
      if (!tables) done.set(i18n.store, (tables = new WeakSet()));
      tables.add(loaders);
    });
    all.catch(() => byTable.delete(loaders));
    byTable.set(loaders, all);
  }
  return all;
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
