import { useEffect, useState } from 'react';
import type { Contact } from '@shared/api/contact';
import { LIMITS } from '@shared/domain/constants';
import { findContacts } from '../api';

/**
 * Contacts matching a dialog search (spec 1 §5, §9): nothing under 3 characters, then one request
 * 500 ms after the last keystroke; a newer term aborts the older request.
 */
export function useContactSearch(term: string): { results: Contact[]; loading: boolean; short: boolean } {
  const [results, setResults] = useState<Contact[]>([]);
  const [loading, setLoading] = useState(false);
  const clean = term.trim();
  const short = clean.length < LIMITS.dialogSearchMinChars;

  useEffect(() => {
    if (short) {
      setResults([]);
      setLoading(false);
      return;
    }
    const abort = new AbortController();
    setLoading(true);
    const timer = setTimeout(() => {
      findContacts(clean, abort.signal)
        .then((found) => !abort.signal.aborted && setResults(found))
        .catch(() => !abort.signal.aborted && setResults([]))
        .finally(() => !abort.signal.aborted && setLoading(false));
    }, LIMITS.searchDebounceMs);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [clean, short]);

  return { results, loading, short };
}
