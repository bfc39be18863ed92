import { loadBundles, type LocaleBundle, type LocaleLoaders } from '@renderer/i18n';
import { accountLocales } from '@renderer/features/account/locales';
import { shellLocales } from './locales';
import { SIGNED_IN_NAMESPACE_NAMES } from './signedInNamespaceNames';

/**
 * The namespaces in the entry chunk: what the first screen (booting, server setup, login) and the
 * shell's own messages need (common is added by createI18n).
 */
export const EAGER_NAMESPACES: Record<string, LocaleBundle> = {
  shell: shellLocales,
  account: accountLocales,
};

/**
 * The signed-in screens' namespaces, all in one chunk (signedInLocales.ts) that loads at sign-in
 * rather than with the login page: a feature's locales module is imported directly (the one
 * exception to "a feature only through its index", eslint.config.js), so its strings come without
 * its components. The signed-in layout waits for them (router.tsx).
 */
const signedIn = () => import('./signedInLocales').then((m) => m.signedInLocales);
export const SIGNED_IN_NAMESPACES: LocaleLoaders = Object.fromEntries(
  SIGNED_IN_NAMESPACE_NAMES.map((ns) => [ns, () => signedIn().then((all) => all[ns])]),
);

/** Public screens besides the login page, each loading its strings when opened (router.tsx). */
export const PUBLIC_NAMESPACES: LocaleLoaders = {
  signup: () => import('@renderer/features/signup/locales').then((m) => m.signupLocales),
};

/** Every namespace of the app, loaded at once (tests and the completeness check). */
export async function allNamespaces(): Promise<Record<string, LocaleBundle>> {
  return { ...EAGER_NAMESPACES, ...(await loadBundles({ ...SIGNED_IN_NAMESPACES, ...PUBLIC_NAMESPACES })) };
}
