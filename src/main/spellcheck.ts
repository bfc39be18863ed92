import type { Language } from '@shared/local/schema';
import type { Log } from './log';

/**
 * Chromium dictionaries for each interface language, best first (Chromium names them `pt-BR`,
 * `en-US`, `es`, `tr`…; the first one the session offers is used).
 */
export const SPELLCHECK_CANDIDATES: Record<Language, string[]> = {
  'pt-BR': ['pt-BR', 'pt', 'pt-PT'],
  en: ['en-US', 'en', 'en-GB'],
  es: ['es', 'es-ES', 'es-419', 'es-MX'],
  tr: ['tr', 'tr-TR'],
};

export interface SpellcheckSession {
  readonly availableSpellCheckerLanguages: string[];
  setSpellCheckerLanguages(languages: string[]): void;
}

/**
 * Spellcheck in the interface language (issue 5): called at start and whenever the user changes
 * the language (the renderer's store:set of `language` reaches main). macOS uses the system's own
 * spellchecker, which detects the language by itself: nothing to set there.
 */
export function applySpellcheckLanguage(session: SpellcheckSession, language: Language, platform: NodeJS.Platform, log: Log): string | null {
  if (platform === 'darwin') return null;
  const available = new Set(session.availableSpellCheckerLanguages);
  const dictionary = SPELLCHECK_CANDIDATES[language].find((candidate) => available.has(candidate)) ?? null;
  if (!dictionary) {
    log.warn(`no spellcheck dictionary for ${language}`);
    return null;
  }
  try {
    session.setSpellCheckerLanguages([dictionary]);
  } catch (error) {
    log.warn(`spellcheck language ${dictionary} refused`, error);
    return null;
  }
  return dictionary;
}
