import { useState } from 'react';
import { Progress, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { FileListRecord } from '@shared/api/fileList';
import { errorMessage } from '@renderer/api';
import { fieldErrorText, FormDialog, LoadCover, useLoadOnOpen, useZodForm } from '@renderer/ui';
import { fetchFileList } from './api';
import { FileOptionsFields } from './FileOptionsFields';
import { fileListFormSchema, formOf, type FileListForm } from './fileListForm';
import { FileUploadError, saveFileList, type UploadStep } from './saveFileList';

interface FileListDialogProps {
  opened: boolean;
  /** The list edited (its row), or null to add one. */
  row: FileListRecord | null;
  onClose(): void;
  /** Each stored version, so the page shows it before the server's event arrives. */
  onSaved(record: FileListRecord): void;
}

/**
 * Add or edit a file list (spec 2 "File lists", §5): name, message and its options, each with a
 * file. An edit reads the list first (list replies carry no options). Saving stores the list, then
 * sends the picked files one by one with the progress shown. When a file fails, nothing is lost:
 * the list stays saved, the dialog keeps editing it with the files not sent still picked, says
 * which one failed and why, and saving again sends what is left.
 */
export function FileListDialog({ opened, row, onClose, onSaved }: FileListDialogProps) {
  const { t } = useTranslation('fileLists');
  const { t: tc } = useTranslation();
  const form = useZodForm(fileListFormSchema, formOf(null));
  const options = useFieldArray({ control: form.control, name: 'options', keyName: 'key' });
  const [picked, setPicked] = useState<Record<string, File>>({});
  const [savedId, setSavedId] = useState<number | null>(null);
  const [step, setStep] = useState<UploadStep | null>(null);
  const loaded = useLoadOnOpen(opened, row?.id ?? null, {
    onOpen: () => {
      form.reset(formOf(null));
      setPicked({});
      setSavedId(row?.id ?? null);
      setStep(null);
    },
    load: async (signal) => (row ? await fetchFileList(row.id, signal) : null),
    fills: { form, values: (record) => record && formOf(record) },
    describeError: (error) => errorMessage(error, tc),
  });
  const ready = !row || loaded.data !== null;

  const submit = async (values: FileListForm) => {
    // Saving before the list is in would add a new list instead of the edit.
    if (!ready) return;
    const files = options.fields.map((f) => picked[f.key] ?? null);
    try {
      const { record } = await saveFileList(savedId, values, files, setStep);
      onSaved(record);
      notifications.show({ color: 'green', message: t('saved') });
      onClose();
    } catch (error) {
      if (!(error instanceof FileUploadError)) throw error;
      // Keep editing the saved list: its options' ids, the files sent shown as stored, the rest still picked.
      setSavedId(error.record.id);
      onSaved(error.record);
      const left = { ...picked };
      options.fields.forEach((f, i) => {
        form.setValue(`options.${i}.id`, error.ids[i]);
        if (error.uploaded[i]) {
          form.setValue(`options.${i}.path`, picked[f.key]?.name ?? '');
          delete left[f.key];
        }
      });
      setPicked(left);
      throw error;
    } finally {
      setStep(null);
    }
  };

  const errors = form.formState.errors;
  const busy = form.formState.isSubmitting;
  return (
    <FormDialog
      opened={opened}
      onClose={onClose}
      title={t(row || savedId ? 'form.editTitle' : 'form.addTitle')}
      form={form}
      onSubmit={submit}
      describeError={(error) =>
        error instanceof FileUploadError
          ? t('uploadFailed', { name: error.fileName, reason: errorMessage(error.reason, tc) })
          : errorMessage(error, tc)
      }
    >
      <LoadCover loading={loaded.loading && !!row} error={loaded.error} loadingLabel={t('form.loading')}>
        <Stack gap="sm">
          <TextInput
            label={t('form.name')}
            required
            data-autofocus
            {...form.register('name')}
            error={fieldErrorText(errors.name, t)}
          />
          <Textarea
            label={t('form.message')}
            required
            autosize
            minRows={3}
            maxRows={8}
            {...form.register('message')}
            error={fieldErrorText(errors.message, t)}
          />
          <FileOptionsFields
            array={options}
            register={form.register}
            watch={form.watch}
            errors={errors}
            picked={picked}
            onPick={(key, file) => setPicked((p) => ({ ...p, [key]: file }))}
            disabled={busy}
          />
          {step && step.total > 0 && (
            <Stack gap={4}>
              <Text size="sm" id="file-list-upload-progress" aria-live="polite">
                {step.done < step.total
                  ? t('uploading', { n: step.done + 1, total: step.total, name: step.fileName })
                  : t('uploaded')}
              </Text>
              <Progress
                value={(step.done / step.total) * 100}
                aria-labelledby="file-list-upload-progress"
                animated={step.done < step.total}
              />
            </Stack>
          )}
        </Stack>
      </LoadCover>
    </FormDialog>
  );
}
