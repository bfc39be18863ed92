import { useEffect, useState } from 'react';
import {
  ActionIcon,
  Alert,
  Box,
  Button,
  Fieldset,
  Group,
  LoadingOverlay,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { Controller, useFieldArray, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  CAMPAIGN_SETTING_DEFAULTS,
  GREATER_INTERVAL_OPTIONS,
  LONGER_INTERVAL_AFTER_OPTIONS,
  MESSAGE_INTERVAL_OPTIONS,
} from '@shared/domain/campaigns';
import { errorMessage } from '@renderer/api';
import { useUser } from '@renderer/session';
import { ErrorState, ForbiddenPage, LazyTooltip, PageHeader, useZodForm } from '@renderer/ui';
import { fetchCampaignSettings, saveCampaignSettings } from './api';
import {
  formOfSettings,
  settingsBodyOf,
  settingsFormSchema,
  settingsOf,
  type SettingsForm,
} from './campaignSettingsForm';

/** /campaigns-config (spec 3 "Campaign settings", §6): admins; a profile user gets the placeholder. */
export default function CampaignSettingsPage() {
  return useUser().profile === 'admin' ? <SettingsEditor /> : <ForbiddenPage />;
}

const INTERVALS = [
  ['messageInterval', MESSAGE_INTERVAL_OPTIONS],
  ['longerIntervalAfter', LONGER_INTERVAL_AFTER_OPTIONS],
  ['greaterInterval', GREATER_INTERVAL_OPTIONS],
] as const;

/**
 * The company's campaign settings (spec 3 §5, §9): the pause between messages, the longer pause
 * after every so many, the hours and weekend days the campaigns send in (on the server's clock),
 * and the custom variables a message may name as {key}. Saved with 'Configurações salvas'.
 */
function SettingsEditor() {
  const { t } = useTranslation('campaigns');
  const { t: tc } = useTranslation();
  const form = useZodForm(settingsFormSchema, formOfSettings(CAMPAIGN_SETTING_DEFAULTS));
  const variables = useFieldArray({ control: form.control, name: 'variables' });
  const [state, setState] = useState<'loading' | 'ready' | string>('loading');
  const [attempt, setAttempt] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    const abort = new AbortController();
    setState('loading');
    fetchCampaignSettings(abort.signal).then(
      (list) => {
        form.reset(formOfSettings(settingsOf(list)));
        setState('ready');
      },
      (error: unknown) => !abort.signal.aborted && setState(errorMessage(error, tc)),
    );
    return () => abort.abort();
    // form is stable (react-hook-form); attempt reads again after a failure.
  }, [attempt, tc]); // eslint-disable-line react-hooks/exhaustive-deps

  const submit = form.handleSubmit(async (values: SettingsForm) => {
    setFailure(null);
    try {
      const saved = await saveCampaignSettings(settingsBodyOf(values));
      form.reset(formOfSettings(settingsOf(saved)));
      notifications.show({ color: 'green', message: t('settings.saved') });
    } catch (error) {
      setFailure(errorMessage(error, tc));
    }
  });

  const errors = form.formState.errors;
  const err = (e: FieldError | undefined) => (e?.message ? t(e.message) : undefined);

  if (state !== 'loading' && state !== 'ready')
    return (
      <Stack p="md">
        <PageHeader title={t('settings.title')} />
        <ErrorState message={state} onRetry={() => setAttempt((n) => n + 1)} />
      </Stack>
    );

  return (
    <Stack p="md" gap="md" h="100%" style={{ overflow: 'auto' }}>
      <PageHeader title={t('settings.title')} />
      <Box pos="relative" maw={900}>
        <LoadingOverlay visible={state === 'loading'} loaderProps={{ role: 'progressbar', 'aria-label': t('settings.loading') }} />
        <form onSubmit={(e) => void submit(e)} noValidate>
          <Stack gap="md">
            {failure && (
              <Alert color="red" role="alert">
                {failure}
              </Alert>
            )}
            <Fieldset legend={t('settings.intervals')}>
              <SimpleGrid cols={{ base: 1, sm: 3 }}>
                {INTERVALS.map(([name, options]) => (
                  <Controller
                    key={name}
                    control={form.control}
                    name={name}
                    render={({ field }) => (
                      <Select
                        label={t(`settings.${name}`)}
                        description={t(`settings.${name}Hint`)}
                        data={options.map((n) => ({
                          value: String(n),
                          label: t(`settings.${name}Option`, { count: n }),
                        }))}
                        allowDeselect={false}
                        value={field.value}
                        onChange={(v) => v !== null && field.onChange(v)}
                        onBlur={field.onBlur}
                        ref={field.ref}
                      />
                    )}
                  />
                ))}
              </SimpleGrid>
            </Fieldset>
            <Fieldset legend={t('settings.window')}>
              <Text size="sm" c="dimmed" mb="xs">
                {t('settings.windowHint')}
              </Text>
              <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
                <TextInput
                  type="time"
                  label={t('settings.startHour')}
                  {...form.register('startHour')}
                  error={err(errors.startHour)}
                />
                <TextInput
                  type="time"
                  label={t('settings.endHour')}
                  {...form.register('endHour')}
                  error={err(errors.endHour)}
                />
                {(['sabado', 'domingo'] as const).map((name) => (
                  <Controller
                    key={name}
                    control={form.control}
                    name={name}
                    render={({ field }) => (
                      <Switch
                        mt={{ md: 30 }}
                        label={t(`settings.${name}`)}
                        checked={field.value}
                        onChange={(e) => field.onChange(e.currentTarget.checked)}
                        onBlur={field.onBlur}
                        ref={field.ref}
                      />
                    )}
                  />
                ))}
              </SimpleGrid>
            </Fieldset>
            <Fieldset legend={t('settings.variables')}>
              <Text size="sm" c="dimmed" mb="xs">
                {t('settings.variablesHint')}
              </Text>
              <Stack gap="xs">
                {variables.fields.length === 0 && (
                  <Text size="sm" c="dimmed">
                    {t('settings.noVariables')}
                  </Text>
                )}
                {variables.fields.map((field, i) => (
                  <Group
                    key={field.id}
                    gap="xs"
                    align="flex-start"
                    wrap="nowrap"
                    role="group"
                    aria-label={t('settings.variable', { n: i + 1 })}
                  >
                    <TextInput
                      label={t('settings.variableKey', { n: i + 1 })}
                      style={{ flex: 1, minWidth: 0 }}
                      {...form.register(`variables.${i}.key`)}
                      error={err(errors.variables?.[i]?.key)}
                    />
                    <TextInput
                      label={t('settings.variableValue', { n: i + 1 })}
                      style={{ flex: 2, minWidth: 0 }}
                      {...form.register(`variables.${i}.value`)}
                      error={err(errors.variables?.[i]?.value)}
                    />
                    <LazyTooltip label={t('settings.removeVariable', { n: i + 1 })} withArrow>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        size="lg"
                        mt={24}
                        aria-label={t('settings.removeVariable', { n: i + 1 })}
                        onClick={() => variables.remove(i)}
                      >
                        <IconTrash size={18} aria-hidden />
                      </ActionIcon>
                    </LazyTooltip>
                  </Group>
                ))}
                <Group>
                  <Button
                    variant="default"
                    leftSection={<IconPlus size={16} aria-hidden />}
                    onClick={() => variables.append({ key: '', value: '' })}
                  >
                    {t('settings.addVariable')}
                  </Button>
                </Group>
              </Stack>
            </Fieldset>
            <Group justify="flex-end">
              <Button type="submit" loading={form.formState.isSubmitting} disabled={state !== 'ready'}>
                {tc('actions.save')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Box>
    </Stack>
  );
}
