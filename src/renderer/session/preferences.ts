import { create } from 'zustand';
import type { i18n as I18n } from 'i18next';
import { useMediaQuery } from '@mantine/hooks';
import type { Language } from '@shared/local/schema';
import { switchLanguage } from '@renderer/i18n';
import { getPlatform } from '@renderer/platform';

type ColorScheme = 'light' | 'dark';
type ThemeChoice = ColorScheme | 'system';

interface Preferences {
  /** What the theme switch chose on this machine; 'system' until it is used. */
  theme: ThemeChoice;
  language: Language;
}

/** Installation-wide preferences (theme, language), kept in the local store. */
export const usePreferences = create<Preferences>(() => ({ theme: 'system', language: 'pt-BR' }));

const DARK_QUERY = '(prefers-color-scheme: dark)';

/** The scheme shown: the switch's choice, else the user's defaultTheme, else the system's (spec 2). */
export function resolveColorScheme(
  choice: ThemeChoice,
  userDefault: ColorScheme | null | undefined,
  systemDark: boolean,
): ColorScheme {
  if (choice !== 'system') return choice;
  return userDefault ?? (systemDark ? 'dark' : 'light');
}

/** The scheme to show, for the provider (the signed-in user's default passed in: null when none or signed out). */
export function useColorScheme(userDefault: ColorScheme | null | undefined): ColorScheme {
  const choice = usePreferences((s) => s.theme);
  const systemDark = useMediaQuery(DARK_QUERY, false, { getInitialValueInEffect: false });
  return resolveColorScheme(choice, userDefault, systemDark);
}

let i18nInstance: I18n | null = null;

export async function loadPreferences(i18n: I18n): Promise<void> {
  i18nInstance = i18n;
  const platform = getPlatform();
  const [theme, language] = await Promise.all([platform.getLocal('theme'), platform.getLocal('language')]);
  usePreferences.setState({ theme, language });
  // The strings in that language could not be read (offline during an update): pt-BR, as a fresh
  // install would open, rather than no screen at all.
  await switchLanguage(i18n, language).catch((error: unknown) =>
    console.warn('The interface language did not load', error),
  );
}

export function setTheme(theme: ColorScheme): void {
  usePreferences.setState({ theme });
  void getPlatform().setLocal('theme', theme);
}

/** The switch: the opposite of `shown` (Mantine's computed scheme), kept as this machine's choice. */
export function toggleTheme(shown: ColorScheme): void {
  setTheme(shown === 'dark' ? 'light' : 'dark');
}

export function setLanguage(language: Language): void {
  usePreferences.setState({ language });
  if (i18nInstance)
    void switchLanguage(i18nInstance, language).catch((error: unknown) =>
      console.warn('The interface language did not load', error),
    );
  document.documentElement.lang = language;
  void getPlatform().setLocal('language', language);
}
