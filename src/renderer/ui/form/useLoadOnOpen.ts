import { useEffect, useRef, useState } from 'react';
import type { FieldValues, UseFormReset } from 'react-hook-form';

interface LoadOnOpen<T, V extends FieldValues> {
  /** At each opening, before the reading: start the form afresh (empty fields, first tab). */
  onOpen?(): void;
  /** What the dialog reads when it opens (the record, its choices); aborted when it closes. */
  load(signal: AbortSignal): Promise<T>;
  /** With what was read, once per opening, never after a close. */
  onLoaded?(data: T): void;
  /**
   * The form to fill with what was read: `values` gives its values, or null when there is nothing
   * to fill from (a new record: resetting would wipe what was typed, and the errors shown). The
   * fields are there, focused, while the record is read, and a quick user types: only the
   * untouched fields are filled, so what was typed meanwhile stays.
   */
  fills?: { form: { reset: UseFormReset<V> }; values(data: T): V | null };
  /** The failure in the user's language (the caller knows the error codes). */
  describeError(error: unknown): string;
}

/**
 * A dialog's reading when it opens, for `key` (the edited row's id, or null to add). Only when it
 * opens: live changes to the row afterwards do not overwrite what is being typed. `data` is null
 * until the reading is in; `setData` lets a part saved on its own (a picture) update it.
 */
export function useLoadOnOpen<T, V extends FieldValues = FieldValues>(
  opened: boolean,
  key: unknown,
  options: LoadOnOpen<T, V>,
) {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  const latest = useRef(options);
  latest.current = options;

  useEffect(() => {
    if (!opened) return;
    setData(null);
    setError(null);
    latest.current.onOpen?.();
    const abort = new AbortController();
    latest.current.load(abort.signal).then(
      (loaded) => {
        if (abort.signal.aborted) return;
        setData(loaded);
        const { fills, onLoaded } = latest.current;
        const values = fills?.values(loaded);
        if (fills && values) fills.form.reset(values, { keepDirtyValues: true });
        onLoaded?.(loaded);
      },
      (failure: unknown) => {
        if (!abort.signal.aborted) setError(latest.current.describeError(failure));
      },
    );
    return () => abort.abort();
  }, [opened, key]);

  return { data, setData, error, loading: data === null && error === null };
}
