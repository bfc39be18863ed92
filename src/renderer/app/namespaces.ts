import {
  loadBundles,
  type LocaleBundle,
  type LocaleLoaders,
  type PartialBundle,
  type Translations,
  type TranslationsLoader,
} from '@renderer/i18n';
import { commonPtBR } from '@renderer/i18n/common';
import { accountPtBR } from '@renderer/features/account/locales';
import { shellPtBR } from './locales';
import { SIGNED_IN_NAMESPACE_NAMES } from './signedInNamespaceNames';

/**
 * The namespaces in the entry chunk: what the first screen (booting, server setup, login) and the
 * shell's own messages need (common is added by createI18n). In pt-BR: the other languages were
 * 11 KB br of the login page's JS (issue 18) and load with the first choice of one.
 */
export const EAGER_NAMESPACES: Record<string, PartialBundle> = {
  shell: { 'pt-BR': shellPtBR },
  account: { 'pt-BR': accountPtBR },
};

export const EAGER_TRANSLATIONS: TranslationsLoader = () =>
  import('./firstScreenTranslations').then((m) => m.firstScreenTranslations);

/**
 * The signed-in screens' namespaces, all in one chunk (signedInLocales.ts) that loads at sign-in
 * rather than with the login page: a feature's locales module is imported directly (the one
 * exception to "a feature only through its index", eslint.config.js), so its strings come without
 * its components. The signed-in layout waits for them (router.tsx). In pt-BR: their other
 * languages are one chunk more (SIGNED_IN_TRANSLATIONS), loaded when one is shown.
 */
const signedIn = () => import('./signedInLocales').then((m) => m.signedInLocales);
export const SIGNED_IN_NAMESPACES: LocaleLoaders = Object.fromEntries(
  SIGNED_IN_NAMESPACE_NAMES.map((ns) => [ns, () => signedIn().then((all) => all[ns])]),
);
export const SIGNED_IN_TRANSLATIONS: TranslationsLoader = () =>
  import('./signedInTranslations').then((m) => m.signedInTranslations);

/** Public screens besides the login page, each loading its strings when opened (router.tsx). */
export const PUBLIC_NAMESPACES: LocaleLoaders = {
  signup: () => import('@renderer/features/signup/locales').then((m) => m.signupLocales),
};

/** Every namespace of the app in every language, loaded at once (tests and the completeness check). */
export async function allNamespaces(): Promise<Record<string, LocaleBundle>> {
  const [eagerTranslations, signedInTranslations] = await Promise.all([EAGER_TRANSLATIONS(), SIGNED_IN_TRANSLATIONS()]);
  const translations: Record<string, Translations> = { ...eagerTranslations, ...signedInTranslations };
  const sources: Record<string, PartialBundle> = {
    common: { 'pt-BR': commonPtBR },
    ...EAGER_NAMESPACES,
    ...(await loadBundles({ ...SIGNED_IN_NAMESPACES, ...PUBLIC_NAMESPACES })),
  };
  return Object.fromEntries(
    Object.entries(sources).map(([ns, bundle]) => [ns, { ...translations[ns], ...bundle } as LocaleBundle]),
  );
}
