import type { i18n as I18n } from 'i18next';
import type { LocaleBundle } from './types';

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
