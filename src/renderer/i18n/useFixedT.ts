import { useCallback, useContext, useSyncExternalStore } from 'react';
import { getI18n, I18nContext } from 'react-i18next';
import type { i18n as I18n, TFunction } from 'i18next';

const fixed = new WeakMap<object, Map<string, TFunction>>();

/**
 * `t` of one namespace in the current language, for components mounted by the hundred (a
 * conversation's rows): react-i18next's `useTranslation` copies the i18next instance's properties
 * into a new wrapper object at each mount, which the CPU profile of paging a 5,000-message
 * conversation put at 780 ms (issue 18). This hook keeps one `getFixedT` per language and
 * namespace, and renders again when the language changes, as `useTranslation` does.
 */
export function useFixedT(ns: string): TFunction {
  // As useTranslation: the provider's instance, else the one initReactI18next registered.
  const i18n = (useContext(I18nContext) as { i18n?: I18n } | undefined)?.i18n ?? getI18n();
  const subscribe = useCallback(
    (onChange: () => void) => {
      i18n.on('languageChanged', onChange);
      return () => i18n.off('languageChanged', onChange);
    },
    [i18n],
  );
  const language = useSyncExternalStore(subscribe, () => i18n.language);
  // Keyed by the resource store: the same strings whatever wrapper of the instance is in context.
  let byKey = fixed.get(i18n.store);
  if (!byKey) fixed.set(i18n.store, (byKey = new Map()));
  const key = `${language}\u0000${ns}`;
  let t = byKey.get(key);
  if (!t) byKey.set(key, (t = i18n.getFixedT(language, ns)));
  return t;
}
