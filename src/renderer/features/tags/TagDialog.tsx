import { ColorInput, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { Tag, TagRecord } from '@shared/api/tag';
import { errorMessage } from '@renderer/api';
import { fieldErrorText, FormDialog, SwitchField, useResetOnOpen, useZodForm } from '@renderer/ui';
import { Controller } from 'react-hook-form';
import { createTag, updateTag } from './api';
import { formOf, tagFormSchema, type TagForm } from './tagForm';

interface TagDialogProps {
  opened: boolean;
  /** The tag edited, or null to add one. */
  record: TagRecord | null;
  onClose(): void;
  onSaved(tag: Tag): void;
  /** A new tag starts as a kanban lane (the tag-column manager). */
  lane?: boolean;
}

/** Add or edit a tag: its name, colour, and whether it is a kanban lane (spec 2 §3, §5). */
export function TagDialog({ opened, record, onClose, onSaved, lane = false }: TagDialogProps) {
  const { t } = useTranslation('tags');
  const { t: tc } = useTranslation();
  const form = useZodForm(tagFormSchema, formOf(record, lane));
  useResetOnOpen(form, opened, () => formOf(record, lane), record?.id);

  const submit = async (values: TagForm) => {
    const saved = record ? await updateTag(record.id, values) : await createTag(values);
    onSaved(saved);
    notifications.show({ color: 'green', message: t(record ? 'updated' : 'created') });
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
            format="hex"
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldErrorText(errors.color, t)}
            eyeDropperButtonProps={{ 'aria-label': t('form.eyeDropper') }}
          />
        )}
      />
      <SwitchField control={form.control} name="kanban" label={t('form.kanban')} description={t('form.kanbanHint')} />
    </FormDialog>
  );
}
