import { useMemo, useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconHelp, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Help } from '@shared/api/help';
import { errorMessage } from '@renderer/api';
import {
  ConfirmDialog,
  EmptyState,
  ErrorState,
  InfiniteTable,
  pagedTable,
  RowAction,
  SearchField,
  useDeleteDialog,
  usePagedList,
  type TableColumn,
} from '@renderer/ui';
import { deleteHelp, fetchHelpPage } from './api';
import { HelpDialog } from './HelpDialog';
import { byTitle, matchesSearch } from './helpForm';

type Editing = { record: Help | null } | null;

/**
 * The settings page's helps tab (spec 2 "Settings page", the super user's): the platform's help
 * videos, searched, added, edited and deleted. Nobody else changes them, so no live events: the
 * list keeps what this tab saves.
 */
export default function HelpsAdmin() {
  const { t } = useTranslation('helps');
  const { t: tc } = useTranslation();
  const [search, setSearch] = useState('');
  const list = usePagedList<Help>({
    query: search,
    fetchPage: fetchHelpPage,
    rowId: (r) => r.id,
    compare: byTitle,
    matches: (r) => matchesSearch(r, search),
  });
  const [editing, setEditing] = useState<Editing>(null);
  const deleting = useDeleteDialog<Help>({
    remove: (row) => deleteHelp(row.id),
    onRemoved: (row) => list.remove(row.id),
    successMessage: t('deleted'),
    describeError: (error) => errorMessage(error, tc),
  });

  const ask = deleting.ask;
  const columns = useMemo<TableColumn<Help>[]>(
    () => [
      {
        key: 'title',
        header: t('table.title'),
        cell: (r) => (
          <Text size="sm" fw={500} truncate>
            {r.title}
          </Text>
        ),
      },
      {
        key: 'description',
        header: t('table.description'),
        cell: (r) => (
          <Text size="sm" truncate c={r.description ? undefined : 'dimmed'}>
            {r.description || '—'}
          </Text>
        ),
      },
      {
        key: 'video',
        header: t('table.video'),
        width: 160,
        cell: (r) => (
          <Text size="sm" ff="monospace" truncate c={r.video ? undefined : 'dimmed'}>
            {r.video || '—'}
          </Text>
        ),
      },
      {
        key: 'actions',
        header: t('table.actions'),
        width: 104,
        align: 'right',
        cell: (r) => (
          <Group gap={4} justify="flex-end" wrap="nowrap">
            <RowAction label={t('edit', { title: r.title })} onClick={() => setEditing({ record: r })}>
              <IconPencil size={18} aria-hidden />
            </RowAction>
            <RowAction label={t('delete', { title: r.title })} color="red" onClick={() => ask(r)}>
              <IconTrash size={18} aria-hidden />
            </RowAction>
          </Group>
        ),
      },
    ],
    [t, ask],
  );

  return (
    <Stack gap="md" h={520} mih={0}>
      <Group justify="flex-end" gap="sm" wrap="wrap">
        <SearchField label={t('search')} onSearch={setSearch} />
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing({ record: null })}>
          {t('add')}
        </Button>
      </Group>
      <InfiniteTable
        label={t('table.label')}
        columns={columns}
        {...pagedTable(list)}
        rowId={(r) => r.id}
        empty={
          <EmptyState
            icon={<IconHelp size={32} aria-hidden />}
            title={search ? t('notFound', { term: search }) : t('empty')}
          >
            {search ? undefined : t('emptyHint')}
          </EmptyState>
        }
        error={list.error ? <ErrorState message={errorMessage(list.error, tc)} onRetry={list.retry} /> : undefined}
      />
      <HelpDialog
        opened={editing !== null}
        record={editing?.record ?? null}
        onClose={() => setEditing(null)}
        onSaved={list.upsert}
      />
      <ConfirmDialog
        title={t('deleteTitle', { title: deleting.target?.title ?? '' })}
        confirmLabel={t('deleteConfirm')}
        danger
        {...deleting.dialog}
      >
        {t('deleteMessage')}
      </ConfirmDialog>
    </Stack>
  );
}
