import { TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { ContactList } from '@shared/api/contactList';
import { errorMessage } from '@renderer/api';
import { fieldErrorText, FormDialog, useResetOnOpen, useZodForm } from '@renderer/ui';
import { createList, updateList } from './api';
import { listFormSchema, type ListForm } from './contactListForm';

interface ContactListDialogProps {
  opened: boolean;
  /** The list renamed, or null to make one. */
  row: ContactList | null;
  onClose(): void;
  onSaved(list: ContactList): void;
}

/** Make or rename a contact list (spec 3 §5: name 2–50). */
export function ContactListDialog({ opened, row, onClose, onSaved }: ContactListDialogProps) {
  const { t } = useTranslation('contactLists');
  const { t: tc } = useTranslation();
  const form = useZodForm(listFormSchema, { name: row?.name ?? '' });
  useResetOnOpen(form, opened, () => ({ name: row?.name ?? '' }), row?.id);

  const submit = async ({ name }: ListForm) => {
    const saved = row ? await updateList(row.id, name) : await createList(name);
    onSaved(saved);
    notifications.show({ color: 'green', message: t('saved') });
    onClose();
  };

  return (
    <FormDialog
      opened={opened}
      onClose={onClose}
      title={t(row ? 'form.editTitle' : 'form.addTitle')}
      form={form}
      onSubmit={submit}
      describeError={(error) => errorMessage(error, tc)}
    >
      <TextInput
        label={t('form.name')}
        required
        data-autofocus
        {...form.register('name')}
        error={fieldErrorText(form.formState.errors.name, t)}
      />
    </FormDialog>
  );
}
