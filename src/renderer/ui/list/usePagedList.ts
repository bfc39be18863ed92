import { useCallback, useEffect, useRef, useState } from 'react';
import {
  emptyRows,
  withChanges,
  withoutRow,
  withPage,
  withRow,
  type LocalChange,
  type PageReply,
  type PagedRows,
  type RowRules,
} from './pagedRows';

export interface PagedListOptions<T> extends RowRules<T> {
  /** What the list is of (the search term, a filter): a new value starts again at page 1. */
  query: string;
  /** One page, numbered from 1 (spec 2 §9). */
  fetchPage(page: number, query: string, signal: AbortSignal): Promise<PageReply<T>>;
  /** Page 1 waits while true (a background list held until the first screen is shown). */
  paused?: boolean;
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
  // Live changes (upsert/remove) by row id, numbered: a page asked for before a change is older
  // than it, so the change is applied again over that page's reply instead of being overwritten
  // by it (an untag answered locally, then a search's page 1 read just before the untag landed).
  const changes = useRef(new Map<number | string, LocalChange<T>>());
  const changeSeq = useRef(0);

  const load = useCallback((next: number) => {
    busy.current?.abort();
    const abort = new AbortController();
    busy.current = abort;
    setLoading(true);
    setError(null);
    const { fetchPage, query } = latest.current;
    const askedAt = changeSeq.current;
    fetchPage(next, query, abort.signal).then(
      (reply) => {
        if (abort.signal.aborted) return;
        page.current = next;
        busy.current = null;
        const newer = [...changes.current.values()].filter((c) => c.seq > askedAt);
        changes.current = new Map(newer.map((c) => [c.id, c]));
        setRows((state) => withChanges(withPage(state, reply, next, latest.current), newer, latest.current));
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
    // A paused list has read nothing to bring up to date (a resync on the socket's first connect):
    // page 1 comes when the pause ends.
    if (latest.current.paused) return;
    page.current = 0;
    load(1);
  }, [load]);

  useEffect(() => {
    if (options.paused) return;
    setRows(emptyRows());
    reload();
    return () => busy.current?.abort();
  }, [options.query, options.paused, reload]);

  const more = rows.hasMore;
  const loadMore = useCallback(() => {
    if (busy.current || !more) return;
    load(page.current + 1);
  }, [more, load]);
  const retry = useCallback(() => load(page.current + 1), [load]);
  const note = useCallback((id: number | string, row: T | null) => {
    if (busy.current) changes.current.set(id, { id, row, seq: ++changeSeq.current });
  }, []);
  const upsert = useCallback(
    (row: T) => {
      note(latest.current.rowId(row), row);
      setRows((state) => withRow(state, row, latest.current));
    },
    [note],
  );
  const remove = useCallback(
    (id: number | string) => {
      note(id, null);
      setRows((state) => withoutRow(state, id, latest.current));
    },
    [note],
  );

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
