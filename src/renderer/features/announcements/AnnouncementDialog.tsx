import { useState } from 'react';
import { Box, Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ANNOUNCEMENT_PRIORITIES, type Announcement } from '@shared/api/announcement';
import { errorMessage } from '@renderer/api';
import { fieldErrorText, FormDialog, LoadCover, useLoadOnOpen, useZodForm, type FileChoice } from '@renderer/ui';
import { createAnnouncement, fetchAnnouncement, saveAnnouncementImage, updateAnnouncement } from './api';
import { announcementFormSchema, bodyOf, formOf, type AnnouncementForm } from './announcementForm';
import { AnnouncementImageField } from './AnnouncementImageField';
import { priorityLabelKey } from './priority';

interface AnnouncementDialogProps {
  opened: boolean;
  /** The announcement edited (as its row shows it), or null to add one. */
  row: Announcement | null;
  onClose(): void;
  onSaved(announcement: Announcement): void;
}

/**
 * Add or edit an announcement (spec 3 "Announcements", §5): title, text, priority, status and an
 * optional image, uploaded (or removed) after the announcement itself is saved. An edit reads the
 * record again first: the row may be older than what another window saved.
 */
export function AnnouncementDialog({ opened, row, onClose, onSaved }: AnnouncementDialogProps) {
  const { t } = useTranslation('announcements');
  const { t: tc } = useTranslation();
  const form = useZodForm(announcementFormSchema, formOf(null));
  const [image, setImage] = useState<FileChoice>({ kind: 'keep' });

  const loaded = useLoadOnOpen(opened, row?.id ?? null, {
    onOpen: () => {
      setImage({ kind: 'keep' });
      form.reset(formOf(row));
    },
    // Wrapped: a new announcement reads nothing, and null would mean 'not read yet'.
    load: async (signal) => ({ record: row ? await fetchAnnouncement(row.id, signal) : null }),
    fills: { form, values: ({ record }) => record && formOf(record) },
    describeError: (error) => errorMessage(error, tc),
  });
  const record = loaded.data?.record ?? null;

  const submit = async (values: AnnouncementForm) => {
    // Saving an edit before its record is in would write the defaults over it.
    if (!loaded.data) return;
    const body = bodyOf(values);
    let saved = record ? await updateAnnouncement(record.id, body) : await createAnnouncement(body);
    try {
      saved = (await saveAnnouncementImage(saved.id, image, !!record?.mediaName)) ?? saved;
    } catch (error) {
      // The announcement is saved: saying so and closing keeps a second save from adding it again.
      notifications.show({ color: 'red', message: t('form.imageFailed', { reason: errorMessage(error, tc) }) });
    }
    onSaved(saved);
    notifications.show({ color: 'green', message: t(record ? 'updated' : 'created') });
    onClose();
  };

  const errors = form.formState.errors;
  return (
    <FormDialog
      opened={opened}
      onClose={onClose}
      title={t(row ? 'form.editTitle' : 'form.addTitle')}
      form={form}
      onSubmit={submit}
      describeError={(error) => errorMessage(error, tc)}
    >
      <LoadCover loading={loaded.loading} error={loaded.error} loadingLabel={t('form.loading')}>
        <TextInput
          label={t('form.title')}
          required
          data-autofocus
          {...form.register('title')}
          error={fieldErrorText(errors.title, t)}
        />
        <Textarea
          mt="sm"
          label={t('form.text')}
          required
          autosize
          minRows={4}
          maxRows={12}
          {...form.register('text')}
          error={fieldErrorText(errors.text, t)}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} mt="sm">
          <Controller
            control={form.control}
            name="priority"
            render={({ field }) => (
              <Select
                label={t('form.priority')}
                data={ANNOUNCEMENT_PRIORITIES.map((p) => ({ value: String(p), label: t(priorityLabelKey(p)) }))}
                allowDeselect={false}
                value={field.value}
                onChange={(v) => v && field.onChange(v)}
                onBlur={field.onBlur}
              />
            )}
          />
          <Controller
            control={form.control}
            name="status"
            render={({ field }) => (
              <Select
                label={t('form.status')}
                data={[
                  { value: 'active', label: t('status.active') },
                  { value: 'inactive', label: t('status.inactive') },
                ]}
                allowDeselect={false}
                value={field.value}
                onChange={(v) => v && field.onChange(v)}
                onBlur={field.onBlur}
              />
            )}
          />
        </SimpleGrid>
        <Box mt="sm">
          <AnnouncementImageField current={record?.mediaName ?? null} value={image} onChange={setImage} />
        </Box>
      </LoadCover>
    </FormDialog>
  );
}
