import { useState, type ReactNode } from 'react';
import { Alert, Button, Group, Modal, Stack, type ModalProps } from '@mantine/core';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { hasErrorCode, serverFieldErrors } from './serverFieldErrors';

interface FormDialogProps<Input extends FieldValues, Output extends FieldValues> {
  opened: boolean;
  title: string;
  onClose(): void;
  /** Made by the caller with useZodForm, so its fields are typed where they are drawn. */
  form: UseFormReturn<Input, unknown, Output>;
  /** Saves; throws to stay open with the failure shown. */
  onSubmit(values: Output): Promise<void>;
  /** The failure's text for the user (errorMessage of @renderer/api). */
  describeError(error: unknown): string;
  submitLabel?: string;
  /** The modal's width (lg unless a form needs more room). */
  size?: ModalProps['size'];
  /** Nothing may be saved (a record past its editable state): no Save, and Cancel reads Close. */
  readOnly?: boolean;
  children: ReactNode;
}

/**
 * A dialog around a form: the schema's messages under their fields on submit, the server's too
 * when a save is refused with `{fields}` (each on its field, focus on the first), anything else
 * in an alert at the top. Save shows progress and the dialog closes only after a save that worked.
 */
export function FormDialog<Input extends FieldValues, Output extends FieldValues>({
  opened,
  title,
  onClose,
  form,
  onSubmit,
  describeError,
  submitLabel,
  size = 'lg',
  readOnly = false,
  children,
}: FormDialogProps<Input, Output>) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string | null>(null);

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await onSubmit(values);
    } catch (error) {
      const fields = serverFieldErrors(error) ?? {};
      const known = Object.keys(fields).filter((path) => form.getValues(path as Path<Input>) !== undefined);
      // A refusal with an error code (ERR_QUEUE_COLOR_ALREADY_EXISTS on `color`) says it on the field
      // in the user's language; without one the field's own message is all there is.
      const coded = hasErrorCode(error) ? describeError(error) : null;
      known.forEach((path, i) =>
        form.setError(
          path as Path<Input>,
          { type: 'server', message: coded ?? fields[path] },
          { shouldFocus: i === 0 },
        ),
      );
      const rest = Object.entries(fields).filter(([path]) => !known.includes(path));
      // Fields the form does not draw are named with their messages; no fields at all: the error's text.
      if (rest.length > 0) setFailure(rest.map(([path, message]) => `${path}: ${message}`).join('; '));
      else if (known.length === 0) setFailure(describeError(error));
    }
  });

  const close = () => {
    setFailure(null);
    onClose();
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={title}
      centered
      closeButtonProps={{ 'aria-label': t('actions.close') }}
      size={size}
    >
      <form onSubmit={(e) => (readOnly ? e.preventDefault() : void submit(e))} noValidate>
        <Stack>
          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          {children}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t(readOnly ? 'actions.close' : 'actions.cancel')}
            </Button>
            {!readOnly && (
              <Button type="submit" loading={form.formState.isSubmitting}>
                {submitLabel ?? t('actions.save')}
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
