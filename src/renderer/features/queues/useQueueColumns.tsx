import { useMemo } from 'react';
import { ColorSwatch, Group, Text } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Queue } from '@shared/api/queue';
import { RowAction, type TableColumn } from '@renderer/ui';

interface ColumnActions {
  onEdit(queue: Queue): void;
  onDelete(queue: Queue): void;
}

/** The queues table: id, name, colour, order, greeting, actions. */
export function useQueueColumns({ onEdit, onDelete }: ColumnActions): TableColumn<Queue>[] {
  const { t } = useTranslation('queues');
  return useMemo(
    () => [
      { key: 'id', header: t('table.id'), width: 64, cell: (q) => <Text size="sm">{q.id}</Text> },
      {
        key: 'name',
        header: t('table.name'),
        cell: (q) => (
          <Text size="sm" fw={500} truncate>
            {q.name}
          </Text>
        ),
      },
      {
        key: 'color',
        header: t('table.color'),
        width: 128,
        cell: (q) => (
          <Group gap={6} wrap="nowrap">
            <ColorSwatch color={q.color} size={18} aria-hidden />
            <Text size="sm">{q.color}</Text>
          </Group>
        ),
      },
      {
        key: 'order',
        header: t('table.order'),
        width: 120,
        cell: (q) => <Text size="sm">{q.orderQueue ?? '—'}</Text>,
      },
      {
        key: 'greeting',
        header: t('table.greeting'),
        cell: (q) => (
          <Text size="sm" truncate c={q.greetingMessage ? undefined : 'dimmed'}>
            {q.greetingMessage || t('noGreeting')}
          </Text>
        ),
      },
      {
        key: 'actions',
        header: t('table.actions'),
        width: 104,
        align: 'right',
        cell: (q) => (
          <Group gap={4} justify="flex-end" wrap="nowrap">
            <RowAction label={t('edit', { name: q.name })} onClick={() => onEdit(q)}>
              <IconPencil size={18} aria-hidden />
            </RowAction>
            <RowAction label={t('delete', { name: q.name })} color="red" onClick={() => onDelete(q)}>
              <IconTrash size={18} aria-hidden />
            </RowAction>
          </Group>
        ),
      },
    ],
    [t, onEdit, onDelete],
  );
}
