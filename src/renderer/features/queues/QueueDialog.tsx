import { useEffect, useState } from 'react';
import {
  Alert,
  Box,
  ColorInput,
  LoadingOverlay,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Queue, QueueRecord } from '@shared/api/queue';
import { QUEUE_ROTATION_MINUTES } from '@shared/domain/constants';
import { errorMessage } from '@renderer/api';
import { fieldErrorText, FormDialog, SwitchField, useZodForm } from '@renderer/ui';
import { createQueue, fetchQueue, updateQueue } from './api';
import { bodyOf, formOf, queueFormSchema, type QueueForm } from './queueForm';

interface QueueDialogProps {
  opened: boolean;
  /** The queue edited (its row), or null to add one. */
  row: Queue | null;
  /** How many queues the company has: with others besides this one, a greeting is required. */
  queueCount: number;
  onClose(): void;
  onSaved(queue: QueueRecord): void;
}

/**
 * Add or edit a queue (spec 2 "Queues page", §5 "Queue"): name, colour, bot order, greeting and
 * out-of-hours messages, rotation among the queue's attendants, closing the ticket. An edit reads
 * the queue first, for the fields the list does not carry.
 */
export function QueueDialog({ opened, row, queueCount, onClose, onSaved }: QueueDialogProps) {
  const { t } = useTranslation('queues');
  const { t: tc } = useTranslation();
  const others = row ? queueCount - 1 : queueCount;
  const form = useZodForm(queueFormSchema(others >= 1), formOf(null));
  const [record, setRecord] = useState<QueueRecord | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);

  useEffect(() => {
    if (!opened) return;
    setRecord(null);
    setLoadError(null);
    form.reset(formOf(null));
    if (!row) return;
    const abort = new AbortController();
    // Only when it opens: live changes to the row do not overwrite what is being typed.
    fetchQueue(row.id, abort.signal)
      .then((queue) => {
        setRecord(queue);
        form.reset(formOf(queue));
      })
      .catch((error: unknown) => {
        if (!abort.signal.aborted) setLoadError(errorMessage(error, tc));
      });
    return () => abort.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [opened, row?.id]);

  const ready = row === null || record !== null;
  const rotating = form.watch('ativarRoteador');

  const submit = async (values: QueueForm) => {
    // Saving before the queue is in would add a new queue instead of the edit.
    if (!ready) return;
    const saved = record ? await updateQueue(record.id, bodyOf(values)) : await createQueue(bodyOf(values));
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
      describeError={(error) => errorMessage(error, tc)}
    >
      {loadError && (
        <Alert color="red" role="alert">
          {loadError}
        </Alert>
      )}
      <Box pos="relative">
        <LoadingOverlay visible={!ready && !loadError} loaderProps={{ 'aria-label': t('form.loading') }} />
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput
              label={t('form.name')}
              required
              data-autofocus
              {...form.register('name')}
              error={fieldErrorText(errors.name, t)}
            />
            <Controller
              control={form.control}
              name="color"
              render={({ field }) => (
                <ColorInput
                  label={t('form.color')}
                  required
                  format="hex"
                  eyeDropperButtonProps={{ 'aria-label': t('form.pickColor') }}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={fieldErrorText(errors.color, t)}
                />
              )}
            />
            <Controller
              control={form.control}
              name="orderQueue"
              render={({ field }) => (
                <NumberInput
                  label={t('form.order')}
                  min={0}
                  max={9999}
                  allowDecimal={false}
                  value={field.value ?? ''}
                  onChange={(v) => field.onChange(typeof v === 'number' ? v : null)}
                  onBlur={field.onBlur}
                />
              )}
            />
          </SimpleGrid>
          <Textarea
            label={t('form.greeting')}
            required={others >= 1}
            description={others >= 1 ? t('form.greetingHint') : undefined}
            autosize
            minRows={2}
            maxRows={6}
            {...form.register('greetingMessage')}
            error={fieldErrorText(errors.greetingMessage, t)}
          />
          <Textarea
            label={t('form.outOfHours')}
            autosize
            minRows={2}
            maxRows={6}
            {...form.register('outOfHoursMessage')}
          />
          <SwitchField control={form.control} name="ativarRoteador" label={t('form.rotation')} />
          {rotating && (
            <Controller
              control={form.control}
              name="tempoRoteador"
              render={({ field }) => (
                <Select
                  label={t('form.rotationTime')}
                  data={QUEUE_ROTATION_MINUTES.map((m) => ({
                    value: String(m),
                    label: t('form.minutes', { count: m }),
                  }))}
                  placeholder={t('form.rotationNone')}
                  value={field.value ? String(field.value) : null}
                  onChange={(v) => field.onChange(v ? Number(v) : 0)}
                  clearable
                />
              )}
            />
          )}
          <SwitchField control={form.control} name="closeTicket" label={t('form.closeTicket')} />
        </Stack>
      </Box>
    </FormDialog>
  );
}
