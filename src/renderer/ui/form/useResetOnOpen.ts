import { useEffect } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

/**
 * Fills a dialog's form each time it opens (for a new record, or another one: `key`), and only
 * then: a live change to the record while the dialog is open does not overwrite what is being typed.
 */
export function useResetOnOpen<Input extends FieldValues, Output extends FieldValues>(
  form: UseFormReturn<Input, unknown, Output>,
  opened: boolean,
  values: () => Input,
  key?: unknown,
) {
  useEffect(() => {
    if (opened) form.reset(values());
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [opened, key]);
}
