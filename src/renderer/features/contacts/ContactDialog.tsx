import { z } from 'zod';
import { TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { Contact } from '@shared/api/contact';
import { contactFormSchema } from '@shared/domain/forms';
import { errorMessage } from '@renderer/api';
import { fieldErrorText, FormDialog, useResetOnOpen, useZodForm } from '@renderer/ui';
import { createContact, updateContact } from './api';
import { ContactSwitches } from './ContactSwitches';
import { useNumbersMasked } from './displayNumber';

interface ContactDialogProps {
  opened: boolean;
  /** The contact edited, or null to add one. */
  contact: Contact | null;
  onClose(): void;
  onSaved(contact: Contact): void;
}

const emptyForm = { name: '', number: '', email: '' };
const maskedNumberSchema = contactFormSchema.extend({ number: z.string() });

/**
 * Add or edit a contact (spec 1 §5: name 2–250, number 8–50 digits, a valid email or none). A
 * number the user reads masked (LGPD) is neither shown nor sent changed; a number taken in the
 * company is said on its field (ERR_DUPLICATED_CONTACT).
 */
export function ContactDialog({ opened, contact, onClose, onSaved }: ContactDialogProps) {
  const { t } = useTranslation('contacts');
  const { t: tc } = useTranslation();
  const masked = useNumbersMasked() && contact !== null;
  // A masked number is not the user's to check (nor to change): it goes back as it was read.
  const form = useZodForm(masked ? maskedNumberSchema : contactFormSchema, emptyForm);

  useResetOnOpen(
    form,
    opened,
    () => (contact ? { name: contact.name, number: contact.number, email: contact.email ?? '' } : emptyForm),
    contact?.id,
  );

  const submit = async (values: { name: string; number: string; email: string }) => {
    const saved = contact
      ? await updateContact(contact, masked ? { name: values.name, email: values.email } : values)
      : await createContact(values);
    onSaved(saved);
    notifications.show({ color: 'green', message: t('edit.saved') });
    onClose();
  };

  const errors = form.formState.errors;
  return (
    <FormDialog
      opened={opened}
      onClose={onClose}
      title={t(contact ? 'edit.title' : 'page.addTitle')}
      form={form}
      onSubmit={submit}
      describeError={(error) => errorMessage(error, tc)}
    >
      <TextInput
        label={t('edit.name')}
        required
        data-autofocus
        {...form.register('name')}
        error={fieldErrorText(errors.name, tc)}
      />
      {!masked && (
        <TextInput
          label={t('edit.number')}
          required
          inputMode="tel"
          description={t('page.numberHint')}
          {...form.register('number')}
          error={fieldErrorText(errors.number, tc)}
        />
      )}
      <TextInput
        label={t('edit.email')}
        type="email"
        {...form.register('email')}
        error={fieldErrorText(errors.email, tc)}
      />
      {/* Stored at once, not by Save: only a contact that exists has them. */}
      {contact && <ContactSwitches contact={contact} onSaved={onSaved} />}
    </FormDialog>
  );
}
