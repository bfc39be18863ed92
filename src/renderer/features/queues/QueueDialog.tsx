import { useEffect, useState } from 'react';
import { ColorInput, NumberInput, Select, SimpleGrid, Stack, Tabs, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Queue, QueueRecord } from '@shared/api/queue';
import { QUEUE_ROTATION_MINUTES } from '@shared/domain/constants';
import { errorMessage } from '@renderer/api';
import { FileListSelect } from '@renderer/features/fileLists';
import { IntegrationSelect } from '@renderer/features/queueIntegrations';
import { WeeklyHoursEditor } from '@renderer/features/serviceHours';
import { useCompanySettings } from '@renderer/session';
import { fieldErrorText, FormDialog, LoadCover, SwitchField, useLoadOnOpen, useZodForm } from '@renderer/ui';
import { fetchQueue } from './api';
import { ChatbotEditor } from './ChatbotEditor';
import { saveQueue } from './saveQueue';
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
 * out-of-hours messages, rotation among the queue's attendants, closing the ticket, and its
 * chatbot's options; the service-hours tab only when the company's scheduleType is queue. An edit
 * reads the queue first, for the fields the list does not carry. A new queue saved with options
 * stays open, as the queue now being edited (spec 2 §4), its options holding their new ids.
 */
export function QueueDialog({ opened, row, queueCount, onClose, onSaved }: QueueDialogProps) {
  const { t } = useTranslation('queues');
  const { t: tc } = useTranslation();
  const { t: th } = useTranslation('serviceHours');
  const hoursTab = useCompanySettings().scheduleType === 'queue';
  const [tab, setTab] = useState<string | null>('data');
  const others = row ? queueCount - 1 : queueCount;
  const form = useZodForm(queueFormSchema(others >= 1), formOf(null));
  // For an edit, the queue itself (its options and week are not in the list's row).
  const loaded = useLoadOnOpen(opened, row?.id ?? null, {
    // A new opening starts on the first tab, the form emptied until the record is in.
    onOpen: () => {
      setTab('data');
      form.reset(formOf(null));
    },
    load: async (signal) => ({ record: row ? await fetchQueue(row.id, signal) : null }),
    fills: { form, values: ({ record }) => record && formOf(record) },
    describeError: (error) => errorMessage(error, tc),
  });
  const record = loaded.data?.record ?? null;

  const ready = !loaded.loading && !loaded.error;
  const rotating = form.watch('ativarRoteador');
  const errors = form.formState.errors;
  const submitted = form.formState.submitCount > 0;

  // A refused save shows the tab with the problem: the week's, else the queue data's.
  useEffect(() => {
    if (!submitted) return;
    if (errors.schedules && !Object.keys(errors).some((k) => k !== 'schedules')) setTab('hours');
    else if (Object.keys(errors).length > 0) setTab('data');
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [form.formState.submitCount]);

  const submit = async (values: QueueForm) => {
    // Saving before the queue is in would add a new queue instead of the edit.
    if (!ready) return;
    const hoursChanged = hoursTab && !!form.formState.dirtyFields.schedules;
    const body = bodyOf(values, hoursTab);
    const saved = await saveQueue(record?.id ?? null, body, values.chatbots);
    onSaved(saved);
    notifications.show({ color: 'green', message: hoursChanged ? th('saved') : t('saved') });
    if (!record && values.chatbots.length > 0) {
      loaded.setData({ record: saved });
      form.reset(formOf(saved));
      return;
    }
    onClose();
  };

  const queueData = (
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
      <Textarea label={t('form.outOfHours')} autosize minRows={2} maxRows={6} {...form.register('outOfHoursMessage')} />
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
      <Controller
        control={form.control}
        name="integrationId"
        render={({ field, fieldState }) => (
          <IntegrationSelect
            label={t('form.integration')}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldErrorText(fieldState.error, t)}
          />
        )}
      />
      <Controller
        control={form.control}
        name="fileListId"
        render={({ field, fieldState }) => (
          <FileListSelect
            label={t('form.fileList')}
            value={field.value}
            onChange={field.onChange}
            error={fieldErrorText(fieldState.error, t)}
          />
        )}
      />
      <Controller
        control={form.control}
        name="chatbots"
        render={({ field }) => <ChatbotEditor value={field.value} onChange={field.onChange} showErrors={submitted} />}
      />
    </Stack>
  );

  return (
    <FormDialog
      opened={opened}
      onClose={onClose}
      title={t(row || record ? 'form.editTitle' : 'form.addTitle')}
      size="xl"
      form={form}
      onSubmit={submit}
      describeError={(error) => errorMessage(error, tc)}
    >
      <LoadCover loading={loaded.loading} error={loaded.error} loadingLabel={t('form.loading')}>
        {hoursTab ? (
          <Tabs value={tab} onChange={setTab}>
            <Tabs.List aria-label={t('form.tabs')}>
              <Tabs.Tab value="data">{t('form.dataTab')}</Tabs.Tab>
              <Tabs.Tab value="hours">{t('form.hoursTab')}</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="data" pt="sm">
              {queueData}
            </Tabs.Panel>
            <Tabs.Panel value="hours" pt="sm">
              <Controller
                control={form.control}
                name="schedules"
                render={({ field }) => (
                  <WeeklyHoursEditor value={field.value} onChange={field.onChange} showErrors={submitted} />
                )}
              />
            </Tabs.Panel>
          </Tabs>
        ) : (
          queueData
        )}
      </LoadCover>
    </FormDialog>
  );
}
