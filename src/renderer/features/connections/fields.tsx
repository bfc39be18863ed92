import { Select, TextInput } from '@mantine/core';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldErrorText, NumberField as WholeNumberField } from '@renderer/ui';
import type { ConnectionForm } from './connectionForm';

export type Form = UseFormReturn<ConnectionForm, unknown, ConnectionForm>;
type NumberKey = {
  [K in keyof ConnectionForm]: ConnectionForm[K] extends number | null ? K : never;
}[keyof ConnectionForm];

/** A whole-number field of the dialog; emptied, it holds null (sent as 0 or none). */
export function NumberField({ form, name, label }: { form: Form; name: NumberKey; label: string }) {
  const { t } = useTranslation('connections');
  return <WholeNumberField control={form.control} name={name} label={label} t={t} />;
}

/** One queue or none (the redirect queue). */
export function QueueSelect({
  form,
  name,
  label,
  queues,
}: {
  form: Form;
  name: 'sendIdQueue' | 'queueIdImportMessages';
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

type DateKey = 'importOldMessages' | 'importRecentMessages' | 'collectiveVacationStart' | 'collectiveVacationEnd';

/** A day (the browser's date field, YYYY-MM-DD), its rule's message under it. */
export function DateField({
  form,
  name,
  label,
  required,
}: {
  form: Form;
  name: DateKey;
  label: string;
  required?: boolean;
}) {
  const { t } = useTranslation('connections');
  return (
    <TextInput
      type="date"
      label={label}
      required={required}
      {...form.register(name)}
      error={fieldErrorText(form.formState.errors[name], t)}
    />
  );
}
