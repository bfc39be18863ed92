import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { Contact } from '@shared/api/contact';
import { contactFormSchema, type ContactForm, type ContactFormInput } from '@shared/domain/forms';
import { errorMessage } from '@renderer/api';
import { updateContact } from './api';

interface ContactEditFormProps {
  contact: Contact;
  /** The number is masked for this user (LGPD): it is neither shown nor editable here. */
  numberHidden: boolean;
  onSaved(contact: Contact): void;
  onCancel(): void;
}

const withoutNumber = contactFormSchema.omit({ number: true });

/** Name, number and email of a contact, with the spec's validation (spec 1 §5); saved with PUT /contacts/{id}. */
export function ContactEditForm({ contact, numberHidden, onSaved, onCancel }: ContactEditFormProps) {
  const { t } = useTranslation('contacts');
  const { t: tc } = useTranslation();
  const [saving, setSaving] = useState(false);
  const { register, handleSubmit, formState } = useForm<ContactFormInput, unknown, ContactForm>({
    // A hidden number is not the user's to check (nor to change): it goes back as it was read.
    resolver: zodResolver(numberHidden ? withoutNumber : contactFormSchema) as never,
    defaultValues: { name: contact.name, number: contact.number, email: contact.email ?? '' },
  });
  const err = (message: string | undefined) => (message ? tc(message) : undefined);

  const submit = handleSubmit(async (form) => {
    setSaving(true);
    try {
      const saved = await updateContact(contact, numberHidden ? { name: form.name, email: form.email } : form);
      notifications.show({ color: 'green', message: t('edit.saved') });
      onSaved(saved);
    } catch (error) {
      notifications.show({ color: 'red', message: errorMessage(error, tc) });
    } finally {
      setSaving(false);
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t('edit.title')}>
      <Stack gap="sm">
        <TextInput
          label={t('edit.name')}
          required
          data-autofocus
          {...register('name')}
          error={err(formState.errors.name?.message)}
        />
        {!numberHidden && (
          <TextInput
            label={t('edit.number')}
            required
            inputMode="tel"
            {...register('number')}
            error={err(formState.errors.number?.message)}
          />
        )}
        <TextInput
          label={t('edit.email')}
          type="email"
          {...register('email')}
          error={err(formState.errors.email?.message)}
        />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onCancel} disabled={saving}>
            {tc('actions.cancel')}
          </Button>
          <Button type="submit" loading={saving}>
            {tc('actions.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
