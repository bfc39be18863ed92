import { useCallback, useEffect, useRef, useState } from 'react';

export interface ExportPage<T> {
  rows: T[];
  hasMore: boolean;
  /** Every match, when the backend says (for the progress bar); null when it does not. */
  count?: number | null;
}

export interface PagedExportOptions<T> {
  /** One page of what is exported, 1-based; `signal` aborts when the user cancels. */
  fetchPage(pageNumber: number, signal: AbortSignal): Promise<ExportPage<T>>;
  /** The file's bytes from every row fetched. */
  build(rows: T[]): Promise<Uint8Array<ArrayBuffer>>;
  /** Hands the bytes to the user (the platform's save dialog or a download); false when they cancelled it. */
  save(data: Uint8Array<ArrayBuffer>): Promise<boolean>;
}

export type ExportState =
  | { status: 'idle' }
  | { status: 'running'; fetched: number; total: number | null }
  | { status: 'saved'; rows: number }
  | { status: 'cancelled' }
  | { status: 'failed'; error: unknown };

/**
 * An export that fetches every page of a list, then builds and saves one file, with progress and
 * cancel: what the contacts, dashboard and reports exports share. Leaving the screen cancels it.
 */
export function usePagedExport<T>(options: PagedExportOptions<T>) {
  const [state, setState] = useState<ExportState>({ status: 'idle' });
  const controller = useRef<AbortController | null>(null);
  const latest = useRef(options);
  latest.current = options;

  useEffect(() => () => controller.current?.abort(), []);

  const start = useCallback(async () => {
    if (controller.current) return; // one export at a time
    const abort = new AbortController();
    controller.current = abort;
    const { fetchPage, build, save } = latest.current;
    const rows: T[] = [];
    try {
      setState({ status: 'running', fetched: 0, total: null });
      for (let pageNumber = 1; ; pageNumber++) {
        const page = await fetchPage(pageNumber, abort.signal);
        abort.signal.throwIfAborted();
        rows.push(...page.rows);
        setState({ status: 'running', fetched: rows.length, total: page.count ?? null });
        if (!page.hasMore || page.rows.length === 0) break;
      }
      const data = await build(rows);
      abort.signal.throwIfAborted();
      const saved = await save(data);
      setState(saved ? { status: 'saved', rows: rows.length } : { status: 'cancelled' });
    } catch (error) {
      if (abort.signal.aborted) setState({ status: 'cancelled' });
      else setState({ status: 'failed', error });
    } finally {
      controller.current = null;
    }
  }, []);

  const cancel = useCallback(() => controller.current?.abort(), []);
  const reset = useCallback(() => setState({ status: 'idle' }), []);

  return { state, start, cancel, reset };
}
