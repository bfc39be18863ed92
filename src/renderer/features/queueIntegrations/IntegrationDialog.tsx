import { useState } from 'react';
import { Alert, Button, Group, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { QueueIntegration } from '@shared/api/queueIntegration';
import { INTEGRATION_LANGUAGES, OFFERED_INTEGRATION_TYPES } from '@shared/domain/queueIntegrations';
import { errorMessage } from '@renderer/api';
import { fieldErrorText, FormDialog, LoadCover, NumberField, useLoadOnOpen, useZodForm } from '@renderer/ui';
import { createIntegration, fetchIntegration, testSession, updateIntegration } from './api';
import { bodyOf, formOf, integrationFormSchema, type IntegrationForm } from './integrationForm';
import { useTypeLabel } from './IntegrationTypeIcon';

interface IntegrationDialogProps {
  opened: boolean;
  /** The integration edited (its row), or null to add one. */
  row: QueueIntegration | null;
  onClose(): void;
  onSaved(integration: QueueIntegration): void;
}

type NumberName = 'typebotExpires' | 'typebotDelayMessage';
type TextName = Exclude<keyof IntegrationForm, NumberName | 'type'>;

/**
 * Add or edit a queue integration (spec 2 "Queue integrations", §3, §5): its kind and the fields
 * that kind uses. New records are N8N, WebHooks or Typebot; a Dialogflow record of a deployed
 * backend opens with its agent's fields and the test-session button, any other kind with its name.
 * An edit reads the record first (GET /queueIntegration/{id}).
 */
export function IntegrationDialog({ opened, row, onClose, onSaved }: IntegrationDialogProps) {
  const { t } = useTranslation('queueIntegrations');
  const { t: tc } = useTranslation();
  const typeLabel = useTypeLabel();
  const form = useZodForm(integrationFormSchema, formOf(null));
  const [testFailure, setTestFailure] = useState<string | null>(null);
  const [testing, setTesting] = useState(false);
  const loaded = useLoadOnOpen(opened, row?.id ?? null, {
    onOpen: () => {
      setTestFailure(null);
      form.reset(formOf(null));
    },
    load: async (signal) => ({ record: row ? await fetchIntegration(row.id, signal) : null }),
    fills: { form, values: ({ record }) => record && formOf(record) },
    describeError: (error) => errorMessage(error, tc),
  });
  const record = loaded.data?.record ?? null;
  const ready = !loaded.loading && !loaded.error;
  const type = form.watch('type');
  const errors = form.formState.errors;

  // The kinds offered, and the record's own when it is another (a deployed backend's Dialogflow).
  const kinds: string[] = [...OFFERED_INTEGRATION_TYPES];
  if (record && !kinds.includes(record.type)) kinds.push(record.type);

  const submit = async (values: IntegrationForm) => {
    // Saving before the record is in would add a new one instead of the edit.
    if (!ready) return;
    const saved = record ? await updateIntegration(record.id, bodyOf(values)) : await createIntegration(bodyOf(values));
    onSaved(saved);
    notifications.show({ color: 'green', message: t(record ? 'edited' : 'added') });
    onClose();
  };

  const test = async () => {
    const { projectName, jsonContent, language } = form.getValues();
    setTesting(true);
    setTestFailure(null);
    try {
      await testSession({ projectName, jsonContent, language });
      notifications.show({ color: 'green', message: t('tested') });
    } catch (error) {
      setTestFailure(errorMessage(error, tc));
    } finally {
      setTesting(false);
    }
  };

  const text = (name: TextName, label: string, required = false) => (
    <TextInput label={label} required={required} {...form.register(name)} error={fieldErrorText(errors[name], t)} />
  );
  const number = (name: NumberName, label: string) => (
    <NumberField control={form.control} name={name} label={label} t={t} />
  );

  const name = (
    <TextInput
      label={t('form.name')}
      required
      data-autofocus
      {...form.register('name')}
      error={fieldErrorText(errors.name, t)}
    />
  );

  return (
    <FormDialog
      opened={opened}
      onClose={onClose}
      title={t(row ? 'form.editTitle' : 'form.addTitle')}
      size="lg"
      form={form}
      onSubmit={submit}
      describeError={(error) => errorMessage(error, tc)}
    >
      <LoadCover loading={loaded.loading} error={loaded.error} loadingLabel={t('form.loading')}>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Controller
              control={form.control}
              name="type"
              render={({ field }) => (
                <Select
                  label={t('form.type')}
                  required
                  data={kinds.map((k) => ({ value: k, label: typeLabel(k) }))}
                  value={field.value}
                  onChange={(v) => v && field.onChange(v)}
                  onBlur={field.onBlur}
                  allowDeselect={false}
                  error={fieldErrorText(errors.type, t)}
                />
              )}
            />
            {name}
          </SimpleGrid>
          {(type === 'n8n' || type === 'webhook' || type === 'typebot') && text('urlN8N', t('form.urlN8N'), true)}
          {type === 'typebot' && (
            <>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                {text('typebotSlug', t('form.typebotSlug'), true)}
                {number('typebotExpires', t('form.typebotExpires'))}
                {number('typebotDelayMessage', t('form.typebotDelayMessage'))}
                {text('typebotKeywordFinish', t('form.typebotKeywordFinish'))}
                {text('typebotKeywordRestart', t('form.typebotKeywordRestart'))}
                {text('typebotUnknownMessage', t('form.typebotUnknownMessage'))}
              </SimpleGrid>
              {text('typebotRestartMessage', t('form.typebotRestartMessage'))}
            </>
          )}
          {type === 'dialogflow' && (
            <>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <Controller
                  control={form.control}
                  name="language"
                  render={({ field }) => (
                    <Select
                      label={t('form.language')}
                      data={INTEGRATION_LANGUAGES.map((l) => ({ value: l, label: t(`languages.${l}`) }))}
                      value={field.value || null}
                      onChange={(v) => field.onChange(v ?? '')}
                      onBlur={field.onBlur}
                      clearable
                    />
                  )}
                />
                {text('projectName', t('form.projectName'))}
              </SimpleGrid>
              <Textarea
                label={t('form.jsonContent')}
                autosize
                minRows={4}
                maxRows={8}
                styles={{ input: { fontFamily: 'monospace' } }}
                {...form.register('jsonContent')}
              />
              {testFailure && (
                <Alert color="orange" role="alert" title={t('testFailed')}>
                  {testFailure}
                </Alert>
              )}
              <Group>
                <Button variant="default" onClick={() => void test()} loading={testing} disabled={!ready}>
                  {t('form.test')}
                </Button>
              </Group>
            </>
          )}
          {!kinds.slice(0, OFFERED_INTEGRATION_TYPES.length).includes(type) && type !== 'dialogflow' && (
            <Alert color="gray">{t('form.otherKind')}</Alert>
          )}
        </Stack>
      </LoadCover>
    </FormDialog>
  );
}
