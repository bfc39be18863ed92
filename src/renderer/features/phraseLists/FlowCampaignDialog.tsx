import { Box, Select, SimpleGrid, Text, TextInput } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { notifications } from '@mantine/notifications';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { FlowCampaign } from '@shared/api/flowCampaign';
import { errorMessage } from '@renderer/api';
import { fieldErrorText, FormDialog, LoadCover, SwitchField, useLoadOnOpen, useZodForm } from '@renderer/ui';
import { createFlowCampaign, fetchChoices, fetchFlowCampaign, updateFlowCampaign } from './api';
import { bodyOf, formOf, phraseFormSchema, type PhraseForm } from './phraseForm';

/** The empty connection's mark: dark orange, visible against both themes' inputs (3:1 or more). */
const WARNING = 'var(--mantine-color-orange-8)';

interface FlowCampaignDialogProps {
  opened: boolean;
  /** The campaign edited (as its row shows it), or null to add one. */
  row: FlowCampaign | null;
  onClose(): void;
  onSaved(): void;
}

/**
 * Add or edit a flow-phrase campaign (spec 3 §3, §5): its name, the flow it starts, the
 * connection it listens on, the trigger phrase and its status. An empty connection is marked but
 * saved (spec 3 §5). The flow runs in the company's flow builder, not in this app: the dialog says so.
 */
export function FlowCampaignDialog({ opened, row, onClose, onSaved }: FlowCampaignDialogProps) {
  const { t } = useTranslation('phraseLists');
  const { t: tc } = useTranslation();
  const isNew = row === null;
  const form = useZodForm(phraseFormSchema, formOf(null));

  const loaded = useLoadOnOpen(opened, row?.id ?? null, {
    onOpen: () => form.reset(formOf(row)),
    load: async (signal) => {
      const [[flows, connections], record] = await Promise.all([
        fetchChoices(signal),
        row ? fetchFlowCampaign(row.id, signal) : null,
      ]);
      return {
        flows: flows.map((f) => ({ value: String(f.id), label: f.name })),
        connections: connections.map((c) => ({ value: String(c.id), label: c.name })),
        record,
      };
    },
    fills: { form, values: ({ record }) => record && formOf(record) },
    describeError: (error) => errorMessage(error, tc),
  });

  const submit = async (values: PhraseForm) => {
    if (!isNew && !loaded.data) return;
    const body = bodyOf(values);
    if (row) {
      await updateFlowCampaign({ ...body, id: row.id, status: values.status });
    } else {
      const made = await createFlowCampaign(body);
      // POST takes no status (a new campaign is active): one added switched off is changed after.
      if (!values.status) await updateFlowCampaign({ ...body, id: made.id, status: false });
    }
    onSaved();
    notifications.show({ color: 'green', message: t(isNew ? 'created' : 'updated') });
    onClose();
  };

  const errors = form.formState.errors;
  const noConnection = !form.watch('whatsappId');
  return (
    <FormDialog
      opened={opened}
      onClose={onClose}
      title={t(isNew ? 'form.addTitle' : 'form.editTitle')}
      form={form}
      onSubmit={submit}
      describeError={(error) => errorMessage(error, tc)}
    >
      <LoadCover loading={loaded.loading} error={loaded.error} loadingLabel={t('form.loading')}>
        <TextInput
          label={t('form.name')}
          required
          data-autofocus
          {...form.register('name')}
          error={fieldErrorText(errors.name, t)}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} mt="sm">
          <Controller
            control={form.control}
            name="flowId"
            render={({ field }) => (
              <Select
                label={t('form.flow')}
                required
                data={loaded.data?.flows ?? []}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                nothingFoundMessage={t('form.noFlows')}
                searchable
                error={fieldErrorText(errors.flowId, t)}
              />
            )}
          />
          <Controller
            control={form.control}
            name="whatsappId"
            render={({ field }) => (
              <Select
                label={t('form.connection')}
                data={loaded.data?.connections ?? []}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                clearable
                nothingFoundMessage={t('form.noConnections')}
                // Marked, not refused (spec 3 §5): a warning border, an icon and a line saying why.
                description={noConnection ? t('form.connectionMissing') : undefined}
                leftSection={noConnection ? <IconAlertTriangle size={16} color={WARNING} aria-hidden /> : undefined}
                styles={noConnection ? { input: { borderColor: WARNING, borderWidth: 2 } } : undefined}
              />
            )}
          />
        </SimpleGrid>
        <TextInput
          mt="sm"
          label={t('form.phrase')}
          description={t('form.phraseHint')}
          required
          {...form.register('phrase')}
          error={fieldErrorText(errors.phrase, t)}
        />
        <Box mt="md">
          <SwitchField control={form.control} name="status" label={t('form.status')} />
        </Box>
        <Text size="xs" c="dimmed" mt="md">
          {t('form.externalNote')}
        </Text>
      </LoadCover>
    </FormDialog>
  );
}
