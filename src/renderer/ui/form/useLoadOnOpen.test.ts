import { act, renderHook, waitFor } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { useLoadOnOpen } from './useLoadOnOpen';

/** A reading the test answers by hand, as a slow backend would. */
function deferredLoads() {
  const calls: { signal: AbortSignal; resolve(v: string): void; reject(e: unknown): void }[] = [];
  const load = (signal: AbortSignal) =>
    new Promise<string>((resolve, reject) => calls.push({ signal, resolve, reject }));
  return { calls, load };
}

describe('useLoadOnOpen', () => {
  it('reads when the dialog opens, fills the form once, and says a failure', async () => {
    const { calls, load } = deferredLoads();
    const onLoaded = vi.fn();
    const onOpen = vi.fn();
    const { result, rerender } = renderHook(
      ({ opened, id }) => useLoadOnOpen(opened, id, { load, onOpen, onLoaded, describeError: () => 'falhou' }),
      {
        initialProps: { opened: false, id: 1 },
      },
    );
    expect(calls).toHaveLength(0);
    expect(onOpen).not.toHaveBeenCalled();
    rerender({ opened: true, id: 1 });
    expect(onOpen).toHaveBeenCalledTimes(1);
    expect(result.current.loading).toBe(true);
    await act(async () => calls[0].resolve('ana'));
    expect(result.current.data).toBe('ana');
    expect(onLoaded).toHaveBeenCalledExactlyOnceWith('ana');

    rerender({ opened: true, id: 2 });
    expect(onOpen).toHaveBeenCalledTimes(2);
    expect(calls[0].signal.aborted).toBe(true);
    expect(result.current.data).toBeNull();
    await act(async () => calls[1].reject(new Error('500')));
    expect(result.current).toMatchObject({ data: null, error: 'falhou', loading: false });
  });

  it('drops an answer that comes after the dialog closed: the next opening is not filled with it', async () => {
    const { calls, load } = deferredLoads();
    const onLoaded = vi.fn();
    const { result, rerender } = renderHook(
      ({ opened }) => useLoadOnOpen(opened, 7, { load, onLoaded, describeError: String }),
      {
        initialProps: { opened: true },
      },
    );
    rerender({ opened: false });
    expect(calls[0].signal.aborted).toBe(true);
    await act(async () => calls[0].resolve('late'));
    expect(onLoaded).not.toHaveBeenCalled();
    rerender({ opened: true });
    await act(async () => calls[1].resolve('fresh'));
    await waitFor(() => expect(result.current.data).toBe('fresh'));
    expect(onLoaded).toHaveBeenCalledExactlyOnceWith('fresh');
  });

  it('fills the form with the record, keeping what was typed meanwhile; a new record fills nothing', async () => {
    const { calls, load } = deferredLoads();
    const { result, rerender } = renderHook(
      ({ id }) => {
        const form = useForm({ defaultValues: { name: '', email: '' } });
        const values = (name: string) => (name ? { name, email: `${name}@balcao.dev` } : null);
        useLoadOnOpen(true, id, { load, fills: { form, values }, describeError: String });
        return form;
      },
      { initialProps: { id: 1 } },
    );
    act(() => result.current.setValue('name', 'Ana Paula', { shouldDirty: true }));
    await act(async () => calls[0].resolve('ana'));
    expect(result.current.getValues()).toEqual({ name: 'Ana Paula', email: 'ana@balcao.dev' });

    rerender({ id: 2 });
    act(() => result.current.setValue('email', 'novo@balcao.dev', { shouldDirty: true }));
    await act(async () => calls[1].resolve(''));
    expect(result.current.getValues()).toEqual({ name: 'Ana Paula', email: 'novo@balcao.dev' });
  });
});
