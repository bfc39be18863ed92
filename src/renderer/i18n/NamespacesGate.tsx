import { use, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { namespacesLoaded, namespacesReady, type LocaleLoaders } from './lazy';

/**
 * Renders `children` only once the strings of `loaders` are loaded: until then it suspends, and
 * the nearest <Suspense> shows its fallback (so no screen paints with untranslated keys). Strings
 * already in (asked for at start-up) render without suspending.
 */
export function NamespacesGate({ loaders, children }: { loaders: LocaleLoaders; children: ReactNode }) {
  const { i18n } = useTranslation();
  if (!namespacesLoaded(i18n, loaders)) use(namespacesReady(i18n, loaders));
  return children;
}
