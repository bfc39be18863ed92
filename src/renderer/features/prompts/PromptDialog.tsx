import { NumberInput, PasswordInput, Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Prompt } from '@shared/api/prompt';
import { PROMPT_TEXT_VOICE, PROMPT_VOICES } from '@shared/domain/promptVoices';
import { errorMessage } from '@renderer/api';
import { fieldErrorText, FormDialog, LoadCover, useLoadOnOpen, useZodForm } from '@renderer/ui';
import { createPrompt, fetchPrompt, fetchQueues, updatePrompt } from './api';
import { bodyOf, formOf, promptFormSchema, type PromptForm } from './promptForm';

interface PromptDialogProps {
  opened: boolean;
  /** The prompt edited (as its row shows it), or null to add one. */
  row: Prompt | null;
  onClose(): void;
  onSaved(prompt: Prompt): void;
}

/**
 * Add or edit an AI prompt (spec 2 §3, §5): its name, the assistant's key, the instructions, the
 * queue it answers (required: 'Informe o setor'), its limits and the voice it answers with. The
 * record is read again on opening, with its key (lists never carry it); the key field stays
 * blank and keeps the stored key unless one is typed.
 */
export function PromptDialog({ opened, row, onClose, onSaved }: PromptDialogProps) {
  const { t } = useTranslation('prompts');
  const { t: tc } = useTranslation();
  const isNew = row === null;
  const form = useZodForm(promptFormSchema(isNew), formOf(null));

  const loaded = useLoadOnOpen(opened, row?.id ?? null, {
    onOpen: () => form.reset(formOf(row)),
    load: async (signal) => {
      const [queues, record] = await Promise.all([fetchQueues(signal), row ? fetchPrompt(row.id, signal) : null]);
      return { queues: queues.map((q) => ({ value: String(q.id), label: q.name })), record };
    },
    fills: { form, values: ({ record }) => record && formOf(record) },
    describeError: (error) => errorMessage(error, tc),
  });
  const queues = loaded.data?.queues ?? [];
  const hasKey = !!loaded.data?.record?.apiKey;

  const submit = async (values: PromptForm) => {
    // Saving an edit before its record is in would write the defaults over it.
    if (!isNew && !loaded.data) return;
    const body = bodyOf(values);
    const saved = row ? await updatePrompt(row.id, body) : await createPrompt(body);
    onSaved(saved);
    notifications.show({ color: 'green', message: t(isNew ? 'created' : 'updated') });
    onClose();
  };

  const errors = form.formState.errors;
  const voice = form.watch('voice');
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
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('form.name')}
            required
            data-autofocus
            {...form.register('name')}
            error={fieldErrorText(errors.name, t)}
          />
          <PasswordInput
            label={t('form.apiKey')}
            required={isNew}
            autoComplete="off"
            description={!isNew && hasKey ? t('form.apiKeyKeep') : undefined}
            visibilityToggleButtonProps={{ 'aria-label': t('form.showKey') }}
            {...form.register('apiKey')}
            error={fieldErrorText(errors.apiKey, t)}
          />
        </SimpleGrid>
        <Textarea
          mt="sm"
          label={t('form.prompt')}
          description={t('form.promptHint')}
          required
          autosize
          minRows={5}
          maxRows={12}
          {...form.register('prompt')}
          error={fieldErrorText(errors.prompt, t)}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} mt="sm">
          <Controller
            control={form.control}
            name="queueId"
            render={({ field }) => (
              <Select
                label={t('form.queue')}
                required
                data={queues}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                nothingFoundMessage={t('form.noQueues')}
                searchable
                error={fieldErrorText(errors.queueId, t)}
              />
            )}
          />
          <Controller
            control={form.control}
            name="voice"
            render={({ field }) => (
              <Select
                label={t('form.voice')}
                data={PROMPT_VOICES.map((v) => ({
                  value: v,
                  label: v === PROMPT_TEXT_VOICE ? t('form.textVoice') : v,
                }))}
                allowDeselect={false}
                value={field.value}
                onChange={(v) => field.onChange(v ?? PROMPT_TEXT_VOICE)}
                onBlur={field.onBlur}
              />
            )}
          />
          {voice !== PROMPT_TEXT_VOICE && (
            <>
              <TextInput
                label={t('form.voiceKey')}
                autoComplete="off"
                {...form.register('voiceKey')}
                error={fieldErrorText(errors.voiceKey, t)}
              />
              <TextInput
                label={t('form.voiceRegion')}
                {...form.register('voiceRegion')}
                error={fieldErrorText(errors.voiceRegion, t)}
              />
            </>
          )}
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 3 }} mt="sm">
          {(
            [
              ['maxMessages', 1, 50, 1],
              ['maxTokens', 10, 4096, 10],
              ['temperature', 0, 1, 0.1],
            ] as const
          ).map(([name, min, max, step]) => (
            <Controller
              key={name}
              control={form.control}
              name={name}
              render={({ field }) => (
                <NumberInput
                  label={t(`form.${name}`)}
                  description={t(`form.${name}Hint`)}
                  min={min}
                  max={max}
                  step={step}
                  decimalScale={name === 'temperature' ? 1 : 0}
                  value={field.value}
                  onChange={(v) => field.onChange(typeof v === 'number' ? v : v === '' ? undefined : Number(v))}
                  onBlur={field.onBlur}
                  error={fieldErrorText(errors[name], t)}
                />
              )}
            />
          ))}
        </SimpleGrid>
      </LoadCover>
    </FormDialog>
  );
}
