import { NumberInput } from '@mantine/core';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import type { TFunction } from 'i18next';
import { fieldErrorText } from './fieldErrorText';

interface NumberFieldProps<T extends FieldValues> {
  control: Control<T>;
  /** A field holding a whole number or null. */
  name: FieldPath<T>;
  label: string;
  /** The form's namespace: its schema's messages are keys there. */
  t: TFunction;
}

/** A whole, non-negative number field of a react-hook-form form; emptied, it holds null. */
export function NumberField<T extends FieldValues>({ control, name, label, t }: NumberFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <NumberInput
          label={label}
          min={0}
          allowDecimal={false}
          allowNegative={false}
          value={field.value ?? ''}
          onChange={(v) => field.onChange(typeof v === 'number' ? v : null)}
          onBlur={field.onBlur}
          ref={field.ref}
          error={fieldErrorText(fieldState.error, t)}
        />
      )}
    />
  );
}
