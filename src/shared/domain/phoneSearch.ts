/** A search term written like a phone number: digits with the usual separators, nothing else. */
const PHONE_SHAPED = /^\+?[\d\s().-]+$/;

/**
 * The digits a search term asks numbers for ('+55 (65) 99…' finds 556599…, numbers being stored
 * as digits), or null when the term is not a phone number: 'Ana 461' is a name and must not find
 * every number holding 461.
 */
export function phoneDigitsOf(term: string): string | null {
  if (!PHONE_SHAPED.test(term)) return null;
  const digits = term.replace(/\D/g, '');
  return digits || null;
}
