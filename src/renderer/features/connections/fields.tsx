import { NumberInput, Select } from '@mantine/core';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldErrorText } from '@renderer/ui';
import type { ConnectionForm } from './connectionForm';

export type Form = UseFormReturn<ConnectionForm, unknown, ConnectionForm>;
type NumberKey = {
  [K in keyof ConnectionForm]: ConnectionForm[K] extends number | null ? K : never;
}[keyof ConnectionForm];

/** A whole-number field of the dialog; emptied, it holds null (sent as 0 or none). */
export function NumberField({ form, name, label }: { form: Form; name: NumberKey; label: string }) {
  const { t } = useTranslation('connections');
  return (
    <Controller
      control={form.control}
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

/** One queue or none (the redirect queue). */
export function QueueSelect({
  form,
  name,
  label,
  queues,
}: {
  form: Form;
  name: 'sendIdQueue';
  label: string;
  queues: { id: number; name: string }[];
}) {
  const { t } = useTranslation('connections');
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <Select
          label={label}
          placeholder={t('form.sendIdQueueNone')}
          data={queues.map((q) => ({ value: String(q.id), label: q.name }))}
          value={field.value ? String(field.value) : null}
          onChange={(v) => field.onChange(v ? Number(v) : null)}
          onBlur={field.onBlur}
          ref={field.ref}
          clearable
          error={fieldErrorText(fieldState.error, t)}
        />
      )}
    />
  );
}
