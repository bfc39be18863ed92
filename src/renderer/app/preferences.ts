import { create } from 'zustand';
import type { i18n as I18n } from 'i18next';
import type { Language } from '@shared/local/schema';
import { getPlatform } from '@renderer/platform';

interface Preferences {
  theme: 'light' | 'dark';
  language: Language;
}

/** Installation-wide preferences (theme, language), kept in the local store. */
export const usePreferences = create<Preferences>(() => ({ theme: 'light', language: 'pt-BR' }));

let i18nInstance: I18n | null = null;

export async function loadPreferences(i18n: I18n): Promise<void> {
  i18nInstance = i18n;
  const platform = getPlatform();
  const [theme, language] = await Promise.all([platform.getLocal('theme'), platform.getLocal('language')]);
  usePreferences.setState({ theme, language });
  if (i18n.language !== language) await i18n.changeLanguage(language);
}

export function setTheme(theme: Preferences['theme']): void {
  usePreferences.setState({ theme });
  void getPlatform().setLocal('theme', theme);
}

export function toggleTheme(): void {
  setTheme(usePreferences.getState().theme === 'dark' ? 'light' : 'dark');
}

export function setLanguage(language: Language): void {
  usePreferences.setState({ language });
  void i18nInstance?.changeLanguage(language);
  document.documentElement.lang = language;
  void getPlatform().setLocal('language', language);
}
