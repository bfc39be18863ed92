import { useEffect, useState } from 'react';
import { LIMITS } from '@shared/domain/constants';

/**
 * Results of a dialog search (spec 1 §5, §9): nothing under 3 characters, then one request
 * 500 ms after the last keystroke; a newer term aborts the older request.
 */
export function useRemoteSearch<T>(
  term: string,
  search: (term: string, signal: AbortSignal) => Promise<T[]>,
): { results: T[]; loading: boolean; short: boolean } {
  const [results, setResults] = useState<T[]>([]);
  const [loading, setLoading] = useState(false);
  const clean = term.trim();
  const active = clean.length >= LIMITS.dialogSearchMinChars;

  useEffect(() => {
    if (!active) {
      setResults([]);
      setLoading(false);
      return;
    }
    const abort = new AbortController();
    setLoading(true);
    const timer = setTimeout(() => {
      search(clean, abort.signal)
        .then((found) => !abort.signal.aborted && setResults(found))
        .catch(() => !abort.signal.aborted && setResults([]))
        .finally(() => !abort.signal.aborted && setLoading(false));
    }, LIMITS.searchDebounceMs);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
    // `search` is a module function; re-running on its identity would refetch for nothing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [clean, active]);

  return { results, loading, short: !active };
}
