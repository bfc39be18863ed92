import { SimpleGrid, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { ContactListItem } from '@shared/api/contactList';
import { errorMessage } from '@renderer/api';
import { fieldErrorText, FormDialog, useResetOnOpen, useZodForm } from '@renderer/ui';
import { createItem, updateItem } from './api';
import { itemFormOf, itemFormSchema, type ItemForm } from './contactListForm';

interface ContactListItemDialogProps {
  opened: boolean;
  contactListId: number;
  /** The entry changed, or null to add one. */
  row: ContactListItem | null;
  onClose(): void;
  onSaved(item: ContactListItem): void;
}

/** Add or change an entry of a list (spec 3 §5: name 2–50, number 8–50 digits, a valid email). */
export function ContactListItemDialog({ opened, contactListId, row, onClose, onSaved }: ContactListItemDialogProps) {
  const { t } = useTranslation('contactLists');
  const { t: tc } = useTranslation();
  const form = useZodForm(itemFormSchema, itemFormOf(row));
  useResetOnOpen(form, opened, () => itemFormOf(row), row?.id);
  const errors = form.formState.errors;

  const submit = async (values: ItemForm) => {
    const body = { ...values, contactListId };
    const saved = row ? await updateItem(row.id, body) : await createItem(body);
    onSaved(saved);
    notifications.show({ color: 'green', message: t('saved') });
    onClose();
  };

  return (
    <FormDialog
      opened={opened}
      onClose={onClose}
      title={t(row ? 'items.form.editTitle' : 'items.form.addTitle')}
      form={form}
      onSubmit={submit}
      describeError={(error) => errorMessage(error, tc)}
    >
      <TextInput
        label={t('items.form.name')}
        required
        data-autofocus
        {...form.register('name')}
        error={fieldErrorText(errors.name, t)}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} mt="sm">
        <TextInput
          label={t('items.form.number')}
          description={t('items.form.numberHint')}
          required
          inputMode="tel"
          {...form.register('number')}
          error={fieldErrorText(errors.number, t)}
        />
        <TextInput
          label={t('items.form.email')}
          type="email"
          {...form.register('email')}
          error={fieldErrorText(errors.email, t)}
        />
      </SimpleGrid>
    </FormDialog>
  );
}
