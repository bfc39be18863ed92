import { ActionIcon, Button, Group, Input, Stack, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useFieldArray, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldErrorText } from '@renderer/ui';
import type { ContactDialogForm } from './contactDialogForm';

interface ExtraInfoFieldsProps {
  control: Control<ContactDialogForm>;
  register: UseFormRegister<ContactDialogForm>;
  errors: FieldErrors<ContactDialogForm>;
}

/**
 * A contact's extra information (spec 1 §3 extraInfo): pairs of a field name and a value, added
 * and removed in the dialog and saved with it. Each row's inputs and remove button are named after
 * the row, so a screen reader tells the rows apart.
 */
export function ExtraInfoFields({ control, register, errors }: ExtraInfoFieldsProps) {
  const { t } = useTranslation('contacts');
  const { t: tc } = useTranslation();
  const { fields, append, remove } = useFieldArray({ control, name: 'extraInfo' });
  return (
    <Input.Wrapper label={t('extraInfo.title')}>
      <Stack gap="xs" mt={4}>
        {fields.map((field, i) => (
          <Group key={field.id} gap="xs" align="flex-start" wrap="nowrap">
            <TextInput
              aria-label={t('extraInfo.name', { n: i + 1 })}
              placeholder={t('extraInfo.namePlaceholder')}
              style={{ flex: 1 }}
              {...register(`extraInfo.${i}.name`)}
              error={fieldErrorText(errors.extraInfo?.[i]?.name, tc)}
            />
            <TextInput
              aria-label={t('extraInfo.value', { n: i + 1 })}
              placeholder={t('extraInfo.valuePlaceholder')}
              style={{ flex: 2 }}
              {...register(`extraInfo.${i}.value`)}
              error={fieldErrorText(errors.extraInfo?.[i]?.value, tc)}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              aria-label={t('extraInfo.remove', { n: i + 1 })}
              onClick={() => remove(i)}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Group>
        ))}
        <Group>
          <Button
            variant="default"
            size="xs"
            leftSection={<IconPlus size={14} aria-hidden />}
            onClick={() => append({ name: '', value: '' })}
          >
            {t('extraInfo.add')}
          </Button>
        </Group>
      </Stack>
    </Input.Wrapper>
  );
}
