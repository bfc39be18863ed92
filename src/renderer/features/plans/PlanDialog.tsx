import { Fieldset, SimpleGrid, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { PlanRecord } from '@shared/api/plan';
import { errorMessage } from '@renderer/api';
import { fieldErrorText, FormDialog, NumberField, SwitchField, useResetOnOpen, useZodForm } from '@renderer/ui';
import { createPlan, updatePlan } from './api';
import { formOf, PLAN_FLAGS, planFormSchema, type PlanForm } from './planForm';

interface PlanDialogProps {
  opened: boolean;
  /** The plan edited, or null to add one. */
  record: PlanRecord | null;
  onClose(): void;
  onSaved(record: PlanRecord): void;
}

/**
 * Add or edit a plan (spec 3 §7 "Plan"): name, the counts of users, connections and queues, the
 * price, whether signup offers it, and its modules. The spec's toasts say how the save went; the
 * dialog also shows why, on the field or above the form.
 */
export function PlanDialog({ opened, record, onClose, onSaved }: PlanDialogProps) {
  const { t } = useTranslation('plans');
  const { t: tc } = useTranslation();
  const form = useZodForm(planFormSchema, formOf(record));

  useResetOnOpen(form, opened, () => formOf(record));

  const submit = async (values: PlanForm) => {
    try {
      const saved = record ? await updatePlan(record.id, values) : await createPlan(values);
      onSaved(saved);
      notifications.show({ color: 'green', message: t('saved') });
      onClose();
    } catch (error) {
      notifications.show({ color: 'red', message: t('saveFailed') });
      throw error;
    }
  };

  const errors = form.formState.errors;
  return (
    <FormDialog
      opened={opened}
      onClose={onClose}
      title={t(record ? 'form.editTitle' : 'form.addTitle')}
      form={form}
      onSubmit={submit}
      describeError={(error) => errorMessage(error, tc)}
    >
      <TextInput
        label={t('form.name')}
        required
        data-autofocus
        {...form.register('name')}
        error={fieldErrorText(errors.name, t)}
      />
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        <NumberField control={form.control} name="users" label={t('form.users')} t={t} />
        <NumberField control={form.control} name="connections" label={t('form.connections')} t={t} />
        <NumberField control={form.control} name="queues" label={t('form.queues')} t={t} />
        <NumberField control={form.control} name="amount" label={t('form.amount')} t={t} />
      </SimpleGrid>
      <SwitchField
        control={form.control}
        name="isPublic"
        label={t('form.isPublic')}
        description={t('form.isPublicHint')}
      />
      <Fieldset legend={t('form.modules')} variant="unstyled">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm">
          {PLAN_FLAGS.map((flag) => (
            <SwitchField key={flag} control={form.control} name={flag} label={t(`flags.${flag}`)} />
          ))}
        </SimpleGrid>
      </Fieldset>
    </FormDialog>
  );
}
