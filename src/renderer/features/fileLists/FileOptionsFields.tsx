import { ActionIcon, Badge, Button, Group, Input, Paper, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFile, IconPaperclip, IconPlus, IconTrash } from '@tabler/icons-react';
import type {
  FieldArrayWithId,
  FieldErrors,
  UseFieldArrayReturn,
  UseFormRegister,
  UseFormWatch,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@renderer/api';
import { getPlatform } from '@renderer/platform';
import { fieldErrorText } from '@renderer/ui';
import { emptyOption, type FileListForm } from './fileListForm';

interface FileOptionsFieldsProps {
  array: UseFieldArrayReturn<FileListForm, 'options', 'key'>;
  register: UseFormRegister<FileListForm>;
  watch: UseFormWatch<FileListForm>;
  errors: FieldErrors<FileListForm>;
  /** The file picked for each row, by the row's key; not sent until the list is saved. */
  picked: Record<string, File>;
  onPick(key: string, file: File): void;
  disabled: boolean;
}

/**
 * The list's options (spec 2 "File lists": repeatable, each with an attached file): a name and
 * the file, picked through the platform's file dialog (the native one in the desktop app), shown
 * by its name and replaceable. Each row's fields and buttons are named after the row.
 */
export function FileOptionsFields({
  array,
  register,
  watch,
  errors,
  picked,
  onPick,
  disabled,
}: FileOptionsFieldsProps) {
  const { t } = useTranslation('fileLists');
  const { t: tc } = useTranslation();

  // Called straight from the click: a browser opens its file picker only during a user gesture.
  const pick = (field: FieldArrayWithId<FileListForm, 'options', 'key'>, n: number) => {
    getPlatform()
      .openFiles('attachment', { label: t('form.fileOf', { n }) })
      .then(
        ([file]) => file && onPick(field.key, file),
        (error: unknown) => notifications.show({ color: 'red', message: errorMessage(error, tc) }),
      );
  };

  return (
    <Input.Wrapper label={t('form.options')} description={t('form.optionsHint')}>
      <Stack gap="xs" mt={6}>
        {array.fields.map((field, i) => {
          const n = i + 1;
          const pending = picked[field.key]?.name ?? null;
          const file = pending ?? (watch(`options.${i}.path`) || null);
          return (
            <Paper key={field.key} withBorder p="xs" role="group" aria-label={t('form.option', { n })}>
              <Group gap="xs" align="flex-start" wrap="nowrap">
                <TextInput
                  label={t('form.optionName', { n })}
                  required
                  style={{ flex: 1, minWidth: 0 }}
                  {...register(`options.${i}.name`)}
                  error={fieldErrorText(errors.options?.[i]?.name, t)}
                />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="lg"
                  mt={24}
                  disabled={disabled}
                  aria-label={t('form.removeOption', { n })}
                  onClick={() => array.remove(i)}
                >
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              </Group>
              <Group gap="xs" mt={6} wrap="nowrap">
                <IconFile size={16} aria-hidden style={{ flex: 'none' }} />
                <Text
                  size="sm"
                  c={file ? undefined : 'dimmed'}
                  truncate="end"
                  title={file ?? undefined}
                  style={{ flex: 1, minWidth: 0 }}
                >
                  {file ?? t('form.noFile')}
                </Text>
                {/* Picked here, sent when the list is saved (a failed send leaves it so). */}
                {pending && (
                  <Badge variant="light" color="blue" style={{ flex: 'none' }}>
                    {t('form.pending')}
                  </Badge>
                )}
                <Button
                  variant="default"
                  size="xs"
                  disabled={disabled}
                  leftSection={<IconPaperclip size={14} aria-hidden />}
                  aria-label={t(file ? 'form.replaceFileOf' : 'form.attachFileOf', { n })}
                  onClick={() => pick(field, n)}
                >
                  {t(file ? 'form.replaceFile' : 'form.attachFile')}
                </Button>
              </Group>
            </Paper>
          );
        })}
        <Group>
          <Button
            variant="default"
            size="xs"
            disabled={disabled}
            leftSection={<IconPlus size={14} aria-hidden />}
            onClick={() => array.append(emptyOption())}
          >
            {t('form.addOption')}
          </Button>
        </Group>
      </Stack>
    </Input.Wrapper>
  );
}
