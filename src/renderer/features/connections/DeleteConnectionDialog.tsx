import { useEffect, useState } from 'react';
import { Radio, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ConnectionRecord } from '@shared/api/whatsapp';
import { ConfirmDialog } from '@renderer/ui';

export type DeleteChoice = 'disconnect' | 'delete';

interface DeleteConnectionDialogProps {
  row: ConnectionRecord | null;
  busy: boolean;
  onConfirm(row: ConnectionRecord, choice: DeleteChoice): void;
  onClose(): void;
}

/**
 * Spec 2 §4: deleting a connection either disconnects its session or removes it, as chosen;
 * §8's confirmation 'Exclusão de Registro' / 'Deseja realmente excluir esse registro?'.
 */
export function DeleteConnectionDialog({ row, busy, onConfirm, onClose }: DeleteConnectionDialogProps) {
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
