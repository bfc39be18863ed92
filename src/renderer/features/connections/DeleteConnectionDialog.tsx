import { useEffect, useState } from 'react';
import { Radio, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ConnectionRecord } from '@shared/api/whatsapp';
import { ConfirmDialog } from '@renderer/ui';

export type DeleteChoice = 'disconnect' | 'delete';

/** Any connection with its id and name: a page's record, or a row of the super user's overview. */
type Named = Pick<ConnectionRecord, 'id' | 'name'>;

interface DeleteConnectionDialogProps<T extends Named> {
  row: T | null;
  busy: boolean;
  onConfirm(row: T, choice: DeleteChoice): void;
  onClose(): void;
}

/**
 * Spec 2 §4: deleting a connection either disconnects its session or removes it, as chosen;
 * §8's confirmation 'Exclusão de Registro' / 'Deseja realmente excluir esse registro?'.
 */
export function DeleteConnectionDialog<T extends Named>({
  row,
  busy,
  onConfirm,
  onClose,
}: DeleteConnectionDialogProps<T>) {
  const { t } = useTranslation('connections');
  const [choice, setChoice] = useState<DeleteChoice>('delete');
  useEffect(() => setChoice('delete'), [row?.id]);
  return (
    <ConfirmDialog
      opened={row !== null}
      title={t('remove.title')}
      confirmLabel={t('remove.confirm')}
      danger={choice === 'delete'}
      loading={busy}
      onConfirm={() => row && onConfirm(row, choice)}
      onClose={onClose}
    >
      <Stack gap="sm">
        <Text size="sm">{t('remove.message')}</Text>
        <Radio.Group
          label={t('remove.choice', { name: row?.name ?? '' })}
          value={choice}
          onChange={(v) => setChoice(v as DeleteChoice)}
        >
          <Stack gap="xs" mt="xs">
            <Radio value="delete" label={t('remove.delete')} />
            <Radio value="disconnect" label={t('remove.disconnect')} />
          </Stack>
        </Radio.Group>
      </Stack>
    </ConfirmDialog>
  );
}
