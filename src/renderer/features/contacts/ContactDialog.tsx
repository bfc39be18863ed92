import { useState } from 'react';
import { TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { Contact } from '@shared/api/contact';
import type { Tag } from '@shared/api/tag';
import { errorMessage } from '@renderer/api';
import { fieldErrorText, FormDialog, LoadCover, useLoadOnOpen, useZodForm } from '@renderer/ui';
import { createContact, fetchContact, syncContactTags, updateContact } from './api';
import { contactDialogSchema, dialogFormOf, maskedDialogSchema } from './contactDialogForm';
import { ContactSwitches } from './ContactSwitches';
import { ContactTags } from './ContactTags';
import { useNumbersMasked } from './displayNumber';
import { ExtraInfoFields } from './ExtraInfoFields';
import { TagPicker } from './TagPicker';

interface ContactDialogProps {
  opened: boolean;
  /** The contact edited, or null to add one. */
  contact: Contact | null;
  onClose(): void;
  onSaved(contact: Contact): void;
}

/**
 * Add or edit a contact (spec 1 §5: name 2–250, number 8–50 digits, a valid email or none), its
 * extra information and its tags. An edit reads the contact first (the list's row may lack its
 * extra info). A number the user reads masked (LGPD) is neither shown nor sent changed; a number
 * taken in the company is said on its field (ERR_DUPLICATED_CONTACT). An existing contact's tags
 * and switches are stored at once; a new contact's tags right after it is created.
 */
export function ContactDialog({ opened, contact, onClose, onSaved }: ContactDialogProps) {
  const { t } = useTranslation('contacts');
  const { t: tc } = useTranslation();
  const masked = useNumbersMasked() && contact !== null;
  const form = useZodForm(masked ? maskedDialogSchema : contactDialogSchema, dialogFormOf(null));
  const [newTags, setNewTags] = useState<Tag[]>([]);

  const loaded = useLoadOnOpen(opened, contact?.id ?? null, {
    onOpen: () => {
      setNewTags([]);
      form.reset(dialogFormOf(contact));
    },
    load: async (signal) => ({ record: contact ? await fetchContact(contact.id, signal) : null }),
    fills: { form, values: ({ record }) => record && dialogFormOf(record) },
    describeError: (error) => errorMessage(error, tc),
  });
  const record = loaded.data?.record ?? contact;

  const submit = async (values: ReturnType<typeof dialogFormOf>) => {
    // Saving before the contact is read would send extra info it does not have.
    if (loaded.loading || loaded.error) return;
    const { name, email, extraInfo } = values;
    const number = values.number.replace(/\D/g, '');
    let saved: Contact;
    if (contact) {
      saved = await updateContact(contact, masked ? { name, email, extraInfo } : { name, number, email, extraInfo });
    } else {
      saved = await createContact({ name, number, email, extraInfo });
      if (newTags.length) {
        await syncContactTags(saved.id, newTags).catch((error: unknown) =>
          notifications.show({ color: 'red', message: t('tags.failed', { reason: errorMessage(error, tc) }) }),
        );
        saved = { ...saved, tags: newTags };
      }
    }
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
      <LoadCover loading={loaded.loading} error={loaded.error} loadingLabel={t('edit.loading')}>
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
        {record ? (
          <ContactTags
            contactId={record.id}
            tags={record.tags}
            disabled={loaded.loading}
            onSaved={(tags) => {
              loaded.setData({ record: { ...record, tags } });
              onSaved({ ...record, tags });
            }}
          />
        ) : (
          <TagPicker label={t('tags.contactLabel')} value={newTags} onChange={setNewTags} />
        )}
        <ExtraInfoFields control={form.control} register={form.register} errors={errors} />
        {/* Stored at once, not by Save: only a contact that exists has them. */}
        {record && <ContactSwitches contact={record} onSaved={onSaved} disabled={loaded.loading} />}
      </LoadCover>
    </FormDialog>
  );
}
