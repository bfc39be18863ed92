import { use, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { namespacesLoaded, namespacesReady, type LocaleLoaders } from './lazy';
import type { TranslationsLoader } from './switchLanguage';

interface Props {
  loaders: LocaleLoaders;
  /** The same namespaces in the languages besides pt-BR, when they come apart (namespacesReady). */
  translations?: TranslationsLoader;
  children: ReactNode;
}

/**
 * Renders `children` only once the strings of `loaders` are loaded, in the language shown: until
 * then it suspends, and the nearest <Suspense> shows its fallback (so no screen paints with
 * untranslated keys). Strings already in (asked for at start-up) render without suspending.
 */
export function NamespacesGate({ loaders, translations, children }: Props) {
  const { i18n } = useTranslation();
  if (!namespacesLoaded(i18n, loaders)) use(namespacesReady(i18n, loaders, translations));
  return children;
}
