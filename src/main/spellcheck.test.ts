import { describe, expect, it, vi } from 'vitest';
import { applySpellcheckLanguage } from './spellcheck';
import { fakeLog } from './testing/fakes';

/** The dictionaries Chromium 140 lists (a subset). */
const AVAILABLE = ['en-GB', 'en-US', 'es', 'es-419', 'es-AR', 'es-ES', 'pt-BR', 'pt-PT', 'tr'];

function session(available = AVAILABLE) {
  return { availableSpellCheckerLanguages: available, setSpellCheckerLanguages: vi.fn() };
}

describe('applySpellcheckLanguage', () => {
  it.each([
    ['pt-BR', 'pt-BR'],
    ['en', 'en-US'],
    ['es', 'es'],
    ['tr', 'tr'],
  ] as const)('%s → %s', (language, dictionary) => {
    const s = session();
    expect(applySpellcheckLanguage(s, language, 'linux', fakeLog())).toBe(dictionary);
    expect(s.setSpellCheckerLanguages).toHaveBeenCalledWith([dictionary]);
  });

  it('falls back to a related dictionary, and sets nothing when there is none', () => {
    const s = session(['es-ES', 'en-GB']);
    expect(applySpellcheckLanguage(s, 'es', 'win32', fakeLog())).toBe('es-ES');
    expect(applySpellcheckLanguage(s, 'en', 'win32', fakeLog())).toBe('en-GB');
    const log = fakeLog();
    expect(applySpellcheckLanguage(s, 'tr', 'win32', log)).toBeNull();
    expect(s.setSpellCheckerLanguages).toHaveBeenCalledTimes(2);
    expect(log.lines).toEqual(['warn: no spellcheck dictionary for tr']);
  });

  it('leaves macOS to its own spellchecker', () => {
    const s = session();
    expect(applySpellcheckLanguage(s, 'en', 'darwin', fakeLog())).toBeNull();
    expect(s.setSpellCheckerLanguages).not.toHaveBeenCalled();
  });

  it('survives a session that refuses the language', () => {
    const s = session();
    s.setSpellCheckerLanguages.mockImplementation(() => {
      throw new Error('Invalid language code provided');
    });
    expect(applySpellcheckLanguage(s, 'en', 'linux', fakeLog())).toBeNull();
  });
});
