import { Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { Help } from '@shared/api/help';
import { errorMessage } from '@renderer/api';
import { fieldErrorText, FormDialog, useResetOnOpen, useZodForm } from '@renderer/ui';
import { createHelp, updateHelp } from './api';
import { formOf, helpFormSchema, type HelpForm } from './helpForm';

interface HelpDialogProps {
  opened: boolean;
  /** The entry edited, or null to add one. */
  record: Help | null;
  onClose(): void;
  onSaved(record: Help): void;
}

/** Add or edit a help entry: title, description and the video (its code or a YouTube link). */
export function HelpDialog({ opened, record, onClose, onSaved }: HelpDialogProps) {
  const { t } = useTranslation('helps');
  const { t: tc } = useTranslation();
  const form = useZodForm(helpFormSchema, formOf(record));

  useResetOnOpen(form, opened, () => formOf(record));

  const submit = async (values: HelpForm) => {
    const saved = record ? await updateHelp(record.id, values) : await createHelp(values);
    onSaved(saved);
    notifications.show({ color: 'green', message: t('saved') });
    onClose();
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
        label={t('form.title')}
        required
        data-autofocus
        {...form.register('title')}
        error={fieldErrorText(errors.title, t)}
      />
      <Textarea
        label={t('form.description')}
        autosize
        minRows={2}
        maxRows={6}
        {...form.register('description')}
        error={fieldErrorText(errors.description, t)}
      />
      <TextInput
        label={t('form.video')}
        description={t('form.videoHint')}
        {...form.register('video')}
        error={fieldErrorText(errors.video, t)}
      />
    </FormDialog>
  );
}
