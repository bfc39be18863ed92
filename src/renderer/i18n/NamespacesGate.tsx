import { use, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { namespacesReady, type LocaleLoaders } from './lazy';

/**
 * Renders `children` only once the strings of `loaders` are loaded: until then it suspends, and
 * the nearest <Suspense> shows its fallback (so no screen paints with untranslated keys).
 */
export function NamespacesGate({ loaders, children }: { loaders: LocaleLoaders; children: ReactNode }) {
  const { i18n } = useTranslation();
  use(namespacesReady(i18n, loaders));
  return children;
}
