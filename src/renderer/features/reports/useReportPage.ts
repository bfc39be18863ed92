import { useCallback, useEffect, useState } from 'react';
import type { ReportPage } from '@shared/api/report';
import { fetchReportPage } from './api';
import type { ReportFilters } from './reportFilters';

type State =
  | { status: 'loading'; last: ReportPage | null }
  | { status: 'ready'; page: ReportPage }
  | { status: 'failed'; error: unknown };

/** One page of the report from the server (it filters, counts and pages); a newer request aborts the older. */
export function useReportPage(filters: ReportFilters, page: number, pageSize: number) {
  const [state, setState] = useState<State>({ status: 'loading', last: null });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const abort = new AbortController();
    setState((s) => ({
      status: 'loading',
      last: s.status === 'ready' ? s.page : s.status === 'loading' ? s.last : null,
    }));
    fetchReportPage(filters, page, pageSize, abort.signal).then(
      (reply) => !abort.signal.aborted && setState({ status: 'ready', page: reply }),
      (error: unknown) => !abort.signal.aborted && setState({ status: 'failed', error }),
    );
    return () => abort.abort();
  }, [filters, page, pageSize, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  // While the next page loads, the previous one stays on screen (no flash of an empty table).
  const shown = state.status === 'ready' ? state.page : state.status === 'loading' ? state.last : null;
  return { state, shown, retry };
}
