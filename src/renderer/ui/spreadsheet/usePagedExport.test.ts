import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { usePagedExport } from './usePagedExport';

const bytes = () => new Uint8Array(new ArrayBuffer(1));

describe('usePagedExport', () => {
  it('fetches every page, then builds and saves one file with all the rows', async () => {
    const pages = [[1, 2], [3, 4], [5]];
    const build = vi.fn(async (_rows: number[]) => bytes());
    const save = vi.fn(async () => true);
    const { result } = renderHook(() =>
      usePagedExport<number>({
        fetchPage: async (n) => ({ rows: pages[n - 1] ?? [], hasMore: n < pages.length, count: 5 }),
        build,
        save,
      }),
    );
    await act(() => result.current.start());
    expect(build).toHaveBeenCalledWith([1, 2, 3, 4, 5]);
    expect(save).toHaveBeenCalledTimes(1);
    expect(result.current.state).toEqual({ status: 'saved', rows: 5 });
  });

  it('stops fetching and saves nothing when cancelled', async () => {
    let release: () => void = () => undefined;
    const fetchPage = vi.fn(
      (n: number, signal: AbortSignal) =>
        new Promise<{ rows: number[]; hasMore: boolean }>((resolve, reject) => {
          if (n === 1) return resolve({ rows: [1], hasMore: true });
          release = () => resolve({ rows: [2], hasMore: true });
          signal.addEventListener('abort', () => reject(signal.reason));
        }),
    );
    const save = vi.fn(async () => true);
    const { result } = renderHook(() => usePagedExport<number>({ fetchPage, build: async () => bytes(), save }));
    let done: Promise<void> = Promise.resolve();
    act(() => {
      done = result.current.start();
    });
    await waitFor(() => expect(result.current.state).toEqual({ status: 'running', fetched: 1, total: null }));
    act(() => result.current.cancel());
    release();
    await act(() => done);
    expect(result.current.state).toEqual({ status: 'cancelled' });
    expect(fetchPage).toHaveBeenCalledTimes(2);
    expect(save).not.toHaveBeenCalled();
  });

  it('reports a failed page and saves nothing', async () => {
    const save = vi.fn(async () => true);
    const { result } = renderHook(() =>
      usePagedExport<number>({
        fetchPage: async () => {
          throw new Error('offline');
        },
        build: async () => bytes(),
        save,
      }),
    );
    await act(() => result.current.start());
    expect(result.current.state.status).toBe('failed');
    expect(save).not.toHaveBeenCalled();
  });
});
