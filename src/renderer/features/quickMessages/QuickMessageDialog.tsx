import { useEffect, useState } from 'react';
import { Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { QuickMessage } from '@shared/api/quickMessage';
import { errorMessage } from '@renderer/api';
import { fieldErrorText, FormDialog, SwitchField, useZodForm } from '@renderer/ui';
import { createQuickMessage, deleteQuickMessageMedia, updateQuickMessage, uploadQuickMessageMedia } from './api';
import { AttachmentField } from './AttachmentField';
import { formOf, quickMessageFormSchema } from './quickMessageForm';

/** The reply was stored but its attachment was not: the message says which part failed. */
class AttachmentError extends Error {}

interface QuickMessageDialogProps {
  opened: boolean;
  /** The reply edited, or null to add one. */
  record: QuickMessage | null;
  onClose(): void;
  /** Each stored version, so the list shows it before the server's event arrives. */
  onSaved(record: QuickMessage): void;
}

/**
 * Add or edit a reply: shortcode, message, active, shared with the company, view-only for others,
 * and one attachment. The text is saved first, then the attachment (its own call); when the
 * attachment fails the dialog stays open on the saved reply, so saving again does not add a second.
 */
export function QuickMessageDialog({ opened, record, onClose, onSaved }: QuickMessageDialogProps) {
  const { t } = useTranslation('quickMessages');
  const { t: tc } = useTranslation();
  const form = useZodForm(quickMessageFormSchema, formOf(record));
  const [saved, setSaved] = useState<QuickMessage | null>(record);
  const [file, setFile] = useState<File | null>(null);
  const [dropStored, setDropStored] = useState(false);

  useEffect(() => {
    if (!opened) return;
    form.reset(formOf(record));
    setSaved(record);
    setFile(null);
    setDropStored(false);
    // Only when it opens: the record's live updates do not overwrite what is being typed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [opened]);

  const submit = async (values: ReturnType<typeof formOf>) => {
    let current = saved ? await updateQuickMessage(saved.id, values) : await createQuickMessage(values);
    setSaved(current);
    onSaved(current);
    try {
      if (file) current = await uploadQuickMessageMedia(current.id, file);
      else if (dropStored && current.mediaName) current = await deleteQuickMessageMedia(current.id);
    } catch (error) {
      throw new AttachmentError(t('attachFailed', { reason: errorMessage(error, tc) }));
    }
    onSaved(current);
    notifications.show({ color: 'green', message: t('saved') });
    onClose();
  };

  const storedName = dropStored ? null : (saved?.mediaName ?? null);
  const errors = form.formState.errors;

  return (
    <FormDialog
      opened={opened}
      onClose={onClose}
      title={t(saved ? 'dialog.editTitle' : 'dialog.addTitle')}
      form={form}
      onSubmit={submit}
      describeError={(error) => (error instanceof AttachmentError ? error.message : errorMessage(error, tc))}
    >
      <TextInput
        label={t('dialog.shortcode')}
        description={t('dialog.shortcodeHint')}
        required
        data-autofocus
        leftSection="/"
        {...form.register('shortcode')}
        error={fieldErrorText(errors.shortcode, t)}
      />
      <Textarea
        label={t('dialog.message')}
        autosize
        minRows={3}
        maxRows={10}
        {...form.register('message')}
        error={fieldErrorText(errors.message, t)}
      />
      <AttachmentField
        name={file?.name ?? storedName}
        onPick={(picked) => setFile(picked)}
        onRemove={() => {
          if (file) setFile(null);
          else setDropStored(true);
        }}
      />
      {(['status', 'geral', 'visao'] as const).map((name) => (
        <SwitchField key={name} control={form.control} name={name} label={t(`dialog.${name}`)} />
      ))}
    </FormDialog>
  );
}
