import { useCallback, useEffect, useRef, useState } from 'react';
import { emptyRows, withoutRow, withPage, withRow, type PageReply, type PagedRows, type RowRules } from './pagedRows';

export interface PagedListOptions<T> extends RowRules<T> {
  /** What the list is of (the search term, a filter): a new value starts again at page 1. */
  query: string;
  /** One page, numbered from 1 (spec 2 §9). */
  fetchPage(page: number, query: string, signal: AbortSignal): Promise<PageReply<T>>;
}

export interface PagedList<T> extends PagedRows<T> {
  loading: boolean;
  /** The last page's failure, until a retry. */
  error: unknown;
  loadMore(): void;
  retry(): void;
  /** Page 1 again (after a reconnect, when events may have been missed). */
  reload(): void;
  /** A row created or changed elsewhere (a reply, a socket event). */
  upsert(row: T): void;
  remove(id: number | string): void;
}

/**
 * A server-paged list: page 1 on each new query (the older request aborted), the next page on
 * `loadMore`, live rows placed by id. The list shows its rows while a page loads.
 */
export function usePagedList<T>(options: PagedListOptions<T>): PagedList<T> {
  const [rows, setRows] = useState<PagedRows<T>>(emptyRows);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<unknown>(null);
  // Read at call time: callers pass fresh closures each render, the list keeps one identity.
  const latest = useRef(options);
  latest.current = options;
  const page = useRef(0);
  const busy = useRef<AbortController | null>(null);

  const load = useCallback((next: number) => {
    busy.current?.abort();
    const abort = new AbortController();
    busy.current = abort;
    setLoading(true);
    setError(null);
    const { fetchPage, query } = latest.current;
    fetchPage(next, query, abort.signal).then(
      (reply) => {
        if (abort.signal.aborted) return;
        page.current = next;
        busy.current = null;
        setRows((state) => withPage(state, reply, next, latest.current));
        setLoading(false);
      },
      (failure: unknown) => {
        if (abort.signal.aborted) return;
        busy.current = null;
        setError(failure);
        setLoading(false);
      },
    );
  }, []);

  const reload = useCallback(() => {
    page.current = 0;
    load(1);
  }, [load]);

  useEffect(() => {
    setRows(emptyRows());
    reload();
    return () => busy.current?.abort();
  }, [options.query, reload]);

  const more = rows.hasMore;
  const loadMore = useCallback(() => {
    if (busy.current || !more) return;
    load(page.current + 1);
  }, [more, load]);
  const retry = useCallback(() => load(page.current + 1), [load]);
  const upsert = useCallback((row: T) => setRows((state) => withRow(state, row, latest.current)), []);
  const remove = useCallback((id: number | string) => setRows((state) => withoutRow(state, id, latest.current)), []);

  return { ...rows, loading, error, loadMore, retry, reload, upsert, remove };
}

/** The InfiniteTable props a paged list fills: `<InfiniteTable {...pagedTable(list)} … />`. */
export function pagedTable<T>(list: PagedList<T>) {
  return {
    rows: list.rows,
    total: list.count,
    hasMore: list.hasMore,
    loading: list.loading,
    onLoadMore: list.loadMore,
  };
}
