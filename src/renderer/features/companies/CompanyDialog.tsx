import { useEffect, useMemo, useState } from 'react';
import { PasswordInput, Select, SimpleGrid, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatBrl } from '@shared/domain/money';
import { COMPANY_RECURRENCES, type CompanyRow, type Plan } from '@shared/api/company';
import { isErrorCode } from '@shared/domain/errorCodes';
import { ApiError, errorMessage } from '@renderer/api';
import { fieldErrorText, FormDialog, NumberField, SwitchField, useResetOnOpen, useZodForm } from '@renderer/ui';
import { createCompany, fetchPlans, updateCompany } from './api';
import { bodyOf, companyFormSchema, formOf } from './companyForm';

interface CompanyDialogProps {
  opened: boolean;
  /** The company edited, or null to add one. */
  row: CompanyRow | null;
  onClose(): void;
  onSaved(row: CompanyRow): void;
}

/**
 * Add or edit a company (spec 3 §3 "Company form"): name, email, plan, status, due date,
 * recurrence, and for a new one its admin's default password and the attendant and connection
 * counts. A refused save says the spec's §8 text unless the server named the field.
 */
export function CompanyDialog({ opened, row, onClose, onSaved }: CompanyDialogProps) {
  const { t } = useTranslation('companies');
  const { t: tc } = useTranslation();
  const form = useZodForm(companyFormSchema, formOf(row));
  useResetOnOpen(form, opened, () => formOf(row), row?.id);
  const [plans, setPlans] = useState<Plan[]>([]);

  useEffect(() => {
    if (!opened) return;
    const abort = new AbortController();
    fetchPlans(abort.signal).then(setPlans, () => undefined);
    return () => abort.abort();
  }, [opened]);

  // The company's own plan stays choosable even when the list leaves it out.
  const planOptions = useMemo(() => {
    const options = plans.map((p) => ({ value: String(p.id), label: `${p.name} - ${formatBrl(p.amount)}` }));
    if (row?.planId && !options.some((o) => o.value === String(row.planId)))
      options.push({ value: String(row.planId), label: row.plan?.name ?? `#${row.planId}` });
    return options;
  }, [plans, row]);

  const submit = async (values: Parameters<typeof bodyOf>[0]) => {
    if (!row && !values.passwordDefault) {
      // Stays open (only a save closes it), with the message on the field.
      form.setError('passwordDefault', { message: 'form.passwordRequired' }, { shouldFocus: true });
      return;
    }
    const body = bodyOf(values);
    const saved = row ? await updateCompany(row.id, body) : await createCompany(body);
    onSaved(saved);
    notifications.show({ color: 'green', message: t('saved') });
    onClose();
  };

  const errors = form.formState.errors;
  return (
    <FormDialog
      opened={opened}
      onClose={onClose}
      title={t(row ? 'form.editTitle' : 'form.addTitle')}
      form={form}
      onSubmit={submit}
      describeError={(error) =>
        error instanceof ApiError && error.code && isErrorCode(error.code) ? errorMessage(error, tc) : t('saveFailed')
      }
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('form.name')}
          required
          data-autofocus
          {...form.register('name')}
          error={fieldErrorText(errors.name, t)}
        />
        <TextInput
          label={t('form.email')}
          required
          type="email"
          {...form.register('email')}
          error={fieldErrorText(errors.email, t)}
        />
        <Controller
          control={form.control}
          name="planId"
          render={({ field }) => (
            <Select
              label={t('form.plan')}
              required
              data={planOptions}
              value={field.value || null}
              onChange={(v) => field.onChange(v ?? '')}
              onBlur={field.onBlur}
              error={fieldErrorText(errors.planId, t)}
            />
          )}
        />
        <Controller
          control={form.control}
          name="recurrence"
          render={({ field }) => (
            <Select
              label={t('form.recurrence')}
              data={COMPANY_RECURRENCES.map((r) => ({ value: r, label: t(`recurrences.${r}`) }))}
              value={field.value}
              onChange={(v) => v && field.onChange(v)}
              allowDeselect={false}
            />
          )}
        />
        <TextInput
          label={t('form.dueDate')}
          type="date"
          {...form.register('dueDate')}
          error={fieldErrorText(errors.dueDate, t)}
        />
        <PasswordInput
          label={t('form.passwordDefault')}
          description={row ? t('form.passwordEditHint') : undefined}
          required={!row}
          autoComplete="new-password"
          {...form.register('passwordDefault')}
          error={fieldErrorText(errors.passwordDefault, t)}
        />
        {!row && (
          <>
            <NumberField control={form.control} name="numberAttendants" label={t('form.numberAttendants')} t={t} />
            <NumberField control={form.control} name="numberConections" label={t('form.numberConections')} t={t} />
          </>
        )}
      </SimpleGrid>
      <SwitchField control={form.control} name="status" label={t('form.status')} />
    </FormDialog>
  );
}
